import { localMidnight } from '@rahti/domain';

const DAY_MS = 86_400_000;

/** A calendar date ('YYYY-MM-DD') `days` later (or earlier). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday 0 … Sunday 6. */
export const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** DD.MM.YYYY, as the apps write dates in every language. */
export const dateText = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** The instant (ISO) of a local wall time ('HH:MM') on `date` in `zone`. */
export function wallTime(date: string, time: string, zone: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(localMidnight(date, zone) + (hours * 60 + minutes) * 60_000).toISOString();
}
