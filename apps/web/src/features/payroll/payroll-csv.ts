import { writeCsv, type CsvValue, type PayrollSummaryRow } from '@rahti/domain';
import { NAME_COLUMN, type SummaryColumn } from './summary-columns';
import { columnTotals, roundToCents } from './summary-figures';

/**
 * The table as shown, as a CSV file (the shared writer: semicolons, byte-order mark, formula
 * guard): the visible columns, the rows in the order given, then the totals under `totalLabel`.
 * Hours and money are numbers to 2 decimals; Finnish and Swedish files get a decimal comma.
 */
export function payrollCsv(
  columns: readonly SummaryColumn[],
  rows: readonly PayrollSummaryRow[],
  totalLabel: string,
  decimalComma: boolean,
): string {
  const cell = (column: SummaryColumn, value: string | number): CsvValue =>
    typeof value === 'number' && column.kind !== 'count' ? roundToCents(value) : value;
  const totals = columnTotals(columns, rows);
  const totalRow = columns.map((column) => (column.id === NAME_COLUMN ? totalLabel : (totals.get(column.id) ?? null)));
  return writeCsv(
    columns.map((column) => column.label),
    [...rows.map((row) => columns.map((column) => cell(column, column.value(row)))), totalRow],
    { decimalComma },
  );
}

/** payroll-<from>-<to>.csv, the period's dates as YYYY-MM-DD so files sort by period. */
export const payrollCsvFileName = (period: { startDate: string; endDate: string }) =>
  `payroll-${period.startDate}-${period.endDate}.csv`;
