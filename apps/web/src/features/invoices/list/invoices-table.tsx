import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../../components/ui/sortable-header';
import { TableScroll } from '../../../components/ui/table-scroll';
import { InvoiceBadges, shownState } from '../invoice-state-badge';
import { invoicePath } from '../invoice-paths';
import { useInvoiceFormat } from '../use-invoice-format';
import type { InvoiceSortKey } from './use-invoice-filters';

interface InvoicesTableProps {
  rows: readonly InvoiceSummary[];
  sort: SortState<InvoiceSortKey>;
  onSort: (sort: SortState<InvoiceSortKey>) => void;
}

/** One page of invoices and credit notes; the number opens the invoice. */
export function InvoicesTable({ rows, sort, onSort }: InvoicesTableProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const sortable = (key: InvoiceSortKey, numeric = false) => (
    <SortableHeader
      column={key}
      label={t(`web-invoices:columns.${key}`)}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
    />
  );
  const column = (key: string) => <Table.Th scope="col">{t(`web-invoices:columns.${key}`)}</Table.Th>;

  return (
    <TableScroll label={t('web-invoices:list.caption')} minWidth={820}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption ta="start">{t('web-invoices:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {sortable('number')}
            {sortable('date')}
            {column('customer')}
            {sortable('dueDate')}
            {column('state')}
            {sortable('gross', true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={invoicePath(invoice.id)} fw={600}>
                  {invoice.number}
                </Anchor>
              </Table.Th>
              <Table.Td>{format.date(invoice.date)}</Table.Td>
              <Table.Td>{invoice.customerName}</Table.Td>
              <Table.Td>{format.date(invoice.dueDate)}</Table.Td>
              <Table.Td>
                <InvoiceBadges state={shownState(invoice)} kind={invoice.kind} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {format.money(invoice.gross, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
