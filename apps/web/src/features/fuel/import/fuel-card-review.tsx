import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FUEL_CARD_FIELDS,
  type FuelCardField,
  type FuelCardImportResult,
  type FuelCardMapping,
  type FuelCardPreview,
} from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { ListPager } from '../../../components/ui/list-pager';
import { usePaging } from '../../../components/ui/use-paging';
import { errorMessage } from '../../../lib/api-error';
import type { FuelLabels } from '../fuel-labels';
import { useCheckFuelCardRows, useImportFuelCardRows, useSaveFuelCardMapping } from './fuel-card-api';
import { FuelCardReviewTable } from './fuel-card-review-table';
import {
  filterRows,
  reviewCounts,
  reviewRowsOf,
  rowsToSend,
  withCell,
  withoutLine,
  type ReviewFilter,
  type ReviewRow,
} from './fuel-card-review-rows';

const NS = 'web-fuel-import:review';
const FILTERS: readonly ReviewFilter[] = ['all', 'error', 'new', 'duplicate'];

/**
 * The rows of a file read with complete columns: what becomes of each, fixing and leaving out
 * rows, checking the fixes, and the save of all rows at once (duplicates left out by the server)
 * with the columns kept for the next file when the user wants.
 */
export function FuelCardReview({
  fileName,
  preview,
  mapping,
  labels,
  onSaved,
}: {
  fileName: string;
  preview: FuelCardPreview;
  mapping: FuelCardMapping;
  labels: FuelLabels;
  onSaved: (result: FuelCardImportResult) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ReviewRow[]>(() => reviewRowsOf(preview));
  const [filter, setFilter] = useState<ReviewFilter>(preview.counts.error > 0 ? 'error' : 'all');
  const [keepColumns, setKeepColumns] = useState(preview.mappingFrom !== 'saved');
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const check = useCheckFuelCardRows();
  const save = useImportFuelCardRows();
  const saveMapping = useSaveFuelCardMapping();
  const counts = useMemo(() => reviewCounts(rows), [rows]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const paging = usePaging(shown, [filter]);
  const fields = FUEL_CARD_FIELDS.filter((field) => mapping.columns[field] !== null);
  const input = () => ({ fileName, mapping, rows: rowsToSend(rows) });

  const edit = useCallback(
    (line: number, field: FuelCardField, value: string) => setRows((current) => withCell(current, line, field, value)),
    [],
  );
  const leaveOut = useCallback((line: number) => setRows((current) => withoutLine(current, line)), []);

  const checkAgain = async () => {
    setFailure(undefined);
    setChecking(true);
    try {
      setRows(reviewRowsOf(await check(input())));
    } catch (error) {
      setFailure(errorMessage(error, t('errors:unknown')));
    } finally {
      setChecking(false);
    }
  };
  const saveAll = () => {
    setFailure(undefined);
    save.mutate(input(), {
      onSuccess: (result) => {
        if (keepColumns) saveMapping.mutate(mapping);
        onSaved(result);
      },
      // A row another save made a problem of (409): the rows are checked again to show it.
      onError: (error) => {
        setFailure(errorMessage(error, t('errors:savingFailed')));
        void checkAgain();
      },
    });
  };

  if (rows.length === 0) return <Text>{t(`${NS}.noRows`)}</Text>;
  const canSave = counts.error === 0 && counts.edited === 0 && counts.new + counts.duplicate > 0;
  return (
    <Stack>
      <Text role="status" fw={600}>
        {t(`${NS}.summary`, { count: rows.length, new: counts.new, duplicate: counts.duplicate, error: counts.error })}
      </Text>
      {counts.error > 0 && counts.edited === 0 && (
        <Alert color="orange" title={t(`${NS}.fixTitle`, { count: counts.error })}>
          {t(`${NS}.fixIntro`)}
        </Alert>
      )}
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as ReviewFilter)}
        aria-label={t(`${NS}.filterLabel`)}
        data={FILTERS.map((value) => ({
          value,
          label: t(`${NS}.filters.${value}`, { count: value === 'all' ? rows.length : counts[value] }),
        }))}
      />
      {shown.length === 0 ? (
        <Text>{t(`${NS}.noneShown`)}</Text>
      ) : (
        <FuelCardReviewTable
          caption={t(`${NS}.caption`, { fileName, page: paging.page, pages: paging.pages })}
          rows={paging.rows}
          fields={fields}
          labels={labels}
          onEdit={edit}
          onLeaveOut={leaveOut}
        />
      )}
      <ListPager paging={paging} label={t(`${NS}.pages`)} />
      <Checkbox
        label={t(`${NS}.keepColumns`)}
        checked={keepColumns}
        onChange={(event) => setKeepColumns(event.currentTarget.checked)}
      />
      <FormFailure message={failure} />
      <Group justify="flex-end">
        {counts.edited > 0 && (
          <Button variant="light" onClick={() => void checkAgain()} loading={checking}>
            {t(`${NS}.checkAgain`, { count: counts.edited })}
          </Button>
        )}
        <Button onClick={saveAll} disabled={!canSave} loading={save.isPending}>
          {t(`${NS}.save`, { count: counts.new })}
        </Button>
      </Group>
      {!canSave && counts.error + counts.edited > 0 && <Text size="sm">{t(`${NS}.saveBlocked`)}</Text>}
    </Stack>
  );
}
