import type { i18n as I18n } from 'i18next';
import {
  formatCalendarDate,
  formatNumber,
  type DueListEntry,
  type ExpiringDocument,
  type FleetItemRow,
  type Language,
} from '@rahti/domain';

/** The fleet page the mail and the calendar's events link to. */
export const FLEET_PAGE_PATH = '/vehicle/fleet-management';

/** A vehicle as the due list names it: its register number and, when it has one, its name. */
export interface VehicleName {
  id: string;
  register_number: string;
  name: string;
}

export const vehicleNamesOf = (vehicles: readonly VehicleName[]): Map<string, string> =>
  new Map(vehicles.map((vehicle) => [vehicle.id, [vehicle.register_number, vehicle.name].filter(Boolean).join(' ')]));

/**
 * The due list's words in one language, for the weekly mail and the calendar feed: "ABC-123 Volvo
 * FH – Maintenance: Oil and filters" and when it is due ("due 15.03.2026", "due at 150 000 km,
 * now 148 800 km, expected 06.03.2026"). Dates as DD.MM.YYYY in every language (spec section 9).
 */
export function fleetDueWords(translator: I18n, language: Language, vehicles: ReadonlyMap<string, string>) {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    String(translator.t(`fleet-due:${key}`, { ...params, lng: language }));
  const km = (value: number) => t('km', { km: formatNumber(value, language, { maximumFractionDigits: 1 }) });
  const date = formatCalendarDate;

  const itemName = (item: FleetItemRow) => {
    const type = String(translator.t(`web-fleet:types.${item.type}`, { lng: language }));
    return item.description ? t('typed', { type, description: item.description }) : type;
  };
  const itemSummary = (item: FleetItemRow) =>
    t('summary', { subject: vehicles.get(item.vehicleId) ?? t('unknownVehicle'), item: itemName(item) });

  /** When the occurrence falls due: its date, or its km with the odometer now and the forecast. */
  const itemDue = (item: FleetItemRow) => {
    const overdue = item.state === 'overdue';
    if (item.dueDate !== undefined) return t(overdue ? 'due.was' : 'due.on', { date: date(item.dueDate) });
    const dueKm = km(item.dueKm ?? 0);
    const parts = [
      item.currentKm === undefined
        ? t('due.atKm', { km: dueKm })
        : t('due.atKmNow', { km: dueKm, current: km(item.currentKm) }),
    ];
    if (item.forecastDate !== undefined)
      parts.push(t(overdue ? 'due.passed' : 'due.forecast', { date: date(item.forecastDate) }));
    return parts.join(', ');
  };

  const documentSummary = (document: ExpiringDocument) =>
    t('documentSummary', { subject: document.driverName, code: document.code });
  const documentDue = (document: ExpiringDocument) =>
    t(document.state === 'expired' ? 'due.expired' : 'due.expires', { date: date(document.expiresOn) });

  /** One line of the due list: what, and when. */
  const entryLine = (entry: DueListEntry) =>
    entry.kind === 'item'
      ? t('line', { summary: itemSummary(entry.item), due: itemDue(entry.item) })
      : t('line', { summary: documentSummary(entry.document), due: documentDue(entry.document) });

  return { t, date, itemSummary, itemDue, documentSummary, documentDue, entryLine };
}

export type FleetDueWords = ReturnType<typeof fleetDueWords>;
