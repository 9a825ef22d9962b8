import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useTaskFormat } from '../tasks/use-task-format';
import { MonthPicker } from './month-picker';
import { PlanVsActualTable } from './plan-vs-actual-table';
import { usePlanVsActual } from './route-runs-api';

/**
 * A month of the route's runs planned against actual, the month's drift in margin points, and a
 * flag (an icon and words, not colour alone) when the actual margin is more than 5 points below plan.
 */
export function PlanVsActualSection({ routeId, currentMonth }: { routeId: string; currentMonth: string }) {
  const { t } = useTranslation();
  const format = useTaskFormat();
  const [month, setMonth] = useState(currentMonth);
  const report = usePlanVsActual(routeId, month);
  const data = report.data;
  const drift = data?.driftPoints;

  return (
    <Stack>
      <MonthPicker
        label={t('web-routes:planVsActual.month')}
        value={month}
        current={currentMonth}
        onChange={setMonth}
      />
      {report.isPending && <PageLoader />}
      {report.isError && (
        <QueryError
          error={report.error}
          fallbackKey="web-routes:planVsActual.fetchFailed"
          onRetry={() => void report.refetch()}
        />
      )}
      {data?.flagged && (
        <Alert
          color="red"
          variant="light"
          icon={<Icon name="warning" />}
          title={t('web-routes:planVsActual.flaggedTitle')}
          role="alert"
        >
          {t('web-routes:planVsActual.flagged', {
            points: formatNumber(Math.abs(drift ?? 0), format.language, { maximumFractionDigits: 2 }),
          })}
        </Alert>
      )}
      {data && data.runs.length === 0 && <Text>{t('web-routes:planVsActual.noRuns')}</Text>}
      {data && data.runs.length > 0 && (
        <>
          <PlanVsActualTable data={data} format={format} />
          <Text size="sm">
            {drift === null || drift === undefined
              ? t('web-routes:planVsActual.noDrift')
              : t('web-routes:planVsActual.drift', {
                  points: `${drift > 0 ? '+' : ''}${formatNumber(drift, format.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
                })}
          </Text>
        </>
      )}
    </Stack>
  );
}
