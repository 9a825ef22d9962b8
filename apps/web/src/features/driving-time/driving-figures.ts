import { SEVERITIES, weekStartOf, type DrivingTimeResult, type Severity } from '@rahti/domain';

/** Regulation (EC) 561/2006 art. 6(2) and 6(3), in minutes: 56 h a week, 90 h in two consecutive weeks. */
export const WEEK_LIMIT_MINUTES = 56 * 60;
export const FORTNIGHT_LIMIT_MINUTES = 90 * 60;
const WEEK_MS = 7 * 24 * 60 * 60_000;

const drivingInWeek = (result: Pick<DrivingTimeResult, 'weeks'>, start: number) =>
  result.weeks.filter((week) => Date.parse(week.start) === start).reduce((sum, week) => sum + week.drivingMinutes, 0);

/** Minutes driven in the week holding `now`, and in that week with the one before (the 90 h fortnight). */
export function drivingSoFar(
  result: Pick<DrivingTimeResult, 'weeks'>,
  now: number,
): { week: number; fortnight: number } {
  const start = weekStartOf(now);
  const week = drivingInWeek(result, start);
  return { week, fortnight: week + drivingInWeek(result, start - WEEK_MS) };
}

/** Driving the driver may still do now: the tightest of the day, week and fortnight allowances. */
export const drivingLeft = (remaining: DrivingTimeResult['remaining']) =>
  Math.min(remaining.dailyMinutes, remaining.weeklyMinutes, remaining.fortnightMinutes);

/** How many infringements of each severity, every severity present (zero when none). */
export function severityCounts(infringements: DrivingTimeResult['infringements']): Record<Severity, number> {
  const counts: Record<Severity, number> = { MI: 0, SI: 0, VSI: 0, MSI: 0 };
  for (const infringement of infringements) counts[infringement.severity] += 1;
  return counts;
}

/** One number that orders drivers by their worst infringements first, then by how many (fewer than 1 000 of a kind). */
export function severityWeight(infringements: DrivingTimeResult['infringements']): number {
  const counts = severityCounts(infringements);
  return [...SEVERITIES].reverse().reduce((weight, severity) => weight * 1000 + counts[severity], 0);
}

/** Badge colours; the words beside them carry the meaning, so the colour is never alone. */
export const SEVERITY_COLOURS: Record<Severity, string> = { MI: 'yellow', SI: 'orange', VSI: 'red', MSI: 'grape' };

/** Minutes as hours to two decimals, for the CSV. */
export const minutesAsHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
