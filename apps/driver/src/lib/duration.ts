import type { TFunction } from 'i18next';
import { minutesToMs, shownDuration } from '@rahti/domain';

/**
 * "7 h 5 min", "45 min", or "45 s" under a minute, in the UI language: rounded once by the
 * domain's rule (whole minutes, half up), so the phone shows what the office shows.
 */
export function formatDuration(t: TFunction, minutes: number): string {
  const shown = shownDuration(minutesToMs(minutes));
  if ('seconds' in shown) return t('driver:units.seconds', { seconds: shown.seconds });
  return shown.hours > 0
    ? t('driver:units.hoursMinutes', { hours: shown.hours, minutes: shown.minutes })
    : t('driver:units.minutes', { minutes: shown.minutes });
}

/** A running time as a clock, "1:05:09": it visibly moves every second. */
export function formatClock(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
