import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { formatMoney, parseDecimal } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { valueAt } from '../current-calculation/draft-values';
import { useWizardForm } from './wizard-form-context';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** Stored numbers (defaults, saved values) shown with the decimal comma Finnish and Swedish expect. */
const numberAsText = (value: unknown, language: string) =>
  typeof value === 'number' && language !== 'en' ? String(value).replace('.', ',') : asText(value);
const fieldId = (path: string) => `calc-${path.replace('.', '-')}`;

interface NumberFieldProps {
  path: string;
  label: string;
  /** Money in the calculation's currency: the typed amount is repeated formatted below the input. */
  money?: boolean;
  /** Unit shown after the number (h, km, %, l/100 km…). */
  unit?: string;
  required?: boolean;
}

/** A number typed as text, so "12,5" works (spec section 5); the domain schema reads it. */
export function NumberField({ path, label, money, unit, required }: NumberFieldProps) {
  const form = useWizardForm();
  const { language } = useLanguage();
  const text = numberAsText(valueAt(form.values, path), language);
  const parsed = parseDecimal(text);
  const shown =
    money && typeof parsed === 'number' && Number.isFinite(parsed)
      ? formatMoney(parsed, form.currency, language)
      : undefined;
  return (
    <TextInput
      id={fieldId(path)}
      label={label}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      rightSection={unit ?? (money ? form.currency : undefined)}
      rightSectionWidth={unit && unit.length > 3 ? 72 : 48}
      description={shown}
      onChange={(event) => form.setValue(path, event.currentTarget.value)}
      onBlur={() => form.touch(path)}
      error={form.errorOf(path)}
    />
  );
}

export function TextField({
  path,
  label,
  required,
  multiline,
}: {
  path: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const form = useWizardForm();
  const Input = multiline ? Textarea : TextInput;
  return (
    <Input
      id={fieldId(path)}
      label={label}
      required={required}
      value={asText(valueAt(form.values, path))}
      onChange={(event) => form.setValue(path, event.currentTarget.value)}
      onBlur={() => form.touch(path)}
      error={form.errorOf(path)}
      autosize={multiline ? true : undefined}
      minRows={multiline ? 2 : undefined}
    />
  );
}

/** A choice stored as a number (fuel type, allowance type) or text (wage type). */
export function SelectField(props: {
  path: string;
  label: string;
  options: { value: string; label: string }[];
  numeric?: boolean;
  /** Replaces storing the choice, for a choice that changes other fields too. */
  onChange?: (value: string) => void;
}) {
  const form = useWizardForm();
  return (
    <NativeSelect
      id={fieldId(props.path)}
      label={props.label}
      data={props.options}
      value={asText(valueAt(form.values, props.path))}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        if (props.onChange) return props.onChange(raw);
        form.setValue(props.path, props.numeric ? Number(raw) : raw);
      }}
      error={form.errorOf(props.path)}
    />
  );
}
