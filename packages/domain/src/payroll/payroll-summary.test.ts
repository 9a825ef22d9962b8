import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceDefaults, wageDefaults } from '../calculations/wage-defaults';
import type { ShiftSummaryInput } from '../shifts/summary-totals';
import { addDays, datesBetween, earlierDate, laterDate } from './calendar-dates';
import { periodReductionHours } from './overtime';
import { employerCostFactor, payrollSummaryRow, roundCents, type PayrollSummaryInput } from './payroll-summary';

type Shift = ShiftSummaryInput['shifts'][number];
/** Helsinki wall time in November 2026 (UTC+2). */
const local = (date: string, time: string) => new Date(Date.parse(`2026-11-${date}T${time}:00+02:00`)).toISOString();
let id = 0;
function shift(approval: Shift['approval'], events: [number, string, string][], extra: Partial<Shift> = {}): Shift {
  const timed = events.map(([workType, start, end]) => ({
    id: `e${(id += 1)}`,
    workType,
    start: local(start.slice(0, 2), start.slice(3)),
    end: local(end.slice(0, 2), end.slice(3)),
    answer: null,
    cutBefore: false,
    cutAfter: false,
  }));
  return { start: timed[0]!.start, approval, events: timed, bonuses: [], dailyAllowance: 0, ...extra };
}

// Period Mon 16.11.–Sun 29.11.2026 (no public holidays); group: 20 h standard, breaks unpaid.
const base: PayrollSummaryInput = {
  driver: { id: 'd1', name: 'Virtanen Anna', employeeNumber: '1001', driverGroupId: 'g1' },
  group: { standardWorkingHours: 20, guaranteedHours: 0, paidBreakType: 'unpaid', paidBreakLimitMinutes: null },
  from: '2026-11-16',
  to: '2026-11-29',
  timeZone: 'Europe/Helsinki',
  shifts: [
    // Sat 21.11. 20:00 → Sun 06:00, an unpaid 30 min break at 02:00: paid 6 + 3.5 = 9.5 h;
    // evening 20–22 = 2 h; night 22–02 + 02:30–06 = 7.5 h; Sunday 00–02 + 02:30–06 = 5.5 h.
    shift(
      'approved',
      [
        [1, '21 20:00', '22 02:00'],
        [5, '22 02:00', '22 02:30'],
        [1, '22 02:30', '22 06:00'],
      ],
      { dailyAllowance: 1, bonuses: [{ type: 'adr', hours: null }] },
    ),
    // Mon 23.11. 08:00–14:20: 6 h 20 min = 6.3333… h, no window.
    shift('approved', [[1, '23 08:00', '23 14:20']], { dailyAllowance: 2 }),
    // Not approved: left out of every figure, counted apart.
    shift('checked', [[1, '24 08:00', '24 16:00']], { dailyAllowance: 1 }),
  ],
  // A day of sick leave on Wed 18.11. lowers the standard hours by 8: 20 − 8 = 12 h.
  absences: [{ workType: 15, startDate: '2026-11-18', endDate: '2026-11-18', hours: null, approval: 'approved' }],
  now: Date.parse('2026-12-01T00:00:00Z'),
  grossWagePerHour: 20,
  wages: wageDefaults(),
  allowanceAmounts: allowanceDefaults(),
};

describe('payrollSummaryRow', () => {
  it('computes the hours, wages, allowances and employer cost of a period by hand', () => {
    const { row, unapprovedCount } = payrollSummaryRow(base);
    expect(unapprovedCount).toBe(1);
    expect(row).toEqual({
      driverId: 'd1',
      employeeNumber: '1001',
      name: 'Virtanen Anna',
      // 9.5 + 6.3333… = 15.8333… → 15.83.
      paidHours: 15.83,
      eveningHours: 2,
      nightHours: 7.5,
      sundayHours: 5.5,
      // 15.8333… − 12 = 3.8333… (under the 12 h step) → 3.83.
      overtime50Hours: 3.83,
      overtime100Hours: 0,
      guaranteedTopUpHours: 0,
      allowances: { '1': 1, '2': 1 },
      bonusHours: { adr: 9.5, crane: 0, dirtyJob: 0, hct: 0 },
      absences: { '15': { days: 1, hours: 8, calendarDays: 1 } },
      eventCounts: { '1': 3, '5': 1 },
      // 20 × (15.8333… + 2 × 0.15 + 7.5 × 0.2 + 5.5 × 1 + 3.8333… × 0.5) = 20 × 25.05 = 501.00.
      wages: 501,
      // Full domestic 35.70 + half domestic 16.20.
      allowanceAmount: 51.9,
      // 501 × (1 + 0.03 + 0.185 + 0.075 + 0.18 + 0.0007 + 0.0153 + 0.03 + 0.005) = 501 × 1.521 = 762.021.
      employerCost: 762.02,
    });
  });

  it('pays overtime past the 12 h step at 100 % and tops up guaranteed hours', () => {
    // Standard 0 h: all 15.8333… h are overtime, 12 at 50 %, 3.8333… at 100 %.
    const overtime = payrollSummaryRow({ ...base, group: { ...base.group!, standardWorkingHours: 8 } }).row!;
    expect([overtime.overtime50Hours, overtime.overtime100Hours]).toEqual([12, 3.83]);
    // Guaranteed 40 − 8 (the sick day) = 32 h; 32 − 15.8333… = 16.1666… → 16.17 h of top-up,
    // paid at the plain wage: wages 501 − 20 × 1.916… (no overtime now) + 20 × 16.1666… = 501 − 38.33… + 323.33… = 786.
    const topped = payrollSummaryRow({
      ...base,
      group: { ...base.group!, standardWorkingHours: 40, guaranteedHours: 40 },
    }).row!;
    expect(topped.guaranteedTopUpHours).toBe(16.17);
    expect(topped.wages).toBe(786);
  });

  it('gives no row to a driver with nothing approved, and no wages without a wage', () => {
    expect(payrollSummaryRow({ ...base, shifts: base.shifts.slice(2), absences: [] })).toEqual({
      row: null,
      unapprovedCount: 1,
    });
    const unpaid = payrollSummaryRow({ ...base, grossWagePerHour: null }).row!;
    expect([unpaid.wages, unpaid.employerCost, unpaid.allowanceAmount]).toEqual([0, 0, 51.9]);
  });

  it('counts an hour-based absence as its hours ÷ 8 days, to 0.01 (issue 21)', () => {
    const absences = (hours: number | null, startDate: string, endDate = startDate) =>
      payrollSummaryRow({ ...base, absences: [{ workType: 21, startDate, endDate, hours, approval: 'approved' }] }).row!
        .absences;
    // A 4-hour training on Thu 19.11. is half a day; 8 hours a whole one; 2.5 h is 0.3125 → 0.31 days.
    expect(absences(4, '2026-11-19')).toEqual({ '21': { days: 0.5, hours: 4, calendarDays: 1 } });
    expect(absences(8, '2026-11-19')).toEqual({ '21': { days: 1, hours: 8, calendarDays: 1 } });
    expect(absences(2.5, '2026-11-19')).toEqual({ '21': { days: 0.31, hours: 2.5, calendarDays: 1 } });
    // 3 h on each of Fri 20.11.–Mon 23.11.: the two working days count, 6 h = 0.75 days, over 4 calendar days.
    expect(absences(3, '2026-11-20', '2026-11-23')).toEqual({ '21': { days: 0.75, hours: 6, calendarDays: 4 } });
  });

  it("counts a whole-day absence on the period's working days, 8 h each, the days that lower the standard hours (issue 21)", () => {
    // Sick Mon 16.11.–Sun 22.11.: 5 working days, 40 h, over 7 calendar days; the standard 20 h are lowered to 0,
    // so all 15.83 paid hours are overtime: 12 at 50 %, 3.83 at 100 %.
    const week = payrollSummaryRow({
      ...base,
      absences: [{ workType: 15, startDate: '2026-11-16', endDate: '2026-11-22', hours: null, approval: 'approved' }],
    }).row!;
    expect(week.absences).toEqual({ '15': { days: 5, hours: 40, calendarDays: 7 } });
    expect([week.overtime50Hours, week.overtime100Hours]).toEqual([12, 3.83]);
    // A public holiday inside it is not a working day: a holiday from Mon 21.12.2026 to Mon 28.12.2026.
    const christmas = payrollSummaryRow({
      ...base,
      from: '2026-12-21',
      to: '2027-01-03',
      shifts: [],
      absences: [{ workType: 18, startDate: '2026-12-21', endDate: '2026-12-28', hours: null, approval: 'approved' }],
    }).row!;
    // Mon 21., Tue 22., Wed 23., Thu 24. (Christmas Eve is a weekday, not a public holiday) and Mon 28.: 5 working days; Fri 25. is Christmas Day.
    expect(christmas.absences).toEqual({ '18': { days: 5, hours: 40, calendarDays: 8 } });
  });

  it('reports an absence on exactly the hours it lowers the standard hours by, and its calendar days beside them (property)', () => {
    const absence = fc.record({
      offset: fc.integer({ min: -10, max: 20 }),
      days: fc.integer({ min: 1, max: 30 }),
      hours: fc.option(fc.integer({ min: 1, max: 32 }).map((quarters) => quarters / 4)),
    });
    fc.assert(
      fc.property(absence, ({ offset, days, hours }) => {
        const startDate = addDays(base.from, offset);
        const endDate = addDays(startDate, days - 1);
        const { row } = payrollSummaryRow({
          ...base,
          absences: [{ workType: 15, startDate, endDate, hours, approval: 'approved' }],
        });
        const lowered =
          periodReductionHours(base.from, base.to, [{ startDate, endDate, hours }]) -
          periodReductionHours(base.from, base.to, []);
        const entry = row!.absences['15'];
        if (startDate > base.to || endDate < base.from) {
          expect(entry).toBeUndefined();
          return;
        }
        expect(entry).toEqual({
          days: Math.round((lowered * 100) / 8) / 100,
          hours: lowered,
          calendarDays: datesBetween(laterDate(startDate, base.from), earlierDate(endDate, base.to)).length,
        });
      }),
    );
  });

  it('lowers the guaranteed and standard hours for the working days before a driver was employed (issue 21)', () => {
    // Guaranteed and standard 80 h; 48 minutes worked on Sat 28.11., the period's second-to-last day.
    const late = {
      ...base,
      group: { ...base.group!, standardWorkingHours: 80, guaranteedHours: 80 },
      absences: [],
      shifts: [shift('approved', [[1, '28 10:00', '28 10:48']])],
    };
    // Employed throughout (as before): topped up to 80 h: 79.2 h.
    expect(payrollSummaryRow(late).row).toMatchObject({
      paidHours: 0.8,
      guaranteedTopUpHours: 79.2,
      overtime50Hours: 0,
    });
    // Added that Saturday: every working day of the period is before it, 80 − 10 × 8 = 0 h; the 0.8 h are overtime.
    expect(payrollSummaryRow({ ...late, employment: { start: '2026-11-28', end: null } }).row).toMatchObject({
      guaranteedTopUpHours: 0,
      overtime50Hours: 0.8,
    });
    // Added on Thu 26.11.: Thu and Fri are employed, 16 h guaranteed, 15.2 h top-up; wages 20 × (0.8 + 15.2) = 320.
    expect(payrollSummaryRow({ ...late, employment: { start: '2026-11-26', end: null } }).row).toMatchObject({
      guaranteedTopUpHours: 15.2,
      overtime50Hours: 0,
      wages: 320,
    });
    // Left on Tue 17.11.: Mon and Tue employed, 16 h; the shift after the end is still paid as worked.
    expect(payrollSummaryRow({ ...late, employment: { start: '2020-01-01', end: '2026-11-17' } }).row).toMatchObject({
      guaranteedTopUpHours: 15.2,
    });
  });

  it('rounds money half up once, whatever the float', () => {
    expect([roundCents(2.675), roundCents(1.005), roundCents(0.125), roundCents(-0)]).toEqual([2.68, 1.01, 0.13, 0]);
    expect(employerCostFactor(wageDefaults())).toBeCloseTo(1.521, 10);
  });

  it('never makes wages smaller when the wage grows (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (wage, raise) => {
          const low = payrollSummaryRow({ ...base, grossWagePerHour: wage }).row!;
          const high = payrollSummaryRow({ ...base, grossWagePerHour: wage + raise }).row!;
          return high.wages >= low.wages && high.employerCost >= low.employerCost && low.wages >= 0;
        },
      ),
    );
  });
});
