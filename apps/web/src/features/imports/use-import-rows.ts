import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importProblemText, type ImportPreview } from '@rahti/domain';
import type { ImportKind } from './import-kinds';
import {
  clientProblemsByLine,
  editCell,
  removeRow,
  rowsFromPreview,
  withServerProblems,
  type ServerProblem,
} from './import-rows';

/** A problem as shown beside its row. */
export interface RowProblem {
  field?: string;
  message: string;
}

/**
 * The previewed rows while the user fixes them: every change re-runs the shared checks over
 * the whole file (a repeat elsewhere may appear or go). The check trails the typing
 * (useDeferredValue), so a large file never blocks the input.
 */
export function useImportRows(kind: ImportKind, preview: ImportPreview) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsFromPreview(preview, kind.check));
  const checkedRows = useDeferredValue(rows);

  const problems = useMemo(() => {
    const own = clientProblemsByLine(checkedRows, kind.check);
    const byLine = new Map<number, RowProblem[]>();
    for (const row of checkedRows) {
      const list: RowProblem[] = [
        ...(own.get(row.line) ?? []).map((p) => ({
          field: p.field || undefined,
          message: importProblemText(p, (key, values) => t(key, { ...values })),
        })),
        ...row.serverProblems.map(({ field, message }) => ({ field, message })),
      ];
      if (list.length > 0) byLine.set(row.line, list);
    }
    return byLine;
  }, [checkedRows, kind.check, t]);

  const edit = useCallback(
    (line: number, field: string, value: string) => setRows((current) => editCell(current, line, field, value)),
    [],
  );
  const remove = useCallback((line: number) => setRows((current) => removeRow(current, line)), []);
  const markServerProblems = useCallback(
    (found: ServerProblem[]) => setRows((current) => withServerProblems(current, found, kind.check)),
    [kind.check],
  );

  /** The user has changed or removed a row: replacing the preview now loses work. */
  const isEdited = rows.length !== preview.rows.length || rows.some((row) => row.touched);

  return { rows, problems, isChecking: checkedRows !== rows, isEdited, edit, remove, markServerProblems };
}
