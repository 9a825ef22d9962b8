import { writeCsv } from '@rahti/domain';
import { saveBlob } from './file-download';

/** One column of a CSV download: its translated header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

/**
 * The whole file as the server writes its own (@rahti/domain writeCsv): byte-order mark,
 * semicolons, CRLF, and imported text that a spreadsheet would run as a formula shown as text.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return writeCsv(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
}

/**
 * Money in a CSV cell: exactly two decimals and no currency symbol or grouping, so a
 * spreadsheet reads it as a number. Finnish and Swedish spreadsheets expect a decimal comma.
 */
export function csvMoney(amount: number, decimalComma: boolean): string {
  const fixed = amount.toFixed(2);
  return decimalComma ? fixed.replace('.', ',') : fixed;
}

/** Hands text (a CSV file made in the browser) to the browser as a download. */
export function downloadFile(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(fileName, new Blob([content], { type }));
}
