import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { openDriverDb } from '../driver-db';
import { DriverDataStore, type DriverDataDeps } from '../driver-data-store';
import { newKey } from '../random';
import { createFakeDriverServer } from './fake-driver-server';

/** A phone's Geolocation API that the test moves. */
export function createFakeGeolocation() {
  let onPosition: PositionCallback | undefined;
  let onError: PositionErrorCallback | null | undefined;
  const geolocation = {
    watchPosition(success: PositionCallback, error?: PositionErrorCallback | null) {
      onPosition = success;
      onError = error;
      return 1;
    },
    clearWatch() {
      onPosition = undefined;
      onError = undefined;
    },
    getCurrentPosition() {},
  } as Geolocation;
  return {
    geolocation,
    isWatching: () => onPosition !== undefined,
    /** A fix `northMeters` north of a point in Helsinki, at `speedKmh` (null: the phone gives none). */
    move(atMs: number, northMeters: number, speedKmh: number | null) {
      onPosition?.({
        timestamp: atMs,
        coords: {
          latitude: 60.17 + northMeters / 111_195,
          longitude: 24.94,
          accuracy: 8,
          altitude: null,
          altitudeAccuracy: null,
          heading: speedKmh ? 0 : null,
          speed: speedKmh === null ? null : speedKmh / 3.6,
        },
      } as GeolocationPosition);
    },
    refuse() {
      onError?.({ code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    },
  };
}

export const START = Date.parse('2026-05-04T05:00:00Z');

/**
 * One phone: a fresh IndexedDB, a fake server, a clock, a network switch and a sign-in switch.
 * `open()` starts the app on it (again after `close()`, as a reload does).
 */
/** A phone with its own storage, talking to `server` (its own unless two phones share one). */
export function createFakePhone(server = createFakeDriverServer()) {
  const indexedDb = new IDBFactory();
  const gps = createFakeGeolocation();
  const phone = {
    server,
    gps,
    clock: START,
    isOnline: true,
    token: 'token-of-aino' as string | null,
    persistRequests: 0,
    store: undefined as DriverDataStore | undefined,
    deps(): DriverDataDeps {
      return {
        openDb: () => {
          globalThis.indexedDB = indexedDb;
          return openDriverDb();
        },
        fetch: server.fetch,
        getAccessToken: async () => phone.token,
        now: () => phone.clock,
        random: () => 0.5,
        newKey,
        isOnline: () => phone.isOnline,
        storage: window.localStorage,
        geolocation: gps.geolocation,
        requestPersistentStorage: async () => {
          phone.persistRequests++;
          return true;
        },
      };
    },
    async open(): Promise<DriverDataStore> {
      phone.store = new DriverDataStore(phone.deps());
      phone.store.start();
      await phone.store.idle();
      return phone.store;
    },
    close() {
      phone.store?.stop();
    },
    /** Goes online as the browser says so, and waits for the sync it starts. */
    async reconnect() {
      phone.isOnline = true;
      window.dispatchEvent(new Event('online'));
      await phone.store!.idle();
    },
  };
  return phone;
}

/** A test file's `newPhone`: every phone it makes (on `server` when given) is closed after each test. */
export function phonesClosedAfterEach(): (server?: ReturnType<typeof createFakeDriverServer>) => ReturnType<typeof createFakePhone> {
  let phones: ReturnType<typeof createFakePhone>[] = [];
  afterEach(() => {
    phones.forEach((phone) => phone.close());
    phones = [];
  });
  return (server) => {
    const phone = createFakePhone(server);
    phones.push(phone);
    return phone;
  };
}
