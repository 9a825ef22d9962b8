import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskTotals } from '@rahti/domain';
import type { TaskFormat } from './use-task-format';

/** The period's income, cost, profit and margin at a glance, each a term and its figure. */
export function TaskTotalsCards({ totals, format }: { totals: TaskTotals; format: TaskFormat }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'income', value: format.money(totals.income) },
    { key: 'totalCost', value: format.money(totals.totalCost) },
    { key: 'profit', value: format.money(totals.profit), colour: totals.profit < 0 ? 'red.9' : undefined },
    { key: 'margin', value: format.percent(totals.marginPercent) },
  ];
  return (
    <Box component="section" aria-label={t('web-tasks:totals.label')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} component="dl" m={0}>
        {cards.map((card) => (
          <Paper key={card.key} withBorder p="md">
            <Text component="dt" size="sm" c="dimmed">
              {t(`web-tasks:totals.${card.key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} fz="xl" c={card.colour}>
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
