import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, type Currency } from '@rahti/domain';
import { WizardLayout } from '../wizard-layout';
import { NumberField } from '../wizard-fields';

/**
 * /revenue/:id?: a vehicle's expected yearly revenue, other fixed costs and target margin; for
 * job pricing, the job and the costs it is priced with.
 */
export function RevenuePage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`web-calc-wizard:fields.${key}`);
  return (
    <WizardLayout step="revenue">
      {({ values }) => {
        const symbol = CURRENCY_SYMBOLS[(values.currency as Currency | undefined) ?? 'EUR'];
        return values.kind === 'jobPricing' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField path="pricing.costPerHour" label={label('pricing.costPerHour')} unit={`${symbol}/h`} />
            <NumberField path="pricing.costPerKm" label={label('pricing.costPerKm')} unit={`${symbol}/km`} />
            <NumberField path="pricing.hours" label={label('pricing.hours')} unit="h" />
            <NumberField path="pricing.km" label={label('pricing.km')} unit="km" />
            <NumberField path="pricing.targetMarginPercent" label={label('pricing.targetMarginPercent')} unit="%" />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberField path="revenue.revenueValue" label={label('revenue.revenueValue')} money required />
            <NumberField path="revenue.yearlyCost" label={label('revenue.yearlyCost')} money required />
            <NumberField
              path="revenue.targetProfitMarginPercent"
              label={label('revenue.targetProfitMarginPercent')}
              unit="%"
            />
          </SimpleGrid>
        );
      }}
    </WizardLayout>
  );
}
