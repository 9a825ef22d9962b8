import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BigFigure } from './big-figure';
import { timeBasedRows } from './cost-rows';
import { CostTable } from './cost-table';
import { useMoney } from './money';
import { ResultsLayout, type ReadyResult } from './results-layout';

/** /timebasedcosts/:id?: the year's time-based costs and what they make per working hour. */
export function TimeBasedCostsPage() {
  return (
    <ResultsLayout titleKey="web-calc-wizard:timeBased.title">{(result) => <TimeBased {...result} />}</ResultsLayout>
  );
}

function TimeBased({ costs, rates, currency }: ReadyResult) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const c = costs.timeBased;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <BigFigure label={t('web-calc-wizard:results.costPerHour')} value={money(rates.costPerHour)} />
        <BigFigure label={t('web-calc-wizard:timeBased.totalPerYear')} value={money(c.totalPerYear)} />
        <BigFigure label={t('web-calc-wizard:timeBased.hoursPerYear')} value={`${c.hoursPerYear} h`} />
      </SimpleGrid>
      <CostTable
        caption={t('web-calc-wizard:timeBased.caption')}
        unitLabel={t('web-calc-wizard:results.perYear')}
        rows={timeBasedRows(costs).filter((row) => row.amount !== 0)}
        total={c.totalPerYear}
        format={money}
      />
    </Stack>
  );
}
