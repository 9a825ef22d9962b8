import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseDriverCardId } from './driver-card';

const cardChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

describe('driver card id', () => {
  it('normalises case and spaces', () => {
    expect(normaliseDriverCardId('fi12 3456 7890 1200')).toBe('FI12345678901200');
    expect(normaliseDriverCardId('DB05124142030700')).toBe('DB05124142030700');
  });

  it('rejects the wrong length and bad indexes', () => {
    expect(normaliseDriverCardId('FI123')).toBeUndefined();
    expect(normaliseDriverCardId('FI1234567890120000')).toBeUndefined();
    expect(normaliseDriverCardId('FI123456789012a!')).toBeUndefined();
  });

  it('accepts every 16 characters of letters and digits, idempotently', () => {
    fc.assert(
      fc.property(fc.array(cardChar, { minLength: 16, maxLength: 16 }), (chars) => {
        const id = normaliseDriverCardId(chars.join('').toLowerCase());
        expect(id).toBe(chars.join(''));
        expect(normaliseDriverCardId(id!)).toBe(id);
      }),
    );
  });

  it('never accepts a string whose compact length is not 16', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        if (s.replace(/\s+/g, '').length !== 16) expect(normaliseDriverCardId(s)).toBeUndefined();
      }),
    );
  });
});
