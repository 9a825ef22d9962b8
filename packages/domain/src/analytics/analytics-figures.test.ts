import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, sumMoney } from '../money/money';
import {
  addSums,
  ANALYTICS_WORK_TYPES,
  analyticsFigures,
  keptEventSums,
  NO_SUMS,
  sharePercent,
  workTypeSums,
  type AnalyticsSums,
} from './analytics-figures';
import { analyticsQuerySchema } from './analytics.schemas';
import { periodMonths } from './analytics-months';

describe('analytics figures (golden, by hand)', () => {
  it('turns a row’s sums into money, hours and shares', () => {
    const sums: AnalyticsSums = {
      ...NO_SUMS,
      revenue: 1000.1,
      cost: 612.35,
      taskCount: 3,
      taskKm: 420.5,
      shiftCount: 2,
      shiftKm: 431,
      workedSeconds: 30_600,
      drivingSeconds: 7_200,
      emptyDriveSeconds: 1_800,
      waitingSeconds: 900,
      queueingSeconds: 1_200,
      inShiftSeconds: 32_400,
      availableSeconds: 30 * 24 * 3600,
    };
    expect(analyticsFigures(sums)).toEqual({
      revenue: 1000.1,
      cost: 612.35,
      // 1000.10 − 612.35 = 387.75; 387.75 / 1000.10 = 38.7711… % → 38.77
      margin: 387.75,
      marginPercent: 38.77,
      taskCount: 3,
      taskKm: 420.5,
      shiftCount: 2,
      shiftKm: 431,
      hours: 8.5,
      drivingHours: 2,
      emptyDriveHours: 0.5,
      // 1 800 s of 7 200 s of driving
      emptyDrivePercent: 25,
      waitingHours: 0.25,
      // 1 200 s = 0.333… h
      queueingHours: 0.33,
      inShiftHours: 9,
      availableHours: 720,
      // 9 h of 720 h = 1.25 %, half away from zero → 1.3
      utilisationPercent: 1.3,
    });
  });

  it('gives no share of nothing and no margin without revenue', () => {
    const figures = analyticsFigures({ ...NO_SUMS, cost: 10 });
    expect(figures).toMatchObject({
      margin: -10,
      marginPercent: null,
      emptyDrivePercent: null,
      utilisationPercent: null,
    });
    expect(sharePercent(5, 0)).toBeNull();
  });

  it('files each work type’s seconds: break unworked, drive and empty drive as driving, wait and queue apart', () => {
    const events: [number, number][] = [
      [1, 7200],
      [19, 1800],
      [4, 900],
      [10, 600],
      [5, 1800],
      [6, 900],
      [3, 2700],
    ];
    const sums = events
      .map(([type, seconds]) => ({ ...NO_SUMS, ...workTypeSums(type, seconds) }))
      .reduce(addSums, NO_SUMS);
    // worked: 7 200 + 1 800 + 900 + 600 + 900 + 2 700 = 14 100 (the break's 1 800 left out)
    expect(sums).toMatchObject({
      workedSeconds: 14_100,
      drivingSeconds: 9_000,
      emptyDriveSeconds: 1_800,
      waitingSeconds: 900,
      queueingSeconds: 600,
    });
    expect(analyticsFigures(sums).emptyDrivePercent).toBe(20);
  });

  it('property: kept per-type seconds add what the events one by one add', () => {
    const { drive, wait, break: unpaidBreak, queue, emptyDrive } = ANALYTICS_WORK_TYPES;
    const event = fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 86_400 }));
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const one = events
          .map(([type, seconds]) => ({ ...NO_SUMS, ...workTypeSums(type, seconds) }))
          .reduce(addSums, NO_SUMS);
        const of = (type: number) => events.filter(([t]) => t === type).reduce((sum, [, seconds]) => sum + seconds, 0);
        const kept = keptEventSums({
          ended: events.reduce((sum, [, seconds]) => sum + seconds, 0),
          drive: of(drive),
          emptyDrive: of(emptyDrive),
          wait: of(wait),
          queue: of(queue),
          unpaidBreak: of(unpaidBreak),
        });
        expect({ ...NO_SUMS, ...kept }).toEqual(one);
      }),
    );
  });

  it('property: the total’s margin is the sum of the rows’ margins, to the cent', () => {
    const cents = fc.integer({ min: -5_000_000, max: 50_000_000 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, cents), { maxLength: 40 }), (rows) => {
        const sums = rows.map(([revenue, cost]) => ({
          ...NO_SUMS,
          revenue: fromCents(revenue),
          cost: fromCents(cost),
        }));
        const total = analyticsFigures(sums.reduce(addSums, NO_SUMS));
        expect(total.margin).toBe(sumMoney(sums.map((row) => analyticsFigures(row).margin)));
      }),
    );
  });
});

describe('period months', () => {
  it('cuts the months to the period and counts the autumn’s extra hour (Helsinki, 25 Oct 2026)', () => {
    const months = periodMonths('2026-10-15', '2026-11-10', 'Europe/Helsinki');
    expect(months.map((m) => [m.month, new Date(m.startMs).toISOString(), (m.endMs - m.startMs) / 3_600_000])).toEqual([
      ['2026-10', '2026-10-14T21:00:00.000Z', 17 * 24 + 1],
      ['2026-11', '2026-10-31T22:00:00.000Z', 10 * 24],
    ]);
  });

  it('property: the months tile the period without gaps', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 366 }), (from, length) => {
        const to = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const months = periodMonths(from, to, 'Europe/Stockholm');
        for (let i = 1; i < months.length; i++) expect(months[i]!.startMs).toBe(months[i - 1]!.endMs);
        const hours = (months.at(-1)!.endMs - months[0]!.startMs) / 3_600_000;
        expect(Math.abs(hours - (length + 1) * 24)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the analytics query', () => {
  it('reads departments as a comma list or repeated, and refuses a period past a year', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(analyticsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', departmentIds: `${id},` })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'vehicle',
      departmentIds: [id],
    });
    expect(
      analyticsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30', departmentIds: [id, id] }).departmentIds,
    ).toHaveLength(2);
    expect(analyticsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-11-30' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30', groupBy: 'driver' }).success).toBe(
      false,
    );
  });
});
