import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportionHundredths } from './apportion';

describe('apportioning a rounded total', () => {
  it('gives the missing hundredths to the largest remainders, the earlier on a tie', () => {
    // 416.67 + 416.67 + 100.4 = 933.73 → 934: floors 416 + 416 + 100 = 932, two more to the two 0.67s.
    expect(apportionHundredths([1250 / 3, 1250 / 3, 100.4], 934)).toEqual([417, 417, 100]);
    // 833.33 → 833: one more, to the first of the tied remainders.
    expect(apportionHundredths([1250 / 3, 1250 / 3], 833)).toEqual([417, 416]);
  });

  it('adds up to the rounded total, each part within a hundredth of its value', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 20 }), (milliseconds) => {
        const exact = milliseconds.map((value) => value / 36_000);
        const total = Math.round(milliseconds.reduce((sum, value) => sum + value, 0) / 36_000);
        const parts = apportionHundredths(exact, total);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part, index) => expect(Math.abs(part - exact[index]!)).toBeLessThan(1));
      }),
    );
  });
});
