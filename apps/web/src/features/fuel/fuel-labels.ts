import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_SYMBOLS,
  formatNumber,
  FUEL_TYPES,
  type Currency,
  type Language,
  type RefuelFlag,
  type RefuelSource,
  type Vehicle,
  LANGUAGE_LOCALES,
} from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { useOrganisationTimeZone, zonedDate, zonedDateTime } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';

/**
 * A price per fuel unit with two or three decimals, as pumps show it ("€1.859", "1,859 €"):
 * the symbol where formatMoney puts it, the decimals kept that formatMoney would round away.
 */
export function formatUnitPrice(price: number, currency: Currency, language: Language): string {
  const digits = formatNumber(price, language, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const symbol = CURRENCY_SYMBOLS[currency];
  return language === 'en' && currency !== 'SEK' ? `${symbol}${digits}` : `${digits} ${symbol}`;
}

/** The fuel's unit of spec section 3 (l, kg or kWh); '' for a value that is not a fuel. */
export const unitOfFuel = (fuelType: number): string => FUEL_TYPES.find((fuel) => fuel.value === fuelType)?.unit ?? '';

/**
 * The words and figures of the fuel page: fuel names as the calculators write them, amounts
 * with their unit, prices per unit in the organisation's currency, instants on its clocks,
 * vehicles by register number and refuel sources in words.
 */
export function useFuelLabels(vehicles: readonly Vehicle[]) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const zone = useOrganisationTimeZone();
  const currency: Currency = useAccount().data?.organisationCurrency ?? 'EUR';
  return useMemo(() => {
    const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const fuelName = (fuelType: number) => {
      const fuel = FUEL_TYPES.find((candidate) => candidate.value === fuelType);
      return fuel ? t(`web-calc-wizard:fuelTypes.${fuel.name}`) : String(fuelType);
    };
    const number = (value: number, maximumFractionDigits = 2) =>
      formatNumber(value, language, { maximumFractionDigits });
    const amount = (value: number, unit: string) => t('web-fuel:amount', { amount: number(value), unit });
    const unitPrice = (price: number, unit: string) =>
      t('web-fuel:unitPrice', { price: formatUnitPrice(price, currency, language), unit });
    const monthYear = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      timeZone: 'UTC',
      month: 'short',
      year: 'numeric',
    });
    /** What a refuel's check found, in words with the figures it compared. */
    const flag = (found: RefuelFlag, unit: string) =>
      found.kind === 'overTank'
        ? t('web-fuel:refuels.flags.overTank', { capacity: amount(found.capacity, unit) })
        : t('web-fuel:refuels.flags.overUse', {
            km: number(found.km, 1),
            expected: amount(found.expected, unit),
            limit: amount(found.limit, unit),
          });
    return {
      currency,
      currencySymbol: CURRENCY_SYMBOLS[currency],
      language,
      fuelName,
      number,
      amount,
      unitPrice,
      date: (instant: string) => zonedDate(instant, zone),
      dateTime: (instant: string) => zonedDateTime(instant, zone),
      flag,
      month: (month: string) => monthYear.format(Date.parse(`${month}-01T12:00:00Z`)),
      source: (source: RefuelSource) => t(`web-fuel:refuels.sources.${source}`),
      registerNumber: (vehicleId: string) => byId.get(vehicleId)?.registerNumber ?? t('web-fuel:unknownVehicle'),
    };
  }, [t, language, zone, currency, vehicles]);
}

export type FuelLabels = ReturnType<typeof useFuelLabels>;
