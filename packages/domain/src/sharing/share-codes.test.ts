import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShareCode, newShareCode, normaliseShareCode, SHARE_CODE_ALPHABET } from './share-codes';

/** Seeded bytes (xorshift32): the domain has no platform to ask, and a seed keeps the counts below steady. */
function seededBytes(seed: number) {
  let state = seed;
  return (count: number) =>
    Uint8Array.from({ length: count }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) & 0xff;
    });
}
const randomBytes = seededBytes(20261130);

describe('share codes', () => {
  it('are 16 characters with no look-alikes, shown in four groups and read back however typed', () => {
    const code = newShareCode(randomBytes);
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{16}$/);
    expect(formatShareCode('ACDE3467FGHJ9KMN')).toBe('ACDE-3467-FGHJ-9KMN');
    expect(normaliseShareCode(' acde-3467 fghj-9kmn ')).toBe('ACDE3467FGHJ9KMN');
    expect(normaliseShareCode('ACDE3467FGHJ9KM')).toBeUndefined();
    expect(normaliseShareCode('ACDE3467FGHJ9KM0')).toBeUndefined();
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S', '8', 'B', '2', 'Z'])
      expect(SHARE_CODE_ALPHABET).not.toContain(lookAlike);
  });

  it('take every character of the alphabet from any bytes, and read back as made (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        let call = 0;
        // The first draw is the property's bytes; later draws (after rejected bytes) are fixed.
        const code = newShareCode((count) => (call++ === 0 ? bytes : new Uint8Array(count).fill(call)));
        expect(code).toHaveLength(16);
        expect(normaliseShareCode(formatShareCode(code).toLowerCase())).toBe(code);
      }),
    );
  });

  it('draw each character about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++)
      for (const character of newShareCode(randomBytes)) counts.set(character, (counts.get(character) ?? 0) + 1);
    const expected = (2000 * 16) / SHARE_CODE_ALPHABET.length;
    expect(counts.size).toBe(SHARE_CODE_ALPHABET.length);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });
});
