import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAssignable } from '@rahti/domain';
import { useHasAccess } from '../../../auth/use-account';
import { ListPager } from '../../../components/ui/list-pager';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageSection } from '../../../components/ui/page-section';
import { QueryError } from '../../../components/ui/query-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { IMPORT_TRANSPORT_TASKS_PATH, NEW_TRANSPORT_TASK_PATH, WAYBILLS_PATH } from '../transport-paths';
import { useTransportTasksPage } from '../transport-tasks-api';
import { useTransportFormat } from '../use-transport-format';
import { BulkAssign } from './bulk-assign';
import { TransportFiltersBar } from './transport-filters-bar';
import { TransportTasksTable } from './transport-tasks-table';
import { TRANSPORT_PAGE_SIZE, useTransportFilters } from './use-transport-filters';

// Leaflet comes with the map's own chunk, fetched only when the map is shown.
const TodayStopsPanel = lazyComponent(() => import('./today-stops-panel').then((m) => m.TodayStopsPanel));

/** /transport-tasks (Tasks 2.0): orders of the period with the spec's filter, bulk assign and a map of today's stops. */
export function TransportTasksPage() {
  const { t } = useTranslation();
  const format = useTransportFormat();
  const canImport = useHasAccess('adminOrSuperuser');
  const filters = useTransportFilters();
  const list = useTransportTasksPage(filters.pageQuery);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TRANSPORT_PAGE_SIZE));
  const isLoaded = list.isSuccess && !list.isPlaceholderData;
  // Only what is on the page and can still be assigned counts: a filter change drops the rest.
  const picked = rows.filter((row) => selected.has(row.id) && isAssignable(row.state)).map((row) => row.id);

  const select = (ids: readonly string[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web:menu.transportTasks')}</Title>
        <Group>
          <Button component={Link} to={WAYBILLS_PATH} variant="default">
            {t('web:menu.waybills')}
          </Button>
          {canImport && (
            <Button component={Link} to={IMPORT_TRANSPORT_TASKS_PATH} variant="default">
              {t('web:menu.importTransportTasks')}
            </Button>
          )}
          <Button component={Link} to={NEW_TRANSPORT_TASK_PATH}>
            {t('web-transport:list.add')}
          </Button>
        </Group>
      </Group>
      <TransportFiltersBar filters={filters} />
      <Group justify="space-between">
        <Text size="sm" role="status" aria-live="polite">
          {isLoaded && total > 0 ? t('web-transport:list.count', { count: total }) : ''}
        </Text>
        <Group gap="sm">
          {filters.hasFilters && (
            <Button variant="subtle" size="compact-sm" onClick={filters.clearFilters}>
              {t('web-transport:filters.clear')}
            </Button>
          )}
          <Button
            variant="default"
            size="compact-sm"
            aria-expanded={filters.isMapShown}
            aria-controls="transport-map"
            onClick={() => filters.setMapShown(!filters.isMapShown)}
          >
            {t(filters.isMapShown ? 'web-transport:map.hide' : 'web-transport:map.show')}
          </Button>
        </Group>
      </Group>
      <div id="transport-map">
        {filters.isMapShown && (
          <PageSection id="transport-map-section" title={t('web-transport:map.title')}>
            <Suspense fallback={<Loader size="sm" aria-label={t('web:common.loading')} />}>
              <TodayStopsPanel />
            </Suspense>
          </PageSection>
        )}
      </div>
      {list.isPending && filters.pageQuery !== undefined && <PageLoader />}
      {list.isError && (
        <QueryError
          error={list.error}
          fallbackKey="web-transport:list.fetchFailed"
          onRetry={() => void list.refetch()}
        />
      )}
      {isLoaded && total === 0 && (
        <Text>{filters.hasFilters ? t('web-transport:list.noMatches') : t('web-transport:list.empty')}</Text>
      )}
      {rows.length > 0 && (
        <>
          <BulkAssign ids={picked} onDone={() => setSelected(new Set())} />
          <TransportTasksTable rows={rows} format={format} selected={selected} onSelect={select} />
          <ListPager
            paging={{ page: Math.min(filters.page, pages), pages, setPage: filters.setPage }}
            label={t('web-transport:list.pagingLabel')}
          />
        </>
      )}
    </Stack>
  );
}
