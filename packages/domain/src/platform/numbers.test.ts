import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalField, parseDecimal } from './numbers';

describe('parseDecimal', () => {
  it('accepts a decimal comma or point', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('1 234,25')).toBe(1234.25);
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal('1,2,3')).toBeUndefined();
  });

  it('reads back any non-negative number written with a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole},${String(cents).padStart(2, '0')}`;
        expect(parseDecimal(text)).toBeCloseTo(whole + cents / 100, 6);
      }),
    );
  });
});

describe('decimalField', () => {
  it('rejects negatives and text with the spec messages', () => {
    expect(decimalField().safeParse('-1,5').error?.issues[0]?.message).toBe('validation:notNegative');
    expect(decimalField().safeParse('x').error?.issues[0]?.message).toBe('validation:number');
    expect(decimalField().safeParse(true).error?.issues[0]?.message).toBe('validation:number');
    expect(decimalField().parse('18,40')).toBe(18.4);
  });

  it('never accepts a negative value', () => {
    fc.assert(
      fc.property(fc.double({ max: -0.001, noNaN: true }), (n) => {
        expect(decimalField().safeParse(n).success).toBe(false);
      }),
    );
  });
});
