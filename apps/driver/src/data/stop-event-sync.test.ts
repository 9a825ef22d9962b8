import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StopEventDraft } from './driver-data.types';
import { phonesClosedAfterEach, START } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';
import { fakeFile, fakeTransportTask } from './testing/fake-transport';

/**
 * Stop events of transport tasks on the phone (issue 26): the outbox model of decision 0012 with
 * the files a proof names. Everything is kept on the phone first; each file goes up under its
 * own key before the event that names it; a cut-off upload or answer is sent again and stored
 * once.
 */
const newPhone = phonesClosedAfterEach();
const task = fakeTransportTask();
const [pickup, delivery] = task.stops;

/** A phone whose server holds the driver's task, after its first sync. */
async function phoneWithTask() {
  const phone = newPhone();
  phone.server.transportTasks = [structuredClone(task)];
  const store = await phone.open();
  return { phone, store };
}

const delivered = (): StopEventDraft => ({
  transportTaskId: task.id,
  stopId: delivery!.id,
  kind: 'delivered',
  goodsChecked: true,
  note: '',
  proof: {
    signerName: 'Liisa Vastaanottaja',
    signature: fakeFile('png-signature', 'image/png'),
    photos: [fakeFile('jpeg-1'), fakeFile('jpeg-2')],
  },
  deviations: [],
});

const uploads = (phone: ReturnType<typeof newPhone>) =>
  phone.server.calls.filter((call) => call.method === 'PUT').map((call) => call.path);

describe('a stop event on the phone', () => {
  it('gets the driver’s transport tasks with the sync, and keeps them for offline use', async () => {
    const { phone, store } = await phoneWithTask();
    expect(store.getSnapshot().transportTasks.map((held) => held.id)).toEqual([task.id]);
    phone.close();
    phone.server.isReachable = false;
    const reopened = await phone.open();
    expect(reopened.getSnapshot().transportTasks.map((held) => held.stops.length)).toEqual([2]);
  });

  it('is kept offline with its signature and photos, shown waiting, then sent: every file once, before the event', async () => {
    const { phone, store } = await phoneWithTask();
    phone.isOnline = false;
    phone.server.isReachable = false;
    await store.actions.recordStopEvent({ ...delivered(), kind: 'arrived', stopId: pickup!.id, proof: null });
    await store.actions.recordStopEvent(delivered());
    await store.idle();
    const waiting = store.getSnapshot().stopEventsWaiting;
    expect(waiting.map((event) => event.kind)).toEqual(['arrived', 'delivered']);
    expect(waiting[1]).toMatchObject({
      transportTaskId: task.id,
      stopId: delivery!.id,
      at: new Date(START).toISOString(),
      goodsChecked: true,
      proof: { signerName: 'Liisa Vastaanottaja', signatureKey: expect.any(String), photoKeys: [expect.any(String), expect.any(String)] },
    });
    expect(store.getSnapshot().sync).toMatchObject({ state: 'offline', pending: 2 });

    phone.server.isReachable = true;
    await phone.reconnect();
    await store.actions.syncNow();
    await store.idle();
    expect(uploads(phone)).toHaveLength(3);
    const firstSync = phone.server.calls.findIndex((call) => call.path === '/api/driver/sync' && (call.body as { operations: unknown[] }).operations.length > 0);
    expect(phone.server.calls.slice(firstSync - 3, firstSync).every((call) => call.method === 'PUT')).toBe(true);
    const [, proof] = phone.server.stopEvents;
    expect(new TextDecoder().decode(phone.server.files.get(proof!.proof!.signatureKey)!.bytes)).toBe('png-signature');
    expect(phone.server.files.get(proof!.proof!.signatureKey)!.contentType).toBe('image/png');
    expect(proof!.proof!.photoKeys.map((key) => new TextDecoder().decode(phone.server.files.get(key)!.bytes))).toEqual(['jpeg-1', 'jpeg-2']);
    // The server's answer now shows the stop delivered; nothing waits on the phone.
    expect(store.getSnapshot().stopEventsWaiting).toEqual([]);
    expect(store.getSnapshot().transportTasks[0]!.stops[1]!.doneAt).toBe(new Date(START).toISOString());
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0 });
  });

  it('survives the network cut mid-upload and a lost answer: one file per key, one proof', async () => {
    const { phone, store } = await phoneWithTask();
    phone.server.losesNextUploadAnswer = true;
    await store.actions.recordStopEvent(delivered());
    await store.idle();
    // The first upload reached the server, its answer did not: nothing else was sent.
    expect(uploads(phone)).toHaveLength(1);
    expect(phone.server.stopEvents).toEqual([]);
    expect(store.getSnapshot().sync.pending).toBe(1);

    phone.server.losesNextAnswer = true;
    await store.actions.syncNow();
    await store.idle();
    // The same key again (stored once), the other two, then the event, whose answer was lost.
    expect(uploads(phone)).toHaveLength(4);
    expect(new Set(uploads(phone)).size).toBe(3);
    expect(phone.server.files.size).toBe(3);
    expect(phone.server.stopEvents).toHaveLength(1);
    expect(store.getSnapshot().sync.pending).toBe(1);

    await store.actions.syncNow();
    await store.idle();
    expect(uploads(phone)).toHaveLength(4);
    expect(phone.server.stopEvents).toHaveLength(1);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', pending: 0, problems: [] });
  });

  it('survives a reload before it is sent: the event and its files are in the phone’s storage', async () => {
    const { phone, store } = await phoneWithTask();
    phone.server.isReachable = false;
    await store.actions.recordStopEvent(delivered());
    await store.idle();
    phone.close();

    phone.server.isReachable = true;
    const reopened = await phone.open();
    await reopened.idle();
    expect(phone.server.files.size).toBe(3);
    expect(phone.server.stopEvents).toHaveLength(1);
    expect(reopened.getSnapshot().stopEventsWaiting).toEqual([]);
  });

  it('goes without files when refused whole, and records where the phone is while a shift runs', async () => {
    const { phone, store } = await phoneWithTask();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    await store.idle();
    phone.gps.move(START, 0, 0);
    const refusal = { type: 'refused' as const, goodsLineId: null, note: 'Pallets wet', photos: [] };
    await store.actions.recordStopEvent({ ...delivered(), proof: null, deviations: [refusal] });
    await store.idle();
    expect(uploads(phone)).toEqual([]);
    expect(phone.server.stopEvents).toEqual([
      expect.objectContaining({
        proof: null,
        deviations: [{ type: 'refused', goodsLineId: null, note: 'Pallets wet', photoKeys: [] }],
        position: { latitude: 60.17, longitude: 24.94, accuracyM: 8 },
      }),
    ]);
  });

  it('tells the driver when the server did not take it, and the stop is no longer shown done', async () => {
    const { phone, store } = await phoneWithTask();
    phone.server.transportTasks = [];
    await store.actions.recordStopEvent({ ...delivered(), kind: 'arrived', proof: null });
    await store.idle();
    expect(store.getSnapshot().sync.problems).toMatchObject([{ message: 'driver-sync:transport.notYourTask' }]);
    expect(store.getSnapshot().stopEventsWaiting).toEqual([]);
    expect(store.getSnapshot().transportTasks).toEqual([]);
  });
});
