import type { FuelCardCheck, FuelCardField, FuelCardRowDto, FuelCardRowStatus } from '@rahti/domain';

/** A row of the review: as the server read it, and whether the user changed it since. */
export interface ReviewRow extends FuelCardRowDto {
  /** Changed since the last check: its status is the old one until the rows are checked again. */
  edited: boolean;
}

export type ReviewFilter = 'all' | FuelCardRowStatus;

export const reviewRowsOf = (check: FuelCardCheck): ReviewRow[] => check.rows.map((row) => ({ ...row, edited: false }));

/** The rows with one cell changed. */
export function withCell(rows: readonly ReviewRow[], line: number, field: FuelCardField, value: string): ReviewRow[] {
  return rows.map((row) =>
    row.line === line ? { ...row, values: { ...row.values, [field]: value }, edited: true } : row,
  );
}

/** The rows without one the user leaves out of the import. */
export const withoutLine = (rows: readonly ReviewRow[], line: number): ReviewRow[] =>
  rows.filter((row) => row.line !== line);

/** How many rows are of each status, and how many were changed since the last check. */
export function reviewCounts(rows: readonly ReviewRow[]) {
  const counts = { new: 0, duplicate: 0, error: 0, edited: 0 };
  for (const row of rows) {
    counts[row.status] += 1;
    if (row.edited) counts.edited += 1;
  }
  return counts;
}

/** The rows a filter shows; a row being corrected stays among the errors, so it does not vanish under the cursor. */
export function filterRows(rows: readonly ReviewRow[], filter: ReviewFilter): ReviewRow[] {
  if (filter === 'all') return [...rows];
  return rows.filter((row) => row.status === filter || (filter === 'error' && row.edited));
}

/** What the check and the save are sent: each row's line and cells. */
export const rowsToSend = (rows: readonly ReviewRow[]) => rows.map(({ line, values }) => ({ line, values }));
