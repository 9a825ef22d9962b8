import { z } from 'zod';
import { driverImportRecordSchema } from '../drivers/driver.schemas';
import { vehicleImportRecordSchema } from '../vehicles/vehicle.schemas';

/** Row limit of one import file; larger files are refused before any row is checked. */
export const IMPORT_MAX_ROWS = 10_000;

/** Size limit of one import file (5 MB): the web checks it before uploading, the server refuses more. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What an XLSX may unpack to (sum of its zip entries); a real 10 000-row sheet is a few MB. */
export const IMPORT_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;

/** Longest cell of an import column, as the preview answers it (longer: the file is refused, naming line and column). */
export const IMPORT_MAX_CELL_CHARS = 500;

/** Longest line of an import file: room for every column at its longest, quoted, with columns beyond them. */
export const IMPORT_MAX_LINE_CHARS = 32_768;

/**
 * What a spreadsheet shows for a formula that failed (Excel's and LibreOffice's error values).
 * A cell showing one holds no value: its column refuses it, whatever the column takes.
 */
export const SPREADSHEET_ERRORS = [
  '#NULL!',
  '#DIV/0!',
  '#VALUE!',
  '#REF!',
  '#NAME?',
  '#NUM!',
  '#N/A',
  '#GETTING_DATA',
  '#SPILL!',
  '#CALC!',
  '#FIELD!',
  '#BLOCKED!',
  '#CONNECT!',
  '#BUSY!',
  '#UNKNOWN!',
] as const;

const isSpreadsheetError = (value: unknown): boolean =>
  typeof value === 'string' && (SPREADSHEET_ERRORS as readonly string[]).includes(value.trim().toUpperCase());

/** One data row as the user sees it: `line` counts the header as line 1. */
export const importRowSchema = z.object({
  line: z.number().int().min(2),
  values: z.record(z.string(), z.union([z.string().max(IMPORT_MAX_CELL_CHARS), z.number(), z.null()])),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export interface ImportProblem {
  line: number;
  /** The column, when one is to blame. */
  field?: string;
  /** An i18n key. */
  code: string;
  params?: Record<string, string | number>;
}

/** What saving an import came to: everything saved, or nothing and every problem by line. */
export type ImportOutcome =
  { ok: true; imported: number; alreadyImported?: number } | { ok: false; problems: ImportProblem[] };

export interface ImportSpec<T> {
  /** Column keys in template order; a file's columns are read by position (the header is ignored). */
  columns: readonly string[];
  required: readonly string[];
  schema: z.ZodType<T>;
  /** Fields that must not repeat within one file, with the message for a repeat. */
  unique: readonly { field: keyof T & string; code: string }[];
}

export const DRIVER_IMPORT: ImportSpec<z.infer<typeof driverImportRecordSchema>> = {
  columns: [
    'firstName',
    'lastName',
    'username',
    'driverCardId',
    'employeeNumber',
    'email',
    'grossWagePerHour',
    'employmentStart',
    'employmentEnd',
  ],
  required: ['firstName', 'lastName', 'username'],
  schema: driverImportRecordSchema,
  unique: [
    { field: 'username', code: 'organisation-data:duplicateUsernameInFile' },
    { field: 'driverCardId', code: 'organisation-data:duplicateDriverCardIdInFile' },
  ],
};

export const VEHICLE_IMPORT: ImportSpec<z.infer<typeof vehicleImportRecordSchema>> = {
  columns: [
    'registerNumber',
    'name',
    'vehicleClass',
    'vehicleCode',
    'imei',
    'fuelType',
    'emissionStandard',
    'externalId',
  ],
  required: ['registerNumber', 'vehicleClass'],
  schema: vehicleImportRecordSchema,
  unique: [{ field: 'registerNumber', code: 'organisation-data:duplicateRegisterNumberInFile' }],
};

/**
 * A sheet's cells as import rows: the first row is the header and is skipped, blank rows are
 * skipped, cells are matched to columns by position and trimmed.
 *
 * @computation
 */
export function tableToImportRows(table: readonly (readonly unknown[])[], columns: readonly string[]): ImportRow[] {
  const rows: ImportRow[] = [];
  table.forEach((cells, index) => {
    if (index === 0) return;
    const texts = cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));
    if (texts.every((text) => text === '')) return;
    rows.push({ line: index + 1, values: Object.fromEntries(columns.map((key, i) => [key, texts[i] ?? ''])) });
  });
  return rows;
}

export interface CheckedRow<T> {
  line: number;
  values: ImportRow['values'];
  /** The typed record when the row has no problem of its own. */
  record?: T;
  problems: ImportProblem[];
}

/**
 * Checks every row: required columns ("Line {line} is missing required data"), a formula's
 * error value in any column (never read as a value), formats through the entity's schema, and
 * repeats within the file. Nothing is saved here.
 *
 * @computation
 */
export function checkImportRows<T>(rows: readonly ImportRow[], spec: ImportSpec<T>): CheckedRow<T>[] {
  const seen = new Map<string, Map<unknown, number>>(spec.unique.map((u) => [u.field, new Map()]));
  return rows.map(({ line, values }) => {
    const isMissing = spec.required.some(
      (key) => values[key] === undefined || values[key] === null || String(values[key]).trim() === '',
    );
    if (isMissing)
      return { line, values, problems: [{ line, code: 'organisation-data:lineMissingData', params: { line } }] };
    const errors = spec.columns.filter((key) => isSpreadsheetError(values[key]));
    if (errors.length > 0) {
      return {
        line,
        values,
        problems: errors.map((field) => ({
          line,
          field,
          code: 'validation:formulaError',
          params: { line, value: String(values[field]).trim() },
        })),
      };
    }
    const parsed = spec.schema.safeParse(values);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({
        line,
        field: String(issue.path[0] ?? ''),
        code: issue.message,
        params: { line },
      }));
      return { line, values, problems };
    }
    const problems: ImportProblem[] = [];
    for (const { field, code } of spec.unique) {
      const value = (parsed.data as Record<string, unknown>)[field];
      if (value === null || value === undefined || value === '') continue;
      const firstLine = seen.get(field)?.get(value);
      if (firstLine !== undefined) problems.push({ line, field, code, params: { line, firstLine } });
      else seen.get(field)?.set(value, line);
    }
    return { line, values, record: parsed.data, problems };
  });
}

/** A translator shaped like i18next's `t`: a catalogue key and its values in, the text out. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * An import problem in words. A generic check's message ("Enter a valid value", in the
 * `validation` namespace) does not say what it is about, so the column's name goes in front
 * ("Vehicle class: Enter a valid value"); the import's own messages name their subject already.
 */
export function importProblemText(problem: ImportProblem, t: Translate): string {
  const message = t(problem.code, problem.params);
  if (!problem.field || !problem.code.startsWith('validation:')) return message;
  return t('validation:fieldLabel', { field: t(`organisation-data:columns.${problem.field}`), message });
}
