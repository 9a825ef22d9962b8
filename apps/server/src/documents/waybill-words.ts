import {
  formatNumber,
  localDateOf,
  PACKAGE_KINDS,
  zoneOffsetMinutes,
  type Currency,
  type DangerousGoods,
  type Language,
} from '@rahti/domain';
import { createTranslator } from '@rahti/i18n/node';
import type { i18n as I18n } from 'i18next';
import { documentDate } from './document-date';

/** The words and number forms of a waybill in its language, its times in the organisation's zone. */
export interface WaybillWords {
  language: Language;
  /** A text of the waybill-document catalogue. */
  t: (key: string, options?: Record<string, string | number>) => string;
  /** Kilograms: up to two decimals, digits grouped by threes ("12 400,5"). */
  weight: (kg: number) => string;
  /** Cubic metres and loading metres: up to three decimals ("0,125"). */
  measure: (value: number) => string;
  count: (value: number) => string;
  /** An amount with two decimals and its currency code after it ("1 250,00 EUR"). */
  money: (amount: number) => string;
  /** An instant as the organisation's clock showed it: 02.03.2026 14:05 (fi, sv), 2 Mar 2026 14:05 (en). */
  dateTime: (at: Date) => string;
  date: (at: Date) => string;
  /** A country by its ISO code, in the waybill's language. */
  country: (countryCode: string) => string;
  /** A suggested package kind in words ("EUR-lava"); any other text as it was typed. */
  packageKind: (kind: string) => string;
}

let translator: I18n | undefined;

const pad = (value: number) => String(value).padStart(2, '0');
const isPackageKind = (kind: string): kind is (typeof PACKAGE_KINDS)[number] =>
  (PACKAGE_KINDS as readonly string[]).includes(kind);

/**
 * A dangerous goods line as ADR 5.4.1.1.1 orders it on the transport document: "UN 1203
 * BENSIINI, 3, II" (UN number, proper shipping name, class, packing group when it has one).
 * The name is printed as the sender gave it: it is the accepted name the law asks for.
 */
export function dangerousGoodsText(goods: DangerousGoods): string {
  return [`UN ${goods.unNumber} ${goods.properName}`, goods.hazardClass, goods.packingGroup].filter(Boolean).join(', ');
}

/** The waybill's words in `language`; the catalogues are read from disk once per process. */
export function waybillWords(language: Language, timeZone: string, currency: Currency): WaybillWords {
  translator ??= createTranslator('waybill-document');
  const i18n = translator;
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  const t = (key: string, options: Record<string, string | number> = {}) =>
    i18n.t(`waybill-document:${key}`, { lng: language, ...options });
  const date = (at: Date) => documentDate(localDateOf(at.getTime(), timeZone), language);
  return {
    language,
    t,
    weight: (kg) => formatNumber(kg, language, { maximumFractionDigits: 2 }),
    measure: (value) => formatNumber(value, language, { maximumFractionDigits: 3 }),
    count: (value) => formatNumber(value, language, { maximumFractionDigits: 0 }),
    money: (amount) =>
      `${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`,
    date,
    dateTime: (at) => {
      // The zone's wall clock, as the domain computes local dates (no Intl time zone data needed).
      const local = new Date(at.getTime() + zoneOffsetMinutes(at.getTime(), timeZone) * 60_000);
      return `${date(at)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
    },
    country: (countryCode) => countries.of(countryCode.toUpperCase()) ?? countryCode,
    packageKind: (kind) => (isPackageKind(kind) ? t(`packageKinds.${kind}`) : kind),
  };
}
