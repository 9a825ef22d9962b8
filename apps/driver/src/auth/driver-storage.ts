/**
 * Everything the driver app keeps in localStorage starts with this prefix. The web app shares
 * the origin (and so localStorage), so sign-out must remove only the driver's own keys.
 */
export const DRIVER_STORAGE_PREFIX = 'rahti.driver.';

/** The phone's device id (decision 0012), mirrored from IndexedDB. */
export const DEVICE_ID_STORAGE_KEY = `${DRIVER_STORAGE_PREFIX}deviceId`;

/** Keys that describe the phone, not the person, and survive sign-out. */
const DEVICE_KEYS = new Set([`${DRIVER_STORAGE_PREFIX}language`, DEVICE_ID_STORAGE_KEY]);

/** Removes the signed-in driver's data (tokens, sign-in state) from this phone's localStorage. */
export function clearDriverStorage(storage: Storage = window.localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && key.startsWith(DRIVER_STORAGE_PREFIX) && !DEVICE_KEYS.has(key),
  );
  for (const key of keys) storage.removeItem(key);
}
