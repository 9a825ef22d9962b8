import type { InputHTMLAttributes, ReactNode } from 'react';

// Kept apart from field.tsx: the language choice (sign-in screen, menu) needs only these, and the
// text fields would otherwise ride along in the first load (decision 0012).

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: ReactNode };

export function CheckboxField({ label, ...input }: CheckboxProps) {
  return (
    <label className="check">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

export function RadioField({ label, ...input }: CheckboxProps) {
  return (
    <label className="check">
      <input type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
}
