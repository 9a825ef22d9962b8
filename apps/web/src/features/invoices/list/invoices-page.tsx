import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../auth/use-account';
import { ListPager } from '../../../components/ui/list-pager';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useInvoicesPage } from '../invoices-api';
import { NEW_INVOICE_PATH } from '../invoice-paths';
import { InvoiceFiltersBar } from './invoice-filters-bar';
import { InvoiceSums } from './invoice-sums';
import { useInvoicesCsv } from './invoices-csv';
import { InvoicesEmptyState } from './invoices-empty-state';
import { InvoicesTable } from './invoices-table';
import { INVOICE_PAGE_SIZE, useInvoiceFilters } from './use-invoice-filters';
import { SharingFilter } from '../../sharing/sharing-filter';

/** Invoices and credit notes: filters in the URL, sortable, paged by the server, sums and CSV. */
export function InvoicesPage() {
  const { t } = useTranslation();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const filters = useInvoiceFilters();
  const query =
    filters.filterQuery === undefined
      ? undefined
      : [filters.filterQuery, `offset=${(filters.page - 1) * INVOICE_PAGE_SIZE}`, `limit=${INVOICE_PAGE_SIZE}`]
          .filter(Boolean)
          .join('&');
  const list = useInvoicesPage(query);
  const csv = useInvoicesCsv();
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const noInvoices = list.isSuccess && !list.isPlaceholderData && total === 0 && !filters.isFiltered;
  const pages = Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web:menu.invoices')}</Title>
        {!noInvoices && (
          <Group>
            <Button
              variant="default"
              onClick={() => filters.filterQuery !== undefined && void csv.download(filters.filterQuery)}
              loading={csv.pending}
              disabled={filters.filterQuery === undefined || total === 0}
            >
              {t('web-invoices:list.downloadCsv')}
            </Button>
            <Button component={Link} to={NEW_INVOICE_PATH}>
              {t('web-invoices:list.new')}
            </Button>
          </Group>
        )}
      </Group>
      <SharingFilter dataType="invoices">
        {noInvoices ? (
          <InvoicesEmptyState />
        ) : (
          <>
            <InvoiceFiltersBar filters={filters} />
            {list.data && total > 0 && <InvoiceSums page={list.data} currency={rows[0]?.currency ?? currency} />}
            {list.isSuccess && total === 0 && (
              <Text size="sm" role="status" aria-live="polite">
                {t('web-invoices:list.noMatches')}
              </Text>
            )}
            {list.isPending && filters.filterQuery !== undefined && <PageLoader />}
            {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
            {rows.length > 0 && <InvoicesTable rows={rows} sort={filters.sort} onSort={filters.setSort} />}
            <ListPager
              paging={{ page: Math.min(filters.page, pages), pages, setPage: filters.setPage }}
              label={t('web-invoices:list.pagingLabel')}
            />
          </>
        )}
      </SharingFilter>
    </Stack>
  );
}
