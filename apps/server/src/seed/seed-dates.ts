const DAY_MS = 24 * 60 * 60 * 1000;

/** `now` moved by whole days (negative: before it). */
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The UTC calendar date of `date`, 'YYYY-MM-DD'. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
