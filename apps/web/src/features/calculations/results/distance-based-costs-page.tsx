import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BigFigure } from './big-figure';
import { distanceBasedRows } from './cost-rows';
import { CostTable } from './cost-table';
import { useMoney } from './money';
import { ResultsLayout, type ReadyResult } from './results-layout';

/** /distancebasedcosts/:id?: fuel, AdBlue, tyres and maintenance per km, and over the year's km. */
export function DistanceBasedCostsPage() {
  return (
    <ResultsLayout titleKey="web-calc-wizard:distanceBased.title">
      {(result) => <DistanceBased {...result} />}
    </ResultsLayout>
  );
}

function DistanceBased({ costs, rates, currency, input }: ReadyResult) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const kmPerYear = input.usage.kmPerYear;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        <BigFigure label={t('web-calc-wizard:results.costPerKm')} value={money(rates.costPerKm)} />
        <BigFigure
          label={t('web-calc-wizard:distanceBased.perYear')}
          value={money(costs.yearly.distanceBasedPerYear)}
          hint={t('web-calc-wizard:distanceBased.kmPerYear', { km: kmPerYear })}
        />
      </SimpleGrid>
      <CostTable
        caption={t('web-calc-wizard:distanceBased.caption')}
        unitLabel={t('web-calc-wizard:results.perKm')}
        rows={distanceBasedRows(costs)}
        total={costs.distanceBased.totalPerKm}
        format={money}
      />
    </Stack>
  );
}
