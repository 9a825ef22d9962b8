import { roundKm } from './fleet-item-rules';

/**
 * At most one odometer reading a vehicle's tracking (rFMS) gives per hour. A poll every minute
 * would add 1 440 rows a vehicle a day; the rules need far fewer: the current km (an hour old at
 * worst, against a lead of 1 500 km) and the km a day over 30 days, which two readings a day
 * apart already give. 24 a day keeps the readings table small and each vehicle's history short.
 */
export const TRACKING_READING_INTERVAL_MS = 3_600_000;

/** A vehicle's odometer as its tracking reported it. */
export interface TrackedOdometer {
  vehicleId: string;
  /** When the vehicle reported it (epoch milliseconds). */
  at: number;
  /** The odometer in metres (rFMS hrTotalVehicleDistance). */
  meters: number;
}

/** A reading to store with source 'tracking'. */
export interface TrackingReading {
  vehicleId: string;
  at: number;
  /** Km to 0.1, as the readings are kept. */
  km: number;
}

/**
 * The readings of a poll's reports worth keeping: each vehicle's newest report, when it is at
 * least an hour after the vehicle's latest tracking reading kept so far (`lastKept`, epoch
 * milliseconds; a vehicle without one always gets its first). An older report read late changes
 * nothing.
 *
 * @computation
 */
export function trackingReadingsToKeep(
  reports: readonly TrackedOdometer[],
  lastKept: ReadonlyMap<string, number>,
): TrackingReading[] {
  const newest = new Map<string, TrackedOdometer>();
  for (const report of reports) {
    if (!Number.isFinite(report.meters) || report.meters < 0 || !Number.isFinite(report.at)) continue;
    const seen = newest.get(report.vehicleId);
    if (!seen || report.at > seen.at) newest.set(report.vehicleId, report);
  }
  const kept: TrackingReading[] = [];
  for (const report of newest.values()) {
    const last = lastKept.get(report.vehicleId);
    if (last !== undefined && report.at < last + TRACKING_READING_INTERVAL_MS) continue;
    kept.push({ vehicleId: report.vehicleId, at: report.at, km: roundKm(report.meters / 1000) });
  }
  return kept;
}
