import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, multiplyMoney, percentOf, roundMoney, subtractMoney, sumMoney, toCents } from './money';

describe('money rounding (half away from zero, in decimal)', () => {
  it.each([
    [1.005, 1.01],
    [1.015, 1.02],
    [2.675, 2.68],
    [-0.125, -0.13],
    [-0.005, -0.01],
    [0.125, 0.13],
    [0.004999, 0],
    [1234.5649, 1234.56],
    ['10.115', 10.12],
  ])('rounds %s to %s', (value, rounded) => {
    expect(roundMoney(value)).toBe(rounded);
  });

  it('multiplies exactly before rounding once: 3 × 19.99 × 25.5 % VAT', () => {
    // 59.97 × 0.255 = 15.29235 → 15.29
    expect(multiplyMoney(3, 19.99, 0.255)).toBe(15.29);
    // 0.1 × 3 is 0.3 exactly here, where floating point gives 0.30000000000000004.
    expect(multiplyMoney(0.1, 3)).toBe(0.3);
    // 2.5 h × 61.43 €/h = 153.575 → 153.58
    expect(multiplyMoney(2.5, 61.43)).toBe(153.58);
  });

  it('sums and subtracts cents without drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(subtractMoney(1000, 999.99)).toBe(0.01);
    expect(sumMoney([])).toBe(0);
  });

  it('gives a margin to 0.01 percent, and none of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(-50, 200)).toBe(-25);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('converts to and from whole cents', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(1.005)).toBe(101);
    expect(fromCents(1234)).toBe(12.34);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('refuses what is not an amount', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: a sum of cent amounts equals the sum of their whole cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 200 }), (cents) => {
        const amounts = cents.map(fromCents);
        expect(toCents(sumMoney(amounts))).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('property: rounding to the cent moves an amount by at most half a cent, away from zero on a tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (thousandths) => {
        const value = (thousandths / 1000).toFixed(3);
        const rounded = roundMoney(value);
        const difference = Math.abs(rounded * 1000 - thousandths);
        expect(difference).toBeLessThanOrEqual(5);
        if (Math.abs(thousandths) % 10 === 5) expect(Math.abs(rounded * 1000)).toBeGreaterThan(Math.abs(thousandths));
      }),
    );
  });
});
