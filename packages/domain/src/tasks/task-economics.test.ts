import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney } from '../money/money';
import { taskEconomics } from './task-economics';

const at = (time: string) => Date.parse(`2026-11-02T${time}:00Z`);

describe('a task’s economics (hand-computed)', () => {
  it('prices 2 h 30 min and 180 km with 61.43 €/h and 0.87 €/km, tolls 24.50, income 600', () => {
    const economics = taskEconomics({
      startMs: at('06:00'),
      endMs: at('08:30'),
      km: 180,
      income: 600,
      otherCosts: 24.5,
      timeCostPerHour: 61.43,
      distanceCostPerKm: 0.87,
    });
    // 2.5 × 61.43 = 153.575 → 153.58; 180 × 0.87 = 156.60; 153.58 + 156.60 + 24.50 = 334.68
    // profit 600 − 334.68 = 265.32; margin 265.32 / 600 = 44.22 %
    expect(economics).toEqual({
      hours: 2.5,
      km: 180,
      timeCostPerHour: 61.43,
      distanceCostPerKm: 0.87,
      timeCost: 153.58,
      distanceCost: 156.6,
      otherCosts: 24.5,
      totalCost: 334.68,
      income: 600,
      profit: 265.32,
      marginPercent: 44.22,
    });
  });

  it('costs a third of an hour from the exact duration, not from rounded hours', () => {
    const economics = taskEconomics({
      startMs: at('10:00'),
      endMs: at('10:20'),
      km: 12.5,
      income: 40,
      otherCosts: 0,
      timeCostPerHour: 60,
      distanceCostPerKm: 1.15,
    });
    // 1/3 h × 60 = 20.00 (not 0.3333 × 60 = 19.998); 12.5 × 1.15 = 14.375 → 14.38
    expect(economics.hours).toBe(0.3333);
    expect(economics.timeCost).toBe(20);
    expect(economics.distanceCost).toBe(14.38);
    expect(economics.totalCost).toBe(34.38);
    // 5.62 / 40 = 14.05 %
    expect(economics.profit).toBe(5.62);
    expect(economics.marginPercent).toBe(14.05);
  });

  it('gives a loss a negative margin, and no margin without income', () => {
    const loss = taskEconomics({
      startMs: at('06:00'),
      endMs: at('16:00'),
      km: 400,
      income: 900,
      otherCosts: 0,
      timeCostPerHour: 55,
      distanceCostPerKm: 1,
    });
    // 550 + 400 = 950; −50 / 900 = −5.555… → −5.56 %
    expect(loss.profit).toBe(-50);
    expect(loss.marginPercent).toBe(-5.56);
    const free = taskEconomics({
      ...loss,
      startMs: at('06:00'),
      endMs: at('07:00'),
      income: 0,
      km: 0,
      timeCostPerHour: 55,
      distanceCostPerKm: 1,
      otherCosts: 0,
    });
    expect(free.marginPercent).toBeNull();
    expect(free.profit).toBe(-55);
  });

  it('property: total cost is the sum of its rounded parts and profit is income minus it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 * 60 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 500 }),
        (minutes, tenthKm, incomeCents, otherCents, hourCents, kmCents) => {
          const economics = taskEconomics({
            startMs: 0,
            endMs: minutes * 60_000,
            km: tenthKm / 10,
            income: incomeCents / 100,
            otherCosts: otherCents / 100,
            timeCostPerHour: hourCents / 100,
            distanceCostPerKm: kmCents / 100,
          });
          expect(economics.totalCost).toBe(
            sumMoney([economics.timeCost, economics.distanceCost, economics.otherCosts]),
          );
          expect(Math.round(economics.profit * 100)).toBe(incomeCents - Math.round(economics.totalCost * 100));
          // Within half a cent of the exact figure.
          expect(Math.abs(economics.timeCost - (minutes / 60) * (hourCents / 100))).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
    );
  });
});
