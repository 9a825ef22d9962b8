import type { CalendarEvent } from '../platform/icalendar';
import { dueDateOf } from './fleet-due-list';
import type { ExpiringDocument, FleetItemRow, FleetPage } from './fleet-item.schemas';

/** The words of the feed's events, in the feed's language. */
export interface FleetCalendarWords {
  /** "ABC-123 Volvo FH – Maintenance: Oil and filters". */
  itemSummary: (item: FleetItemRow) => string;
  /** Where it falls due and, for a km item, what the date is forecast from. */
  itemDescription: (item: FleetItemRow) => string;
  /** "Aalto Anna – ADR". */
  documentSummary: (document: ExpiringDocument) => string;
  /** "expires 16.03.2026". */
  documentDescription: (document: ExpiringDocument) => string;
  /** The page the office acts on (the fleet page). */
  url: string;
}

/** An occurrence's event id: its own id, which completing keeps, so the calendar updates it in place. */
export const fleetItemEventUid = (itemId: string) => `fleet-item-${itemId}@rahti`;

/** A document's event id: a renewed licence has a new expiry date, and so a new event. */
export const documentEventUid = (document: Pick<ExpiringDocument, 'driverId' | 'code' | 'expiresOn'>) =>
  `licence-${document.driverId}-${encodeURIComponent(document.code)}-${document.expiresOn}@rahti`;

/**
 * The calendar feed's events (issue 25): one all-day event on the date each open occurrence falls
 * due (a km item's forecast date; none without a forecast) and on the expiry date of each document
 * on the fleet page's list. Done occurrences drop out of the feed.
 *
 * @computation
 */
export function fleetCalendarEvents(
  page: Pick<FleetPage, 'items' | 'documents'>,
  words: FleetCalendarWords,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const item of page.items) {
    const date = item.state === 'done' ? null : dueDateOf(item);
    if (date === null) continue;
    events.push({
      uid: fleetItemEventUid(item.id),
      date,
      summary: words.itemSummary(item),
      description: words.itemDescription(item),
      url: words.url,
    });
  }
  for (const document of page.documents)
    events.push({
      uid: documentEventUid(document),
      date: document.expiresOn,
      summary: words.documentSummary(document),
      description: words.documentDescription(document),
      url: words.url,
    });
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}
