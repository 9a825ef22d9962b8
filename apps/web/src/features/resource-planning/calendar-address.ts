import { isCalendarDate } from '../../lib/calendar-dates';
import { isSpan, periodOf, type Period } from './planning-period';

/** The calendar's API path for a period (under /api). */
export const calendarPath = ({ from, to }: Period) =>
  `/resource-planning/calendar?${new URLSearchParams({ from, to }).toString()}`;

/** The API path of the conflicts of a period's stored plans. */
export const conflictsPath = ({ from, to }: Period) =>
  `/resource-planning/conflicts?${new URLSearchParams({ from, to }).toString()}`;

/**
 * The period the page at `search` will show first, read before the app knows the
 * organisation's time zone: without a date in the address, today here (usePlanningParams uses
 * the organisation's today, almost always the same). Undefined on the season tab.
 */
export function firstPeriod(search: string, now = Date.now()): Period | undefined {
  const params = new URLSearchParams(search);
  if (params.get('view') === 'season') return undefined;
  const date = params.get('date');
  const span = params.get('span');
  const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return periodOf(isCalendarDate(date) ? date : today, isSpan(span) ? span : 'week');
}
