import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calculationInputSchema, costRatesOf, type Currency } from '@rahti/domain';
import { BigFigure } from '../../results/big-figure';
import { useMoney } from '../../results/money';
import type { CurrentCalculation } from '../../current-calculation/use-current-calculation';
import { calculationIssues } from '../calculation-issues';
import { SaveProblems } from '../save-problems';
import { WizardLayout } from '../wizard-layout';

/** /calculation: the last step: what is still missing, or the headline costs; then save and see the results. */
export function CalculationSummaryPage() {
  return <WizardLayout step="calculation">{(current) => <Summary current={current} />}</WizardLayout>;
}

function Summary({ current }: { current: CurrentCalculation }) {
  const { t } = useTranslation();
  const money = useMoney((current.values.currency as Currency | undefined) ?? 'EUR');
  const parsed = useMemo(() => calculationInputSchema.safeParse(current.values), [current.values]);
  if (!parsed.success) return <SaveProblems issues={calculationIssues(current.values)} id={current.savedId} />;
  const rates = costRatesOf(parsed.data);
  return (
    <Stack>
      <Text fw={600}>{parsed.data.name}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
        <BigFigure label={t('web-calc-wizard:results.costPerHour')} value={money(rates.costPerHour)} />
        <BigFigure label={t('web-calc-wizard:results.costPerKm')} value={money(rates.costPerKm)} />
      </SimpleGrid>
      <Text>{current.isDirty ? t('web-calc-wizard:summary.unsaved') : t('web-calc-wizard:summary.saved')}</Text>
    </Stack>
  );
}
