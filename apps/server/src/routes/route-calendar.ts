import { localDateOf, monthOf, type OccurrenceRange } from '@rahti/domain';

/** The organisation's current month, 'YYYY-MM', in its time zone. */
export const currentMonth = (now: number, zone: string): string => localDateOf(now, zone).slice(0, 7);

/** A month's first and last local date. */
export const monthRange = (month: string): OccurrenceRange => monthOf(`${month}-01`);

/** `range` up to the route's last day (`endedOn`, included); null when nothing of it is left. */
export function upToEnd(range: OccurrenceRange, endedOn: string | null): OccurrenceRange | null {
  const to = endedOn !== null && endedOn < range.to ? endedOn : range.to;
  return to < range.from ? null : { from: range.from, to };
}
