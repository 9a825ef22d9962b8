import { hasAccess, type OsmandRefusals } from '@rahti/domain';
import type { AppContext } from '../../platform/app-context';
import { withSystem, withTenant } from '../../db/tenant';
import type { AuthContext } from '../../http/access';
import { findRefusals, findUnknownDevices } from './osmand.repository';

/** The site's row, or nothing refused yet. */
const unknownDevicesOf = (row: Awaited<ReturnType<typeof findUnknownDevices>>) =>
  row
    ? { count: row.refused_count, lastAt: row.last_refused_at.toISOString(), lastDevice: row.last_device }
    : { count: 0, lastAt: null, lastDevice: null };

export function createOsmandRefusalsService(context: AppContext) {
  const { db } = context.database;

  return {
    /**
     * The positions the OsmAnd listener refused for the caller's organisation's vehicles; and,
     * for the site operator only, those of devices that are no vehicle's IMEI, which belong to
     * no organisation (read as the owner: a site-wide count, decision 0015).
     */
    async find(auth: AuthContext): Promise<OsmandRefusals> {
      const rows = await withTenant(db, auth.organisationId, (tx) => findRefusals(tx, auth.organisationId));
      const unknown = hasAccess('siteOperator', auth) ? await withSystem(db, (tx) => findUnknownDevices(tx)) : null;
      return {
        refusals: rows.map((row) => ({
          reason: row.reason,
          count: row.refused_count,
          lastAt: row.last_refused_at.toISOString(),
          lastDevice: row.last_device,
          lastVehicle:
            row.vehicle_id && row.register_number !== null
              ? { id: row.vehicle_id, registerNumber: row.register_number }
              : null,
        })),
        unknownDevices: unknown === null ? null : unknownDevicesOf(unknown),
      };
    },
  };
}
