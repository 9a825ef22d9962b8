import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDriverDb, readCache } from './driver-db';
import { START, phonesClosedAfterEach } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';

const minutes = (count: number) => count * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const newPhone = phonesClosedAfterEach();

const sentCursors = (phone: ReturnType<typeof newPhone>) =>
  phone.server.syncCalls().map((call) => (call.body as { cursor?: string }).cursor);

describe('the sync cursor (issue 28)', () => {
  it('sends the cursor of its copy, and keeps the copy when the server answers that nothing changed', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: 1000, workType: 2 });
    phone.clock += minutes(60);
    await store.actions.endShift({ endKm: 1042 });
    await store.idle();
    const shown = store.getSnapshot().shifts;
    expect(shown).toMatchObject([{ status: 'completed', pendingChanges: 0, vehicles: [VEHICLE] }]);

    phone.clock += minutes(5);
    await store.actions.syncNow();

    const [full, unchanged] = phone.server.syncAnswers.slice(-2);
    expect(sentCursors(phone).at(-1)).toBe(full!.cursor);
    expect(unchanged).toEqual({ cursor: full!.cursor, unchanged: true });
    expect(store.getSnapshot().shifts).toEqual(shown);
    expect(store.getSnapshot().sync).toMatchObject({ state: 'saved', lastSyncedAt: iso(START + minutes(65)) });
  });

  it('learns of an office end only from the answer that shows the shift completed, and says so once', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.startShift({ vehicleIds: [], startKm: null, workType: 2 });
    await store.idle();
    const { clientKey } = store.getSnapshot().current!;

    await store.actions.syncNow();
    expect(phone.server.syncAnswers.at(-1)).toMatchObject({ unchanged: true });
    expect(store.getSnapshot().current).toMatchObject({ clientKey, status: 'ongoing' });
    expect(store.getSnapshot().sync.problems).toEqual([]);

    phone.server.endByOffice(clientKey, iso(START + minutes(45)));
    await store.actions.syncNow();
    expect(phone.server.syncAnswers.at(-1)).toMatchObject({ unchanged: false });
    expect(store.getSnapshot().current).toBeNull();

    await store.actions.syncNow();
    expect(phone.server.syncAnswers.at(-1)).toMatchObject({ unchanged: true });
    expect(store.getSnapshot().shifts).toMatchObject([{ clientKey, status: 'completed', end: iso(START + minutes(45)) }]);
    expect(store.getSnapshot().sync.problems).toMatchObject([{ key: `endedByOffice:${clientKey}` }]);
  });

  it('sends no cursor after a sign-out, nor one the cache holds for another driver', async () => {
    const phone = newPhone();
    const store = await phone.open();
    await store.actions.syncNow();
    expect(sentCursors(phone).at(-1)).toEqual(expect.any(String));

    phone.token = null;
    await store.signedOut();
    phone.token = 'token-of-aino';
    const callsBeforeSignIn = phone.server.syncCalls().length;
    store.signedIn();
    await store.idle();
    expect(sentCursors(phone).slice(callsBeforeSignIn)).toEqual([undefined]);

    // A copy left behind (a sign-out that could not clear the storage) of someone else's lists.
    const db = await openDriverDb();
    const cached = (await readCache(db, 'sync'))!;
    await db.put('cache', { ...cached, driverId: '6f2b8f4e-1c1a-4c1e-9d3e-0000000000d2' }, 'sync');
    db.close();
    phone.close();
    const callsBefore = phone.server.syncCalls().length;
    await phone.open();
    expect(sentCursors(phone).slice(callsBefore)).toEqual([undefined]);
  });
});
