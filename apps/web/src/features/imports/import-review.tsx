import { Checkbox, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { ListPager } from '../../components/ui/list-pager';
import { usePaging } from '../../components/ui/use-paging';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { ConfirmBar } from './confirm-bar';
import type { ImportKind } from './import-kinds';
import { conflictProblems, toConfirmRows } from './import-rows';
import { ImportSuccess } from './import-success';
import { ImportTable } from './import-table';
import { ReviewSummary } from './review-summary';
import { useConfirmImport } from './use-confirm-import';
import { useImportRows } from './use-import-rows';

/** What the page around a review must respect before it takes another file. */
export interface ReviewStatus {
  /** Fixes not yet saved, which another file would throw away. */
  hasUnsavedEdits: boolean;
  /** The rows are being saved; another file now would hide the outcome. */
  isSaving: boolean;
}

export const NO_REVIEW: ReviewStatus = { hasUnsavedEdits: false, isSaving: false };

interface ImportReviewProps {
  kind: ImportKind;
  fileName: string;
  preview: ImportPreview;
  onStatusChange: (status: ReviewStatus) => void;
}

/** The preview of one file: fix or remove rows, then save them all or none. */
export function ImportReview({ kind, fileName, preview, onStatusChange }: ImportReviewProps) {
  const { t } = useTranslation();
  const { rows, problems, isChecking, isEdited, edit, remove, markServerProblems } = useImportRows(kind, preview);
  const confirm = useConfirmImport(kind.name);
  const hasUnsavedEdits = isEdited && !confirm.data;
  useEffect(
    () => onStatusChange({ hasUnsavedEdits, isSaving: confirm.isPending }),
    [onStatusChange, hasUnsavedEdits, confirm.isPending],
  );
  useEffect(() => () => onStatusChange(NO_REVIEW), [onStatusChange]);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [removedLine, setRemovedLine] = useState<number>();
  const [failure, setFailure] = useState<{ message: string; details: string[] }>();
  const summaryRef = useRef<HTMLDivElement>(null);

  // A row being fixed stays in the filtered view, so it does not vanish under the cursor.
  const shown = useMemo(
    () => (onlyProblems ? rows.filter((row) => row.touched || problems.has(row.line)) : rows),
    [onlyProblems, rows, problems],
  );
  const withProblems = useMemo(() => rows.filter((row) => problems.has(row.line)).length, [rows, problems]);
  const removeLine = useCallback(
    (line: number) => {
      remove(line);
      setRemovedLine(line);
      summaryRef.current?.focus();
    },
    [remove],
  );
  const paging = usePaging(shown, [onlyProblems]);

  if (confirm.data)
    return (
      <ImportSuccess kind={kind} imported={confirm.data.imported} alreadyImported={confirm.data.alreadyImported} />
    );
  if (preview.total === 0) return <Text>{t('web-imports:review.noRows')}</Text>;

  const save = () => {
    setFailure(undefined);
    confirm.mutate(toConfirmRows(rows), {
      onError: (error) => {
        if (!(error instanceof ApiRequestError && error.status === 409)) {
          setFailure({ message: errorMessage(error, t('errors:savingFailed')), details: [] });
          return;
        }
        const found = conflictProblems(error.fields);
        markServerProblems(found);
        setOnlyProblems(true);
        paging.setPage(1);
        const lines = new Set(rows.map((row) => row.line));
        // A clash found only while saving (another user saved the same name) names no line of the file.
        setFailure({ message: error.message, details: found.filter((p) => !lines.has(p.line)).map((p) => p.message) });
      },
    });
  };

  return (
    <Stack>
      <ReviewSummary ref={summaryRef} total={rows.length} withProblems={withProblems} removedLine={removedLine} />
      {rows.length === 0 ? (
        <Text>{t('web-imports:review.allRemoved')}</Text>
      ) : (
        <>
          <Checkbox
            label={t('web-imports:review.onlyProblems')}
            checked={onlyProblems}
            onChange={(event) => setOnlyProblems(event.currentTarget.checked)}
          />
          {shown.length === 0 ? (
            <Text>{t('web-imports:review.noProblemRows')}</Text>
          ) : (
            <ImportTable
              caption={t('web-imports:review.caption', { fileName, page: paging.page, pages: paging.pages })}
              rows={paging.rows}
              columns={kind.columns}
              problems={problems}
              onEdit={edit}
              onRemove={removeLine}
            />
          )}
          <ListPager paging={paging} label={t('web-imports:paging.label')} />
        </>
      )}
      <FormFailure message={failure && [failure.message, ...failure.details].join(' ')} />
      <ConfirmBar
        kind={kind.name}
        count={rows.length}
        withProblems={withProblems}
        busy={isChecking}
        saving={confirm.isPending}
        onConfirm={save}
      />
    </Stack>
  );
}
