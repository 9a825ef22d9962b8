import { isDeviceId, makeDeviceId } from '@rahti/domain';
import { DEVICE_ID_STORAGE_KEY } from '../auth/driver-storage';
import { readMeta, type DriverDb } from './driver-db';

/**
 * The phone's device id, made once and kept in two places (decision 0012): IndexedDB, and
 * localStorage, which survives sign-out and a browser that evicts IndexedDB. Either copy
 * restores the other, so the id the office typed on a vehicle keeps matching.
 */
export async function ensureDeviceId(db: DriverDb, storage: Storage | undefined, random: () => number): Promise<string> {
  const stored = await readMeta(db, 'deviceId');
  const mirrored = readStorage(storage);
  const deviceId = isDeviceId(stored) ? stored : isDeviceId(mirrored) ? mirrored : makeDeviceId(random);
  if (stored !== deviceId) await db.put('meta', deviceId, 'deviceId');
  if (mirrored !== deviceId) writeStorage(storage, deviceId);
  return deviceId;
}

function readStorage(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(DEVICE_ID_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage | undefined, deviceId: string): void {
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, deviceId);
  } catch {
    // Storage full or blocked: IndexedDB still holds the id.
  }
}
