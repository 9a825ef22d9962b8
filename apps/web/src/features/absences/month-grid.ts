import type { Absence } from '@rahti/domain';
import { addDays, firstOfMonth, lastOfMonth, startOfWeek } from '../../lib/calendar-dates';

/**
 * The weeks (Monday to Sunday) that hold a month 'YYYY-MM', as rows of seven local dates; days
 * of the months before and after fill the first and last week.
 */
export function monthWeeks(month: string): string[][] {
  const weeks: string[][] = [];
  const last = lastOfMonth(month);
  for (let monday = startOfWeek(firstOfMonth(month)); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, day) => addDays(monday, day)));
  }
  return weeks;
}

/** The first and last date the grid of `month` shows. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: weeks[0]![0]!, to: weeks.at(-1)![6]! };
}

/** The absences on `date`: every one whose first day is on or before it and last day on or after it. */
export function absencesOn(absences: readonly Absence[], date: string): Absence[] {
  return absences.filter((absence) => absence.startDate <= date && date <= absence.endDate);
}
