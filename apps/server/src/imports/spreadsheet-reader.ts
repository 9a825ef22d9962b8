import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_LINE_CHARS,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
} from '@rahti/domain';
import { organisationDataError } from '../http/organisation-data-errors';
import { checkZipSize } from './zip-guard';
import { storedZip } from './zip-writer';

/** The import limits, shared with the web through @rahti/domain. */
export const IMPORT_LIMITS = {
  fileBytes: IMPORT_MAX_FILE_BYTES,
  unpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  rows: IMPORT_MAX_ROWS,
  cellChars: IMPORT_MAX_CELL_CHARS,
  lineChars: IMPORT_MAX_LINE_CHARS,
} as const;

export type Cell = string | number | boolean | Date | null | undefined;

/**
 * How one import reads its files, where it differs from the drivers' and vehicles' imports: its
 * own limits of rows and bytes, and dates as Excel's serial day numbers (a local time the import
 * places in the organisation's zone) rather than as UTC timestamps.
 */
export interface SpreadsheetOptions {
  rows?: number;
  fileBytes?: number;
  datesAsSerials?: boolean;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const invalidFileType = () => organisationDataError(400, 'invalidFileType', 'file');
const tooManyRows = (maxRows: number) => organisationDataError(400, 'tooManyRows', 'file', { maxRows });
const lineTooLong = (line: number) =>
  organisationDataError(400, 'lineTooLong', 'file', { line, maxChars: IMPORT_LIMITS.lineChars });
const MB = 1024 * 1024;
const zipRefusal = {
  notZip: invalidFileType,
  tooLarge: () =>
    organisationDataError(413, 'fileUnpacksTooLarge', 'file', { maxUnpackedMb: IMPORT_LIMITS.unpackedBytes / MB }),
  // A zip that is not what its directory says: the type is right, the content is not readable.
  unreadable: () => organisationDataError(400, 'unreadableFile', 'file'),
} as const;

/** Text cells as the user sees them; dates become ISO timestamps in UTC (spec section 5). */
function cellText(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * A formula's cached value that is no number (a numeric cell reading NaN or infinity) and an
 * error cell are read as the spreadsheet shows them ("#NUM!", "#DIV/0!"), as text: the import's
 * check refuses such a value in every column, so it never passes as a number or as nothing.
 */
function readFailedFormulasAsShown(sheet: XLSX.WorkSheet): void {
  for (const row of (sheet['!data'] as (XLSX.CellObject | undefined)[][] | undefined) ?? []) {
    for (const cell of row ?? []) {
      if (!cell) continue;
      const isNoNumber = cell.t === 'n' && !(typeof cell.v === 'number' && Number.isFinite(cell.v));
      if (!isNoNumber && cell.t !== 'e') continue;
      const shown = cell.w ?? (cell.t === 'e' ? '#VALUE!' : '#NUM!');
      Object.assign(cell, { t: 's', v: shown, w: shown });
    }
  }
}

function readWorkbook(buffer: Buffer, maxRows: number, datesAsSerials: boolean): string[][] {
  let workbook: XLSX.WorkBook;
  try {
    // sheetRows stops reading one row past the limit, so a huge sheet is not held in memory.
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      cellDates: !datesAsSerials,
      dense: true,
      sheetRows: maxRows + 2,
      UTC: true,
    });
  } catch {
    throw invalidFileType();
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw invalidFileType();
  try {
    readFailedFormulasAsShown(sheet);
    const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
    return rows.map((row) => row.map(cellText));
  } catch {
    // A sheet the library read but cannot lay out (a cell address that is none, say).
    throw zipRefusal.unreadable();
  }
}

function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    // Excel on Windows saves "CSV" in the ANSI code page.
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** The first line of the text longer than the limit (1-based), if any; a line is what a text editor shows. */
function firstLongLine(text: string): number | undefined {
  let start = 0;
  for (let line = 1; start <= text.length; line += 1) {
    const end = text.indexOf('\n', start);
    const length = (end === -1 ? text.length : end) - start;
    if (length > IMPORT_LIMITS.lineChars + 1) return line;
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

function readCsv(buffer: Buffer): string[][] {
  if (buffer.includes(0)) throw invalidFileType();
  const text = decode(buffer).replace(/^\uFEFF/, '');
  const longLine = firstLongLine(text);
  if (longLine !== undefined) throw lineTooLong(longLine);
  const result = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: false });
  const fatal = result.errors.find(
    (error) => error.type === 'Quotes' || error.code === 'InvalidQuotes' || error.code === 'MissingQuotes',
  );
  if (fatal) throw organisationDataError(400, 'invalidCsv', 'file');
  // Papa reports a trailing line end as one empty row.
  const rows = result.data;
  if (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  return rows;
}

/** "A", "B" … "Z", "AA": a column as a spreadsheet names it (0 is A). */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Every row within the line limit, and every data cell of the first `columns` columns (those
 * the import reads, trimmed as it reads them) within the cell limit: else a 400 naming the line
 * and the column, rather than an answer that fails its own schema.
 */
function checkLengths(rows: string[][], columns: number): void {
  rows.forEach((cells, index) => {
    const line = index + 1;
    if (cells.reduce((sum, cell) => sum + cell.length + 1, 0) > IMPORT_LIMITS.lineChars + 1) throw lineTooLong(line);
    if (index === 0) return;
    const column = cells.slice(0, columns).findIndex((cell) => cell.trim().length > IMPORT_LIMITS.cellChars);
    if (column >= 0)
      throw organisationDataError(400, 'cellTooLong', 'file', {
        line,
        column: columnLetter(column),
        maxChars: IMPORT_LIMITS.cellChars,
      });
  });
}

/**
 * Reads an uploaded CSV, XLSX or legacy XLS into rows of text cells, by the file's content
 * (not its name): a zip is XLSX, an OLE compound file is XLS, text is CSV. Anything else, or
 * a file over a limit (size, rows, a line's or a read column's cell's length), is a 4xx with
 * the spec's message, never a crash. `columns`: how many columns the import reads.
 *
 * @computation
 */
export function readSpreadsheet(
  buffer: Buffer,
  filename: string,
  columns: number,
  options: SpreadsheetOptions = {},
): string[][] {
  const maxRows = options.rows ?? IMPORT_LIMITS.rows;
  const fileBytes = options.fileBytes ?? IMPORT_LIMITS.fileBytes;
  const datesAsSerials = options.datesAsSerials ?? false;
  if (buffer.length === 0) throw invalidFileType();
  if (buffer.length > fileBytes) throw organisationDataError(413, 'fileTooLarge', 'file', { maxMb: fileBytes / MB });
  let rows: string[][];
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    const zip = checkZipSize(buffer, IMPORT_LIMITS.unpackedBytes);
    if (!zip.ok) throw zipRefusal[zip.reason]();
    rows = readWorkbook(storedZip(zip.files), maxRows, datesAsSerials);
  } else if (buffer.subarray(0, 8).equals(OLE_MAGIC)) {
    rows = readWorkbook(buffer, maxRows, datesAsSerials);
  } else if (/\.(csv|txt)$/i.test(filename)) {
    rows = readCsv(buffer);
  } else {
    throw invalidFileType();
  }
  if (rows.length > maxRows + 1) throw tooManyRows(maxRows);
  checkLengths(rows, columns);
  return rows;
}
