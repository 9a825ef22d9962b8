import { DEFAULT_DRIVER_APP_PERMISSIONS, type DriverAppPermissions } from '@rahti/domain';
import { useDriverData } from '../data/driver-data-context';

/** Until the office's answer has been read once: the zone a new organisation gets (DESIGN.md). */
const FALLBACK_TIME_ZONE = 'Europe/Helsinki';

/**
 * The group's permissions and the organisation's zone. Before the app has ever reached the
 * server (a first start offline, or signed out) it offers what a new group allows: the driver
 * can still record, and the server checks every upload against the real group.
 */
export function useDriverSettings(): { permissions: DriverAppPermissions; timeZone: string } {
  const { context } = useDriverData();
  return {
    permissions: context?.permissions ?? DEFAULT_DRIVER_APP_PERMISSIONS,
    timeZone: context?.organisation.timeZone ?? FALLBACK_TIME_ZONE,
  };
}
