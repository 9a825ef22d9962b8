import { localMidnight } from '../platform/time-zones';

/** One local calendar month of a period, cut to the period: 'YYYY-MM' and its instants [start, end). */
export interface PeriodMonth {
  month: string;
  startMs: number;
  endMs: number;
}

/**
 * The local months a period of local dates (`from`–`to`, inclusive) touches, each cut to the
 * period, with true lengths in `zone` (a month with a daylight-saving change is an hour
 * shorter or longer). Used for the available hours of a month's utilisation.
 */
export function periodMonths(from: string, to: string, zone: string): PeriodMonth[] {
  const periodStart = localMidnight(from, zone);
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  const periodEnd = localMidnight(new Date(Date.UTC(toYear, toMonth - 1, toDay + 1)).toISOString().slice(0, 10), zone);
  const months: PeriodMonth[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const startMs = Math.max(periodStart, localMidnight(first, zone));
    if (startMs >= periodEnd) break;
    const endMs = Math.min(periodEnd, localMidnight(next, zone));
    months.push({ month: first.slice(0, 7), startMs, endMs });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
