import {
  formatCalendarDate,
  localDateOf,
  localMidnight,
  weekStartOf,
  type DrivingTimeDriver,
  type DrivingTimeDrivers,
} from '@rahti/domain';
import { testId } from '../../test/fixtures';

type Row = DrivingTimeDrivers[number];
const ZONE = 'Europe/Helsinki';
const HOUR = 60 * 60_000;
/**
 * The clock the page tests run at (they fake Date to it): Wednesday 25.11.2026, 12:00 in
 * Helsinki, away from a week's turn and a daylight-saving change, so "this week" and
 * "yesterday" hold still.
 */
export const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const thisWeek = new Date(weekStartOf(NOW)).toISOString();
const lastWeek = new Date(weekStartOf(NOW) - 7 * 24 * HOUR).toISOString();

/** 41 h 30 min this week, 81 h 30 min over two (2 400 + 2 490 = 4 890 min); one very serious daily-driving excess of 75 min. */
export const virta: Row = {
  driverId: testId(1),
  name: 'Virta Anna',
  employeeNumber: '1001',
  weeks: [
    { start: lastWeek, drivingMinutes: 2400 },
    { start: thisWeek, drivingMinutes: 2490 },
  ],
  remaining: { dailyMinutes: 120, weeklyMinutes: 870, fortnightMinutes: 510, untilBreakMinutes: 45 },
  // 04:30 UTC is 06:30 in Helsinki in November (UTC+2).
  infringements: [{ rule: 'daily-driving', severity: 'VSI', start: '2026-11-20T04:30:00.000Z', minutes: 75 }],
};
/** 10 h this week only; nothing wrong. */
export const aalto: Row = {
  driverId: testId(2),
  name: 'Aalto Pekka',
  employeeNumber: '1002',
  weeks: [{ start: thisWeek, drivingMinutes: 600 }],
  remaining: { dailyMinutes: 540, weeklyMinutes: 2760, fortnightMinutes: 4800, untilBreakMinutes: 270 },
  infringements: [],
};
/** Driven out for today; two minor and one serious infringement. */
export const berg: Row = {
  driverId: testId(3),
  name: 'Berg Erik',
  employeeNumber: '1003',
  weeks: [
    { start: lastWeek, drivingMinutes: 3000 },
    { start: thisWeek, drivingMinutes: 1815 },
  ],
  remaining: { dailyMinutes: 0, weeklyMinutes: 1545, fortnightMinutes: 585, untilBreakMinutes: 0 },
  infringements: [
    { rule: 'break', severity: 'MI', start: '2026-11-18T08:00:00.000Z', minutes: 15 },
    { rule: 'daily-rest', severity: 'SI', start: '2026-11-18T20:00:00.000Z', minutes: 90 },
    { rule: 'break', severity: 'MI', start: '2026-11-19T08:00:00.000Z', minutes: 10 },
  ],
};

/** Yesterday in Helsinki as shown, and Virta's day then: 06:00–10:30 drive, a 45 min break, drive to 15:00, an hour's work. */
const yesterday = localDateOf(NOW - 24 * HOUR, ZONE);
export const yesterdayShown = formatCalendarDate(yesterday);
const at = (hours: number) => new Date(localMidnight(yesterday, ZONE) + hours * HOUR).toISOString();
export const virtaDetail: DrivingTimeDriver = {
  ...virta,
  activities: [
    { kind: 'drive', start: at(6), end: at(10.5) },
    { kind: 'break', start: at(10.5), end: at(11.25) },
    { kind: 'drive', start: at(11.25), end: at(15) },
    { kind: 'work', start: at(15), end: at(16) },
  ],
  // The break came 15 min late: marked on yesterday's bar.
  infringements: [...virta.infringements, { rule: 'break', severity: 'MI', start: at(10.5), minutes: 15 }],
};
export const yesterdayBreakShown = `${yesterdayShown} 10:30`;

export const LIST_PATH = 'GET /api/driving-time/drivers';
export const detailPath = (driver: Row) => `GET /api/driving-time/drivers/${driver.driverId}`;
