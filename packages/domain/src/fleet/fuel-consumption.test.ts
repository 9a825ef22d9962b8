import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kmAt, kmBetween, monthlyConsumption, refuelFlags, type KmReading } from './fuel-consumption';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('kmAt', () => {
  const readings: KmReading[] = [
    { at: 0, km: 1_000 },
    { at: 10 * HOUR, km: 1_100 },
    { at: 30 * HOUR, km: 1_100 },
  ];

  it('reads a reading at its instant and interpolates between two', () => {
    expect(kmAt(readings, 0)).toBe(1_000);
    expect(kmAt(readings, 10 * HOUR)).toBe(1_100);
    // 4 h of 10 h between 1 000 and 1 100 km: 1 000 + 100 × 0.4.
    expect(kmAt(readings, 4 * HOUR)).toBe(1_040);
    expect(kmAt(readings, 20 * HOUR)).toBe(1_100);
  });

  it('knows nothing before the first reading or after the last', () => {
    expect(kmAt(readings, -1)).toBeUndefined();
    expect(kmAt(readings, 30 * HOUR + 1)).toBeUndefined();
    expect(kmAt([], 0)).toBeUndefined();
  });
});

describe('kmBetween', () => {
  it('measures a month from the odometer interpolated at both ends', () => {
    // Readings 12 h before the month (1 000), in it (2 500) and 12 h after it (4 000), over a
    // 30-day month starting at 0: at the start 1 000 + 1 500 × 12 / (15 × 24) = 1 050; at the end
    // 2 500 + 1 500 × 15.5 / 16 = 3 953.125; so 2 903.125 km.
    const readings = [
      { at: -12 * HOUR, km: 1_000 },
      { at: 14.5 * DAY, km: 2_500 },
      { at: 30.5 * DAY, km: 4_000 },
    ];
    expect(kmBetween(readings, 0, 30 * DAY)).toBeCloseTo(2_903.125, 9);
  });

  it('measures from the first reading inside when the start is not known', () => {
    const readings = [
      { at: 3 * DAY, km: 500 },
      { at: 20 * DAY, km: 2_000 },
    ];
    expect(kmBetween(readings, 0, 30 * DAY)).toBe(1_500);
  });

  it('has no km from one reading', () => {
    expect(kmBetween([{ at: DAY, km: 500 }], 0, 30 * DAY)).toBeUndefined();
    expect(kmBetween([], 0, 30 * DAY)).toBeUndefined();
  });

  it('adds up: two halves are the whole when the odometer is known at every end', () => {
    const sortedReadings = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 5 * DAY }), fc.integer({ min: 0, max: 2_000 })), {
        minLength: 2,
        maxLength: 20,
      })
      .map((steps) => {
        let at = 0;
        let km = 10_000;
        return steps.map(([gap, driven]) => ({ at: (at += gap), km: (km += driven) }));
      });
    fc.assert(
      fc.property(sortedReadings, fc.double({ min: 0, max: 1, noNaN: true }), (readings, split) => {
        const start = readings[0]!.at;
        const end = readings.at(-1)!.at;
        const middle = start + Math.floor((end - start) * split);
        const whole = kmBetween(readings, start, end)!;
        const halves = (kmBetween(readings, start, middle) ?? 0) + (kmBetween(readings, middle, end) ?? 0);
        expect(halves).toBeCloseTo(whole, 6);
      }),
    );
  });
});

describe('refuelFlags', () => {
  const readings = [
    { at: 0, km: 10_000 },
    { at: DAY, km: 10_500 },
    { at: 2 * DAY, km: 10_600 },
  ];
  const truck = { unit: 'l', tankCapacity: 400, consumptionPer100Km: 30 } as const;

  it('flags a refuel over the tank and over what the km since the last one used', () => {
    const flags = refuelFlags(
      [
        { id: 'first', at: 0, fuelType: 0, amount: 100, unit: 'l' },
        // 500 km × 30 / 100 = 150 l expected; limit 150 × 1.3 + 50 = 245 l: 230 l passes.
        { id: 'fits', at: DAY, fuelType: 0, amount: 230, unit: 'l' },
        { id: 'adBlue', at: 1.5 * DAY, fuelType: 4, amount: 500, unit: 'l' },
        // 100 km → 30 l expected, limit 89 l; and 420 l > 400 × 1.03 = 412 l of tank.
        { id: 'both', at: 2 * DAY, fuelType: 0, amount: 420, unit: 'l' },
      ],
      readings,
      truck,
    );
    expect([...flags.keys()]).toEqual(['both']);
    const [overTank, overUse] = flags.get('both')!;
    expect(overTank).toEqual({ kind: 'overTank', capacity: 400 });
    expect(overUse).toMatchObject({ kind: 'overUse', km: 100 });
    expect(overUse?.kind === 'overUse' && overUse.expected).toBeCloseTo(30, 9);
    expect(overUse?.kind === 'overUse' && overUse.limit).toBeCloseTo(89, 9);
  });

  it('takes 412 l into a 400 l tank, but not 413', () => {
    const check = (amount: number) =>
      refuelFlags([{ id: 'r', at: 0, fuelType: 0, amount, unit: 'l' }], [], truck).has('r');
    expect(check(412)).toBe(false);
    expect(check(413)).toBe(true);
  });

  it('checks nothing it cannot measure: no tank, no consumption, no readings', () => {
    const refuels = [
      { id: 'a', at: 0, fuelType: 0, amount: 900, unit: 'l' as const },
      { id: 'b', at: DAY, fuelType: 0, amount: 900, unit: 'l' as const },
    ];
    expect(refuelFlags(refuels, readings, { unit: 'l', tankCapacity: null, consumptionPer100Km: null }).size).toBe(0);
    expect(refuelFlags(refuels, [], { unit: 'l', tankCapacity: null, consumptionPer100Km: 30 }).size).toBe(0);
  });
});

describe('monthlyConsumption', () => {
  it('divides the month’s fuel by its km, leaving AdBlue out', () => {
    const rows = monthlyConsumption(
      [
        { month: '2026-11', fuelType: 0, amount: 200, unit: 'l' },
        { month: '2026-11', fuelType: 3, amount: 150, unit: 'l' },
        { month: '2026-11', fuelType: 4, amount: 20, unit: 'l' },
        { month: '2026-10', fuelType: 0, amount: 90, unit: 'l' },
      ],
      [
        { at: 0, km: 50_000 },
        { at: 30 * DAY, km: 51_000 },
      ],
      [
        { month: '2026-10', start: -31 * DAY, end: 0 },
        { month: '2026-11', start: 0, end: 30 * DAY },
      ],
    );
    // November: (200 + 150) l / 1 000 km × 100 = 35 l/100 km. October has fuel but no km.
    expect(rows).toEqual([
      { month: '2026-10', unit: 'l', amount: 90, km: null, per100Km: null },
      { month: '2026-11', unit: 'l', amount: 350, km: 1_000, per100Km: 35 },
    ]);
  });
});
