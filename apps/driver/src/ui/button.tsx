import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'quiet';
  size?: 'normal' | 'large';
  /** As wide as its container: the screen's main action, easy to reach with a thumb. */
  block?: boolean;
}

/** A native button at least 48 px each way; `type="button"` unless a form's submit is meant. */
export function Button({
  variant = 'secondary',
  size = 'normal',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames(
        'button',
        `button--${variant}`,
        size === 'large' && 'button--large',
        block && 'button--block',
        className,
      )}
      {...rest}
    />
  );
}
