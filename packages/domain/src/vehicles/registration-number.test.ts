import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseRegistrationNumber } from './registration-number';
import { registerNumberField } from './vehicle.schemas';

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');

describe('registration numbers', () => {
  it('accepts ABC-123 and writes it with a hyphen whatever the case and spacing', () => {
    expect(normaliseRegistrationNumber('abc-123')).toBe('ABC-123');
    expect(normaliseRegistrationNumber(' ABC 123 ')).toBe('ABC-123');
    expect(normaliseRegistrationNumber('AB-123')).toBeUndefined();
    expect(normaliseRegistrationNumber('ABC-1234')).toBeUndefined();
  });

  it('any three letters and three digits are valid and normalise idempotently', () => {
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 3, maxLength: 3 }),
        fc.array(digit, { minLength: 3, maxLength: 3 }),
        (l, d) => {
          const written = normaliseRegistrationNumber(`${l.join('').toLowerCase()}${d.join('')}`);
          expect(written).toBe(`${l.join('')}-${d.join('')}`);
          expect(normaliseRegistrationNumber(written!)).toBe(written);
        },
      ),
    );
  });

  it('rejects anything containing a character outside letters, digits, hyphen and space', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (/[^A-Za-z0-9\s-]/.test(s)) expect(normaliseRegistrationNumber(s)).toBeUndefined();
      }),
    );
  });

  it('has Finnish and Swedish rules beside the default', () => {
    expect(normaliseRegistrationNumber('ab-1', 'FI')).toBe('AB-1');
    expect(normaliseRegistrationNumber('ABC-012', 'FI')).toBeUndefined();
    expect(normaliseRegistrationNumber('abc12a', 'SE')).toBe('ABC 12A');
  });
});

describe('the register number field of vehicle forms', () => {
  it('asks for a number when empty and says which are not valid', () => {
    const messages = (input: string) =>
      registerNumberField.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages('  ')).toEqual(['validation:required']);
    expect(messages('AB-12')).toEqual(['organisation-data:invalidRegistrationNumber']);
    expect(registerNumberField.parse(' abc123 ')).toBe('ABC-123');
  });
});
