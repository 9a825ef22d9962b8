import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../../components/ui/list-pager';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { TRANSPORT_TASKS_PATH } from '../transport-paths';
import { useWaybillsPage } from '../transport-tasks-api';
import { useTransportFormat } from '../use-transport-format';
import { WAYBILL_PAGE_SIZE, useWaybillFilters } from './use-waybill-filters';
import { WaybillsTable } from './waybills-table';

/** /transport-tasks/waybills: every waybill, newest number first, searched by number, sender or consignee. */
export function WaybillsPage() {
  const { t } = useTranslation();
  const format = useTransportFormat();
  const filters = useWaybillFilters();
  const list = useWaybillsPage(filters.query);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / WAYBILL_PAGE_SIZE));
  const isLoaded = list.isSuccess && !list.isPlaceholderData;

  return (
    <Stack>
      <Anchor component={Link} to={TRANSPORT_TASKS_PATH} size="sm">
        {t('web-transport:detail.back')}
      </Anchor>
      <Title order={1}>{t('web:menu.waybills')}</Title>
      <TextInput
        label={t('web-transport:waybills.search')}
        placeholder={t('web-transport:waybills.searchPlaceholder')}
        type="search"
        value={filters.search}
        onChange={(event) => filters.setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Text size="sm" role="status" aria-live="polite">
        {isLoaded
          ? total === 0
            ? t(filters.search.trim() ? 'web-transport:waybills.noMatches' : 'web-transport:waybills.empty')
            : t('web-transport:waybills.count', { count: total })
          : ''}
      </Text>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <QueryError
          error={list.error}
          fallbackKey="web-transport:waybills.fetchFailed"
          onRetry={() => void list.refetch()}
        />
      )}
      {rows.length > 0 && (
        <>
          <WaybillsTable rows={rows} format={format} />
          <ListPager
            paging={{ page: Math.min(filters.page, pages), pages, setPage: filters.setPage }}
            label={t('web-transport:waybills.pagingLabel')}
          />
        </>
      )}
    </Stack>
  );
}
