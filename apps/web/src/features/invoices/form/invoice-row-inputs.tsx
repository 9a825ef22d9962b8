import { ActionIcon, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useInvoiceFormat } from '../use-invoice-format';
import type { RowValues } from './invoice-form-values';
import { rowAmounts } from './invoice-preview';
import type { InvoiceForm } from './use-invoice-form';

interface InvoiceRowInputsProps {
  form: InvoiceForm;
  row: RowValues;
  /** Counted from 1, as the row is named to screen readers. */
  number: number;
  rates: readonly number[];
  currency: string;
  onRemove: () => void;
}

/** One row as inputs, with its net, VAT and gross as the server will round them. */
export function InvoiceRowInputs({ form, row, number, rates, currency, onRemove }: InvoiceRowInputsProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const amounts = rowAmounts(row);
  const vat = Number(row.vatPercent);
  const vatOptions = (rates.includes(vat) || row.vatPercent === '' ? rates : [...rates, vat]).map((rate) => ({
    value: String(rate),
    label: format.percent(rate),
  }));
  const input = (field: 'description' | 'quantity' | 'unit' | 'unitPrice', numeric = false) => (
    <TextInput
      id={`${row.key}-${field}`}
      aria-label={t('web-invoices:rows.inputLabel', { column: t(`web-invoices:rows.${field}`), number })}
      value={row[field]}
      onChange={(event) => form.setRowField(row.key, field, event.currentTarget.value)}
      onBlur={() => form.touch(`${row.key}.${field}`)}
      error={form.errorAt(`${row.key}.${field}`)}
      inputMode={numeric ? 'decimal' : undefined}
      styles={numeric ? { input: { textAlign: 'end' } } : undefined}
      required={field !== 'unit'}
    />
  );
  const amount = (value: number | undefined) => (
    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
      {value === undefined ? '–' : format.money(value, currency)}
    </Table.Td>
  );

  return (
    <Table.Tr>
      <Table.Td miw={220}>
        {input('description')}
        {row.taskId && (
          <Text size="xs" c="dimmed" mt={2}>
            {t('web-invoices:rows.fromTask')}
          </Text>
        )}
      </Table.Td>
      <Table.Td w={100}>{input('quantity', true)}</Table.Td>
      <Table.Td w={90}>{input('unit')}</Table.Td>
      <Table.Td w={120}>{input('unitPrice', true)}</Table.Td>
      <Table.Td w={110}>
        <NativeSelect
          aria-label={t('web-invoices:rows.inputLabel', { column: t('web-invoices:rows.vatPercent'), number })}
          data={vatOptions}
          value={row.vatPercent}
          onChange={(event) => form.setRowField(row.key, 'vatPercent', event.currentTarget.value)}
          error={form.errorAt(`${row.key}.vatPercent`)}
        />
      </Table.Td>
      {amount(amounts?.net)}
      {amount(amounts?.vat)}
      {amount(amounts?.gross)}
      <Table.Td w={50}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('web-invoices:rows.remove', { number })}
        >
          <Icon name="trash" />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
