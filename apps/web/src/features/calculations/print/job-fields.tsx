import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobErrors, JobText } from './job-inputs';

interface JobFieldsProps {
  value: JobText;
  onChange: (value: JobText) => void;
  errors: JobErrors;
  /** An error the domain found for the margin (above the limit for these costs). */
  marginError?: string;
}

/** Hours, kilometres and target margin of a job; the price follows as the user types. */
export function JobFields({ value, onChange, errors, marginError }: JobFieldsProps) {
  const { t } = useTranslation();
  const field = (key: keyof JobText, label: string, error?: string) => (
    <TextInput
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
      error={error ? t(error) : undefined}
      inputMode="decimal"
      w={220}
    />
  );
  return (
    <Group align="flex-start">
      {field('hours', t('web-calculations:pricing.hours'), errors.hours)}
      {field('km', t('web-calculations:pricing.km'), errors.km)}
      {field('margin', t('web-calculations:pricing.margin'), errors.margin ?? marginError)}
    </Group>
  );
}
