import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkFuelPrice, todaysFuelPrice } from './fuel-price-check';

describe('a calculation’s fuel price against today’s (hand-computed, 5 % of today’s price)', () => {
  it.each([
    // assumed, today, difference, % of today, warns
    [1.05, 1.0, 0.05, 5, false], // exactly 5 % above: no warning (floating point would make it 5.000000000000004 %)
    [0.95, 1.0, -0.05, -5, false], // exactly 5 % below: no warning
    [1.06, 1.0, 0.06, 6, true],
    [1.0501, 1.0, 0.0501, 5, true], // 5.01 % shows as 5.0 %, and is over
    [1.848, 1.76, 0.088, 5, false], // 0.088 is 5 % of 1.76 exactly
    [1.849, 1.76, 0.089, 5.1, true], // 0.089 ÷ 1.76 = 5.056… %
    [1.1, 1.76, -0.66, -37.5, true], // the spec's default 1.1 against the demo's 1.76 €/l
    [1.76, 1.76, 0, 0, false],
  ])('%s against %s: %s, %s %, warns %s', (assumed, today, difference, percent, warns) => {
    expect(checkFuelPrice(assumed, today)).toEqual({ difference, differencePercent: percent, isOff: warns });
  });

  it('warns for any price when today’s is 0, without a percentage', () => {
    expect(checkFuelPrice(0.2, 0)).toEqual({ difference: 0.2, differencePercent: null, isOff: true });
    expect(checkFuelPrice(0, 0)).toEqual({ difference: 0, differencePercent: null, isOff: false });
  });

  it('property: a price in whole cents warns exactly when 100 × |difference| > 5 × today’s, in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (assumed, today) => {
        const check = checkFuelPrice(assumed / 100, today / 100);
        return check.isOff === 100 * Math.abs(assumed - today) > 5 * today;
      }),
    );
  });

  it('property: the same percentage either way round of the sign, and no warning at today’s ± 5 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (todayCents) => {
        // ± 5 % of a price in cents, as 1/20 of it: an exact decimal.
        const today = todayCents / 100;
        const above = checkFuelPrice((todayCents * 21) / 2000, today);
        const below = checkFuelPrice((todayCents * 19) / 2000, today);
        return !above.isOff && !below.isOff && above.differencePercent === 5 && below.differencePercent === -5;
      }),
    );
  });
});

describe('today’s fuel price', () => {
  const prices = [
    { fuelType: 0, currency: 'EUR', price: 1.76 },
    { fuelType: 0, currency: 'SEK', price: 19.9 },
  ];
  it('is the organisation’s own in the currency, else the built-in one', () => {
    expect(todaysFuelPrice(prices, 0, 'EUR')).toEqual({ price: 1.76, isOwn: true });
    expect(todaysFuelPrice(prices, 0, 'SEK')).toEqual({ price: 19.9, isOwn: true });
    // Electricity has no price of the organisation's: the built-in 0.15 €/kWh.
    expect(todaysFuelPrice(prices, 1, 'EUR')).toEqual({ price: 0.15, isOwn: false });
  });
});
