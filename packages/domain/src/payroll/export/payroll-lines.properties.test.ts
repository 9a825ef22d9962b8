import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BONUS_TYPES } from '../../calculations/enumerations';
import { allowanceDefaults, wageDefaults } from '../../calculations/wage-defaults';
import { APPROVAL_STATES } from '../../shifts/shift.schemas';
import { addDays } from '../calendar-dates';
import { UNPAID_BREAKS } from '../paid-hours';
import { shiftPayParts } from '../shift-pay-parts';
import { periodSummaries } from './golden/period-summaries';
import type { PayrollDriverInput, PayrollLine } from './payroll-line';
import { payrollLines } from './payroll-lines';

const ZONE = 'Europe/Helsinki';
// A March period, and one across the end of summer time (25.10.2026) with All Saints' Day (Sat 31.10.).
const PERIODS = [
  { from: '2026-03-02', to: '2026-03-15' },
  { from: '2026-10-19', to: '2026-11-01' },
] as const;

const eventArb = fc.record({
  workType: fc.constantFrom(1, 2, 3, 4, 5, 6, 10, 19),
  seconds: fc.integer({ min: 1, max: 5 * 3600 }),
  gapSeconds: fc.nat(1800),
});
const shiftArb = fc.record({
  dayOffset: fc.integer({ min: -2, max: 15 }),
  startSecond: fc.nat(86_399),
  events: fc.array(eventArb, { minLength: 1, maxLength: 6 }),
  approval: fc.constantFrom(...APPROVAL_STATES),
  bonuses: fc.uniqueArray(
    fc.record({
      type: fc.constantFrom(...BONUS_TYPES),
      hours: fc.option(fc.integer({ min: 1, max: 1000 }).map((cents) => cents / 100)),
    }),
    { selector: (bonus) => bonus.type, maxLength: 2 },
  ),
  dailyAllowance: fc.integer({ min: 0, max: 6 }),
});
const absenceArb = fc.record({
  workType: fc.constantFrom(11, 13, 15, 18),
  kind: fc.constantFrom('contract', 'absence', 'vacation', 'training'),
  dayOffset: fc.integer({ min: -5, max: 15 }),
  days: fc.integer({ min: 1, max: 6 }),
  hours: fc.option(fc.integer({ min: 1, max: 32 }).map((quarters) => quarters / 4)),
  approval: fc.constantFrom(...APPROVAL_STATES),
});
const groupArb = fc.option(
  fc.record({
    standardWorkingHours: fc.integer({ min: 0, max: 100 }),
    guaranteedHours: fc.integer({ min: 0, max: 100 }),
    paidBreakType: fc.constantFrom('paid' as const, 'unpaid' as const, 'paidUpToLimit' as const),
    paidBreakLimitMinutes: fc.option(fc.integer({ min: 0, max: 60 })),
  }),
);
const driverArb = fc.record({
  group: groupArb,
  wage: fc.option(fc.integer({ min: 1000, max: 4000 }).map((cents) => cents / 100)),
  shifts: fc.array(shiftArb, { maxLength: 8 }),
  absences: fc.array(absenceArb, { maxLength: 3 }),
});

type DriverSpec = typeof driverArb extends fc.Arbitrary<infer T> ? T : never;

function driverInput(spec: DriverSpec, index: number, from: string): PayrollDriverInput {
  return {
    driver: {
      id: `d${index}`,
      name: `Driver ${index % 3}`,
      employeeNumber: String(index),
      grossWagePerHour: spec.wage,
      costCentre: '',
    },
    group: spec.group,
    shifts: spec.shifts.map((shift) => {
      let cursor = Date.parse(`${addDays(from, shift.dayOffset)}T00:00:00+02:00`) + shift.startSecond * 1000;
      const events = shift.events.map((event) => {
        const start = cursor;
        cursor += event.seconds * 1000;
        const span = {
          workType: event.workType,
          start: new Date(start).toISOString(),
          end: new Date(cursor).toISOString(),
        };
        cursor += event.gapSeconds * 1000;
        return span;
      });
      return {
        start: events[0]!.start,
        approval: shift.approval,
        events,
        bonuses: shift.bonuses,
        dailyAllowance: shift.dailyAllowance,
        vehicleCodes: ['V'],
      };
    }),
    absences: spec.absences.map((absence) => ({
      workType: absence.workType,
      kind: absence.kind,
      startDate: addDays(from, absence.dayOffset),
      endDate: addDays(from, absence.dayOffset + absence.days - 1),
      hours: absence.hours,
      approval: absence.approval,
    })),
  };
}

/** Hundredths, so sums of 2-decimal quantities are exact. */
const hundredths = (value: number) => Math.round(value * 100);
const sumOf = (lines: readonly PayrollLine[], match: (line: PayrollLine) => boolean) =>
  lines.filter(match).reduce((sum, line) => sum + hundredths(line.quantity), 0);

describe('payroll lines, against the payroll summary', () => {
  it("hold exactly the summary's drivers, and add up per driver and kind to its once-rounded figures, never negative", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIODS),
        fc.array(driverArb, { minLength: 1, maxLength: 3 }),
        ({ from, to }, specs) => {
          const drivers = specs.map((spec, index) => driverInput(spec, index, from));
          const now = Date.parse('2027-01-01T00:00:00Z');
          const [summary] = periodSummaries(drivers, [{ from, to }], { timeZone: ZONE, now });
          if (!summary) throw new Error('one period asked, one given');
          const { lines } = payrollLines({
            from,
            to,
            timeZone: ZONE,
            now,
            drivers,
            codes: [],
            categories: ['shifts', 'contracts', 'vacations', 'leaves'],
            payPeriods: [summary],
            wages: wageDefaults(),
            allowanceAmounts: allowanceDefaults(),
          });
          expect(
            lines.every(
              (line) => line.quantity > 0 && line.date >= from && line.endDate <= to && line.date <= line.endDate,
            ),
          ).toBe(true);
          expect(lines.every((line) => summary.rows.some((row) => row.driverId === line.driverId))).toBe(true);
          for (const input of drivers) {
            const row = summary.rows.find((candidate) => candidate.driverId === input.driver.id);
            const own = lines.filter((line) => line.driverId === input.driver.id);
            // Nothing approved: no row, and not a line (no guaranteed top-up either).
            if (!row) {
              expect(own).toEqual([]);
              continue;
            }
            const kind = (name: PayrollLine['kind']) => sumOf(own, (line) => line.kind === name);
            expect({
              regular: kind('regular'),
              evening: kind('evening'),
              night: kind('night'),
              sunday: kind('sunday'),
              overtime50: kind('overtime50'),
              overtime100: kind('overtime100'),
              guaranteedTopUp: kind('guaranteedTopUp'),
              bonusAdr: kind('bonusAdr'),
              bonusCrane: kind('bonusCrane'),
              bonusDirtyJob: kind('bonusDirtyJob'),
              bonusHct: kind('bonusHct'),
              allowances: [1, 2, 3, 4, 5, 6].map((type) => kind(`allowance${type}` as PayrollLine['kind']) / 100),
            }).toEqual({
              regular: hundredths(row.paidHours),
              evening: hundredths(row.eveningHours),
              night: hundredths(row.nightHours),
              sunday: hundredths(row.sundayHours),
              overtime50: hundredths(row.overtime50Hours),
              overtime100: hundredths(row.overtime100Hours),
              guaranteedTopUp: hundredths(row.guaranteedTopUpHours),
              bonusAdr: hundredths(row.bonusHours.adr),
              bonusCrane: hundredths(row.bonusHours.crane),
              bonusDirtyJob: hundredths(row.bonusHours.dirtyJob),
              bonusHct: hundredths(row.bonusHours.hct),
              allowances: (['1', '2', '3', '4', '5', '6'] as const).map((type) => row.allowances[type] ?? 0),
            });
            // An absence type's lines: working days (8 h each) and hours, the summary's hours in all.
            const absenceHours = Object.fromEntries(
              Object.keys(row.absences).map((type) => {
                const ofType = (unit: PayrollLine['unit']) =>
                  sumOf(own, (line) => line.workType === Number(type) && line.unit === unit);
                return [type, (ofType('days') * 8 + ofType('hours')) / 100];
              }),
            );
            expect(absenceHours).toEqual(
              Object.fromEntries(Object.entries(row.absences).map(([type, entry]) => [type, entry.hours])),
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("are the same lines from the shifts' kept pay parts as from their events", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIODS),
        fc.array(driverArb, { minLength: 1, maxLength: 3 }),
        ({ from, to }, specs) => {
          const drivers = specs.map((spec, index) => driverInput(spec, index, from));
          const now = Date.parse('2027-01-01T00:00:00Z');
          const withParts = drivers.map((input) => ({
            ...input,
            shifts: input.shifts.map((shift) => {
              const events = shift.events.map((event) => ({
                workType: event.workType,
                start: Date.parse(event.start),
                end: event.end === null ? null : Date.parse(event.end),
              }));
              return {
                ...shift,
                events: [],
                parts: shiftPayParts(events, { timeZone: ZONE, breakRule: input.group ?? UNPAID_BREAKS }, now),
              };
            }),
          }));
          const payPeriods = periodSummaries(drivers, [{ from, to }], { timeZone: ZONE, now });
          const common = {
            from,
            to,
            timeZone: ZONE,
            now,
            codes: [],
            categories: ['shifts', 'contracts', 'vacations', 'leaves'] as const,
            payPeriods,
            wages: wageDefaults(),
            allowanceAmounts: allowanceDefaults(),
          };
          expect(payrollLines({ ...common, drivers: withParts }).lines).toEqual(
            payrollLines({ ...common, drivers }).lines,
          );
        },
      ),
      // Found by this property: window time taken to minutes and back differed from the kept parts by noise, and one day's evening hundredth went to the next.
      {
        numRuns: 100,
        examples: [
          [
            PERIODS[0],
            [
              {
                group: null,
                wage: null,
                absences: [],
                shifts: [
                  {
                    dayOffset: 0,
                    startSecond: 31921,
                    approval: 'approved',
                    bonuses: [],
                    dailyAllowance: 0,
                    events: [
                      { workType: 1, seconds: 6665, gapSeconds: 781 },
                      { workType: 1, seconds: 16004, gapSeconds: 268 },
                      { workType: 1, seconds: 8259, gapSeconds: 902 },
                      { workType: 1, seconds: 7902, gapSeconds: 0 },
                      { workType: 5, seconds: 1, gapSeconds: 0 },
                    ],
                  },
                ],
              },
            ],
          ],
        ],
      },
    );
  });
});
