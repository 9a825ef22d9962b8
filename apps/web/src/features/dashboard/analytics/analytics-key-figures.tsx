import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFigures } from '@rahti/domain';
import type { AnalyticsFormat } from './use-analytics-format';

/** The period's totals at a glance, each a term and its figure (a description list). */
export function AnalyticsKeyFigures({ totals, format }: { totals: AnalyticsFigures; format: AnalyticsFormat }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'revenue', value: format.money(totals.revenue) },
    { key: 'cost', value: format.money(totals.cost) },
    {
      key: 'margin',
      value: `${format.money(totals.margin)} (${format.percent(totals.marginPercent)})`,
      colour: totals.margin < 0 ? 'red.9' : undefined,
    },
    { key: 'km', value: `${format.km(totals.taskKm)} / ${format.km(totals.shiftKm)}` },
    { key: 'hours', value: format.hours(totals.hours) },
    { key: 'utilisation', value: format.percent(totals.utilisationPercent) },
    {
      key: 'emptyDrive',
      value: `${format.percent(totals.emptyDrivePercent)} (${format.hours(totals.emptyDriveHours)})`,
    },
    {
      key: 'waitingAndQueueing',
      value: `${format.hours(totals.waitingHours)} / ${format.hours(totals.queueingHours)}`,
    },
  ];
  return (
    <Box component="section" aria-label={t('web-analytics:figures.label')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0}>
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder p="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(`web-analytics:figures.${figure.key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} fz="lg" c={figure.colour}>
              {figure.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
