import { trackingReadingsToKeep, type RfmsStatus, type TrackedOdometer } from '@rahti/domain';
import { withTenant } from '../db/tenant';
import type { AppContext } from '../platform/app-context';
import { trackingOdometerRepository as readings } from './tracking-odometer.repository';

/** The odometers a batch of rFMS statuses reports for the organisation's linked vehicles (VIN → vehicle id). */
export function trackedOdometersOf(
  statuses: readonly RfmsStatus[],
  vehicleOf: ReadonlyMap<string, string>,
): TrackedOdometer[] {
  return statuses.flatMap((status) => {
    const vehicleId = vehicleOf.get(status.vin);
    return vehicleId && status.odometerMeters !== null
      ? [{ vehicleId, at: status.at, meters: status.odometerMeters }]
      : [];
  });
}

/**
 * Keeps what tracking reports of the vehicles' odometers as readings with source 'tracking' (issue
 * 25: current km from the latest of shifts, tracking and hand-typed readings), at most one a
 * vehicle an hour (domain tracking-odometer.ts says why): reads each vehicle's last one, decides
 * after the commit, then writes. Answers how many were kept.
 */
export async function keepTrackingOdometers(
  context: Pick<AppContext, 'database'>,
  organisationId: string,
  reports: readonly TrackedOdometer[],
): Promise<number> {
  if (reports.length === 0) return 0;
  const { db } = context.database;
  const vehicleIds = [...new Set(reports.map((report) => report.vehicleId))];
  const lastKept = await withTenant(db, organisationId, (tx) => readings.lastKept(tx, organisationId, vehicleIds));
  const kept = trackingReadingsToKeep(reports, lastKept);
  if (kept.length > 0) await withTenant(db, organisationId, (tx) => readings.insert(tx, organisationId, kept));
  return kept.length;
}
