import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BetaBadge } from '../../components/ui/beta-badge';
import { CursorPager } from '../../components/ui/cursor-pager';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useCursorPages } from '../../components/ui/use-cursor-pages';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { EventFiltersBar } from './event-filters-bar';
import { useEventsCsv, useEventsPage } from './events-api';
import { EventsTable } from './events-table';
import { useEventFilters } from './use-event-filters';

/** Beta: every event of every driver in a period, filtered on the server, a page at a time, and as a CSV file. */
export function EventsPage() {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const filters = useEventFilters();
  const pages = useCursorPages(filters.queryString);
  const list = useEventsPage(filters.queryString, pages.cursor);
  const csv = useEventsCsv();
  const rows = list.data?.items ?? [];
  const nextCursor = list.data?.nextCursor ?? null;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="center">
          <Title order={1}>{t('web:menu.events')}</Title>
          <BetaBadge />
        </Group>
        <Button
          variant="default"
          onClick={() => filters.queryString !== undefined && void csv.download(filters.queryString)}
          loading={csv.pending}
          disabled={filters.queryString === undefined || rows.length === 0}
        >
          {t('web-events:csv.download')}
        </Button>
      </Group>
      <Text size="sm">{t('web-events:intro', { zone })}</Text>
      <EventFiltersBar filters={filters} />
      <Group justify="space-between">
        <Text size="sm" role="status" aria-live="polite">
          {list.isSuccess &&
            !list.isPlaceholderData &&
            (rows.length === 0 ? '' : t('web-events:pageCount', { count: rows.length, page: pages.page }))}
        </Text>
        {filters.hasFilters && (
          <Button variant="subtle" size="compact-sm" onClick={filters.clearFilters}>
            {t('web-events:filters.clear')}
          </Button>
        )}
      </Group>
      {list.isPending && filters.queryString !== undefined && <PageLoader />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-events:empty')}</Text>
          <Text>{t('web-events:emptyHint')}</Text>
        </Paper>
      )}
      {rows.length > 0 && <EventsTable rows={rows} zone={zone} />}
      <CursorPager label={t('web-events:paging.label')} pages={pages} nextCursor={nextCursor} busy={list.isFetching} />
    </Stack>
  );
}
