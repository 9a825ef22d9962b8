import { formatCalendarDate, formatMoney, formatNumber, PACKAGE_KINDS, type Currency } from '@rahti/domain';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../auth/use-account';
import { useOrganisationTimeZone, zonedDateTime, zonedTime } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';

const isPackageKind = (value: string): value is (typeof PACKAGE_KINDS)[number] =>
  (PACKAGE_KINDS as readonly string[]).includes(value);

/** How the transport pages write figures: weights and money in the UI language, times on the organisation's clocks. */
export function useTransportFormat() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const zone = useOrganisationTimeZone();
  const currency: Currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const number = (value: number, decimals = 2) => formatNumber(value, language, { maximumFractionDigits: decimals });
  return {
    language,
    zone,
    number,
    money: (amount: number) => formatMoney(amount, currency, language),
    weight: (kg: number) => `${number(kg, 1)} kg`,
    /** A local date 'YYYY-MM-DD' as DD.MM.YYYY. */
    day: (date: string) => formatCalendarDate(date),
    dateTime: (instant: string) => zonedDateTime(instant, zone),
    time: (instant: string) => zonedTime(instant, zone),
    /** A time window "DD.MM.YYYY HH:mm–HH:mm", the end's date only when it is another day. */
    window: (start: string | null, end: string | null) => {
      if (!start && !end) return '–';
      if (!start) return `– ${zonedDateTime(end ?? '', zone)}`;
      if (!end) return `${zonedDateTime(start, zone)} –`;
      const endText = zonedDateTime(end, zone);
      const sameDay = endText.slice(0, 10) === zonedDateTime(start, zone).slice(0, 10);
      return `${zonedDateTime(start, zone)}–${sameDay ? zonedTime(end, zone) : endText}`;
    },
    /** A package kind in words: the suggested kinds are stored by key, anything else as typed. */
    packageKind: (kind: string) => (isPackageKind(kind) ? t(`web-transport:packageKinds.${kind}`) : kind),
    position: (position: { latitude: number; longitude: number } | null) =>
      position ? `${position.latitude.toFixed(5)}, ${position.longitude.toFixed(5)}` : '–',
  };
}

export type TransportFormat = ReturnType<typeof useTransportFormat>;
