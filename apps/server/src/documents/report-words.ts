import {
  formatMoney,
  formatNumber,
  type Currency,
  type Language,
  type ReportCell,
  type ReportColumn,
  type ReportTable,
} from '@rahti/domain';
import type { i18n as I18n } from 'i18next';
import { documentDate } from './document-date';

/** A report's words and cell forms in one language (the `reports` catalogue). */
export interface ReportWords {
  language: Language;
  t: (key: string, options?: Record<string, string | number>) => string;
  title: (kind: string) => string;
  label: (column: ReportColumn) => string;
  period: (from: string, to: string) => string;
  /** A cell as the PDF and the mail show it: digits grouped, money with its symbol, minutes as h:mm. */
  cell: (column: ReportColumn, value: ReportCell) => string;
}

/** 465 minutes as "7:45". */
export function hoursAndMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function reportWords(translator: I18n, language: Language, currency: Currency): ReportWords {
  const t = (key: string, options: Record<string, string | number> = {}) =>
    String(translator.t(`reports:${key}`, { lng: language, ...options }));
  const date = (isoDate: string) => documentDate(isoDate, language);
  return {
    language,
    t,
    title: (kind) => t(`kinds.${kind}`),
    label: (column) => t(column.labelKey),
    period: (from, to) => t('periodValue', { from: date(from), to: date(to) }),
    cell: (column, value) => {
      if (value === null) return '';
      if (typeof value === 'string') return column.type === 'date' ? date(value) : value;
      switch (column.type) {
        case 'money':
          return formatMoney(value, currency, language);
        case 'minutes':
          return hoursAndMinutes(value);
        case 'km':
          return formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
        default:
          return formatNumber(value, language, { maximumFractionDigits: 2 });
      }
    },
  };
}

/** report-<kind>-<from>-<to>.<ext>: dates as YYYY-MM-DD so files sort by period. */
export const reportFileName = (table: Pick<ReportTable, 'kind' | 'from' | 'to'>, extension: string) =>
  `report-${table.kind}-${table.from}-${table.to}.${extension}`;
