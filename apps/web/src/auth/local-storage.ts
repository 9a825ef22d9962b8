/** Saved column/header settings survive sign-out (spec section 4); everything else is cleared. */
export const KEPT_STORAGE_PREFIX = 'rahti.headers.';

export function clearStorageExceptHeaderSettings(storage: Storage = window.localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && !key.startsWith(KEPT_STORAGE_PREFIX),
  );
  for (const key of keys) storage.removeItem(key);
}
