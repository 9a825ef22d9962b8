import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emissionTotals } from './emission-totals';

const row = (
  fuel: { fuelType: number; amount: number; unit: 'l' | 'kg' | 'kWh' }[],
  kg: number[],
  tonneKm: number,
) => ({
  fuel,
  tonneKm,
  ttwKg: kg[0]!,
  wttKg: kg[1]!,
  wtwKg: kg[2]!,
});

describe('emission totals (hand-computed)', () => {
  it('sums the rounded rows, fuel by fuel and unit, and divides the sums for the intensity', () => {
    const totals = emissionTotals([
      row([{ fuelType: 0, amount: 1234.5, unit: 'l' }], [3296.1, 703.7, 3999.8], 10_000),
      row(
        [
          { fuelType: 1, amount: 500, unit: 'kWh' },
          { fuelType: 0, amount: 100, unit: 'l' },
        ],
        [267, 91, 358],
        2500.5,
      ),
      row([{ fuelType: 0, amount: 50.5, unit: 'l' }], [134.8, 28.8, 163.6], 0),
    ]);
    // 3 999.8 + 358 + 163.6 = 4 521.4 kg; 4 521 400 g ÷ 12 500.5 t·km = 361.69… → 361.7.
    expect(totals).toEqual({
      fuel: [
        { fuelType: 0, amount: 1385, unit: 'l' },
        { fuelType: 1, amount: 500, unit: 'kWh' },
      ],
      tonneKm: 12500.5,
      ttwKg: 3697.9,
      wttKg: 823.5,
      wtwKg: 4521.4,
      gPerTonneKm: 361.7,
    });
  });

  it('has no intensity without tonne-km, and nothing of no rows', () => {
    expect(emissionTotals([row([], [1, 0.2, 1.2], 0)]).gPerTonneKm).toBeNull();
    expect(emissionTotals([])).toEqual({ fuel: [], tonneKm: 0, ttwKg: 0, wttKg: 0, wtwKg: 0, gPerTonneKm: null });
  });

  it('property: the total of rows in tenths is their exact sum in tenths, without float noise', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 40 }), (tenths) => {
        const totals = emissionTotals(tenths.map((t) => row([], [t / 10, 0, t / 10], 1)));
        const exact = tenths.reduce((sum, t) => sum + t, 0) / 10;
        return totals.wtwKg === exact && totals.ttwKg === exact;
      }),
    );
  });
});
