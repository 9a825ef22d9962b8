import { groupBy, type OsmandRefusalReason } from '@rahti/domain';
import type { DeviceVehicle } from './osmand.repository';

/** Only an IMEI (15 digits, the vehicles' field) can be a vehicle's: any other id is unknown without asking the database. */
const IMEI = /^\d{15}$/;

/** Whose a device is: the vehicle that receives its positions, and the vehicles that refuse them. */
export interface DeviceDecision {
  accepted: { organisationId: string; vehicleId: string } | null;
  refusals: { organisationId: string; vehicleId: string; reason: OsmandRefusalReason }[];
}

/**
 * The rule for the vehicles an IMEI is on (decision 0015): the one activated first receives the
 * positions (an IMEI typed on a second vehicle later cannot take over a tracker). Its own
 * organisation's other vehicles with the IMEI count an `imeiInUse` refusal if activated, a
 * `notActivated` one if not. Another organisation's vehicles see nothing of a device whose
 * positions go elsewhere, as of a device that does not report: what they see must not tell them
 * that the IMEI is in use, or whose it is. With no vehicle activated, each organisation counts
 * `notActivated` for its own. No vehicle at all: an unknown device (no accepted, no refusals).
 */
export function decideDevice(vehicles: readonly DeviceVehicle[]): DeviceDecision {
  const activated = vehicles
    .filter((vehicle) => vehicle.isActivated)
    .sort(
      (a, b) =>
        (a.activatedAt?.getTime() ?? Infinity) - (b.activatedAt?.getTime() ?? Infinity) ||
        a.organisationId.localeCompare(b.organisationId) ||
        a.vehicleId.localeCompare(b.vehicleId),
    );
  const [first, ...others] = activated;
  const isSeen = (vehicle: DeviceVehicle) => !first || vehicle.organisationId === first.organisationId;
  return {
    accepted: first ? { organisationId: first.organisationId, vehicleId: first.vehicleId } : null,
    refusals: [
      ...others.filter(isSeen).map((vehicle) => ({
        organisationId: vehicle.organisationId,
        vehicleId: vehicle.vehicleId,
        reason: 'imeiInUse' as const,
      })),
      ...vehicles
        .filter((vehicle) => !vehicle.isActivated && isSeen(vehicle))
        .map((vehicle) => ({
          organisationId: vehicle.organisationId,
          vehicleId: vehicle.vehicleId,
          reason: 'notActivated' as const,
        })),
    ],
  };
}

const UNKNOWN: DeviceDecision = { accepted: null, refusals: [] };

export interface DeviceDirectoryOptions {
  /** How long an answer is kept: a vehicle activated, deactivated or given another IMEI takes effect within this time. */
  ttlMs: number;
  /** Most devices kept; the oldest answers go first past it (a flood of made-up ids cannot grow memory). */
  maxEntries: number;
  /** A monotonic clock in ms (performance.now); tests pass their own. */
  clock: () => number;
}

/**
 * The listener's memory of whose each device is, so a tracker reporting every few seconds costs
 * one lookup per `ttlMs`, not one per position. Every id missing from memory in a batch is looked
 * up in one query.
 */
export function createDeviceDirectory(
  lookup: (imeis: string[]) => Promise<DeviceVehicle[]>,
  options: DeviceDirectoryOptions,
) {
  const entries = new Map<string, { decision: DeviceDecision; expiresAt: number }>();

  const remember = (deviceId: string, decision: DeviceDecision, now: number) => {
    entries.delete(deviceId);
    entries.set(deviceId, { decision, expiresAt: now + options.ttlMs });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    /** The decision for each of `deviceIds` (duplicates allowed). */
    async decide(deviceIds: readonly string[]): Promise<Map<string, DeviceDecision>> {
      const now = options.clock();
      const decisions = new Map<string, DeviceDecision>();
      const missing = new Set<string>();
      for (const deviceId of deviceIds) {
        if (decisions.has(deviceId)) continue;
        const entry = entries.get(deviceId);
        if (entry && entry.expiresAt > now) decisions.set(deviceId, entry.decision);
        else if (!IMEI.test(deviceId)) decisions.set(deviceId, UNKNOWN);
        else missing.add(deviceId);
      }
      if (missing.size === 0) return decisions;
      const byImei = groupBy(await lookup([...missing]), (vehicle) => vehicle.imei);
      for (const deviceId of missing) {
        const decision = decideDevice(byImei.get(deviceId) ?? []);
        decisions.set(deviceId, decision);
        remember(deviceId, decision, now);
      }
      return decisions;
    },

    /** Forgets a device, so its next report is looked up again (its vehicle was gone at insert). */
    forget(deviceId: string): void {
      entries.delete(deviceId);
    },
  };
}
