import type { TFunction } from 'i18next';
import type { VehicleLocation } from '@rahti/domain';

const MINUTE = 60_000;

/** "5 min ago", "3 h ago", "2 days ago": how old a position is, in words. */
export function ageText(t: TFunction, at: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(at)) / MINUTE);
  if (minutes < 1) return t('web-tracking:justNow');
  if (minutes < 60) return t('web-tracking:agoMinutes', { count: minutes });
  if (minutes < 48 * 60) return t('web-tracking:agoHours', { count: Math.floor(minutes / 60) });
  return t('web-tracking:agoDays', { count: Math.floor(minutes / (24 * 60)) });
}

/** Active, inactive or never reported, in words (shapes on the map say the same). */
export function statusText(t: TFunction, vehicle: VehicleLocation): string {
  if (!vehicle.position) return t('web-tracking:status.never');
  return vehicle.active ? t('web-tracking:status.active') : t('web-tracking:status.inactive');
}
