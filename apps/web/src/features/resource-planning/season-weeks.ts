import { localDateOf, type PlanningCalendar } from '@rahti/domain';
import { addDays, datesBetween, startOfWeek } from '../../lib/calendar-dates';
import { isoWeekNumber, type Period } from './planning-period';

export interface SeasonWeek {
  monday: string;
  /** ISO 8601 week number. */
  number: number;
}

/** One driver's week: planned hours against the group's standard hours on the days they can work. */
export interface SeasonCell {
  plannedMinutes: number;
  /** Weekdays (Monday–Friday, not holidays) with an absence. */
  absentDays: number;
  /** Public holidays on weekdays. */
  holidayDays: number;
  /** Standard hours a day × the weekdays left; null for a driver without a group. */
  targetHours: number | null;
}

type Season = Pick<PlanningCalendar, 'drivers' | 'plans' | 'absences'>;

/** The Monday-to-Sunday weeks of a period that starts on a Monday. */
export function seasonWeeks(period: Period): SeasonWeek[] {
  const weeks: SeasonWeek[] = [];
  for (let monday = startOfWeek(period.from); monday <= period.to; monday = addDays(monday, 7))
    weeks.push({ monday, number: isoWeekNumber(monday) });
  return weeks;
}

/** The calendars of the season's pieces as one: a plan or absence that two pieces both hold counts once. */
export function mergeCalendars(pieces: readonly PlanningCalendar[]): Season {
  const byId = <T extends { id: string }>(lists: T[][]) => [
    ...new Map(lists.flat().map((item) => [item.id, item])).values(),
  ];
  return {
    drivers: byId(pieces.map((piece) => piece.drivers)),
    plans: byId(pieces.map((piece) => piece.plans)),
    absences: byId(pieces.map((piece) => piece.absences)),
  };
}

/**
 * Each driver's weeks. A plan counts in the week of the local day it starts, for its whole
 * length. The yardstick is the group's standard hours a day × 5, less a day for each weekday
 * that is a public holiday or that the driver is absent (any absence, approved or not).
 */
export function seasonCells(
  season: Season,
  weeks: readonly SeasonWeek[],
  zone: string,
  holidays: ReadonlySet<string>,
): Map<string, SeasonCell[]> {
  const weekOf = new Map(weeks.map((week, index) => [week.monday, index]));
  const cells = new Map<string, SeasonCell[]>();
  const absentDates = new Map<string, Set<string>>();
  for (const driver of season.drivers) {
    cells.set(
      driver.id,
      weeks.map(() => ({ plannedMinutes: 0, absentDays: 0, holidayDays: 0, targetHours: null })),
    );
    absentDates.set(driver.id, new Set());
  }
  for (const plan of season.plans) {
    const index = weekOf.get(startOfWeek(localDateOf(Date.parse(plan.start), zone)));
    const cell = index === undefined ? undefined : cells.get(plan.driverId)?.[index];
    if (cell) cell.plannedMinutes += (Date.parse(plan.end) - Date.parse(plan.start)) / 60_000;
  }
  for (const absence of season.absences)
    for (const date of datesBetween(absence.startDate, absence.endDate)) absentDates.get(absence.driverId)?.add(date);

  for (const driver of season.drivers) {
    const absent = absentDates.get(driver.id)!;
    cells.get(driver.id)!.forEach((cell, index) => {
      const weekdays = datesBetween(weeks[index]!.monday, addDays(weeks[index]!.monday, 4));
      cell.holidayDays = weekdays.filter((date) => holidays.has(date)).length;
      cell.absentDays = weekdays.filter((date) => !holidays.has(date) && absent.has(date)).length;
      const workdays = 5 - cell.holidayDays - cell.absentDays;
      cell.targetHours = driver.standardHours === null ? null : driver.standardHours * workdays;
    });
  }
  return cells;
}
