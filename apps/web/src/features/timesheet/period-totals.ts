import { localDateOf, minutesByWorkType, type Absence, type Shift } from '@rahti/domain';
import { datesOf, type Period } from './period';

/** Minutes per work type and in all; every event counts, breaks too (as the period list does). */
export interface Totals {
  byWorkType: ReadonlyMap<number, number>;
  totalMinutes: number;
}

export const toEventTimes = (shift: Pick<Shift, 'events'>) =>
  shift.events.map((event) => ({
    workType: event.workType,
    start: Date.parse(event.start),
    ...(event.end ? { end: Date.parse(event.end) } : {}),
  }));

/** A shift's minutes by work type; a running event counts up to `now`. */
export function shiftTotals(shift: Pick<Shift, 'events'>, now: number): Totals {
  return sumTotals([minutesByWorkType(toEventTimes(shift), now)]);
}

function sumTotals(parts: readonly ReadonlyMap<number, number>[]): Totals {
  const byWorkType = new Map<number, number>();
  for (const part of parts)
    for (const [workType, minutes] of part) byWorkType.set(workType, (byWorkType.get(workType) ?? 0) + minutes);
  const sorted = new Map([...byWorkType].sort(([a], [b]) => a - b));
  return { byWorkType: sorted, totalMinutes: [...sorted.values()].reduce((sum, minutes) => sum + minutes, 0) };
}

export interface PeriodDay {
  date: string;
  shifts: Shift[];
  absences: Absence[];
  totals: Totals;
}

/**
 * Every day of the period with its shifts and absences. A shift belongs to the local date its
 * first event starts on (decision 0011), whole: a night shift counts on the evening it began.
 * An absence shows on every date it covers.
 */
export function periodDays(
  period: Period,
  shifts: readonly Shift[],
  absences: readonly Absence[],
  zone: string,
  now: number,
): { days: PeriodDay[]; totals: Totals } {
  const byDate = new Map<string, Shift[]>();
  for (const shift of [...shifts].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = localDateOf(Date.parse(shift.start), zone);
    byDate.set(date, [...(byDate.get(date) ?? []), shift]);
  }
  const days = datesOf(period).map((date) => {
    const dayShifts = byDate.get(date) ?? [];
    return {
      date,
      shifts: dayShifts,
      absences: absences.filter((absence) => absence.startDate <= date && date <= absence.endDate),
      totals: sumTotals(dayShifts.map((shift) => shiftTotals(shift, now).byWorkType)),
    };
  });
  return { days, totals: sumTotals(days.map((day) => day.totals.byWorkType)) };
}
