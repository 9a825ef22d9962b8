import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceTotals } from '@rahti/domain';
import { useInvoiceFormat } from './use-invoice-format';

/** Net, VAT and gross per VAT rate and in total, as the printed invoice's VAT table. */
export function InvoiceTotalsTable({ totals, currency }: { totals: InvoiceTotals; currency: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const cell = (amount: number, strong = false) => (
    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap', fontWeight: strong ? 700 : undefined }}>
      {format.money(amount, currency)}
    </Table.Td>
  );
  const numericHeader = (key: string) => (
    <Table.Th scope="col" style={{ textAlign: 'end' }}>
      {t(`web-invoices:totals.${key}`)}
    </Table.Th>
  );

  return (
    <Table withTableBorder captionSide="top" maw={620}>
      <Table.Caption ta="start">{t('web-invoices:totals.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-invoices:totals.vatRate')}</Table.Th>
          {numericHeader('net')}
          {numericHeader('vat')}
          {numericHeader('gross')}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.byVatRate.map((line) => (
          <Table.Tr key={line.vatPercent}>
            <Table.Th scope="row" fw={400}>
              {t('web-invoices:totals.vatLine', { percent: format.percent(line.vatPercent) })}
            </Table.Th>
            {cell(line.net)}
            {cell(line.vat)}
            {cell(line.gross)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('web-invoices:totals.total')}</Table.Th>
          {cell(totals.net, true)}
          {cell(totals.vat, true)}
          {cell(totals.gross, true)}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
