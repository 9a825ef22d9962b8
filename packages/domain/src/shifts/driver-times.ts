/**
 * How far from now a driver may record (issue 21): a phone's clock or a typo must not put a shift
 * in 2099 or 1900. A time at most a day ahead (a phone's clock a little fast, a shift ending after
 * midnight in another zone) and at most a year back (a review edit of last month, an outbox kept
 * for weeks) is the driver's to record; anything else is the office's to enter. Absences are
 * planned: a driver's absence may start at most a year back and end at most a year ahead.
 */
export const DRIVER_TIME_LIMITS = { aheadHours: 24, backYears: 1, absenceAheadYears: 1 } as const;

export type DriverTimeProblem = 'timeTooFarAhead' | 'timeTooFarBack';
export type DriverAbsenceProblem = 'absenceTooFarAhead' | 'absenceTooFarBack';

const HOUR_MS = 3_600_000;

/** The same instant `years` years earlier (or later, when negative), in UTC. */
function yearsBefore(nowMs: number, years: number): number {
  const date = new Date(nowMs);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.getTime();
}

/** Whether an instant a driver records (ms) is out of reach of `nowMs`: more than a day ahead or more than a year back. */
export function driverTimeProblem(atMs: number, nowMs: number): DriverTimeProblem | undefined {
  if (atMs > nowMs + DRIVER_TIME_LIMITS.aheadHours * HOUR_MS) return 'timeTooFarAhead';
  if (atMs < yearsBefore(nowMs, DRIVER_TIME_LIMITS.backYears)) return 'timeTooFarBack';
  return undefined;
}

/** The first start or end of a shift's events out of a driver's reach, with its path (`events.2.end`). */
export function firstEventTimeOutOfReach(
  events: readonly { start: string; end: string | null }[],
  now: Date,
): { path: string; problem: DriverTimeProblem } | undefined {
  for (const [index, event] of events.entries()) {
    for (const field of ['start', 'end'] as const) {
      const value = event[field];
      const problem = value === null ? undefined : driverTimeProblem(Date.parse(value), now.getTime());
      if (problem) return { path: `events.${index}.${field}`, problem };
    }
  }
  return undefined;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** "2027-05-04" → "2026-05-04": the same local date `years` years earlier (later when negative); 29 February becomes the 28th in a common year. */
function shiftYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5) === '02-29' && !isLeapYear(year) ? '02-28' : date.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** An absence a driver records, in local dates: its first day at most a year before `today`, its last at most a year after. */
export function driverAbsenceProblem(
  absence: { startDate: string; endDate: string },
  today: string,
): { path: 'startDate' | 'endDate'; problem: DriverAbsenceProblem } | undefined {
  if (absence.startDate < shiftYears(today, DRIVER_TIME_LIMITS.backYears))
    return { path: 'startDate', problem: 'absenceTooFarBack' };
  if (absence.endDate > shiftYears(today, -DRIVER_TIME_LIMITS.absenceAheadYears))
    return { path: 'endDate', problem: 'absenceTooFarAhead' };
  return undefined;
}
