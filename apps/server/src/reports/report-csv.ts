import { writeCsv, type CsvValue, type ReportCell, type ReportColumn, type ReportTable } from '@rahti/domain';
import type { ReportWords } from '../documents/report-words';

/** A header as the spreadsheet files write it: minutes say so, as the cells are whole minutes. */
export function sheetHeader(column: ReportColumn, words: ReportWords): string {
  return column.type === 'minutes' ? `${words.label(column)} (min)` : words.label(column);
}

/** Money to exactly two decimals ("12,50"): a spreadsheet reads it as a number either way. */
function csvValue(column: ReportColumn, value: ReportCell, decimalComma: boolean): CsvValue {
  if (typeof value !== 'number' || column.type !== 'money') return value;
  const text = value.toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}

/**
 * A report as a CSV file (the shared writer: semicolons, byte-order mark, CRLF, formula guard):
 * headers in the reader's language, a line per row, then the totals line. Finnish and Swedish
 * get a decimal comma.
 *
 * @computation
 */
export function reportCsv(table: ReportTable, words: ReportWords): string {
  const decimalComma = words.language !== 'en';
  const line = (row: Record<string, ReportCell>) =>
    table.columns.map((column) => csvValue(column, row[column.key] ?? null, decimalComma));
  const totals = line(table.totals);
  totals[0] = words.t('total');
  return writeCsv(
    table.columns.map((column) => sheetHeader(column, words)),
    [...table.rows.map(line), ...(table.rows.length ? [totals] : [])],
    { decimalComma },
  );
}
