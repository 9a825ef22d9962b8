import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '@rahti/domain';
import { notifyError, notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useCalculations, useCopyCalculation } from '../api/calculation-list-api';
import { useLanguage } from '../../../lib/use-language';
import { COMPARED_MAX, COMPARED_MIN } from '../compare/compared-ids';
import { calculationPaths } from './calculation-routes';
import { calculationsCsv } from './calculations-csv';
import { CalculationsTable } from './calculations-table';
import { downloadFile } from '../../../lib/csv';
import { DEFAULT_SORT, filterCalculations } from './filter-calculations';
import { useCalculationLabels } from './use-calculation-labels';
import { lazyComponent } from '../../../lib/lazy-component';
import { usePrefetchFirstSteps } from '../../dashboard/getting-started-api';

// Its dialog code loads when a delete is asked for, not with the first page after sign-in.
const DeleteCalculationDialog = lazyComponent(() =>
  import('./delete-calculation-dialog').then((m) => m.DeleteCalculationDialog),
);
// The dashboard's First steps: a new organisation lands here after sign-in (spec section 2), on an
// empty list. Loaded only then, so the first page of everyone else stays as small as it was. It is
// that page's largest paint, so it is light: a file of its own with first-page parts only (vite.config.ts)
// and texts of the first page's catalogues, so it waits for no other.
const GettingStarted = lazyComponent(() => import('../../dashboard/getting-started').then((m) => m.GettingStarted), {
  firstPageTextsOnly: true,
});

/** The organisation's saved calculations: search, sort, compare, copy, delete and a CSV file. */
export function CalculationsListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const summaries = useCalculations();
  const copy = useCopyCalculation();
  const labels = useCalculationLabels();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<CalculationSummary>();

  const rows = useMemo(
    () => filterCalculations(summaries.data ?? [], search, sort, labels.typeLabel, language),
    [summaries.data, search, sort, labels.typeLabel, language],
  );
  const toggleSelected = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(-COMPARED_MAX)));
  const copyRow = (row: CalculationSummary) =>
    copy.mutate(row.id, {
      onSuccess: (created) => notifySuccess(t('web-calculations:list.copied', { name: created.name })),
      onError: (error) => notifyError(errorMessage(error, t('web-calculations:list.copyFailed'))),
    });
  const download = () =>
    downloadFile(
      `${t('web-calculations:list.csvFileName')}.csv`,
      calculationsCsv(rows, t, language, labels.typeLabel, labels.vehicleClassLabel),
    );
  const hasAny = (summaries.data?.length ?? 0) > 0;
  usePrefetchFirstSteps(summaries.isSuccess && !hasAny);
  const canCompare = selected.length >= COMPARED_MIN;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web:calculations.title')}</Title>
        <Group>
          <Button component={Link} to={calculationPaths.combination()} variant="default">
            {t('web-calculations:list.combinationCosts')}
          </Button>
          <Button component={Link} to={calculationPaths.newCalculation}>
            {t('web-calculations:list.newCalculation')}
          </Button>
        </Group>
      </Group>
      {summaries.isPending && <PageLoader />}
      {summaries.isError && <QueryError error={summaries.error} onRetry={() => void summaries.refetch()} />}
      {summaries.isSuccess && !hasAny && (
        <>
          <Paper withBorder p="xl">
            <Text fw={600}>{t('web-calculations:list.empty')}</Text>
            <Text>{t('web-calculations:list.emptyHint')}</Text>
          </Paper>
          <Suspense fallback={null}>
            <GettingStarted />
          </Suspense>
        </>
      )}
      {hasAny && (
        <>
          <Group align="flex-end" justify="space-between">
            <TextInput
              label={t('web-calculations:list.search')}
              placeholder={t('web-calculations:list.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              type="search"
              w={320}
            />
            <Group>
              <Button variant="default" onClick={download} disabled={rows.length === 0}>
                {t('web-calculations:list.downloadCsv')}
              </Button>
              <Button disabled={!canCompare} onClick={() => void navigate(calculationPaths.compare(selected))}>
                {t('web-calculations:list.compareSelected', { count: selected.length })}
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('web-calculations:list.compareHint')}
          </Text>
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === 0
              ? t('web-calculations:list.noMatches', { search })
              : t('web-calculations:list.count', { count: rows.length })}
          </Text>
          {rows.length > 0 && (
            <CalculationsTable
              rows={rows}
              sort={sort}
              onSort={setSort}
              selected={selected}
              onToggleSelected={toggleSelected}
              onCopy={copyRow}
              onDelete={setDeleting}
              copyingId={copy.isPending ? copy.variables : undefined}
            />
          )}
        </>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteCalculationDialog key={deleting.id} calculation={deleting} onClose={() => setDeleting(undefined)} />
        </Suspense>
      )}
    </Stack>
  );
}
