import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from '@rahti/domain';
import { organisationDataError } from '../organisation-data/errors';
import { checkZipSize } from './zip-guard';
import { storedZip } from './zip-writer';

/** The import limits, shared with the web through @rahti/domain. */
export const IMPORT_LIMITS = {
  fileBytes: IMPORT_MAX_FILE_BYTES,
  unpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  rows: IMPORT_MAX_ROWS,
} as const;

export type Cell = string | number | boolean | Date | null | undefined;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const invalidFileType = () => organisationDataError(400, 'invalidFileType', 'file');
const tooManyRows = () => organisationDataError(400, 'tooManyRows', 'file', { maxRows: IMPORT_LIMITS.rows });
const MB = 1024 * 1024;
const zipRefusal = {
  notZip: invalidFileType,
  tooLarge: () => organisationDataError(413, 'fileUnpacksTooLarge', 'file', { maxUnpackedMb: IMPORT_LIMITS.unpackedBytes / MB }),
  // A zip that is not what its directory says: the type is right, the content is not readable.
  unreadable: () => organisationDataError(400, 'unreadableFile', 'file'),
} as const;

/** Text cells as the user sees them; dates become ISO timestamps in UTC (spec section 5). */
function cellText(cell: Cell): string {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return cell === null || cell === undefined ? '' : String(cell);
}

function readWorkbook(buffer: Buffer): string[][] {
  let workbook: XLSX.WorkBook;
  try {
    // sheetRows stops reading one row past the limit, so a huge sheet is not held in memory.
    workbook = XLSX.read(buffer, { type: 'buffer', cellDates: true, dense: true, sheetRows: IMPORT_LIMITS.rows + 2, UTC: true });
  } catch {
    throw invalidFileType();
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw invalidFileType();
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  return rows.map((row) => row.map(cellText));
}

function decode(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    // Excel on Windows saves "CSV" in the ANSI code page.
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

function readCsv(buffer: Buffer): string[][] {
  if (buffer.includes(0)) throw invalidFileType();
  const text = decode(buffer).replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: false });
  const fatal = result.errors.find((error) => error.type === 'Quotes' || error.code === 'InvalidQuotes' || error.code === 'MissingQuotes');
  if (fatal) throw organisationDataError(400, 'invalidCsv', 'file');
  // Papa reports a trailing line end as one empty row.
  const rows = result.data;
  if (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  return rows;
}

/**
 * Reads an uploaded CSV, XLSX or legacy XLS into rows of text cells, by the file's content
 * (not its name): a zip is XLSX, an OLE compound file is XLS, text is CSV. Anything else, or
 * a file over a limit, is a 400 with the spec's message, never a crash.
 */
export function readSpreadsheet(buffer: Buffer, filename: string): string[][] {
  if (buffer.length === 0) throw invalidFileType();
  if (buffer.length > IMPORT_LIMITS.fileBytes) throw organisationDataError(413, 'fileTooLarge', 'file', { maxMb: IMPORT_LIMITS.fileBytes / MB });
  let rows: string[][];
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
    const zip = checkZipSize(buffer, IMPORT_LIMITS.unpackedBytes);
    if (!zip.ok) throw zipRefusal[zip.reason]();
    rows = readWorkbook(storedZip(zip.files));
  } else if (buffer.subarray(0, 8).equals(OLE_MAGIC)) {
    rows = readWorkbook(buffer);
  } else if (/\.(csv|txt)$/i.test(filename)) {
    rows = readCsv(buffer);
  } else {
    throw invalidFileType();
  }
  if (rows.length > IMPORT_LIMITS.rows + 1) throw tooManyRows();
  return rows;
}
