import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { openDriverDb } from './driver-db';
import { clearSignedInDriverData } from './driver-records';
import { START, phonesClosedAfterEach } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';

const minutes = (count: number) => count * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const newPhone = phonesClosedAfterEach();

const sickDay = { workType: 15 as const, kind: 'absence' as const, startDate: '2026-05-05', endDate: '2026-05-05', hours: null, note: '' };

describe('recording and syncing', () => {
  it('shows an ongoing shift recorded on another phone and takes it over at the first tap, naming the version it took', async () => {
    const first = newPhone();
    const started = await first.open();
    await started.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await started.idle();
    first.close();

    const second = newPhone(first.server);
    second.clock = first.clock + minutes(45);
    const store = await second.open();
    await store.idle();
    expect(store.getSnapshot().current?.content.events.map((event) => event.workType)).toEqual([2]);

    await store.actions.switchWorkType(1);
    await store.idle();

    const sent = second.server.operationsReceived().at(-1)!;
    expect(sent).toMatchObject({ kind: 'recordShift', seq: 1, basedOnVersion: 1 });
    expect(second.server.shifts()[0]!.events.map((event) => event.workType)).toEqual([2, 1]);
    expect(store.getSnapshot().current).toMatchObject({ status: 'ongoing', pendingChanges: 0 });
  });

  it('stores each action on the phone before any network call, with the token and the device id', async () => {
    const phone = newPhone();
    const store = await phone.open();
    const seenInOutbox: boolean[] = [];
    const fetchServer = phone.server.fetch;
    phone.server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/driver/sync') {
        const db = await openDriverDb();
        const waiting = new Set((await db.getAll('outbox')).map((record) => record.operation.key));
        db.close();
        const sent = (JSON.parse(String(init!.body)) as { operations: { key: string }[] }).operations;
        seenInOutbox.push(...sent.map((operation) => waiting.has(operation.key)));
      }
      return fetchServer(input, init);
    }) as typeof fetch;
    // The fetch was swapped after start: a new store on the same phone picks it up.
    phone.close();
    const reopened = await phone.open();

    await reopened.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await reopened.idle();

    expect(seenInOutbox).toEqual([true]);
    expect(store.getSnapshot().deviceId).toMatch(/^[A-Za-z0-9]{10}$/);
    const calls = phone.server.calls;
    expect(calls.every((call) => call.authorization === 'Bearer token-of-aino' && call.deviceId === store.getSnapshot().deviceId)).toBe(true);
    expect(reopened.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0, lastSyncedAt: iso(START) });
  });

  it('records offline, shows the changes waiting, and uploads them once when the network is back', async () => {
    const phone = newPhone();
    phone.isOnline = false;
    phone.server.isReachable = false;
    const store = await phone.open();

    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    phone.clock += minutes(30);
    await store.actions.switchWorkType(1);
    phone.clock += minutes(60);
    await store.actions.switchWorkType(3, '12 pallets');
    await store.actions.createAbsence(sickDay);

    expect(store.getSnapshot().sync).toMatchObject({ state: 'offline', pending: 2 });
    expect(store.getSnapshot().current?.content.events.map((event) => event.workType)).toEqual([2, 1, 3]);
    expect(store.getSnapshot().current?.pendingChanges).toBe(1);
    expect(store.getSnapshot().absences).toMatchObject([{ ...sickDay, pending: true }]);

    phone.server.isReachable = true;
    await phone.reconnect();

    expect(phone.server.operationsReceived().map((operation) => operation.kind)).toEqual(['recordShift', 'createAbsence']);
    expect(phone.server.shifts()).toHaveLength(1);
    expect(phone.server.shifts()[0]!.events.map((event) => [event.workType, event.answer])).toEqual([
      [2, null],
      [1, null],
      [3, '12 pallets'],
    ]);
    expect(phone.server.absences).toHaveLength(1);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 });
    expect(store.getSnapshot().current).toMatchObject({ status: 'ongoing', pendingChanges: 0, vehicles: [VEHICLE] });
    expect(store.getSnapshot().absences).toMatchObject([{ ...sickDay, pending: false }]);
  });

  it('keeps unsent work through a reload', async () => {
    const phone = newPhone();
    phone.isOnline = false;
    const first = await phone.open();
    await first.actions.startShift({ vehicleIds: [], startKm: null, workType: 4 });
    await first.actions.createAbsence(sickDay);
    const deviceId = first.getSnapshot().deviceId;
    phone.close();

    const second = await phone.open();
    expect(second.getSnapshot()).toMatchObject({ ready: true, deviceId, sync: { state: 'offline', pending: 2 } });
    expect(second.getSnapshot().current?.content.events).toMatchObject([{ workType: 4, end: null }]);
    expect(phone.server.calls).toEqual([]);

    await phone.reconnect();
    expect(phone.server.shifts()).toHaveLength(1);
    expect(second.getSnapshot().sync.pending).toBe(0);
  });

  it('does not double anything when an answer is lost and the phone sends again', async () => {
    const phone = newPhone();
    phone.isOnline = false;
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.actions.createAbsence(sickDay);
    await store.idle();

    phone.isOnline = true;
    phone.server.losesNextAnswer = true;
    await store.actions.syncNow();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'error', pending: 2 });
    expect(phone.server.shifts()).toHaveLength(1);

    await store.actions.syncNow();
    expect(phone.server.operationsReceived()).toHaveLength(4);
    expect(phone.server.shifts()).toHaveLength(1);
    expect(phone.server.absences).toHaveLength(1);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0, problems: [] });
  });

  it('tries again by itself after a failure, a second later at first', async () => {
    const phone = newPhone();
    const store = await phone.open();
    phone.server.isReachable = false;
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'error', pending: 1 });

    phone.server.isReachable = true;
    await vi.waitFor(() => expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 }), { timeout: 3000 });
    expect(phone.server.shifts()).toHaveLength(1);
  });

  it('ends the shift with its end km, refusing an end km below the start and a second ongoing shift', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 1 });
    await expect(store.actions.startShift({ vehicleIds: [], startKm: null, workType: 1 })).rejects.toThrow();
    phone.clock += minutes(120);
    await expect(store.actions.endShift({ endKm: 900 })).rejects.toThrow('shifts:endKmBeforeStartKm');
    await store.actions.endShift({ endKm: 1180, consumptionLitres: 60 });
    await store.idle();

    expect(store.getSnapshot().current).toBeNull();
    expect(store.getSnapshot().shifts).toMatchObject([{ status: 'completed', end: iso(START + minutes(120)), content: { endKm: 1180, consumptionLitres: 60 } }]);
    expect(phone.server.shifts()).toMatchObject([{ status: 'completed', endKm: 1180 }]);
    await expect(store.actions.switchWorkType(2)).rejects.toThrow();
  });
});

describe('signing in and out', () => {
  it('keeps the outbox through a refused sign-in (401) and uploads after the next one', async () => {
    const phone = newPhone();
    phone.server.isSignInRefused = true;
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'notLinked', pending: 1 });

    const callsWhileRefused = phone.server.calls.length;
    await store.actions.syncNow();
    expect(phone.server.calls).toHaveLength(callsWhileRefused);

    phone.server.isSignInRefused = false;
    phone.token = 'renewed-token';
    store.signedIn();
    await store.idle();
    expect(phone.server.shifts()).toHaveLength(1);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 });
  });

  it('keeps recording signed out and not linked, with the warning, and uploads at the next sign-in', async () => {
    const phone = newPhone();
    phone.server.isLinked = false;
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'notLinked', pending: 1 });
    expect(phone.server.syncCalls()).toEqual([]);

    phone.token = null;
    await store.signedOut();
    expect(store.getSnapshot().sync).toMatchObject({ state: 'notLinked', pending: 1 });
    await store.actions.switchWorkType(1);

    phone.server.isLinked = true;
    phone.token = 'token-of-aino';
    store.signedIn();
    await store.idle();
    expect(phone.server.shifts()[0]!.events.map((event) => event.workType)).toEqual([2, 1]);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 });
  });

  it("keeps the outbox, unsent shifts and device id through sign-out, and forgets the driver's data", async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: null, workType: 2 });
    await store.actions.endShift({ endKm: null });
    await store.idle();
    phone.isOnline = false;
    phone.clock += minutes(60);
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 4 });
    const deviceId = store.getSnapshot().deviceId;
    expect(store.getSnapshot().shifts).toHaveLength(2);
    expect(store.getSnapshot().context).not.toBeNull();

    phone.token = null;
    await store.signedOut();

    expect(store.getSnapshot()).toMatchObject({ deviceId, context: null, sync: { pending: 1, lastSyncedAt: null } });
    expect(store.getSnapshot().shifts.map((shift) => shift.status)).toEqual(['ongoing']);
    expect(window.localStorage.getItem('rahti.driver.deviceId')).toBe(deviceId);
    phone.close();
    const reopened = await phone.open();
    expect(reopened.getSnapshot()).toMatchObject({ deviceId, context: null, sync: { pending: 1 } });
  });

  it('is cleared the same way by the sign-out path, which opens the database itself', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.actions.endShift({ endKm: null });
    await store.idle();
    phone.isOnline = false;
    await store.actions.createAbsence(sickDay);
    const deviceId = store.getSnapshot().deviceId;
    phone.close();

    phone.token = null;
    await clearSignedInDriverData();
    const reopened = await phone.open();
    expect(reopened.getSnapshot()).toMatchObject({ deviceId, context: null, shifts: [], sync: { pending: 1, lastSyncedAt: null } });
    expect(reopened.getSnapshot().absences).toMatchObject([{ pending: true }]);
  });
});

describe('what the office did', () => {
  it('stops recording a shift the office ended, and says so', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: null, workType: 2 });
    await store.idle();
    const { clientKey } = store.getSnapshot().current!;
    expect(phone.gps.isWatching()).toBe(true);

    phone.server.endByOffice(clientKey, iso(START + minutes(45)));
    phone.clock += minutes(50);
    await store.actions.switchWorkType(1);
    await store.idle();

    expect(store.getSnapshot().current).toBeNull();
    expect(store.getSnapshot().shifts).toMatchObject([{ clientKey, status: 'completed', endedByOffice: true, end: iso(START + minutes(45)) }]);
    expect(store.getSnapshot().sync.problems).toMatchObject([{ message: 'driver-sync:conflicts.endedByOffice', clientKey }]);
    expect(store.getSnapshot().tracking).toBe('off');
    expect(phone.gps.isWatching()).toBe(false);
  });

  it('learns at a sync that the office ended the shift even with nothing to send', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle();
    const { clientKey } = store.getSnapshot().current!;
    phone.server.endByOffice(clientKey, iso(START + minutes(45)));

    await store.actions.syncNow();
    expect(store.getSnapshot().current).toBeNull();
    expect(store.getSnapshot().sync.problems).toMatchObject([
      { key: `endedByOffice:${clientKey}`, message: 'driver-sync:conflicts.endedByOffice', params: { at: '5/4/26, 8:45 AM' }, clientKey },
    ]);
  });

  it('explains refusals in words, keeps them through a reload until dismissed', async () => {
    const phone = newPhone();
    phone.server.refusals.set('createAbsence', { outcome: 'refused', message: 'driver-sync:refused.createAbsences' });
    const store = await phone.open();
    await store.actions.createAbsence(sickDay);
    await store.idle();

    const [problem] = store.getSnapshot().sync.problems;
    expect(problem).toMatchObject({ message: 'driver-sync:refused.createAbsences', at: iso(START) });
    expect(store.getSnapshot().sync.pending).toBe(0);
    expect(store.getSnapshot().absences).toEqual([]);

    phone.close();
    const reopened = await phone.open();
    expect(reopened.getSnapshot().sync.problems).toEqual([problem]);
    await reopened.actions.dismissProblem(problem!.key);
    expect(reopened.getSnapshot().sync.problems).toEqual([]);
  });

  it('finds the one operation that makes the server refuse a whole call, and sends the rest', async () => {
    const phone = newPhone();
    phone.server.unreadableNote = 'unreadable';
    phone.isOnline = false;
    const store = await phone.open();
    await store.actions.createAbsence({ ...sickDay, startDate: '2026-05-06', endDate: '2026-05-06' });
    await store.actions.createAbsence({ ...sickDay, note: 'unreadable' });
    await store.actions.createAbsence({ ...sickDay, startDate: '2026-05-07', endDate: '2026-05-07' });
    await phone.reconnect();

    expect(phone.server.absences.map((absence) => absence.startDate)).toEqual(['2026-05-06', '2026-05-07']);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0, problems: [{ message: 'validation:invalid' }] });
  });

  it('sends a review edit of an uploaded shift as a driver edit, one version after another', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: 100, workType: 2 });
    phone.clock += minutes(60);
    await store.actions.endShift({ endKm: 150 });
    await store.idle();
    const [shift] = store.getSnapshot().shifts;

    phone.isOnline = false;
    await store.actions.editShift(shift!.clientKey, { ...shift!.content, endKm: 160 });
    await store.actions.editShift(shift!.clientKey, { ...shift!.content, endKm: 170 });
    expect(store.getSnapshot().shifts[0]).toMatchObject({ pendingChanges: 2, content: { endKm: 170 } });
    await phone.reconnect();

    expect(phone.server.operationsReceived().filter((operation) => operation.kind === 'editShift')).toHaveLength(2);
    expect(phone.server.shifts()[0]).toMatchObject({ endKm: 170 });
    expect(store.getSnapshot().sync.problems).toEqual([]);
  });
});

describe('positions and automatic work types', () => {
  it('switches to Drive after 3 minutes of driving, lets the driver undo it, and uploads the positions', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: null, workType: 2 });
    await store.idle();
    expect(store.getSnapshot().tracking).toBe('on');

    const movedAt = START + minutes(10);
    for (let second = 0; second <= 200; second += 5) {
      phone.clock = movedAt + second * 1000;
      phone.gps.move(phone.clock, second * 11, 40);
    }
    await store.idle();

    expect(store.getSnapshot().autoSwitch).toEqual({ workType: 1, at: iso(movedAt), previousWorkType: 2 });
    expect(store.getSnapshot().current?.content.events).toMatchObject([
      { workType: 2, end: iso(movedAt) },
      { workType: 1, start: iso(movedAt), end: null },
    ]);
    expect(phone.server.shifts()[0]!.events.map((event) => event.workType)).toEqual([2, 1]);

    await store.actions.undoAutoSwitch();
    await store.idle();
    expect(store.getSnapshot().autoSwitch).toBeNull();
    expect(store.getSnapshot().current?.content.events).toMatchObject([{ workType: 2, start: iso(START), end: null }]);
    expect(phone.server.shifts()[0]!.events.map((event) => event.workType)).toEqual([2]);
    expect(phone.server.positions).toHaveLength(41);
    expect(phone.server.positions[0]).toMatchObject({ vehicleId: VEHICLE.id, at: iso(movedAt), speedKmh: 40 });
  });

  it('switches Drive to Break after 5 minutes standing', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 1 });
    await store.idle(); // The position recorder loads with the first shift recorded.
    const stoppedAt = START + minutes(30);
    for (let second = 0; second <= 310; second += 10) {
      phone.clock = stoppedAt + second * 1000;
      phone.gps.move(phone.clock, second % 20, 0);
    }
    await store.idle();
    expect(store.getSnapshot().autoSwitch).toEqual({ workType: 5, at: iso(stoppedAt), previousWorkType: 1 });
    expect(phone.server.positions).toEqual([]);
  });

  it('says when the driver refused the position permission', async () => {
    const phone = newPhone();
    const store = await phone.open();
    expect(store.getSnapshot().tracking).toBe('off');
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle(); // The position recorder loads with the first shift recorded.
    phone.gps.refuse();
    expect(store.getSnapshot().tracking).toBe('denied');
  });

  it('asks the browser once to keep the data', async () => {
    const phone = newPhone();
    await phone.open();
    phone.close();
    await phone.open();
    expect(phone.persistRequests).toBe(1);
  });
});
