import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceDefaults, wageDefaults } from '../calculations/wage-defaults';
import type { PaidBreakType } from '../driver-groups/driver-group-rules';
import { payrollSummaryRow, type PayrollSummaryInput } from './payroll-summary';
import { payrollSummaryRowFromSums } from './payroll-summary-from-sums';
import { addShiftToSums, emptyShiftSums, payRulesKey, shiftPayParts } from './shift-pay-parts';

type Shift = PayrollSummaryInput['shifts'][number];
const ZONE = 'Europe/Helsinki';
/** Mon 16.11. 00:00 Helsinki (UTC+2), the period's first instant. */
const PERIOD_START = Date.parse('2026-11-16T00:00:00+02:00');

/** A shift of back-to-back events from a minute of the fortnight (whole seconds: the parts are exact then too). */
const shiftArbitrary = fc
  .record({
    startMinute: fc.integer({ min: -600, max: 14 * 1440 + 600 }),
    events: fc.array(
      fc.record({ workType: fc.constantFrom(1, 2, 5, 6, 9), seconds: fc.integer({ min: 0, max: 6 * 3600 }) }),
      { minLength: 1, maxLength: 6 },
    ),
    approval: fc.constantFrom('approved', 'approved', 'checked') as fc.Arbitrary<Shift['approval']>,
    bonuses: fc.array(
      fc.record({
        type: fc.constantFrom('adr', 'crane', 'dirtyJob', 'hct') as fc.Arbitrary<'adr'>,
        hours: fc.option(fc.integer({ min: 0, max: 800 }).map((h) => h / 100)),
      }),
      { maxLength: 2 },
    ),
    dailyAllowance: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ startMinute, events, approval, bonuses, dailyAllowance }): Shift => {
    let at = PERIOD_START + startMinute * 60_000;
    const timed = events.map((event, index) => {
      const start = at;
      at += event.seconds * 1000;
      return {
        id: `e${index}`,
        workType: event.workType,
        start: new Date(start).toISOString(),
        end: new Date(at).toISOString(),
        answer: null,
        cutBefore: false,
        cutAfter: false,
      };
    });
    return { start: timed[0]!.start, approval, events: timed, bonuses, dailyAllowance };
  });

const groupArbitrary = fc.option(
  fc.record({
    standardWorkingHours: fc.integer({ min: 0, max: 80 }),
    guaranteedHours: fc.integer({ min: 0, max: 80 }),
    paidBreakType: fc.constantFrom('paid', 'unpaid', 'paidUpToLimit') as fc.Arbitrary<PaidBreakType>,
    paidBreakLimitMinutes: fc.option(fc.integer({ min: 0, max: 60 })),
  }),
);

describe('payrollSummaryRowFromSums', () => {
  it('gives the row payrollSummaryRow gives, from each approved shift of the period summed once (property)', () => {
    fc.assert(
      fc.property(fc.array(shiftArbitrary, { maxLength: 12 }), groupArbitrary, fc.boolean(), (shifts, group, sick) => {
        const input: PayrollSummaryInput = {
          driver: { id: 'd1', name: 'Virtanen Anna', employeeNumber: '1001', driverGroupId: group ? 'g1' : null },
          group,
          from: '2026-11-16',
          to: '2026-11-29',
          timeZone: ZONE,
          shifts,
          absences: sick
            ? [{ workType: 15, startDate: '2026-11-18', endDate: '2026-11-19', hours: null, approval: 'approved' }]
            : [],
          now: Date.parse('2026-12-01T00:00:00Z'),
          grossWagePerHour: 20,
          wages: wageDefaults(),
          allowanceAmounts: allowanceDefaults(),
        };
        const rules = {
          timeZone: ZONE,
          breakRule: group ?? { paidBreakType: 'unpaid' as const, paidBreakLimitMinutes: null },
        };
        const sums = emptyShiftSums();
        for (const shift of shifts) {
          const start = Date.parse(shift.start);
          if (shift.approval !== 'approved' || start < PERIOD_START || start >= Date.parse('2026-11-30T00:00:00+02:00'))
            continue;
          const events = shift.events.map((event) => ({
            workType: event.workType,
            start: Date.parse(event.start),
            end: event.end === null ? null : Date.parse(event.end),
          }));
          addShiftToSums(sums, shift, shiftPayParts(events, rules, input.now));
        }
        const fromSums = payrollSummaryRowFromSums({ ...input, sums, approvedAbsences: input.absences });
        expect(fromSums).toEqual(payrollSummaryRow(input).row);
      }),
    );
  });

  it('keys the parts by every rule they depend on', () => {
    const base = { timeZone: ZONE, breakRule: { paidBreakType: 'paidUpToLimit' as const, paidBreakLimitMinutes: 30 } };
    const keys = new Set([
      payRulesKey(base),
      payRulesKey({ ...base, timeZone: 'Europe/Stockholm' }),
      payRulesKey({ ...base, breakRule: { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 15 } }),
      payRulesKey({ ...base, breakRule: { paidBreakType: 'paid', paidBreakLimitMinutes: 30 } }),
      payRulesKey({
        ...base,
        windows: { eveningStart: '17:00', eveningEnd: '22:00', nightStart: '22:00', nightEnd: '06:00' },
      }),
    ]);
    expect(keys.size).toBe(5);
    expect(payRulesKey(base)).toBe('Europe/Helsinki|18:00|22:00|22:00|06:00|fi|paidUpToLimit|30');
  });
});
