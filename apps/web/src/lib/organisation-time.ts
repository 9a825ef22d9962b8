import { formatCalendarDate, localDateOf, zoneOffsetMinutes } from '@rahti/domain';
import { useAccount } from '../auth/use-account';

/** Until the account has loaded: the zone a new organisation gets (DESIGN.md). */
const FALLBACK_TIME_ZONE = 'Europe/Helsinki';

/** The organisation's time zone, in which every shift time is shown (issue 10). */
export function useOrganisationTimeZone(): string {
  return useAccount().data?.organisationTimeZone ?? FALLBACK_TIME_ZONE;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** HH:mm on the zone's clocks at `instant` (an ISO string). */
export function zonedTime(instant: string, zone: string): string {
  const ms = Date.parse(instant);
  const wall = new Date(ms + zoneOffsetMinutes(ms, zone) * 60_000);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** DD.MM.YYYY of the zone's calendar at `instant` (an ISO string). */
export function zonedDate(instant: string, zone: string): string {
  return formatCalendarDate(localDateOf(Date.parse(instant), zone));
}

/** 'DD.MM.YYYY HH:mm' on the zone's calendar and clocks at `instant` (an ISO string). */
export function zonedDateTime(instant: string, zone: string): string {
  return `${zonedDate(instant, zone)} ${zonedTime(instant, zone)}`;
}

/** Today in the zone, 'YYYY-MM-DD'. */
export function zonedToday(zone: string, now = Date.now()): string {
  return localDateOf(now, zone);
}
