import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Shown after the control, such as a unit ("km", "l"). */
  suffix?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** A label above the control, then a hint and an error the control is described by. */
export function FieldFrame({ label, hint, error, suffix, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className="field__row">
        {children({ id, describedBy, invalid: Boolean(error) })}
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  suffix?: string;
};

export function TextField({ label, hint, error, suffix, ...input }: InputProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} suffix={suffix}>
      {({ id, describedBy, invalid }) => (
        <input id={id} className="field__input" aria-describedby={describedBy} aria-invalid={invalid} {...input} />
      )}
    </FieldFrame>
  );
}

/** A number as people type it on a phone: the decimal keypad, a comma or a point (spec section 5). */
export function NumberField(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
};

export function SelectField({ label, hint, error, children, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select id={id} className="field__input" aria-describedby={describedBy} aria-invalid={invalid} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
