/**
 * The phone's device id (spec section 9: exactly 10 letters or digits). The phone makes it once
 * and keeps it; the office types it on a vehicle to lock the vehicle to that phone, so a new one
 * uses capitals and digits without the look-alikes 0/O, 1/I/L (read off a phone, typed by hand).
 *
 * Kept apart from the zod schemas so the driver app can use it without loading zod.
 */
export const DEVICE_ID_LENGTH = 10;
/** What a device id may hold (spec section 9: letters or digits). */
export const DEVICE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** What this app makes them of. */
export const NEW_DEVICE_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new device id from `random` (uniform in [0, 1), like Math.random; the app passes one backed
 * by crypto.getRandomValues). 31^10 ids: two phones of one organisation colliding is negligible.
 */
export function makeDeviceId(random: () => number): string {
  let id = '';
  for (let i = 0; i < DEVICE_ID_LENGTH; i++) {
    const index = Math.min(NEW_DEVICE_ID_ALPHABET.length - 1, Math.floor(random() * NEW_DEVICE_ID_ALPHABET.length));
    id += NEW_DEVICE_ID_ALPHABET[Math.max(0, index)];
  }
  return id;
}

/** Exactly `DEVICE_ID_LENGTH` ASCII letters or digits. */
export function isDeviceId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length === DEVICE_ID_LENGTH &&
    [...value].every((char) => DEVICE_ID_ALPHABET.includes(char))
  );
}
