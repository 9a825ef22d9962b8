import { performance } from 'node:perf_hooks';
import { shortenDeviceId, type OsmandFix } from '@rahti/domain';
import type { AppContext } from '../../platform/app-context';
import { withNoTenant, withTenant } from '../../db/tenant';
import { insertPositions, lockKnownVehicles, type PositionFix } from '../../positions/positions.repository';
import { createDeviceDirectory, type DeviceDecision } from './device-directory';
import { countRefusals, countUnknownDevices, findDeviceVehicles, type RefusalTally } from './osmand.repository';

/** What the listener tells the device: its report is kept (200), or its id is refused (400/404). */
export type IngestOutcome = 'accepted' | 'refused';

/** One request's report: a fix to store, or none (a report without coordinates; an invalid fix). */
export interface DeviceReport {
  deviceId: string;
  fix: OsmandFix | null;
}

export interface OsmandIngestOptions {
  /** How long reports wait to be written together (ms). */
  batchWindowMs?: number;
  /** How long the listener trusts what it knows about a device (ms); see device-directory.ts. */
  deviceCacheMs?: number;
  /** A monotonic clock for the device cache; tests pass their own. */
  clock?: () => number;
  onError?: (error: unknown) => void;
}

export const OSMAND_DEFAULTS = {
  batchWindowMs: 5,
  deviceCacheMs: 10_000,
  maxDevices: 100_000,
  maxBatch: 2000,
} as const;

interface Waiting {
  report: DeviceReport;
  resolve: (outcome: IngestOutcome) => void;
  reject: (error: unknown) => void;
}

/** One organisation's share of a flush. */
interface OrganisationWork {
  accepted: { waiting: Waiting; vehicleId: string }[];
  refusals: Map<string, RefusalTally>;
}

/**
 * Group commit for the OsmAnd listener. Reports wait up to `batchWindowMs` (longer while the
 * database is busy with earlier flushes, so batches grow with the load); then one flush looks up
 * every device not in memory in one query and writes each organisation's positions and refusal
 * counts in one transaction. A request is answered only after its transaction has committed, so
 * nothing acknowledged is lost; a failed transaction fails its requests (500) and the devices
 * send again.
 */
export function createOsmandIngest(context: AppContext, options: OsmandIngestOptions = {}) {
  const { db } = context.database;
  const windowMs = options.batchWindowMs ?? OSMAND_DEFAULTS.batchWindowMs;
  // The embedded database is one session: a second flush would only queue behind the first. On a
  // server, two flushes overlap (one writes while the next gathers) without taking most of the
  // pool of connections the API shares (bench/osmand.ts: no gain from more on two cores).
  const maxInFlight = context.database.kind === 'pglite' ? 1 : 2;
  const directory = createDeviceDirectory((imeis) => withNoTenant(db, (tx) => findDeviceVehicles(tx, imeis)), {
    ttlMs: options.deviceCacheMs ?? OSMAND_DEFAULTS.deviceCacheMs,
    maxEntries: OSMAND_DEFAULTS.maxDevices,
    clock: options.clock ?? (() => performance.now()),
  });

  let pending: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = 0;
  const drained: (() => void)[] = [];

  const schedule = () => {
    if (timer || pending.length === 0 || inFlight >= maxInFlight) return;
    timer = setTimeout(() => {
      timer = undefined;
      const batch = pending.length > OSMAND_DEFAULTS.maxBatch ? pending.splice(0, OSMAND_DEFAULTS.maxBatch) : pending;
      if (batch === pending) pending = [];
      inFlight++;
      void flush(batch).finally(() => {
        inFlight--;
        schedule();
        if (inFlight === 0 && pending.length === 0) for (const done of drained.splice(0)) done();
      });
    }, windowMs);
  };

  async function flush(batch: Waiting[]): Promise<void> {
    const receivedAt = context.now();
    let decisions: Map<string, DeviceDecision>;
    try {
      decisions = await directory.decide(batch.map((waiting) => waiting.report.deviceId));
    } catch (error) {
      options.onError?.(error);
      for (const waiting of batch) waiting.reject(error);
      return;
    }

    const organisations = new Map<string, OrganisationWork>();
    const work = (organisationId: string) => {
      let found = organisations.get(organisationId);
      if (!found) organisations.set(organisationId, (found = { accepted: [], refusals: new Map() }));
      return found;
    };
    const refused: Waiting[] = [];
    let unknown: { count: number; lastDevice: string } | undefined;
    for (const waiting of batch) {
      const { deviceId } = waiting.report;
      const decision = decisions.get(deviceId)!;
      for (const refusal of decision.refusals) {
        const tallies = work(refusal.organisationId).refusals;
        const tally = tallies.get(refusal.reason);
        const lastDevice = shortenDeviceId(deviceId);
        if (tally) Object.assign(tally, { count: tally.count + 1, lastDevice, lastVehicleId: refusal.vehicleId });
        else
          tallies.set(refusal.reason, {
            reason: refusal.reason,
            count: 1,
            lastAt: receivedAt,
            lastDevice,
            lastVehicleId: refusal.vehicleId,
          });
      }
      if (decision.accepted)
        work(decision.accepted.organisationId).accepted.push({ waiting, vehicleId: decision.accepted.vehicleId });
      else {
        refused.push(waiting);
        if (decision.refusals.length === 0)
          unknown = { count: (unknown?.count ?? 0) + 1, lastDevice: shortenDeviceId(deviceId) };
      }
    }

    const writes = [...organisations].map(([organisationId, share]) =>
      writeOrganisation(organisationId, share, receivedAt),
    );
    if (unknown) {
      const { count, lastDevice } = unknown;
      writes.push(
        withNoTenant(db, (tx) => countUnknownDevices(tx, count, receivedAt, lastDevice)).catch((error: unknown) =>
          options.onError?.(error),
        ),
      );
    }
    await Promise.all(writes);
    // A refused device is told so even when its count could not be written: sending again would not help it.
    for (const waiting of refused) waiting.resolve('refused');
  }

  /** One organisation's positions and refusal counts in one transaction; answers its accepted requests. */
  async function writeOrganisation(organisationId: string, share: OrganisationWork, receivedAt: Date): Promise<void> {
    try {
      const gone = await withTenant(db, organisationId, async (tx) => {
        const vehicleIds = [...new Set(share.accepted.map((item) => item.vehicleId))];
        const known = await lockKnownVehicles(tx, organisationId, vehicleIds);
        const fixes: PositionFix[] = [];
        for (const { waiting, vehicleId } of share.accepted) {
          const fix = waiting.report.fix;
          // A fix the device itself calls invalid (no satellites) is answered but not stored: its place is a guess.
          if (fix && fix.isValid && known.has(vehicleId)) {
            fixes.push({
              vehicleId,
              recordedAt: new Date(fix.fixTimeMs),
              latitude: fix.latitude,
              longitude: fix.longitude,
              speedKmh: fix.speedKmh,
              headingDegrees: fix.headingDegrees,
              accuracyMeters: fix.accuracyMeters,
            });
          }
        }
        await insertPositions(tx, organisationId, { source: 'osmand', driverId: null, receivedAt }, fixes);
        await countRefusals(tx, organisationId, [...share.refusals.values()]);
        return new Set(share.accepted.filter((item) => !known.has(item.vehicleId)).map((item) => item.waiting));
      });
      for (const { waiting } of share.accepted) {
        if (gone.has(waiting)) directory.forget(waiting.report.deviceId);
        waiting.resolve(gone.has(waiting) ? 'refused' : 'accepted');
      }
    } catch (error) {
      options.onError?.(error);
      for (const { waiting } of share.accepted) waiting.reject(error);
    }
  }

  return {
    /** Queues a report; resolves once it is written (or refused), rejects when its transaction failed. */
    submit(report: DeviceReport): Promise<IngestOutcome> {
      return new Promise((resolve, reject) => {
        pending.push({ report, resolve, reject });
        schedule();
      });
    },

    /** Resolves once every report submitted so far is answered (for a clean shutdown). */
    drain(): Promise<void> {
      if (inFlight === 0 && pending.length === 0) return Promise.resolve();
      return new Promise((resolve) => drained.push(resolve));
    },
  };
}
