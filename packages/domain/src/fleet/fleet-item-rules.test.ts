import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  documentState,
  DUE_SOON_DEFAULTS,
  forecastDate,
  kmPerDay,
  latestReading,
  nextOccurrence,
  occurrenceDue,
  openState,
  type FleetItemPlan,
} from './fleet-item-rules';
import { fleetItemInputSchema } from './fleet-item.schemas';

const at = (iso: string) => Date.parse(iso);
const lead = DUE_SOON_DEFAULTS;

describe('fleet item occurrences', () => {
  it('adds months to the first due date and falls on a shorter month’s last day', () => {
    const plan: FleetItemPlan = { dueType: 'time', dueDate: '2027-01-31', repeatEvery: { unit: 'month', count: 1 } };
    expect([1, 2, 3, 13].map((n) => occurrenceDue(plan, n).dueDate)).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2028-02-29',
    ]);
  });

  it('counts days and weeks from the due date', () => {
    const weekly: FleetItemPlan = { dueType: 'time', dueDate: '2026-12-28', repeatEvery: { unit: 'week', count: 2 } };
    expect(nextOccurrence(weekly, 0)).toEqual({ dueDate: '2027-01-11' });
    const daily: FleetItemPlan = { dueType: 'time', dueDate: '2026-02-27', repeatEvery: { unit: 'day', count: 3 } };
    expect(nextOccurrence(daily, 0)).toEqual({ dueDate: '2026-03-02' });
  });

  it('ends a date series after repeatUntil, the bound included', () => {
    const plan: FleetItemPlan = {
      dueType: 'time',
      dueDate: '2027-01-15',
      repeatEvery: { unit: 'month', count: 3 },
      repeatUntil: '2027-07-15',
    };
    expect(nextOccurrence(plan, 0)).toEqual({ dueDate: '2027-04-15' });
    expect(nextOccurrence(plan, 1)).toEqual({ dueDate: '2027-07-15' });
    expect(nextOccurrence(plan, 2)).toBeNull();
    expect(nextOccurrence({ dueType: 'time', dueDate: '2027-01-15' }, 0)).toBeNull();
  });

  it('steps a distance series by its interval up to the last km, the bound included', () => {
    const plan: FleetItemPlan = { dueType: 'distance', firstKm: 150_000, lastKm: 240_000, intervalKm: 30_000 };
    expect(nextOccurrence(plan, 0)).toEqual({ dueKm: 180_000 });
    expect(nextOccurrence(plan, 2)).toEqual({ dueKm: 240_000 });
    expect(nextOccurrence(plan, 3)).toBeNull();
    const tenths: FleetItemPlan = { dueType: 'distance', firstKm: 1000.1, lastKm: 1000.4, intervalKm: 0.1 };
    expect(nextOccurrence(tenths, 2)).toEqual({ dueKm: 1000.4 });
  });
});

describe('fleet item states', () => {
  it('makes a date due soon 14 days before through the day, overdue from the next', () => {
    const due = { dueDate: '2026-12-15' };
    expect(openState(due, '2026-11-30', undefined, lead)).toBe('pending');
    expect(openState(due, '2026-12-01', undefined, lead)).toBe('dueSoon');
    expect(openState(due, '2026-12-15', undefined, lead)).toBe('dueSoon');
    expect(openState(due, '2026-12-16', undefined, lead)).toBe('overdue');
  });

  it('makes a km due soon within 1 500 km through the km, overdue beyond it', () => {
    const due = { dueKm: 180_000 };
    expect(openState(due, '2026-12-01', undefined, lead)).toBe('pending');
    expect(openState(due, '2026-12-01', 178_499.9, lead)).toBe('pending');
    expect(openState(due, '2026-12-01', 178_500, lead)).toBe('dueSoon');
    expect(openState(due, '2026-12-01', 180_000, lead)).toBe('dueSoon');
    expect(openState(due, '2026-12-01', 180_000.1, lead)).toBe('overdue');
  });

  it('takes the organisation’s own lead', () => {
    expect(openState({ dueDate: '2026-12-15' }, '2026-12-01', undefined, { days: 7, km: 500 })).toBe('pending');
    expect(openState({ dueKm: 1000 }, '2026-12-01', 499, { days: 7, km: 500 })).toBe('pending');
  });
});

describe('odometer forecasts', () => {
  const readings = [
    { at: at('2026-10-20T12:00:00Z'), km: 90_000 }, // outside the 30 days
    { at: at('2026-11-01T12:00:00Z'), km: 100_000 },
    { at: at('2026-11-11T12:00:00Z'), km: 104_000 },
    { at: at('2026-11-21T12:00:00Z'), km: 106_000 },
    { at: at('2026-11-30T08:00:00Z'), km: 200_000 }, // after `at`: ignored
  ];
  const now = at('2026-11-28T12:00:00Z');

  it('reads the latest km at or before the moment', () => {
    expect(latestReading(readings, now)?.km).toBe(106_000);
    expect(latestReading(readings, at('2026-10-01T00:00:00Z'))).toBeUndefined();
  });

  it('divides the 30 days’ km by the days between their first and last reading', () => {
    // (106 000 − 100 000) km ÷ 20 days = 300 km a day.
    expect(kmPerDay(readings, now)).toBe(300);
    // Due at 110 000: 4 000 km left ÷ 300 = 13.33 → 14 days after 2026-11-28.
    expect(forecastDate('2026-11-28', 110_000, 106_000, 300)).toBe('2026-12-12');
    // 2 000 km past the km at 300 a day: it fell due 6 days ago (⌈−6.67⌉).
    expect(forecastDate('2026-11-28', 104_000, 106_000, 300)).toBe('2026-11-22');
  });

  it('has no rate from readings less than a day apart, or an odometer going back', () => {
    expect(
      kmPerDay(
        [
          { at: at('2026-11-28T00:00:00Z'), km: 1 },
          { at: at('2026-11-28T23:59:00Z'), km: 500 },
        ],
        now + 2 * 86_400_000,
      ),
    ).toBeUndefined();
    expect(kmPerDay([{ at: now - 86_400_000, km: 5 }], now)).toBeUndefined();
    expect(
      kmPerDay(
        [
          { at: now - 5 * 86_400_000, km: 900 },
          { at: now, km: 100 },
        ],
        now,
      ),
    ).toBeUndefined();
  });

  it('forecasts no later than the km would be reached at the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        (current, left, perDay) => {
          const date = forecastDate('2026-11-28', current + left, current, perDay);
          const days = (Date.parse(date) - Date.parse('2026-11-28')) / 86_400_000;
          return days >= left / perDay && days - 1 < left / perDay;
        },
      ),
    );
  });
});

describe('monthly repeats', () => {
  it('always land on the first due date’s day or the month’s last day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 240 }), (dayOffset, months) => {
        const first = new Date(Date.UTC(2020, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
        const due = addMonths(first, months);
        const day = Number(due.slice(8, 10));
        const firstDay = Number(first.slice(8, 10));
        const lastOfMonth = new Date(Date.UTC(Number(due.slice(0, 4)), Number(due.slice(5, 7)), 0)).getUTCDate();
        return day === firstDay || (day === lastOfMonth && firstDay > lastOfMonth);
      }),
    );
  });
});

describe('fleet item input (spec section 5)', () => {
  const vehicleId = '00000000-0000-4000-8000-000000000009';
  const messages = (input: unknown) =>
    fleetItemInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('names each broken rule on its field', () => {
    const base = { type: 'maintenance', dueType: 'distance', cost: 100, description: 'Oil' };
    expect(messages({ ...base, firstKm: 0, lastKm: 10, intervalKm: 5 })).toContainEqual([
      'firstKm',
      'fleet:distanceRequired',
    ]);
    expect(messages({ ...base, vehicleId, firstKm: 10, lastKm: 10, intervalKm: 5 })).toEqual([
      ['firstKm', 'fleet:firstBelowLast'],
    ]);
    expect(messages({ ...base, vehicleId, firstKm: 10, lastKm: 20, intervalKm: 11 })).toEqual([
      ['intervalKm', 'fleet:intervalTooLong'],
    ]);
    expect(messages({ ...base, firstKm: 10, lastKm: 20, intervalKm: 10 })).toEqual([
      ['vehicleId', 'fleet:vehicleRequired'],
    ]);
    expect(messages({ ...base, vehicleId, firstKm: 10, lastKm: 20, intervalKm: 10, cost: -1 })).toEqual([
      ['cost', 'validation:notNegative'],
    ]);
    expect(
      messages({ ...base, vehicleId, firstKm: 10, lastKm: 20, intervalKm: 10, description: 'x'.repeat(51) }),
    ).toEqual([['description', 'fleet:descriptionTooLong']]);
    expect(messages({ ...base, vehicleId, dueType: 'time' })).toEqual([['dueDate', 'fleet:dueDateRequired']]);
  });

  it('keeps only the fields of its due type', () => {
    const parsed = fleetItemInputSchema.parse({
      vehicleId,
      type: 'inspection',
      dueType: 'time',
      dueDate: '2027-03-01',
      repeatUntil: '2028-01-01',
      firstKm: 5,
      cost: 250.5,
      description: ' Annual inspection ',
    });
    expect(parsed).toEqual({
      vehicleId,
      type: 'inspection',
      cost: 250.5,
      description: 'Annual inspection',
      plan: { dueType: 'time', dueDate: '2027-03-01', repeatEvery: null, repeatUntil: null },
    });
  });
});

describe('documents that expire', () => {
  it('expire the day after their last valid day, and are expiring from the lead before it', () => {
    expect(documentState('2026-12-31', '2026-10-31', 60)).toBeUndefined(); // 61 days left
    expect(documentState('2026-12-31', '2026-11-01', 60)).toBe('expiring'); // 60 days left
    expect(documentState('2026-12-31', '2026-12-31', 60)).toBe('expiring');
    expect(documentState('2026-12-31', '2027-01-01', 60)).toBe('expired');
  });
});
