import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { PreTripChecklist } from '@rahti/domain';
import type { PreTripCheckDraft } from './driver-data.types';
import { phonesClosedAfterEach } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';

const newPhone = phonesClosedAfterEach();

const TRAILER = { id: '6f2b8f4e-1c1a-4c1e-9d3e-000000000002', registerNumber: 'TRL-9', name: 'Kögel', lockedToOtherDevice: false, vehicleClass: 5 };
const lights = { kind: 'builtIn', key: 'lights' } as const;
const brakes = { kind: 'builtIn', key: 'brakes' } as const;
const coupling = { kind: 'builtIn', key: 'coupling' } as const;
const CHECKLISTS: PreTripChecklist[] = [
  { vehicleClass: 3, items: [lights, brakes], isBuiltIn: false },
  { vehicleClass: 5, items: [coupling], isBuiltIn: true },
  { vehicleClass: 1, items: [], isBuiltIn: false },
];
const photo = (text: string) => ({ bytes: new TextEncoder().encode(text).buffer as ArrayBuffer, contentType: 'image/jpeg' });

/** A phone whose server knows the truck (class 3) and a trailer, with the checklists above. */
async function phoneWithChecklists() {
  const phone = newPhone();
  phone.server.vehicles = [{ ...VEHICLE, lockedToOtherDevice: false, vehicleClass: 3 }, TRAILER];
  phone.server.preTripChecklists = CHECKLISTS;
  const store = await phone.open();
  return { phone, store };
}

const defectDraft = (shiftClientKey: string): PreTripCheckDraft => ({
  shiftClientKey,
  vehicleId: VEHICLE.id,
  status: 'done',
  answers: [
    { item: lights, result: 'ok', note: '', photos: [] },
    { item: brakes, result: 'defect', note: 'Left rear drags', photos: [photo('jpeg-1'), photo('jpeg-2')] },
  ],
});

describe('the pre-trip check on the phone', () => {
  it('is due for the shift just started, with its truck’s checklist (not the trailer’s)', async () => {
    const { store } = await phoneWithChecklists();
    expect(store.getSnapshot().preTrip).toBeNull();
    await store.actions.startShift({ vehicleIds: [TRAILER.id, VEHICLE.id], startKm: 1000, workType: 2 });
    await store.idle();
    const due = store.getSnapshot().preTrip;
    expect(due).toMatchObject({
      shiftClientKey: store.getSnapshot().current!.clientKey,
      vehicle: { id: VEHICLE.id, registerNumber: 'ABC-123' },
      items: [lights, brakes],
    });
  });

  it('is not asked for a class without items, nor by an older server that sends no checklists', async () => {
    const { phone, store } = await phoneWithChecklists();
    phone.server.vehicles = [{ ...VEHICLE, lockedToOtherDevice: false, vehicleClass: 1 }];
    await store.actions.syncNow();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.idle();
    expect(store.getSnapshot().preTrip).toBeNull();

    const older = newPhone();
    const oldStore = await older.open();
    await oldStore.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await oldStore.idle();
    expect(oldStore.getSnapshot().preTrip).toBeNull();
  });

  it('is kept offline with its photos, then each photo is uploaded once before the check that names it', async () => {
    const { phone, store } = await phoneWithChecklists();
    phone.isOnline = false;
    phone.server.isReachable = false;
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    const shiftKey = store.getSnapshot().current!.clientKey;
    await store.actions.recordPreTripCheck(defectDraft(shiftKey));
    await store.idle();
    expect(store.getSnapshot().preTrip).toBeNull();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'offline', pending: 2 });

    // Back online, the first try loses its answer after the server stored the photos and the check.
    phone.server.isReachable = true;
    phone.server.losesNextAnswer = true;
    await phone.reconnect();
    await store.actions.syncNow();
    await store.idle();

    const calls = phone.server.calls.map((call) => `${call.method} ${call.path.replace(/files\/.*/, 'files/…')}`);
    // Both photos, once each (the retry finds none waiting), then the sync that carries the check.
    const upload = 'PUT /api/driver/files/…';
    expect(calls.filter((call) => call === upload)).toHaveLength(2);
    expect(calls.slice(calls.indexOf(upload), calls.indexOf(upload) + 3)).toEqual([upload, upload, 'POST /api/driver/sync']);
    expect(phone.server.files.size).toBe(2);
    expect(phone.server.preTripChecks).toHaveLength(1);
    const [check] = phone.server.preTripChecks;
    expect(check).toMatchObject({ vehicleId: VEHICLE.id, shiftClientKey: shiftKey, status: 'done' });
    expect([...check!.answers[1]!.photoKeys].sort()).toEqual([...phone.server.files.keys()].sort());
    expect(new TextDecoder().decode(phone.server.files.get(check!.answers[1]!.photoKeys[0]!)!.bytes)).toBe('jpeg-1');
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 });
  });

  it('survives a reload before it is sent: the photos are in the phone’s storage, not in memory', async () => {
    const { phone, store } = await phoneWithChecklists();
    phone.server.isReachable = false;
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.actions.recordPreTripCheck(defectDraft(store.getSnapshot().current!.clientKey));
    await store.idle();
    phone.close();

    phone.server.isReachable = true;
    const reopened = await phone.open();
    await reopened.idle();
    expect(phone.server.files.size).toBe(2);
    expect(phone.server.preTripChecks).toHaveLength(1);
    expect(reopened.getSnapshot().preTrip).toBeNull();
  });

  it('goes without a photo the server refuses for good, and tells the driver', async () => {
    const { phone, store } = await phoneWithChecklists();
    phone.server.refusesFilesWith = 415;
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.actions.recordPreTripCheck(defectDraft(store.getSnapshot().current!.clientKey));
    await store.idle();
    expect(phone.server.preTripChecks).toHaveLength(1);
    expect(store.getSnapshot().sync.problems.map((problem) => problem.message)).toEqual(['driver-sync:photoRefused', 'driver-sync:photoRefused']);
    expect(store.getSnapshot().sync.pending).toBe(0);
  });

  it('waits, with the rest of the outbox, while a photo cannot be sent', async () => {
    const { phone, store } = await phoneWithChecklists();
    phone.server.refusesFilesWith = 503;
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.idle();
    await store.actions.recordPreTripCheck(defectDraft(store.getSnapshot().current!.clientKey));
    await store.idle();
    expect(phone.server.preTripChecks).toHaveLength(0);
    expect(store.getSnapshot().sync.pending).toBe(1);

    phone.server.refusesFilesWith = null;
    await store.actions.syncNow();
    await store.idle();
    expect(phone.server.preTripChecks).toHaveLength(1);
    expect(phone.server.files.size).toBe(2);
  });

  it('is recorded as skipped, without answers, and then no longer due', async () => {
    const { phone, store } = await phoneWithChecklists();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.idle();
    const shiftClientKey = store.getSnapshot().preTrip!.shiftClientKey;
    await store.actions.recordPreTripCheck({ shiftClientKey, vehicleId: VEHICLE.id, status: 'skipped', answers: [] });
    await store.idle();
    expect(phone.server.preTripChecks).toEqual([expect.objectContaining({ status: 'skipped', answers: [], shiftClientKey })]);
    expect(store.getSnapshot().preTrip).toBeNull();
  });
});
