import { Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { DateField } from '../../../components/ui/date-field';
import { FormActions } from '../../../components/ui/form-actions';
import { ApiRequestError } from '../../../lib/api-error';
import { WriteFailure } from './write-failure';

interface MarkPaidDialogProps {
  opened: boolean;
  invoice: Invoice;
  today: string;
  saving: boolean;
  onSave: (paidOn: string, callbacks: { onError: (error: unknown) => void }) => void;
  onClose: () => void;
  onReload: () => void;
}

/** The day the money came in (today unless told), never before the invoice's date. */
export function MarkPaidDialog({ opened, invoice, today, saving, onSave, onClose, onReload }: MarkPaidDialogProps) {
  const { t } = useTranslation();
  const [paidOn, setPaidOn] = useState(today);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  // Each opening starts again from today (React's pattern for state that follows a prop).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setPaidOn(today);
      setFieldError(undefined);
      setFailure(undefined);
    }
  }
  const check = (value: string) =>
    !value ? t('validation:invalidDate') : value < invoice.date ? t('invoices:paidBeforeInvoiceDate') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(paidOn);
    setFieldError(problem);
    setFailure(undefined);
    if (problem) return;
    onSave(paidOn, {
      onError: (error) => {
        const onField =
          error instanceof ApiRequestError ? error.fields.find((field) => field.path === 'paidOn') : undefined;
        if (onField) setFieldError(onField.message);
        else setFailure(error);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('web-invoices:actions.markPaidTitle', { number: invoice.number })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <DateField
            label={t('web-invoices:actions.paidOn')}
            value={paidOn}
            onChange={(value) => {
              setPaidOn(value);
              setFieldError(undefined);
            }}
            error={fieldError}
            data-autofocus
          />
          <WriteFailure error={failure} onReload={onReload} />
          <FormActions submitLabel={t('web-invoices:actions.markPaid')} onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
