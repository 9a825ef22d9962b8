import type { ImportPreview, ImportProblem, ImportRow } from '@rahti/domain';
import type { FieldError } from '../../lib/api-error';
import type { ImportKind } from './import-kinds';

/** A problem the server found, in the user's language. */
export interface ServerProblem {
  line: number;
  field?: string;
  code: string;
  message: string;
}

/** One row of the file as the user edits it before confirming. */
export interface EditableRow {
  line: number;
  values: Record<string, string>;
  /**
   * Problems only the server can find (a username or register number already saved), kept
   * until the user changes the field they concern. The rest are re-checked on every change.
   */
  serverProblems: ServerProblem[];
  /** Once edited, a row keeps its inputs even when it has no problem left. */
  touched: boolean;
}

type Check = ImportKind['check'];

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const sameProblem = (a: { code: string; field?: string }, b: { code: string; field?: string }) =>
  a.code === b.code && (a.field ?? '') === (b.field ?? '');

/** The client's own problems by line: required columns, formats and repeats in the file. */
export function clientProblemsByLine(rows: readonly EditableRow[], check: Check): Map<number, ImportProblem[]> {
  const byLine = new Map<number, ImportProblem[]>();
  for (const row of check(rows.map(({ line, values }) => ({ line, values }))))
    if (row.problems.length > 0) byLine.set(row.line, row.problems);
  return byLine;
}

/** Gives each row the server's problems that the client cannot find itself; rows not named get none. */
export function withServerProblems(
  rows: readonly EditableRow[],
  problems: readonly ServerProblem[],
  check: Check,
): EditableRow[] {
  const own = clientProblemsByLine(rows, check);
  return rows.map((row) => {
    const serverProblems = problems.filter(
      (p) => p.line === row.line && !(own.get(row.line) ?? []).some((c) => sameProblem(c, p)),
    );
    return serverProblems.length === 0 && row.serverProblems.length === 0 ? row : { ...row, serverProblems };
  });
}

export function rowsFromPreview(preview: ImportPreview, check: Check): EditableRow[] {
  const rows = preview.rows.map((row) => ({
    line: row.line,
    values: Object.fromEntries(Object.entries(row.values).map(([key, value]) => [key, asText(value)])),
    serverProblems: [],
    touched: false,
  }));
  return withServerProblems(
    rows,
    preview.rows.flatMap((row) => row.problems),
    check,
  );
}

export function editCell(rows: readonly EditableRow[], line: number, field: string, value: string): EditableRow[] {
  return rows.map((row) =>
    row.line !== line
      ? row
      : {
          ...row,
          values: { ...row.values, [field]: value },
          touched: true,
          serverProblems: row.serverProblems.filter((p) => p.field !== undefined && p.field !== field),
        },
  );
}

export function removeRow(rows: readonly EditableRow[], line: number): EditableRow[] {
  return rows.filter((row) => row.line !== line);
}

export function toConfirmRows(rows: readonly EditableRow[]): ImportRow[] {
  return rows.map(({ line, values }) => ({ line, values }));
}

const CONFLICT_PATH = /^rows\.(\d+)(?:\.(\w+))?$/;

/** The problems of a 409 answer, from its `fields` ("rows.7.username"). */
export function conflictProblems(fields: readonly FieldError[]): ServerProblem[] {
  return fields.flatMap(({ path, message }) => {
    const match = CONFLICT_PATH.exec(path);
    if (!match) return [];
    // The API client keeps only `fields` of an error answer, so the problem's own code is gone.
    return [{ line: Number(match[1]), ...(match[2] ? { field: match[2] } : {}), code: 'conflict', message }];
  });
}
