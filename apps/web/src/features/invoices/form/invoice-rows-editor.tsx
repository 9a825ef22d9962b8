import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/ui/table-scroll';
import { InvoiceRowHeaders } from '../invoice-row-headers';
import { emptyRow } from './invoice-form-values';
import { InvoiceRowInputs } from './invoice-row-inputs';
import { defaultVatFor, vatRatesFor } from './vat-rates';
import type { InvoiceForm } from './use-invoice-form';

/** Free rows (a waiting hour, a ferry, a discount with a negative quantity): add, change, remove. */
export function InvoiceRowsEditor({ form, currency }: { form: InvoiceForm; currency: string }) {
  const { t } = useTranslation();
  const addButton = useRef<HTMLButtonElement>(null);
  const rates = vatRatesFor(currency, form.values.date);
  const { rows } = form.values;

  const add = () => {
    // The unit a row starts with is "pcs" in the UI language (kpl, st), as the server writes task rows.
    const row = emptyRow(t('invoices:unitPiece'), defaultVatFor(currency, form.values.date) ?? rates[0] ?? 0);
    form.addRow(row);
    requestAnimationFrame(() => document.getElementById(`${row.key}-description`)?.focus());
  };
  const remove = (key: string) => {
    form.removeRow(key);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 && <Text size="sm">{t('web-invoices:rows.none')}</Text>}
      {rows.length > 0 && (
        <TableScroll label={t('web-invoices:rows.caption')} minWidth={1000}>
          <Table withTableBorder captionSide="top" verticalSpacing="xs">
            <Table.Caption ta="start">{t('web-invoices:rows.caption')}</Table.Caption>
            <InvoiceRowHeaders>
              <Table.Th scope="col">
                <VisuallyHidden>{t('web-invoices:rows.actions')}</VisuallyHidden>
              </Table.Th>
            </InvoiceRowHeaders>
            <Table.Tbody>
              {rows.map((row, index) => (
                <InvoiceRowInputs
                  key={row.key}
                  form={form}
                  row={row}
                  number={index + 1}
                  rates={rates}
                  currency={currency}
                  onRemove={() => remove(row.key)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Group>
        <Button ref={addButton} variant="default" onClick={add}>
          {t('web-invoices:rows.add')}
        </Button>
      </Group>
    </Stack>
  );
}
