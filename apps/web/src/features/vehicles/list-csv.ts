import { downloadFile, toCsv } from '../../lib/csv';
import type { ListColumn } from './list-columns';

/** The rows as shown (filtered and sorted) as a CSV file with the table's headers and words. */
export function downloadListCsv<Row>(
  fileName: string,
  columns: readonly ListColumn<Row>[],
  rows: readonly Row[],
): void {
  const csvColumns = columns.map((column) => ({ header: column.header, value: column.text }));
  downloadFile(`${fileName}.csv`, toCsv(csvColumns, rows));
}
