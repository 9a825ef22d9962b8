import { Box, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_GROUPINGS } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { PeriodFields } from '../../../components/ui/period-fields';
import { QueryError } from '../../../components/ui/query-error';
import { periodQueryString, usePeriodFilters } from '../../../lib/use-period-filters';
import { useAnalytics } from './analytics-api';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsKeyFigures } from './analytics-key-figures';
import { useAnalyticsFormat } from './use-analytics-format';

/**
 * The dashboard's analytics (issue 27) for a period kept in the URL (this month unless
 * chosen), split by vehicle or month. Loaded lazily, so the dashboard's first load does not
 * carry the charts' code.
 */
export function AnalyticsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const filters = usePeriodFilters(['groupBy'], 'thisMonth');
  const groupBy = filters.filters.groupBy === 'month' ? 'month' : 'vehicle';
  const analytics = useAnalytics(periodQueryString(filters, { groupBy }));
  const format = useAnalyticsFormat(analytics.data?.currency ?? 'EUR');
  const data = analytics.data;
  const isEmpty = data !== undefined && data.totals.taskCount === 0 && data.totals.shiftCount === 0;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack>
        <Title order={2} size="h3" id={headingId}>
          {t('web-analytics:title')}
        </Title>
        <Group align="flex-start" gap="sm">
          <PeriodFields filters={filters} namespace="web-analytics" />
          <NativeSelect
            label={t('web-analytics:groupBy.label')}
            data={ANALYTICS_GROUPINGS.map((value) => ({ value, label: t(`web-analytics:groupBy.${value}`) }))}
            value={groupBy}
            onChange={(event) =>
              filters.setFilter('groupBy', event.currentTarget.value === 'vehicle' ? '' : event.currentTarget.value)
            }
            w={180}
          />
        </Group>
        {analytics.isPending && !filters.rangeProblem && <PageLoader />}
        {analytics.isError && (
          <QueryError
            error={analytics.error}
            onRetry={() => void analytics.refetch()}
            fallbackKey="web-analytics:fetchFailed"
          />
        )}
        {isEmpty && <Text>{t('web-analytics:empty')}</Text>}
        {data && !isEmpty && (
          <>
            <AnalyticsKeyFigures totals={data.totals} format={format} />
            <Text size="sm" c="dimmed" maw={820}>
              {t('web-analytics:definitions')}
            </Text>
            <AnalyticsCharts analytics={data} format={format} />
          </>
        )}
      </Stack>
    </Box>
  );
}
