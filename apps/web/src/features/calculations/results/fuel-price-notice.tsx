import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  checkFuelPrice,
  formatNumber,
  fuelTypeOf,
  todaysFuelPrice,
  type CalculationInput,
  type Currency,
} from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { formatUnitPrice } from '../../fuel/fuel-labels';
import { useFuelPrices } from '../api/organisation-settings-api';
import { stepLink } from '../wizard/wizard-steps';

const NS = 'web-calc-wizard:fuelPrice';

/**
 * The fuel price the calculation assumes beside today's price of its fuel (the organisation's,
 * else the built-in one, as the fuel page shows it), and a warning in words when they differ by
 * more than 5 % of today's (issue 25). Job pricing types its own cost rates: no fuel to check.
 */
export function FuelPriceNotice({
  input,
  currency,
  savedId,
}: {
  input: CalculationInput;
  currency: Currency;
  /** The saved calculation's id, for the link to its default values. */
  savedId: string | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const prices = useFuelPrices();
  if (input.kind === 'jobPricing' || !prices.isSuccess) return null;

  const { fuelType, fuelCost } = input.defaults;
  const fuel = fuelTypeOf(fuelType);
  const today = todaysFuelPrice(prices.data, fuelType, currency);
  const check = checkFuelPrice(fuelCost, today.price);
  const price = (value: number) =>
    t(`${NS}.perUnit`, { price: formatUnitPrice(value, currency, language), unit: fuel.unit });
  const words = {
    assumed: price(fuelCost),
    today: price(today.price),
    percent: formatNumber(Math.abs(check.differencePercent ?? 100), language, { maximumFractionDigits: 1 }),
  };

  return (
    <>
      <Group gap="xl" component="dl" m={0}>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t(`${NS}.assumed`, { fuel: t(`web-calc-wizard:fuelTypes.${fuel.name}`) })}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {words.assumed}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t(today.isOwn ? `${NS}.today` : `${NS}.todayBuiltIn`)}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {words.today}
          </Text>
        </div>
      </Group>
      {check.isOff && (
        <Alert color="orange" role="status" title={t(`${NS}.offTitle`)}>
          {t(check.difference > 0 ? `${NS}.above` : `${NS}.below`, words)}{' '}
          <Anchor component={Link} to={stepLink('/defaultvalues/:id?', savedId)}>
            {t(`${NS}.update`)}
          </Anchor>
        </Alert>
      )}
    </>
  );
}
