import type { TFunction } from 'i18next';

/** "7 h 5 min", "45 min" in the UI language; minutes are rounded down, as a clock does. */
export function formatDuration(t: TFunction, minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  return hours > 0
    ? t('driver:units.hoursMinutes', { hours, minutes: whole % 60 })
    : t('driver:units.minutes', { minutes: whole });
}

/** A running time as a clock, "1:05:09": it visibly moves every second. */
export function formatClock(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
