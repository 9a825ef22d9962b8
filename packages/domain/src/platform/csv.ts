/**
 * CSV downloads (spec section 9): semicolon separator and a byte-order mark, so spreadsheet
 * programs in Finnish and Swedish open the file in columns and read ä, ö and å right; lines end
 * with CRLF. The web app and the server both write their files here.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** One cell as given: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

export interface CsvOptions {
  /** Numbers with a decimal comma (Finnish and Swedish spreadsheets expect one). */
  decimalComma?: boolean;
}

/** A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative number ("-12,50") is not a formula, and stays a number in the spreadsheet. */
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first)
 * gets a leading apostrophe, so `=HYPERLINK(...)` from an imported name is shown, not run.
 */
export function guardCsvFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell: formula-guarded, and quoted (quotes doubled) when it holds a separator, a quote or a line break. */
export function csvCell(value: CsvValue, options: CsvOptions = {}): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'number'
      ? options.decimalComma
        ? String(value).replace('.', ',')
        : String(value)
      : guardCsvFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The whole file: byte-order mark, the header row, then one line per row, every line ended by CRLF.
 *
 * @computation
 */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  options: CsvOptions = {},
): string {
  const lines = [header, ...rows].map((row) => row.map((value) => csvCell(value, options)).join(CSV_SEPARATOR));
  return `${CSV_BYTE_ORDER_MARK}${lines.map((line) => `${line}${CSV_LINE_END}`).join('')}`;
}
