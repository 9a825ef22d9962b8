import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '@rahti/domain';
import { AnalyticsChart, type ChartRow } from './analytics-chart';
import type { AnalyticsFormat } from './use-analytics-format';

/** The four charts of the analytics, each with its table: money, utilisation, time, km. */
export function AnalyticsCharts({ analytics, format }: { analytics: Analytics; format: AnalyticsFormat }) {
  const { t } = useTranslation();
  const groupBy = analytics.groupBy;
  const groupLabel = t(`web-analytics:groupBy.${groupBy}`);
  const rows: ChartRow[] = analytics.groups.map((group) => ({
    id: group.key ?? 'none',
    label: format.group(group, groupBy),
    figures: group,
  }));
  const caption = (chart: string) => t(`web-analytics:charts.${chart}.caption`, { group: groupLabel.toLowerCase() });
  const column = (key: string) => t(`web-analytics:columns.${key}`);
  const common = { groupLabel, rows };
  return (
    <Stack gap="xl">
      <AnalyticsChart
        {...common}
        title={t('web-analytics:charts.money.title')}
        caption={caption('money')}
        valueFormatter={format.money}
        series={[
          { key: 'revenue', label: column('revenue'), color: 'teal.7' },
          { key: 'cost', label: column('cost'), color: 'orange.7' },
        ]}
        columns={[
          { key: 'revenue', label: column('revenue'), format: format.money },
          { key: 'cost', label: column('cost'), format: format.money },
          { key: 'margin', label: column('margin'), format: format.money },
          { key: 'marginPercent', label: column('marginPercent'), format: format.percent },
        ]}
      />
      <AnalyticsChart
        {...common}
        title={t('web-analytics:charts.utilisation.title')}
        caption={caption('utilisation')}
        valueFormatter={format.percent}
        series={[{ key: 'utilisationPercent', label: column('utilisationPercent'), color: 'blue.7' }]}
        columns={[
          { key: 'inShiftHours', label: column('inShiftHours'), format: format.hours },
          { key: 'availableHours', label: column('availableHours'), format: format.hours },
          { key: 'utilisationPercent', label: column('utilisationPercent'), format: format.percent },
        ]}
      />
      <AnalyticsChart
        {...common}
        title={t('web-analytics:charts.time.title')}
        caption={caption('time')}
        valueFormatter={format.hours}
        series={[
          { key: 'drivingHours', label: column('drivingHours'), color: 'blue.7' },
          { key: 'emptyDriveHours', label: column('emptyDriveHours'), color: 'grape.7' },
          { key: 'waitingHours', label: column('waitingHours'), color: 'orange.7' },
          { key: 'queueingHours', label: column('queueingHours'), color: 'red.8' },
        ]}
        columns={[
          { key: 'hours', label: column('hours'), format: format.hours },
          { key: 'drivingHours', label: column('drivingHours'), format: format.hours },
          { key: 'emptyDriveHours', label: column('emptyDriveHours'), format: format.hours },
          { key: 'emptyDrivePercent', label: column('emptyDrivePercent'), format: format.percent },
          { key: 'waitingHours', label: column('waitingHours'), format: format.hours },
          { key: 'queueingHours', label: column('queueingHours'), format: format.hours },
        ]}
      />
      <AnalyticsChart
        {...common}
        title={t('web-analytics:charts.km.title')}
        caption={caption('km')}
        valueFormatter={format.km}
        series={[
          { key: 'taskKm', label: column('taskKm'), color: 'teal.7' },
          { key: 'shiftKm', label: column('shiftKm'), color: 'blue.7' },
        ]}
        columns={[
          { key: 'taskCount', label: column('taskCount'), format: format.count },
          { key: 'taskKm', label: column('taskKm'), format: format.km },
          { key: 'shiftCount', label: column('shiftCount'), format: format.count },
          { key: 'shiftKm', label: column('shiftKm'), format: format.km },
        ]}
      />
    </Stack>
  );
}
