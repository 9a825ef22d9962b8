import * as XLSX from '@e965/xlsx';
import type { ReportCell, ReportColumn, ReportTable } from '@rahti/domain';
import { sheetHeader } from './report-csv';
import type { ReportWords } from '../documents/report-words';

const NUMBER_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  money: '#,##0.00',
  km: '#,##0.0',
  minutes: '0',
  number: '#,##0.##',
  date: 'yyyy-mm-dd',
};

/** A cell of the sheet: numbers as numbers with their format, dates as dates, text as text. */
function sheetCell(column: ReportColumn, value: ReportCell): XLSX.CellObject {
  if (value === null) return { t: 'z' };
  if (typeof value === 'number') return { t: 'n', v: value, z: NUMBER_FORMATS[column.type] };
  if (column.type === 'date') return { t: 'd', v: new Date(`${value}T00:00:00Z`), z: NUMBER_FORMATS.date };
  return { t: 's', v: value };
}

/**
 * A report as an XLSX workbook of one sheet: a title line and the period, a blank line, the
 * headers, the rows, then the totals row, in the reader's language.
 *
 * @computation
 */
export function reportXlsx(table: ReportTable, words: ReportWords): Buffer {
  const sheet: XLSX.WorkSheet = {};
  const put = (row: number, col: number, cell: XLSX.CellObject) => {
    sheet[XLSX.utils.encode_cell({ r: row, c: col })] = cell;
  };
  put(0, 0, { t: 's', v: words.title(table.kind) });
  put(1, 0, { t: 's', v: words.period(table.from, table.to) });
  const top = 3;
  table.columns.forEach((column, col) => put(top, col, { t: 's', v: sheetHeader(column, words) }));
  table.rows.forEach((row, index) =>
    table.columns.forEach((column, col) => put(top + 1 + index, col, sheetCell(column, row[column.key] ?? null))),
  );
  const last = top + 1 + table.rows.length;
  table.columns.forEach((column, col) =>
    put(last, col, col === 0 ? { t: 's', v: words.t('total') } : sheetCell(column, table.totals[column.key] ?? null)),
  );
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: last, c: Math.max(0, table.columns.length - 1) },
  });
  sheet['!cols'] = table.columns.map((_, col) => ({ wch: col === 0 ? 28 : 14 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    sheet,
    words
      .title(table.kind)
      .slice(0, 31)
      .replace(/[\\/?*[\]:]/g, ' '),
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates: true }) as Buffer;
}
