import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  /** What the submit button does, in words ("Save", "Add driver"). */
  submitLabel: string;
  onCancel: () => void;
  saving: boolean;
}

/** The closing row of a dialog's form: Cancel, then the submit button. */
export function FormActions({ submitLabel, onCancel, saving }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('web:common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
