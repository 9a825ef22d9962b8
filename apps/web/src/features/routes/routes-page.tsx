import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { isMonth } from '../../lib/calendar-dates';
import { zonedToday } from '../../lib/organisation-time';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';
import { useTaskFormat } from '../tasks/use-task-format';
import { MonthPicker } from './month-picker';
import { NEW_ROUTE_PATH } from './route-paths';
import { useRoutes } from './routes-api';
import { RoutesEmptyState } from './routes-empty-state';
import { RoutesTable } from './routes-table';
import { parseRouteSort, routeSortParam, sortRoutes } from './sort-routes';
import { SharingFilter } from '../sharing/sharing-filter';

/** /routes: the organisation's recurring routes, what one run earns and costs, and the month's runs and turnover. */
export function RoutesPage() {
  const { t } = useTranslation();
  const format = useTaskFormat();
  const [params, setParams] = useUrlParams();
  const currentMonth = zonedToday(format.zone).slice(0, 7);
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : currentMonth;
  const sort = parseRouteSort(params.get('sort'));
  const routes = useRoutes(month);
  const rows = routes.data ? sortRoutes(routes.data, sort, format.language) : [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web-routes:title')}</Title>
        <Button component={Link} to={NEW_ROUTE_PATH}>
          {t('web-routes:list.add')}
        </Button>
      </Group>
      <SharingFilter dataType="routes">
        <MonthPicker
          label={t('web-routes:list.month')}
          value={month}
          current={currentMonth}
          onChange={(next) =>
            setParams((query) => applyChanges(query, { month: next === currentMonth ? undefined : next }))
          }
        />
        <Text size="sm" role="status" aria-live="polite">
          {routes.isSuccess && !routes.isPlaceholderData && rows.length > 0
            ? t('web-routes:list.count', { count: rows.length })
            : ''}
        </Text>
        {routes.isPending && <PageLoader />}
        {routes.isError && (
          <QueryError
            error={routes.error}
            fallbackKey="web-routes:list.fetchFailed"
            onRetry={() => void routes.refetch()}
          />
        )}
        {routes.isSuccess && !routes.isPlaceholderData && rows.length === 0 && <RoutesEmptyState />}
        {rows.length > 0 && (
          <RoutesTable
            rows={rows}
            sort={sort}
            onSort={(next) => setParams((query) => applyChanges(query, { sort: routeSortParam(next) }))}
            format={format}
          />
        )}
      </SharingFilter>
    </Stack>
  );
}
