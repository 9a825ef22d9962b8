import { saveBlob } from './file-download';

/** One column of a CSV download: its translated header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

// Spec section 9, "CSV download": semicolon separator with a byte-order mark, so spreadsheet
// programs in Finnish and Swedish open the file in columns and read ä, ö and å right.
export const CSV_SEPARATOR = ';';
export const BYTE_ORDER_MARK = '\uFEFF';

const needsQuotes = /[";\r\n]/;

function csvField(value: string | number): string {
  const text = String(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte-order mark, a header row, then one row per item, lines ended by CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  return `${BYTE_ORDER_MARK}${lines.map((fields) => fields.join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
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
