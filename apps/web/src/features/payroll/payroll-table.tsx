import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency, PayrollSummaryRow } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { TableScroll } from '../../components/ui/table-scroll';
import { useLanguage } from '../../lib/use-language';
import { NAME_COLUMN, type SummaryColumn } from './summary-columns';
import { columnTotals, figureFormatter } from './summary-figures';
import './payroll-table.css';

interface PayrollTableProps {
  columns: readonly SummaryColumn[];
  /** In the order to show. */
  rows: readonly PayrollSummaryRow[];
  sort: SortState<string>;
  onSort: (next: SortState<string>) => void;
  caption: string;
  currency: Currency;
}

/** A figure ("2 340,00 €") never breaks across lines: the table scrolls sideways instead. */
const figureStyle = { whiteSpace: 'nowrap' } as const;
/** The name's column and each figure's (headers wrap, 13 px type): the default eleven fit a 1366 px laptop beside the menu in English. */
const NAME_WIDTH = 150;
const FIGURE_WIDTH = 86;
/**
 * Taller than this the table scrolls inside, so its sideways scroll bar and its totals stay in
 * the window: the heading, the period's controls and the not-approved notice take about 21rem
 * above it on a laptop.
 */
const MAX_HEIGHT = 'max(16rem, calc(100dvh - 22rem))';

/**
 * A row per driver in the chosen columns, sortable by any of them, with the period's totals at
 * the foot. More columns than the screen holds scroll sideways with the names pinned (payroll-table.css).
 */
export function PayrollTable({ columns, rows, sort, onSort, caption, currency }: PayrollTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = figureFormatter(language, currency);
  const totals = columnTotals(columns, rows);
  const numeric = (column: SummaryColumn) => column.kind !== 'text';

  return (
    <TableScroll
      label={caption}
      minWidth={Math.max(600, NAME_WIDTH + (columns.length - 1) * FIGURE_WIDTH)}
      maxHeight={MAX_HEIGHT}
    >
      <Table
        striped
        highlightOnHover
        withTableBorder
        stickyHeader
        captionSide="top"
        horizontalSpacing={6}
        fz={13}
        className="rahti-payroll-table"
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader
                key={column.id}
                column={column.id}
                label={column.label}
                sort={sort}
                onSort={onSort}
                numeric={numeric(column)}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.driverId}>
              {columns.map((column) =>
                column.id === NAME_COLUMN ? (
                  <Table.Th key={column.id} scope="row">
                    {row.name}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.id} ta={numeric(column) ? 'end' : undefined} style={figureStyle}>
                    {format(column.kind, column.value(row))}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {columns.map((column) => {
              const total = totals.get(column.id);
              return column.id === NAME_COLUMN ? (
                <Table.Th key={column.id} scope="row">
                  {t('web-payroll:table.total')}
                </Table.Th>
              ) : (
                <Table.Td key={column.id} ta={numeric(column) ? 'end' : undefined} style={figureStyle}>
                  {total === undefined ? '' : format(column.kind, total)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
