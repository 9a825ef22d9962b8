import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRIVER_SYNC_LIMITS,
  type DeviceAbsence,
  type DeviceShift,
  type SyncOperation,
  type SyncOutcome,
  type SyncResult,
} from './driver-sync.schemas';
import {
  OUTBOX_BATCH_MAX,
  RETRY_MAX_DELAY_MS,
  appendToOutbox,
  applySyncResults,
  daysWithoutSync,
  nextBatch,
  retryDelayMs,
  syncStateOf,
} from './outbox';

type RecordShift = Extract<SyncOperation, { kind: 'recordShift' }>;

function snapshot(clientKey: string, seq: number): RecordShift {
  const shift: DeviceShift = {
    clientKey,
    vehicleIds: [],
    routeId: null,
    plannedShiftId: null,
    events: [
      {
        workType: 1,
        start: '2026-05-04T06:00:00Z',
        end: null,
        answer: `after action ${seq}`,
        cutBefore: false,
        cutAfter: false,
      },
    ],
    startKm: null,
    endKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
  };
  return { key: `${clientKey}#${seq}`, kind: 'recordShift', seq, shift };
}

function absence(clientKey: string): SyncOperation {
  const created: DeviceAbsence = {
    clientKey,
    workType: 15,
    kind: 'absence',
    startDate: '2026-05-04',
    endDate: '2026-05-04',
    hours: null,
    note: '',
  };
  return { key: `absence ${clientKey}`, kind: 'createAbsence', absence: created };
}

const answer = (key: string, outcome: SyncOutcome, message: string | null = null): SyncResult => ({
  key,
  outcome,
  status: outcome === 'conflict' ? 409 : outcome === 'refused' ? 403 : outcome === 'invalid' ? 400 : 200,
  message,
  params: {},
  itemId: null,
});

describe('outbox', () => {
  it('keeps only the newest waiting snapshot of a shift, and everything else in order', () => {
    let outbox: SyncOperation[] = [];
    for (const operation of [
      snapshot('A', 1),
      absence('X'),
      snapshot('B', 1),
      snapshot('A', 2),
      absence('Y'),
      snapshot('A', 3),
      snapshot('A', 2),
    ]) {
      outbox = appendToOutbox(outbox, operation);
    }
    expect(outbox.map((operation) => operation.key)).toEqual(['absence X', 'B#1', 'absence Y', 'A#3']);
  });

  it('sends the oldest first, at most 100 at a time, as the API allows', () => {
    const outbox = Array.from({ length: 250 }, (_, i) => absence(`absence ${i}`));
    expect(nextBatch(outbox)).toEqual(outbox.slice(0, 100));
    expect(nextBatch(outbox.slice(200))).toHaveLength(50);
    expect(OUTBOX_BATCH_MAX).toBe(DRIVER_SYNC_LIMITS.operationsMax);
  });

  it('lets every answered operation go, tells refused ones apart, and keeps unanswered ones', () => {
    const outbox = [snapshot('A', 1), absence('X'), snapshot('B', 4), absence('Y'), absence('Z')];
    const answered = applySyncResults(outbox, [
      answer('A#1', 'applied'),
      answer('absence X', 'duplicate'),
      answer('B#4', 'conflict', 'driver-sync:conflicts.approved'),
      answer('absence Y', 'refused', 'driver-sync:refused.createAbsences'),
      answer('gone#9', 'applied'),
    ]);
    expect(answered.outbox.map((operation) => operation.key)).toEqual(['absence Z']);
    expect(answered.confirmed.map(({ operation }) => operation.key)).toEqual(['A#1', 'absence X']);
    expect(answered.refused.map(({ operation, result }) => [operation.key, result.message])).toEqual([
      ['B#4', 'driver-sync:conflicts.approved'],
      ['absence Y', 'driver-sync:refused.createAbsences'],
    ]);
  });

  it('waits 1 s, then twice as long after each failure, up to 5 minutes, with jitter', () => {
    expect([1, 2, 3, 4, 9, 10, 50].map((failures) => retryDelayMs(failures, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 8000, 256_000, 300_000, 300_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(500);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (failures, random) => {
          const ceiling = Math.min(RETRY_MAX_DELAY_MS, 1000 * 2 ** Math.min(30, failures - 1));
          const delay = retryDelayMs(failures, () => random);
          expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
          expect(delay).toBeLessThanOrEqual(ceiling);
          expect(retryDelayMs(failures + 1, () => random)).toBeGreaterThanOrEqual(delay);
        },
      ),
    );
  });

  it('tells the driver the state of their data', () => {
    const all = { pending: 3, isOnline: true, canUpload: true, isFailing: false };
    expect(syncStateOf({ ...all, pending: 0 })).toBe('saved');
    expect(syncStateOf({ ...all, pending: 0, isOnline: false })).toBe('saved');
    expect(syncStateOf(all)).toBe('waiting');
    expect(syncStateOf({ ...all, isOnline: false })).toBe('offline');
    expect(syncStateOf({ ...all, isFailing: true })).toBe('error');
    expect(syncStateOf({ ...all, canUpload: false })).toBe('notLinked');
    expect(syncStateOf({ ...all, pending: 0, canUpload: false })).toBe('notLinked');
  });

  it('counts whole days without a sync', () => {
    const synced = Date.parse('2026-05-04T12:00:00Z');
    expect(daysWithoutSync(null, synced)).toBeNull();
    expect(daysWithoutSync(synced, synced + 23 * 3_600_000)).toBe(0);
    expect(daysWithoutSync(synced, synced + 49 * 3_600_000)).toBe(2);
    expect(daysWithoutSync(synced, synced - 3_600_000)).toBe(0);
  });
});

/** A server as decision 0012 describes it: each key applied once, the highest seq per shift kept. */
function createModelServer() {
  const answers = new Map<string, SyncResult>();
  const shifts = new Map<string, { seq: number; shift: DeviceShift }>();
  const absences: DeviceAbsence[] = [];
  return {
    shifts,
    absences,
    handle(operations: readonly SyncOperation[]): SyncResult[] {
      return operations.map((operation) => {
        const stored = answers.get(operation.key);
        if (stored) return { ...stored, outcome: 'duplicate' };
        let outcome: SyncOutcome = 'applied';
        if (operation.kind === 'recordShift') {
          const held = shifts.get(operation.shift.clientKey);
          if (held && held.seq >= operation.seq) outcome = 'stale';
          else shifts.set(operation.shift.clientKey, { seq: operation.seq, shift: operation.shift });
        } else if (operation.kind === 'createAbsence') {
          absences.push(operation.absence);
        }
        const result = answer(operation.key, outcome);
        answers.set(operation.key, result);
        return result;
      });
    },
  };
}

const NETWORK = ['answered', 'requestLost', 'answerLost', 'deliveredTwice', 'answerCutShort', 'heldBack'] as const;

const action = fc.oneof(
  fc.record({ type: fc.constant('record' as const), shift: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ type: fc.constant('absence' as const) }),
  fc.record({
    type: fc.constant('sync' as const),
    network: fc.constantFrom(...NETWORK),
    batchMax: fc.integer({ min: 1, max: 6 }),
    deliversHeldBack: fc.boolean(),
    cutAt: fc.nat(6),
  }),
);

describe('outbox against a model server', () => {
  it('leaves the server with the last snapshot of every shift and each absence once, in order, whatever the network did', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 120 }), fc.boolean(), (actions, heldBackFirst) => {
        const server = createModelServer();
        let outbox: SyncOperation[] = [];
        const seqs = [0, 0, 0, 0];
        const lastSnapshots = new Map<string, RecordShift>();
        const created: DeviceAbsence[] = [];
        const heldBack: SyncOperation[][] = [];
        let absences = 0;
        const deliverHeldBack = () => heldBack.splice(0).forEach((batch) => server.handle(batch));

        for (const step of actions) {
          if (step.type === 'record') {
            const operation = snapshot(`shift ${step.shift}`, ++seqs[step.shift]!);
            lastSnapshots.set(`shift ${step.shift}`, operation);
            outbox = appendToOutbox(outbox, operation);
          } else if (step.type === 'absence') {
            const operation = absence(`absence ${absences++}`);
            if (operation.kind === 'createAbsence') created.push(operation.absence);
            outbox = appendToOutbox(outbox, operation);
          } else {
            if (step.deliversHeldBack && heldBackFirst) deliverHeldBack();
            const batch = nextBatch(outbox, step.batchMax);
            if (step.network === 'answered') outbox = applySyncResults(outbox, server.handle(batch)).outbox;
            if (step.network === 'answerLost') server.handle(batch);
            if (step.network === 'deliveredTwice') {
              server.handle(batch);
              outbox = applySyncResults(outbox, server.handle(batch)).outbox;
            }
            if (step.network === 'answerCutShort')
              outbox = applySyncResults(outbox, server.handle(batch).slice(0, step.cutAt)).outbox;
            if (step.network === 'heldBack') heldBack.push(batch);
            if (step.deliversHeldBack && !heldBackFirst) deliverHeldBack();
          }
        }

        // The network is back: what was held back arrives, and the phone syncs until done.
        deliverHeldBack();
        for (let round = 0; outbox.length > 0; round++) {
          expect(round).toBeLessThan(200);
          outbox = applySyncResults(outbox, server.handle(nextBatch(outbox))).outbox;
        }
        expect(outbox).toEqual([]);
        for (const [clientKey, operation] of lastSnapshots) {
          expect(server.shifts.get(clientKey)).toEqual({ seq: operation.seq, shift: operation.shift });
        }
        expect(server.shifts.size).toBe(lastSnapshots.size);
        expect(server.absences).toEqual(created);
      }),
      { numRuns: 300 },
    );
  });
});
