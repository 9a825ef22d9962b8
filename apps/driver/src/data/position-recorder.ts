import { AUTO_WORK_TYPE_START, observePosition, type AutoWorkTypeSuggestion, type PositionSample } from '@rahti/domain';
import type { DriverDb, LocalShift } from './driver-db';
import { POSITION_KEEP_INTERVAL_MS, phonePositionOf, sampleOf, watchPositions, type PositionWatch, type Tracking } from './position-watch';
import { runningEvent } from './shift-recording';

export interface PositionRecorderDeps {
  geolocation: Geolocation | undefined;
  now(): number;
  /** The shift this phone is recording now, as last stored. */
  ongoingShift(): LocalShift | undefined;
  /** Applies an auto drive or auto break as a normal switch the driver can undo. */
  switchAutomatically(suggestion: AutoWorkTypeSuggestion, clientKey: string): void;
  /** Stores a position; the store counts it among its pending writes. */
  keep(write: (db: DriverDb) => Promise<unknown>): void;
  onTracking(tracking: Tracking): void;
  /** Each fix as it arrives: a stop's event records where the phone was (issue 26). */
  noteFix?(fix: PositionSample): void;
}

/**
 * While a shift is recorded on this phone: reads its positions, feeds them to auto drive and
 * auto break (domain rules), and keeps them for the shift's first vehicle to upload later.
 */
export class PositionRecorder {
  private watch: PositionWatch | undefined;
  private watchedShift: string | undefined;
  private autoState = AUTO_WORK_TYPE_START;
  private lastKeptMs = -Infinity;

  constructor(private readonly deps: PositionRecorderDeps) {}

  /** Follows the shift being recorded (undefined: none, or the app stopped). */
  follow(ongoing: LocalShift | undefined): void {
    if (ongoing?.clientKey === this.watchedShift) return;
    this.watch?.stop();
    this.watch = undefined;
    this.watchedShift = ongoing?.clientKey;
    this.autoState = AUTO_WORK_TYPE_START;
    if (!ongoing) {
      this.deps.onTracking('off');
      return;
    }
    this.watch = watchPositions(this.deps.geolocation, {
      onPosition: (position) => this.onPosition(position),
      onTracking: (tracking) => this.deps.onTracking(tracking),
    });
  }

  private onPosition(position: GeolocationPosition): void {
    const ongoing = this.deps.ongoingShift();
    if (!ongoing) return;
    const atMs = this.deps.now();
    this.deps.noteFix?.(sampleOf(position, atMs));
    const running = runningEvent(ongoing.content);
    if (running) {
      const observed = observePosition(this.autoState, sampleOf(position, atMs), { workType: running.workType, startMs: Date.parse(running.start) });
      this.autoState = observed.state;
      if (observed.suggestion) this.deps.switchAutomatically(observed.suggestion, ongoing.clientKey);
    }
    const vehicleId = ongoing.content.vehicleIds[0];
    if (!vehicleId || atMs - this.lastKeptMs < POSITION_KEEP_INTERVAL_MS) return;
    const kept = phonePositionOf(position, vehicleId, atMs);
    if (!kept) return;
    this.lastKeptMs = atMs;
    this.deps.keep((db) => db.add('positions', kept));
  }
}
