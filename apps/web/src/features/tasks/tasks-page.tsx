import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../components/ui/list-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { CustomerMargins } from './customer-margins';
import { TaskFiltersBar } from './task-filters-bar';
import { NEW_TASK_PATH } from './task-paths';
import { TaskTotalsCards } from './task-totals-cards';
import { useTasksPage, useTaskTotals } from './tasks-api';
import { useTasksCsv } from './tasks-csv';
import { TasksEmptyState } from './tasks-empty-state';
import { TasksTable } from './tasks-table';
import { useTaskFilters } from './use-task-filters';
import { useTaskFormat } from './use-task-format';
import { WeeklyChart } from './weekly-chart';
import { SharingFilter } from '../sharing/sharing-filter';

/** Tasks a page at a time: enough to scan, and the server's page of 10 000 tasks stays fast. */
const PAGE_SIZE = 50;

/** /taskProfitability: what each job earned against what it cost, for a period, with totals per week and customer. */
export function TasksPage() {
  const { t } = useTranslation();
  const format = useTaskFormat();
  const filters = useTaskFilters();
  // Page numbers start again from 1 whenever the filters or the order change.
  const [paging, setPaging] = useState({ page: 1, query: filters.listQuery });
  const page = paging.query === filters.listQuery ? paging.page : 1;
  const list = useTasksPage(
    filters.listQuery === undefined
      ? undefined
      : `${filters.listQuery}&offset=${(page - 1) * PAGE_SIZE}&limit=${PAGE_SIZE}`,
  );
  const totals = useTaskTotals(filters.filterQuery);
  const csv = useTasksCsv();
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const isEmpty = list.isSuccess && !list.isPlaceholderData && total === 0;
  const failed = list.isError ? list : totals.isError ? totals : undefined;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web:menu.tasks')}</Title>
        <Group>
          <Button
            variant="default"
            loading={csv.pending}
            disabled={filters.filterQuery === undefined || total === 0}
            onClick={() => filters.filterQuery !== undefined && void csv.download(filters.filterQuery, filters.range)}
          >
            {t('web-tasks:csv.download')}
          </Button>
          <Button component={Link} to="/customers" variant="default">
            {t('web-tasks:list.customers')}
          </Button>
          <Button component={Link} to={NEW_TASK_PATH}>
            {t('web-tasks:list.add')}
          </Button>
        </Group>
      </Group>
      <SharingFilter dataType="tasks">
        <TaskFiltersBar filters={filters} />
        <Group justify="space-between">
          <Text size="sm" role="status" aria-live="polite">
            {list.isSuccess &&
              !list.isPlaceholderData &&
              (total === 0 ? '' : t('web-tasks:list.count', { count: total }))}
          </Text>
          {filters.hasFilters && (
            <Button variant="subtle" size="compact-sm" onClick={filters.clearFilters}>
              {t('web-tasks:filters.clear')}
            </Button>
          )}
        </Group>
        {list.isPending && filters.listQuery !== undefined && <PageLoader />}
        {failed && (
          <QueryError
            error={failed.error}
            fallbackKey="web-tasks:list.fetchFailed"
            onRetry={() => void failed.refetch()}
          />
        )}
        {isEmpty && (filters.hasFilters ? <Text>{t('web-tasks:list.noMatches')}</Text> : <TasksEmptyState />)}
        {totals.data && totals.data.count > 0 && <TaskTotalsCards totals={totals.data} format={format} />}
        {rows.length > 0 && (
          <>
            <TasksTable rows={rows} sort={filters.sort} onSort={filters.setSort} format={format} />
            <ListPager
              paging={{
                page,
                pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
                setPage: (next) => setPaging({ page: next, query: filters.listQuery }),
              }}
              label={t('web-tasks:paging.label')}
            />
          </>
        )}
        {totals.data && totals.data.count > 0 && (
          <>
            <PageSection id="tasks-weeks" title={t('web-tasks:weeks.title')}>
              <WeeklyChart weeks={totals.data.weeks} format={format} />
            </PageSection>
            <PageSection id="tasks-customers" title={t('web-tasks:customers.title')}>
              <CustomerMargins customers={totals.data.customers} format={format} />
            </PageSection>
          </>
        )}
      </SharingFilter>
    </Stack>
  );
}
