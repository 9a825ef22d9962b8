import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_LENGTH, isDeviceId, makeDeviceId } from './device-id';
import { DEVICE_ID_PATTERN } from './driver-sync.schemas';

describe('device id', () => {
  it('is made from the random source, one character per draw', () => {
    const draws = [0, 0.999_999, 0.5, 0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8];
    let next = 0;
    // Capitals and digits without 0, O, 1, I, L: index ⌊draw × 31⌋ of ABCDEFGHJKMNPQRSTUVWXYZ23456789.
    expect(makeDeviceId(() => draws[next++]!)).toBe('A9SDGKPVY3');
  });

  it('is always 10 letters or digits, whatever the random source gives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: DEVICE_ID_LENGTH,
          maxLength: DEVICE_ID_LENGTH,
        }),
        (draws) => {
          let next = 0;
          const id = makeDeviceId(() => draws[next++]!);
          expect(isDeviceId(id)).toBe(true);
          expect(DEVICE_ID_PATTERN.test(id)).toBe(true);
          expect(id).not.toMatch(/[0O1IL]|[a-z]/);
        },
      ),
    );
  });

  it('is validated exactly as the API checks the X-Device-Id header', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', minLength: 10, maxLength: 10 })),
        (value) => {
          expect(isDeviceId(value)).toBe(DEVICE_ID_PATTERN.test(value));
        },
      ),
    );
    expect(isDeviceId('ABCdef1234')).toBe(true);
    expect(isDeviceId('ABCdef123')).toBe(false);
    expect(isDeviceId('ABCdef123-')).toBe(false);
    expect(isDeviceId('ÄBCdef1234')).toBe(false);
    expect(isDeviceId(1234567890)).toBe(false);
  });
});
