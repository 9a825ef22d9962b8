import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { financingOf, formatNumber, type CalculationInput, type Currency } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { BigFigure } from './big-figure';
import { useMoney } from './money';

/** What the down payment decides: the loan, its monthly instalment and the interest over the planned use. */
export function FinancingFigures({ input, currency }: { input: CalculationInput; currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney(currency);
  const financing = financingOf(input);
  if (!financing) return null;
  const years = formatNumber(financing.loanMonths / 12, language, { maximumFractionDigits: 1 });
  const rate = formatNumber(input.defaults.interestRate, language);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('web-calc-wizard:results.financing.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <BigFigure
          label={t('web-calc-wizard:results.financing.loan')}
          value={money(financing.loanAmount)}
          hint={t('web-calc-wizard:results.financing.loanHint', {
            price: money(input.vehicle.purchasePrice ?? 0),
            downPayment: money(input.vehicle.downPayment ?? 0),
          })}
        />
        <BigFigure
          label={t('web-calc-wizard:results.financing.monthlyInstalment')}
          value={money(financing.monthlyInstalment)}
          hint={t('web-calc-wizard:results.financing.instalmentHint', { count: financing.loanMonths, rate })}
        />
        <BigFigure
          label={t('web-calc-wizard:results.financing.interest', { years })}
          value={money(financing.interestOverHolding)}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('web-calc-wizard:results.financing.note')}
      </Text>
    </Stack>
  );
}
