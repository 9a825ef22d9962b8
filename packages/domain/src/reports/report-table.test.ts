import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfHours, totalsOf, type ReportColumn } from './report-table';
import { reportInputSchema } from './report.schemas';

const columns: ReportColumn[] = [
  { key: 'group', labelKey: 'columns.vehicle', type: 'text' },
  { key: 'km', labelKey: 'columns.km', type: 'km' },
  { key: 'cost', labelKey: 'columns.totalCost', type: 'money' },
  { key: 'minutes', labelKey: 'columns.paidMinutes', type: 'minutes' },
  { key: 'rate', labelKey: 'columns.costPerKm', type: 'money' },
];

describe('totalsOf', () => {
  it('sums the rows as shown: money to the cent without float drift, km to 0.1; rates and text stay empty', () => {
    const rows = [
      { group: 'A', km: 0.1, cost: 0.1, minutes: 465, rate: 1.5 },
      { group: 'B', km: 0.2, cost: 0.2, minutes: 60, rate: null },
    ];
    expect(totalsOf(columns, rows, ['rate'])).toEqual({ group: null, km: 0.3, cost: 0.3, minutes: 525, rate: null });
  });

  it('a money total is the sum of its rows in whole cents', () => {
    const cents = fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 });
    fc.assert(
      fc.property(cents, (values) => {
        const rows = values.map((value) => ({ cost: value / 100 }));
        const total = totalsOf([columns[2]!], rows).cost as number;
        expect(Math.round(total * 100)).toBe(values.reduce((sum, value) => sum + value, 0));
      }),
    );
  });
});

describe('minutesOfHours', () => {
  it('rounds hours to whole minutes', () => {
    expect(minutesOfHours(7.75)).toBe(465);
    expect(minutesOfHours(0.33)).toBe(20);
  });
});

describe('reportInputSchema', () => {
  const base = { kind: 'vehicles', from: '2026-05-01', to: '2026-05-31' };

  it('defaults to CSV, no filters, and takes a grouping the kind offers only', () => {
    expect(reportInputSchema.parse(base)).toEqual({
      ...base,
      format: 'csv',
      filters: { departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] },
    });
    expect(reportInputSchema.safeParse({ ...base, grouping: 'month' }).success).toBe(true);
    expect(reportInputSchema.safeParse({ ...base, grouping: 'driver' }).success).toBe(false);
  });

  it('refuses a period that ends before it starts or runs past a year', () => {
    expect(reportInputSchema.safeParse({ ...base, to: '2026-04-30' }).success).toBe(false);
    expect(reportInputSchema.safeParse({ ...base, to: '2027-06-01' }).success).toBe(false);
  });
});
