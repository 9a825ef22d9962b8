import { addDays } from '../payroll/calendar-dates';
import type { ExpiringDocument, FleetItemRow, FleetPage } from './fleet-item.schemas';

/** How far ahead the weekly mail looks (issue 25): what falls due in the next 14 days. */
export const DUE_LIST_HORIZON_DAYS = 14;

/** One line of the due list: an open occurrence, or a driver's licence or card. */
export type DueListEntry =
  | {
      kind: 'item';
      /** The date it falls (or fell) due: its own date, or a km item's forecast; null for a km item without one. */
      date: string | null;
      item: FleetItemRow;
    }
  | { kind: 'document'; date: string; document: ExpiringDocument };

export interface DueList {
  today: string;
  /** The horizon's last day: today + the horizon's days. */
  until: string;
  overdue: DueListEntry[];
  upcoming: DueListEntry[];
}

/** Where an open occurrence falls due on the calendar: its date, else a km item's forecast. */
export const dueDateOf = (item: Pick<FleetItemRow, 'dueDate' | 'forecastDate'>): string | null =>
  item.dueDate ?? item.forecastDate ?? null;

/** Soonest first; a km item without a forecast last; ties by kind, then vehicle or driver, then id. */
function compareEntries(a: DueListEntry, b: DueListEntry): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? -1 : 1;
  }
  if (a.kind !== b.kind) return a.kind === 'item' ? -1 : 1;
  const keyOf = (entry: DueListEntry) =>
    entry.kind === 'item'
      ? `${entry.item.vehicleId}/${entry.item.id}`
      : `${entry.document.driverName}/${entry.document.driverId}/${entry.document.code}`;
  return keyOf(a).localeCompare(keyOf(b));
}

/**
 * The due list of the weekly mail (issue 25) from the fleet page's answer, whose states are the
 * rules' (fleet-item-rules.ts): overdue is every open occurrence the page calls overdue and every
 * expired document; upcoming is every other open occurrence whose date (a km item's forecast
 * date) is within `horizonDays` of the page's today, both days included, and every document
 * expiring by then. Done occurrences are not on it.
 *
 * @computation
 */
export function dueList(
  page: Pick<FleetPage, 'today' | 'items' | 'documents'>,
  horizonDays: number = DUE_LIST_HORIZON_DAYS,
): DueList {
  const until = addDays(page.today, horizonDays);
  const overdue: DueListEntry[] = [];
  const upcoming: DueListEntry[] = [];
  for (const item of page.items) {
    if (item.state === 'done') continue;
    const date = dueDateOf(item);
    if (item.state === 'overdue') overdue.push({ kind: 'item', date, item });
    else if (date !== null && date <= until) upcoming.push({ kind: 'item', date, item });
  }
  for (const document of page.documents) {
    const entry = { kind: 'document' as const, date: document.expiresOn, document };
    if (document.state === 'expired') overdue.push(entry);
    else if (document.expiresOn <= until) upcoming.push(entry);
  }
  return { today: page.today, until, overdue: overdue.sort(compareEntries), upcoming: upcoming.sort(compareEntries) };
}

type OverdueFields = Pick<FleetItemRow, 'id' | 'vehicleId' | 'state' | 'dueDate' | 'forecastDate'>;

/** Each vehicle's overdue occurrences, soonest due first, for the vehicle page and the planning calendar. */
export function overdueItemsByVehicle<Item extends OverdueFields>(items: readonly Item[]): Map<string, Item[]> {
  const byVehicle = new Map<string, Item[]>();
  for (const item of items) {
    if (item.state !== 'overdue') continue;
    const list = byVehicle.get(item.vehicleId);
    if (list) list.push(item);
    else byVehicle.set(item.vehicleId, [item]);
  }
  for (const list of byVehicle.values())
    list.sort((a, b) => (dueDateOf(a) ?? '9999').localeCompare(dueDateOf(b) ?? '9999') || a.id.localeCompare(b.id));
  return byVehicle;
}
