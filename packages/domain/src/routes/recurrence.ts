import type { HolidayCalendar } from '../payroll/finnish-holidays';
import type { Occurrence, OccurrenceRange, Recurrence } from './recurrence.schemas';

export interface ExpandOptions {
  /** The organisation's IANA time zone: dates and start times are its local ones. */
  zone: string;
  /** The public holidays skipped when the recurrence asks for it. */
  holidays: HolidayCalendar;
}

/**
 * The runs of `recurrence` whose (new) local date lies in `range` (both ends included), in
 * start order, skipped ones left out. (Stub: the engine is being written.)
 */
export function expandRecurrence(recurrence: Recurrence, range: OccurrenceRange, options: ExpandOptions): Occurrence[] {
  void recurrence;
  void range;
  void options;
  return [];
}
