import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, isWeekday } from './calendar-dates';
import { isHoliday } from './finnish-holidays';
import {
  addMonthsClamped,
  generatePayPeriods,
  payDateFor,
  periodsOverlap,
  type PayDateRule,
  type PayPeriodRun,
} from './pay-periods';
import { payPeriodRunSchema, payPeriodUpdateSchema } from './pay-period.schemas';

describe('a run of pay periods', () => {
  it('move a pay date off New Year: from 14.12.2026, two weeks, 5 days after', () => {
    // 27.12.2026 + 5 = Fri 1.1.2027, New Year's Day → Thu 31.12.2026 (the eve is a working day).
    expect(
      generatePayPeriods({
        startDate: '2026-12-14',
        amount: 3,
        duration: 'twoWeeks',
        payDateRule: { kind: 'daysAfter', days: 5 },
      }),
    ).toEqual([
      { startDate: '2026-12-14', endDate: '2026-12-27', payDate: '2026-12-31' },
      { startDate: '2026-12-28', endDate: '2027-01-10', payDate: '2027-01-15' },
      { startDate: '2027-01-11', endDate: '2027-01-24', payDate: '2027-01-29' },
    ]);
  });

  it('move a last-day pay date back over Christmas: Sun 27.12 → Sat 26 (Boxing Day) → Fri 25 (Christmas) → Thu 24.12', () => {
    const [first, second] = generatePayPeriods({
      startDate: '2026-12-14',
      amount: 2,
      duration: 'twoWeeks',
      payDateRule: { kind: 'lastDay' },
    });
    expect(first?.payDate).toBe('2026-12-24');
    // Sun 10.1.2027 → Fri 8.1.
    expect(second?.payDate).toBe('2027-01-08');
  });

  it('move back over Epiphany and over Easter', () => {
    // 27.12.2026 + 10 = Wed 6.1.2027, Epiphany → Tue 5.1.
    expect(payDateFor('2026-12-27', { kind: 'daysAfter', days: 10 })).toBe('2027-01-05');
    // Easter 2026 is 5 April: Mon 6.4 Easter Monday, Sun 5, Sat 4, Fri 3 Good Friday → Thu 2.4.
    expect(
      generatePayPeriods({ startDate: '2026-03-07', amount: 1, duration: 'month', payDateRule: { kind: 'lastDay' } }),
    ).toEqual([{ startDate: '2026-03-07', endDate: '2026-04-06', payDate: '2026-04-02' }]);
  });

  it('run a month from the start day to the day before it next month', () => {
    expect(
      generatePayPeriods({
        startDate: '2026-01-16',
        amount: 2,
        duration: 'month',
        payDateRule: { kind: 'daysAfter', days: 1 },
      }),
    ).toEqual([
      // 15.2.2026 + 1 = Mon 16.2.
      { startDate: '2026-01-16', endDate: '2026-02-15', payDate: '2026-02-16' },
      // 15.3 + 1 = Mon 16.3.
      { startDate: '2026-02-16', endDate: '2026-03-15', payDate: '2026-03-16' },
    ]);
  });

  it('clamp month starts on the 31st to shorter months and return to the 31st', () => {
    const periods = generatePayPeriods({
      startDate: '2026-01-31',
      amount: 3,
      duration: 'month',
      payDateRule: { kind: 'lastDay' },
    });
    expect(periods.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2026-01-31', '2026-02-27'],
      ['2026-02-28', '2026-03-30'],
      ['2026-03-31', '2026-04-29'],
    ]);
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('tell overlapping periods, both ends included', () => {
    expect(
      periodsOverlap(
        { startDate: '2026-01-01', endDate: '2026-01-14' },
        { startDate: '2026-01-14', endDate: '2026-01-20' },
      ),
    ).toBe(true);
    expect(
      periodsOverlap(
        { startDate: '2026-01-01', endDate: '2026-01-14' },
        { startDate: '2026-01-15', endDate: '2026-01-20' },
      ),
    ).toBe(false);
  });
});

const dateArbitrary = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const runArbitrary: fc.Arbitrary<PayPeriodRun> = fc.record({
  startDate: dateArbitrary,
  amount: fc.integer({ min: 1, max: 60 }),
  duration: fc.constantFrom('twoWeeks' as const, 'month' as const),
  payDateRule: fc.oneof(
    fc.constant<PayDateRule>({ kind: 'lastDay' }),
    fc.integer({ min: 1, max: 60 }).map<PayDateRule>((days) => ({ kind: 'daysAfter', days })),
  ),
});

describe('pay period properties', () => {
  it('are contiguous and do not overlap, starting on the run start', () => {
    fc.assert(
      fc.property(runArbitrary, (run) => {
        const periods = generatePayPeriods(run);
        expect(periods).toHaveLength(run.amount);
        expect(periods[0]?.startDate).toBe(run.startDate);
        periods.forEach((period, index) => {
          expect(period.endDate >= period.startDate).toBe(true);
          const next = periods[index + 1];
          if (next) expect(next.startDate).toBe(addDays(period.endDate, 1));
        });
      }),
    );
  });

  it('pay on a weekday that is not a holiday, never after the rule day and at most four days before it', () => {
    fc.assert(
      fc.property(runArbitrary, (run) => {
        for (const period of generatePayPeriods(run)) {
          const ruleDay =
            run.payDateRule.kind === 'lastDay' ? period.endDate : addDays(period.endDate, run.payDateRule.days);
          expect(isWeekday(period.payDate) && !isHoliday(period.payDate)).toBe(true);
          expect(period.payDate <= ruleDay).toBe(true);
          // Easter (Good Friday to Easter Monday) is the longest run of days off: four.
          expect(datesBetween(period.payDate, ruleDay).length).toBeLessThanOrEqual(5);
        }
      }),
    );
  });
});

describe('pay period schemas', () => {
  it('ask for at least one period and a known duration', () => {
    const result = payPeriodRunSchema.safeParse({
      startDate: '2026-01-01',
      amount: 0,
      duration: 'week',
      payDateRule: { kind: 'daysAfter', days: 0 },
    });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', 'pay-periods:amountMin'],
      ['duration', 'validation:invalid'],
      ['payDateRule.days', 'pay-periods:daysAfterRange'],
    ]);
  });

  it('refuse an end before the start', () => {
    const result = payPeriodUpdateSchema.safeParse({
      startDate: '2026-01-10',
      endDate: '2026-01-09',
      payDate: '2026-01-12',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['pay-periods:endBeforeStart']);
  });

  it('store an emptied name as none', () => {
    expect(
      payPeriodUpdateSchema.parse({ startDate: '2026-01-05', endDate: '2026-01-18', payDate: '2026-01-23', name: '  ' })
        .name,
    ).toBeNull();
  });
});
