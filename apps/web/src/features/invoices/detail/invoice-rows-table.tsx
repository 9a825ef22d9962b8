import { Anchor, Badge, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { TableScroll } from '../../../components/ui/table-scroll';
import { taskPath } from '../invoice-paths';
import { InvoiceRowHeaders } from '../invoice-row-headers';
import { useInvoiceFormat } from '../use-invoice-format';

/** The invoice's rows as saved; a row billing a task links to it, and the task the page was opened from is marked. */
export function InvoiceRowsTable({ invoice, taskId }: { invoice: Invoice; taskId?: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const money = (amount: number) => (
    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{format.money(amount, invoice.currency)}</Table.Td>
  );

  return (
    <TableScroll label={t('web-invoices:rows.savedCaption')} minWidth={820}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="start">{t('web-invoices:rows.savedCaption')}</Table.Caption>
        <InvoiceRowHeaders />
        <Table.Tbody>
          {invoice.rows.map((row) => (
            <Table.Tr key={row.position}>
              <Table.Td>
                <Group gap="xs">
                  {row.taskId ? (
                    <Anchor component={Link} to={taskPath(row.taskId)}>
                      {row.description}
                    </Anchor>
                  ) : (
                    row.description
                  )}
                  {row.taskId && row.taskId === taskId && (
                    <Badge color="blue" variant="light" c="blue.9" tt="none">
                      {t('web-invoices:rows.thisTask')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>{format.quantity(row.quantity)}</Table.Td>
              <Table.Td>{row.unit}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{format.price(row.unitPrice)}</Table.Td>
              <Table.Td>{format.percent(row.vatPercent)}</Table.Td>
              {money(row.net)}
              {money(row.vat)}
              {money(row.gross)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
