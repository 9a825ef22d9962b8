import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS, type Customer } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { PageSection } from '../../../components/ui/page-section';
import { InvoiceTotalsTable } from '../invoice-totals-table';
import { InvoiceBuyerFields } from './invoice-buyer-fields';
import { previewTotals } from './invoice-preview';
import { InvoiceRowsEditor } from './invoice-rows-editor';
import { TaskPicker } from './task-picker';
import type { TaskPeriod } from './task-period';
import type { InvoiceForm as Form } from './use-invoice-form';

interface InvoiceFormProps {
  form: Form;
  currency: string;
  customers: readonly Customer[];
  /** A new invoice picks tasks of a period; a saved draft's tasks are among its rows. */
  taskPeriod?: TaskPeriod;
  onSubmit: (event?: FormEvent) => void;
  onCancel: () => void;
  saving: boolean;
  /** Why saving failed, when no input is to blame; may offer a reload. */
  failure?: ReactNode;
}

/** A draft invoice: customer and date, tasks, free rows, notes, and its totals as they will be saved. */
export function InvoiceForm({
  form,
  currency,
  customers,
  taskPeriod,
  onSubmit,
  onCancel,
  saving,
  failure,
}: InvoiceFormProps) {
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  // After a refused submit the keyboard goes to the first field that says why, not back to the top.
  const submit = (event: FormEvent) => {
    onSubmit(event);
    requestAnimationFrame(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <form ref={element} onSubmit={submit} noValidate>
      <Stack>
        <PageSection id="invoice-buyer" title={t('web-invoices:form.buyerSection')}>
          <Stack gap="sm">
            <InvoiceBuyerFields form={form} customers={customers} />
          </Stack>
        </PageSection>
        {taskPeriod && (
          <PageSection id="invoice-tasks" title={t('web-invoices:tasks.section')}>
            <TaskPicker form={form} period={taskPeriod} currency={currency} />
          </PageSection>
        )}
        <PageSection id="invoice-rows" title={t('web-invoices:rows.section')}>
          <Stack gap="sm">
            <InvoiceRowsEditor form={form} currency={currency} />
            {!taskPeriod && <FormFailure message={form.errorAt('taskIds')} />}
          </Stack>
        </PageSection>
        <PageSection id="invoice-totals" title={t('web-invoices:totals.section')}>
          <Stack gap="md">
            <InvoiceTotalsTable totals={previewTotals(form.values, currency)} currency={currency} />
            <Textarea
              label={t('web-invoices:form.notes')}
              description={t('web-invoices:form.notesHint')}
              value={form.values.notes}
              onChange={(event) => form.setField('notes', event.currentTarget.value)}
              error={form.errorAt('notes')}
              maxLength={INVOICE_LIMITS.notesMax}
              autosize
              minRows={2}
              maw={620}
            />
          </Stack>
        </PageSection>
        {typeof failure === 'string' ? <FormFailure message={failure} /> : failure}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('web-invoices:form.saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
