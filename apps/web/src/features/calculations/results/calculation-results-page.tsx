import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceJob } from '@rahti/domain';
import { BigFigure } from './big-figure';
import { FinancingFigures } from './financing-figures';
import { yearlyRows } from './cost-rows';
import { useMoney, usePercent } from './money';
import { ResultsLayout, type ReadyResult } from './results-layout';
import { YearlyCostsChart } from './yearly-costs-chart';

/** /calculationResultsVue/:id?: cost per hour and per km, a new vehicle's loan, the year's costs, profit at the target price. */
export function CalculationResultsPage() {
  return (
    <ResultsLayout titleKey="web-calc-wizard:results.title">
      {(result) => <ResultsOverview {...result} />}
    </ResultsLayout>
  );
}

function ResultsOverview({ input, costs, rates, currency }: ReadyResult) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const percent = usePercent();
  const hoursPerYear = costs.timeBased.hoursPerYear;
  const kmPerYear = input.usage.kmPerYear;
  // The target price for a year's work: the yearly hours and km priced with the revenue step's margin.
  const target = priceJob({
    ...rates,
    hours: hoursPerYear,
    km: kmPerYear,
    targetMarginPercent: input.revenue.targetProfitMarginPercent,
  });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        <BigFigure label={t('web-calc-wizard:results.costPerHour')} value={money(rates.costPerHour)} />
        <BigFigure label={t('web-calc-wizard:results.costPerKm')} value={money(rates.costPerKm)} />
      </SimpleGrid>
      <FinancingFigures input={input} currency={currency} />
      <Title order={2} size="h3">
        {t('web-calc-wizard:results.atTarget', { margin: percent(input.revenue.targetProfitMarginPercent) })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <BigFigure label={t('web-calc-wizard:results.targetRevenue')} value={money(target.revenue)} />
        <BigFigure
          label={t('web-calc-wizard:results.profit')}
          value={money(target.profit)}
          tone={target.profit >= 0 ? 'good' : 'bad'}
        />
        <BigFigure label={t('web-calc-wizard:results.margin')} value={percent(target.marginPercent)} />
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('web-calc-wizard:results.yearlyHeading')}
      </Title>
      <YearlyCostsChart rows={yearlyRows(costs, kmPerYear)} total={costs.yearly.totalPerYear} money={money} />
    </Stack>
  );
}
