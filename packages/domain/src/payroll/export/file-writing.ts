import { CSV_LINE_END, CSV_SEPARATOR, csvCell, type CsvValue } from '../../platform/csv';
import { zoneOffsetMinutes } from '../../platform/time-zones';
import { PAYROLL_SYSTEMS, type PayrollDateFormat, type PayrollSystem } from './payroll-export.schemas';
import type { PayrollFileContext } from './payroll-line';

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';
export const XML_MEDIA_TYPE = 'application/xml; charset=utf-8';

/**
 * A payroll import file: UTF-8, ';', CRLF after every line (reference 4.3–4.5). Unlike the app's
 * spreadsheet downloads (platform/csv.ts), no byte-order mark: these files are read by payroll
 * importers, not spreadsheets, and an importer that does not expect one reads it as part of the
 * first cell (an employee number "\uFEFF1001" or a header "\uFEFFERA" that matches nothing).
 * Every cell goes through the shared writer, so no spreadsheet formula reaches a file.
 */
export function importCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map((value) => csvCell(value)).join(CSV_SEPARATOR)}${CSV_LINE_END}`).join('');
}

/** 'YYYY-MM-DD' as the format asks: 'DD.MM.YYYY' (the Finnish pp.kk.vvvv) or unchanged. */
export function formatDate(date: string, format: PayrollDateFormat): string {
  if (format === 'YYYY-MM-DD') return date;
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * A number as text: with a decimal comma when asked (Finnish payroll files), a fixed number of
 * decimals when given, '' for no value. Quantities and prices are already rounded, so plain
 * digits come out (never an exponent).
 */
export function decimalText(value: number | null, options: { comma: boolean; decimals?: number }): string {
  if (value === null) return '';
  const text = options.decimals === undefined ? String(value) : value.toFixed(options.decimals);
  return options.comma ? text.replace('.', ',') : text;
}

/** 'YYYYMMDDhhmmss' of an instant, as the clocks of the time zone show it (the organisation's, as every file name's dates). */
export function fileStamp(instant: Date, zone: string): string {
  const wall = instant.getTime() + zoneOffsetMinutes(instant.getTime(), zone) * 60_000;
  return new Date(wall).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** '<system>-<from>-<to>.csv', with a part (e.g. a category) before the extension when given. */
export function rangeFileName(system: PayrollSystem, context: PayrollFileContext, part?: string): string {
  return `${PAYROLL_SYSTEMS[system]}-${context.from}-${context.to}${part ? `-${part}` : ''}.csv`;
}
