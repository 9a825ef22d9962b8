import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { DeviceShift, Shift, SyncResponse } from '@rahti/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDriverDb, readCache, readMeta, type CacheValues, type DriverDb, type LocalShift } from './driver-db';
import { storeSyncAnswer } from './sync-answer';

const DRIVER = 'd1';
const at = (time: string) => `2026-05-04T${time}:00.000Z`;

function content(clientKey: string, end: string | null): DeviceShift {
  return {
    clientKey,
    vehicleIds: [],
    routeId: null,
    plannedShiftId: null,
    events: [{ workType: 2, start: at('06:00'), end, answer: null, cutBefore: false, cutAfter: false }],
    startKm: null,
    endKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
  };
}

function serverShift(clientKey: string, end: string | null): Shift {
  return {
    id: `id-${clientKey}`,
    clientKey,
    driverId: DRIVER,
    driverName: 'Aino Ajaja',
    routeId: null,
    plannedShiftId: null,
    start: at('06:00'),
    end,
    status: end === null ? 'ongoing' : 'completed',
    vehicles: [],
    events: content(clientKey, end).events.map((event) => ({ ...event, id: `e-${clientKey}` })),
    startKm: null,
    endKm: null,
    distanceKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
    approval: 'unapproved',
    hasDriverEdit: false,
    version: 2,
    createdAt: '',
    updatedAt: '',
  };
}

const recording = (clientKey: string): LocalShift => ({
  clientKey,
  content: content(clientKey, null),
  seq: 3,
  confirmedSeq: 3,
  isOngoing: true,
  endedByOffice: false,
});

/** The server's answer to an empty outbox: the cursor the phone sent, nothing changed since. */
const unchanged = (cursor: string): SyncResponse => ({
  results: [],
  shifts: [],
  absences: [],
  transportTasks: [],
  cursor,
  unchanged: true,
  serverTime: at('09:00'),
});

let db: DriverDb;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  db = await openDriverDb();
});
afterEach(() => db.close());

async function holding(cached: CacheValues['sync'], shifts: LocalShift[]) {
  await db.put('cache', cached, 'sync');
  for (const shift of shifts) await db.put('shifts', shift);
}
const store = (response: SyncResponse) =>
  storeSyncAnswer(db, response, { at: at('09:00'), isSameDriver: true, timeZone: 'UTC', driverId: DRIVER });

describe('an unchanged answer (issue 28)', () => {
  const cached = (shifts: Shift[]): CacheValues['sync'] => ({
    shifts,
    absences: [],
    serverTime: at('08:00'),
    cursor: 'c1',
    driverId: DRIVER,
  });

  it('counts as the cached lists: the copy stays, a completed shift the phone still records was ended by the office', async () => {
    const onServer = [serverShift('ended', at('08:30')), serverShift('running', null), serverShift('done', at('07:00'))];
    // 'done': uploaded whole and completed on the server, so the phone's own copy is no longer needed.
    const done = { ...recording('done'), content: content('done', at('07:00')), isOngoing: false };
    await holding(cached(onServer), [recording('ended'), recording('running'), done]);

    await store(unchanged('c1'));

    expect(await readCache(db, 'sync')).toEqual({ ...cached(onServer), serverTime: at('09:00') });
    expect(await db.getAll('shifts')).toMatchObject([
      { clientKey: 'ended', isOngoing: false, endedByOffice: true },
      { clientKey: 'running', isOngoing: true, endedByOffice: false },
    ]);
    expect(await readMeta(db, 'problems')).toMatchObject([{ key: 'endedByOffice:ended', clientKey: 'ended' }]);
    expect(await readMeta(db, 'lastSyncedAt')).toBe(at('09:00'));
  });

  it('tells nothing when the cache no longer holds the copy it names: everything stays for the next sync', async () => {
    const before = cached([serverShift('ended', at('08:30'))]);
    await holding({ ...before, cursor: 'c0' }, [recording('ended')]);

    await store(unchanged('c1'));

    expect(await readCache(db, 'sync')).toEqual({ ...before, cursor: 'c0' });
    expect(await db.getAll('shifts')).toMatchObject([{ clientKey: 'ended', isOngoing: true, endedByOffice: false }]);
    expect(await readMeta(db, 'problems')).toBeUndefined();
    expect(await readMeta(db, 'lastSyncedAt')).toBeUndefined();
  });
});
