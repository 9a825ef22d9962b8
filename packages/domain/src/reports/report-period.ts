import { z } from 'zod';
import { addDays } from '../payroll/calendar-dates';

export const REPORT_SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];

/** Weekday of a local date, ISO numbering: Monday 1 … Sunday 7. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The period a schedule sends on local date `today`: the previous ISO week (Monday–Sunday) or
 * the previous calendar month, both whole; its key ("2026-W47", "2026-10") is what a schedule
 * claims once so a period goes out once.
 */
export function previousPeriod(
  frequency: ReportScheduleFrequency,
  today: string,
): { from: string; to: string; key: string } {
  if (frequency === 'weekly') {
    const monday = addDays(today, -(isoWeekdayOf(today) - 1) - 7);
    return { from: monday, to: addDays(monday, 6), key: isoWeekKey(monday) };
  }
  const firstOfThis = `${today.slice(0, 7)}-01`;
  const to = addDays(firstOfThis, -1);
  return { from: `${to.slice(0, 7)}-01`, to, key: to.slice(0, 7) };
}

/** ISO week key of a Monday: the week belongs to the year of its Thursday. */
function isoWeekKey(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 4 - isoWeekdayOf(`${year}-01-04`));
  const week = Math.round((Date.parse(thursday) - Date.parse(firstThursday)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * Whether a schedule sends on `today`: a weekly one on its weekday (1–7), a monthly one on its
 * day of month (1–28, so every month has it), and only for a period it has not sent yet.
 */
export function isScheduleDue(
  schedule: { frequency: ReportScheduleFrequency; day: number; lastSentPeriod: string | null },
  today: string,
): boolean {
  const onDay =
    schedule.frequency === 'weekly'
      ? isoWeekdayOf(today) === schedule.day
      : Number(today.slice(8, 10)) === schedule.day;
  return onDay && previousPeriod(schedule.frequency, today).key !== schedule.lastSentPeriod;
}

export const reportScheduleDayField = z.number().int('validation:integer').min(1, 'validation:invalid');
