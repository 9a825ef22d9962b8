import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CursorPager } from '../../components/ui/cursor-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useCursorPages } from '../../components/ui/use-cursor-pages';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { useShiftSummary, useShiftSummaryCsv } from './shift-summary-api';
import { ShiftSummaryTable } from './shift-summary-table';
import { SummaryFiltersBar } from './summary-filters-bar';
import { useSummaryFilters } from './use-summary-filters';

/** Per driver and period, the payroll figures of approved shifts and absences (spec section 3's export columns), and the CSV. */
export function ShiftSummaryPage() {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const filters = useSummaryFilters();
  const pages = useCursorPages(filters.queryString);
  const list = useShiftSummary(filters.queryString, pages.cursor);
  const csv = useShiftSummaryCsv();
  const rows = list.data?.items ?? [];
  const nextCursor = list.data?.nextCursor ?? null;
  const pendingTotal = rows.reduce((sum, row) => sum + row.notApproved.shifts + row.notApproved.absences, 0);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web:menu.shiftSummary')}</Title>
        <Button
          variant="default"
          onClick={() => filters.queryString !== undefined && void csv.download(filters.queryString, filters.range)}
          loading={csv.pending}
          disabled={filters.queryString === undefined || rows.length === 0}
        >
          {t('web-shift-summary:csv.download')}
        </Button>
      </Group>
      <Text size="sm">{t('web-shift-summary:intro', { zone })}</Text>
      <SummaryFiltersBar filters={filters} />
      <Text size="sm" role="status" aria-live="polite">
        {list.isSuccess && !list.isPlaceholderData && rows.length > 0
          ? [
              t('web-shift-summary:count', { count: rows.length }),
              ...(pendingTotal > 0 ? [t('web-shift-summary:pendingTotal', { count: pendingTotal })] : []),
            ].join(' · ')
          : ''}
      </Text>
      {list.isPending && filters.queryString !== undefined && <PageLoader />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-shift-summary:empty')}</Text>
          <Text>{t('web-shift-summary:emptyHint')}</Text>
        </Paper>
      )}
      {rows.length > 0 && <ShiftSummaryTable rows={rows} range={filters.range} />}
      <CursorPager
        label={t('web-shift-summary:pagingLabel')}
        pages={pages}
        nextCursor={nextCursor}
        busy={list.isFetching}
      />
    </Stack>
  );
}
