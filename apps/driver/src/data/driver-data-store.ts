import type { AutoWorkTypeSuggestion, DeviceShift, PositionSample } from '@rahti/domain';
import { ensureDeviceId } from './device-id-store';
import type { DriverDataDeps } from './driver-data-deps';
import type { DriverDataActions, DriverDataSnapshot } from './driver-data.types';
import { readMeta, type AutoSwitchRecord, type DriverDb, type LocalShift } from './driver-db';
import { appendOperation, clearSignedInData, EMPTY_DRIVER_RECORDS, readDriverRecords } from './driver-records';
import { snapshotOf } from './driver-snapshot';
import { DeferredPositionRecorder } from './deferred-position-recorder';
import type { Tracking } from './position-watch';
import { endedShift, recordingProblemOf, runningEvent, startedShift, switchedWorkType, withDetails } from './shift-recording';
import { isAheadOfServer, takenOverShift } from './shift-views';
import { runSync } from './sync-run';
import { SyncScheduler, type SyncAttempt } from './sync-scheduler';

export type { DriverDataDeps } from './driver-data-deps';

type RecordingTx = Parameters<typeof appendOperation>[0];
interface Recording {
  content: DeviceShift;
  isOngoing?: boolean;
  /** A new undoable switch, null to forget the last one, undefined to leave it. */
  autoSwitch?: AutoSwitchRecord | null;
}

/**
 * The driver app's data (decision 0012): IndexedDB first, then the server. Every action is stored
 * before it resolves, then a sync starts; syncs also run at start, on focus, on regaining the
 * network, every minute, and after a failure with back-off. The screens read `getSnapshot()`.
 */
export class DriverDataStore {
  private records = EMPTY_DRIVER_RECORDS;
  private deviceId = '';
  private isReady = false;
  private hasToken = false;
  private isAuthBlocked = false;
  private isNotLinked = false;
  private tracking: Tracking = 'off';
  /** The position watch's latest fix, for a stop's event (issue 26); none while nothing is watched. */
  private lastFix: PositionSample | null = null;
  private snapshot: DriverDataSnapshot;
  private readonly listeners = new Set<() => void>();
  private opening: Promise<DriverDb> | undefined;
  private booting: Promise<void> | undefined;
  private writes: Promise<unknown> = Promise.resolve();
  private pendingWrites = 0;
  /** Grows at each sign-out, so an answer for the person who left is not kept for the next. */
  private epoch = 0;
  private isStarted = false;
  private readonly positions: DeferredPositionRecorder;
  private readonly scheduler: SyncScheduler;
  readonly actions: DriverDataActions;

  constructor(private readonly deps: DriverDataDeps) {
    this.scheduler = new SyncScheduler({
      attempt: (refreshContext) => this.attemptSync(refreshContext),
      settled: (outcome) => this.settle(outcome),
      random: deps.random,
    });
    this.snapshot = this.buildSnapshot();
    this.positions = new DeferredPositionRecorder(
      {
        geolocation: deps.geolocation,
        now: deps.now,
        ongoingShift: () => this.ongoingShift(),
        switchAutomatically: (suggestion, clientKey) =>
          void this.applyAutoSwitch(suggestion, clientKey).catch(() => undefined),
        keep: (write) => {
          this.pendingWrites++;
          void this.database()
            .then(write)
            .catch(() => undefined)
            .finally(() => this.pendingWrites--);
        },
        onTracking: (tracking) => this.setTracking(tracking),
        noteFix: (fix) => (this.lastFix = fix),
      },
      () => this.trackedShift(),
      () => this.setTracking('unavailable'),
    );
    this.actions = {
      startShift: async (input) => {
        await this.record(async (tx) => {
          const shifts = await tx.objectStore('shifts').getAll();
          if (shifts.some((shift) => shift.isOngoing)) throw new Error('driver-data: a shift is already ongoing');
          const clientKey = this.deps.newKey();
          const content = startedShift(clientKey, input, this.nowIso());
          const local: LocalShift = { clientKey, content, seq: 0, confirmedSeq: 0, isOngoing: true, endedByOffice: false };
          return { local, recording: { content, autoSwitch: null } };
        });
      },
      switchWorkType: (workType, answer) =>
        this.recordCurrent((local) => ({ content: switchedWorkType(local.content, workType, answer, this.nowIso()), autoSwitch: null })),
      updateCurrentShift: (details) => this.recordCurrent((local) => ({ content: withDetails(local.content, details) })),
      endShift: (details) => this.recordCurrent((local) => ({ content: endedShift(local.content, details, this.nowIso()), isOngoing: false, autoSwitch: null })),
      undoAutoSwitch: () =>
        this.recordCurrent((local, autoSwitch) => (autoSwitch ? { content: { ...local.content, events: autoSwitch.eventsBefore }, autoSwitch: null } : undefined)),
      editShift: (clientKey, content) => this.editShift(clientKey, content),
      createAbsence: (absence) =>
        this.storeThenSync(async (db, made) => {
          const tx = db.transaction(['shifts', 'outbox', 'meta'], 'readwrite');
          const operation = { key: made.newKey(), kind: 'createAbsence' as const, absence: { ...absence, clientKey: made.newKey() } };
          await appendOperation(tx, operation, made.at);
          await tx.done;
        }),
      // Each with its screen's code, not in the first load (decision 0012).
      recordPreTripCheck: (draft) => this.storeThenSync(async (db, made) => (await import('./pre-trip-recording')).storePreTripCheck(db, draft, made)),
      recordStopEvent: (draft) =>
        this.storeThenSync(async (db, made) => {
          const { storeStopEvent, stopPositionOf } = await import('./stop-event-recording');
          await storeStopEvent(db, draft, { ...made, position: stopPositionOf(this.lastFix, this.deps.now()) });
        }),
      syncNow: () => this.scheduler.run({ refreshContext: true }),
      dismissProblem: (key) =>
        this.mutate(async (db) => {
          const problems = (await readMeta(db, 'problems')) ?? [];
          await db.put('meta', problems.filter((problem) => problem.key !== key), 'problems');
        }),
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DriverDataSnapshot => this.snapshot;

  /** Starts listening and syncing; safe to call again after `stop` (React's strict mode does). */
  start(): void {
    if (this.isStarted) return;
    this.isStarted = true;
    window.addEventListener('online', this.onReconnect);
    window.addEventListener('offline', this.onNetworkChange);
    window.addEventListener('focus', this.onReconnect);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.scheduler.start();
    this.booting ??= this.boot();
    this.booting.then(
      () => {
        this.updateTracking();
        this.requestSync({ refreshContext: true });
      },
      () => {
        // No IndexedDB (a locked-down browser): the screens must not wait forever; actions will fail loudly.
        this.isReady = true;
        this.publish();
      },
    );
  }

  stop(): void {
    this.isStarted = false;
    window.removeEventListener('online', this.onReconnect);
    window.removeEventListener('offline', this.onNetworkChange);
    window.removeEventListener('focus', this.onReconnect);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.scheduler.stop();
    this.updateTracking();
  }

  /** The oidc-client-ts user was loaded (sign-in or renewal): upload what waited for it. */
  signedIn(): void {
    this.isAuthBlocked = false;
    this.hasToken = true;
    this.publish();
    this.requestSync({ refreshContext: true });
  }

  /** Sign-out: the phone keeps recording and keeps its unsent work; the person's data goes. */
  async signedOut(): Promise<void> {
    this.epoch++;
    this.hasToken = false;
    this.isAuthBlocked = false;
    this.isNotLinked = false;
    await this.mutate((db) => clearSignedInData(db));
  }

  /** Settles once no sync runs and every write is stored (for callers that must wait, like tests). */
  async idle(): Promise<void> {
    await this.whenReady();
    for (;;) {
      if (this.scheduler.current) await this.scheduler.current;
      if (this.positions.loading) await this.positions.loading;
      await this.writes;
      // A finished write may start a sync in its continuation: look again after those have run.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!this.scheduler.current && !this.positions.loading && this.pendingWrites === 0) return;
    }
  }

  /** Settles once IndexedDB has been read once. */
  whenReady(): Promise<void> {
    this.booting ??= this.boot();
    return this.booting;
  }

  private async boot(): Promise<void> {
    const db = await this.database();
    this.deviceId = await ensureDeviceId(db, this.deps.storage, this.deps.random);
    if (!(await readMeta(db, 'storagePersistAsked'))) {
      await db.put('meta', true, 'storagePersistAsked');
      // The browser may keep the outbox through storage pressure only when asked; once is enough.
      void this.deps.requestPersistentStorage().catch(() => undefined);
    }
    this.hasToken = (await this.deps.getAccessToken().catch(() => null)) !== null;
    await this.mutate(async () => undefined);
    this.isReady = true;
    this.publish();
  }

  private database(): Promise<DriverDb> {
    this.opening ??= this.deps.openDb();
    return this.opening;
  }

  /** Writes run one at a time, each followed by reading the records back, so memory matches IndexedDB. */
  private mutate(write: (db: DriverDb) => Promise<unknown>): Promise<void> {
    this.pendingWrites++;
    const run = this.writes.then(async () => {
      const db = await this.database();
      try {
        await write(db);
      } finally {
        this.records = await readDriverRecords(db);
        this.pendingWrites--;
        this.publish();
      }
    });
    this.writes = run.catch(() => undefined);
    return run.then(() => this.updateTracking());
  }

  private async record(build: (tx: RecordingTx) => Promise<{ local: LocalShift; recording: Recording } | undefined>): Promise<void> {
    await this.mutate(async (db) => {
      const tx = db.transaction(['shifts', 'outbox', 'meta'], 'readwrite');
      const next = await build(tx);
      if (!next) return;
      const { local, recording } = next;
      const problem = recordingProblemOf(recording.content);
      if (problem) throw new Error(problem);
      const seq = local.seq + 1;
      await tx.objectStore('shifts').put({ ...local, content: recording.content, seq, isOngoing: recording.isOngoing ?? local.isOngoing });
      const takeover = local.confirmedSeq === 0 && local.basedOnVersion !== undefined ? { basedOnVersion: local.basedOnVersion } : {};
      await appendOperation(tx, { key: this.deps.newKey(), kind: 'recordShift', seq, shift: recording.content, ...takeover }, this.nowIso());
      if (recording.autoSwitch === null) await tx.objectStore('meta').delete('autoSwitch');
      else if (recording.autoSwitch) await tx.objectStore('meta').put(recording.autoSwitch, 'autoSwitch');
      await tx.done;
    });
    this.requestSync();
  }

  /** A change of the shift this phone is recording; `build` answers undefined to change nothing. */
  private recordCurrent(build: (local: LocalShift, autoSwitch: AutoSwitchRecord | undefined) => Recording | undefined): Promise<void> {
    return this.record(async (tx) => {
      const stored = await tx.objectStore('shifts').getAll();
      const local = stored.find((shift) => shift.isOngoing) ?? takenOverShift(stored, this.records.sync?.shifts ?? []);
      if (!local) throw new Error('driver-data: no ongoing shift');
      const autoSwitch = (await tx.objectStore('meta').get('autoSwitch')) as AutoSwitchRecord | undefined;
      const recording = build(local, autoSwitch?.clientKey === local.clientKey ? autoSwitch : undefined);
      return recording && { local, recording };
    });
  }

  /**
   * A review edit. The phone's own shift that the server does not hold in full yet is recorded
   * again (a new snapshot); a shift the server has becomes a driver edit the office sees flagged.
   */
  private async editShift(clientKey: string, content: DeviceShift): Promise<void> {
    const shift = { ...content, clientKey };
    const problem = recordingProblemOf(shift);
    if (problem) throw new Error(problem);
    const local = this.records.shifts.find((held) => held.clientKey === clientKey);
    const server = this.records.sync?.shifts.find((held) => held.clientKey === clientKey);
    if (local && (!server || isAheadOfServer(local))) {
      await this.record(async (tx) => {
        const fresh = await tx.objectStore('shifts').get(clientKey);
        return fresh && { local: fresh, recording: { content: shift } };
      });
      return;
    }
    if (!server) throw new Error('driver-data: unknown shift');
    await this.mutate(async (db) => {
      const tx = db.transaction(['shifts', 'outbox', 'meta'], 'readwrite');
      // Edits made before the first is answered each raise the version by one on the server.
      const waitingEdits = (await tx.objectStore('outbox').getAll()).filter(
        ({ operation }) => operation.kind === 'editShift' && operation.shift.clientKey === clientKey,
      ).length;
      const operation = { key: this.deps.newKey(), kind: 'editShift' as const, shiftId: server.id, version: server.version + waitingEdits, shift };
      await appendOperation(tx, operation, this.nowIso());
      await tx.done;
    });
    this.requestSync();
  }

  private async applyAutoSwitch(suggestion: AutoWorkTypeSuggestion, clientKey: string): Promise<void> {
    const at = new Date(Math.min(suggestion.atMs, this.deps.now())).toISOString();
    await this.recordCurrent((local) => {
      const running = runningEvent(local.content);
      if (local.clientKey !== clientKey || !running || Date.parse(running.start) > Date.parse(at)) return undefined;
      return {
        content: switchedWorkType(local.content, suggestion.workType, null, at),
        autoSwitch: { autoSwitch: { workType: suggestion.workType, at, previousWorkType: running.workType }, clientKey, eventsBefore: local.content.events },
      };
    });
  }

  /** Stores what an action made (keys and time from here), then starts a sync. */
  private async storeThenSync(write: (db: DriverDb, made: { newKey(): string; at: string }) => Promise<unknown>): Promise<void> {
    await this.mutate((db) => write(db, { newKey: () => this.deps.newKey(), at: this.nowIso() }));
    this.requestSync();
  }

  private requestSync(trigger: { refreshContext?: boolean } = {}): void {
    this.scheduler.request(trigger);
  }

  private async attemptSync(refreshContext: boolean): Promise<SyncAttempt> {
    await this.whenReady();
    const token = await this.deps.getAccessToken().catch(() => null);
    this.hasToken = token !== null;
    if (!token || this.isAuthBlocked || !this.deps.isOnline()) return 'skipped';
    const epoch = this.epoch;
    return runSync({
      caller: { fetch: this.deps.fetch, token, deviceId: this.deviceId },
      refreshContext,
      records: () => this.records,
      mutate: (write) => this.mutate(write),
      database: () => this.database(),
      isSameDriver: () => epoch === this.epoch,
      nowIso: () => this.nowIso(),
    });
  }

  private settle(outcome: SyncAttempt): void {
    if (outcome !== 'skipped') {
      this.isAuthBlocked = outcome === 'blocked';
      this.isNotLinked = outcome === 'notLinked';
    }
    // A sync that ends after `stop` (the app closing) has no screen to tell; the next start publishes.
    if (this.isStarted) this.publish();
  }

  private readonly onReconnect = () => {
    this.publish();
    this.requestSync({ refreshContext: true });
  };

  private readonly onNetworkChange = () => this.publish();

  private readonly onVisibility = () => {
    if (document.visibilityState === 'visible') this.onReconnect();
  };

  private ongoingShift(): LocalShift | undefined {
    return this.records.shifts.find((shift) => shift.isOngoing);
  }

  /** Reads positions while this phone records a shift, and only then. */
  private updateTracking(): void {
    this.positions.follow(this.trackedShift());
  }

  private trackedShift(): LocalShift | undefined {
    return this.isStarted ? this.ongoingShift() : undefined;
  }

  private setTracking(tracking: Tracking): void {
    if (tracking === this.tracking) return;
    this.tracking = tracking;
    this.publish();
  }

  private nowIso(): string {
    return new Date(this.deps.now()).toISOString();
  }

  private publish(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  private buildSnapshot(): DriverDataSnapshot {
    return snapshotOf(this.records, {
      isReady: this.isReady,
      deviceId: this.deviceId,
      hasToken: this.hasToken,
      isAuthBlocked: this.isAuthBlocked,
      isNotLinked: this.isNotLinked,
      isFailing: this.scheduler.isFailing,
      isOnline: this.deps.isOnline(),
      tracking: this.tracking,
    });
  }
}
