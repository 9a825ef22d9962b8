import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datesBetween, isWeekday } from './calendar-dates';
import { periodHours, periodReductionHours } from './overtime';
import { isEmployedOn, isWorkingDay } from './working-days';

describe('period overtime and guaranteed hours', () => {
  it('split overtime at the 12-hour step: 80 h standard, 91 h paid → 11 h at 50 %; 100 h → 12 + 8', () => {
    expect(periodHours({ paidHours: 91, standardHours: 80, guaranteedHours: 70, reductionHours: 0 })).toEqual({
      standardHours: 80,
      guaranteedHours: 70,
      overtime50Hours: 11,
      overtime100Hours: 0,
      guaranteedTopUpHours: 0,
    });
    expect(periodHours({ paidHours: 100, standardHours: 80, guaranteedHours: 70, reductionHours: 0 })).toMatchObject({
      overtime50Hours: 12,
      overtime100Hours: 8,
    });
  });

  it('top up paid hours below the guaranteed hours, both lowered the same way', () => {
    // 70 − 16 = 54 guaranteed; 40 paid → 14 h top-up.
    expect(periodHours({ paidHours: 40, standardHours: 80, guaranteedHours: 70, reductionHours: 16 })).toEqual({
      standardHours: 64,
      guaranteedHours: 54,
      overtime50Hours: 0,
      overtime100Hours: 0,
      guaranteedTopUpHours: 14,
    });
  });

  it('lower the period by 8 h per weekday holiday and weekday of absence, by the hours of an hour-based one', () => {
    // 1.–14.4.2026: Good Friday 3.4. and Easter Monday 6.4. (16 h); sick 8.–9.4. Wed–Thu (16 h);
    // 4 h on Fri 10.4.; a day on Sat 11.4. (0); an absence on Good Friday is not counted twice.
    const absences = [
      { startDate: '2026-04-08', endDate: '2026-04-09', hours: null },
      { startDate: '2026-04-10', endDate: '2026-04-10', hours: 4 },
      { startDate: '2026-04-11', endDate: '2026-04-11', hours: null },
      { startDate: '2026-04-03', endDate: '2026-04-03', hours: null },
      { startDate: '2026-03-25', endDate: '2026-04-01', hours: null }, // only Wed 1.4. is in the period
    ];
    expect(periodReductionHours('2026-04-01', '2026-04-14', absences)).toBe(16 + 16 + 4 + 8);
  });

  it('lower the period by 8 h for each working day outside the employment: 1.–14.4.2026 employed from Thu 9.4. is 8 h × 4 + Easter 16 h', () => {
    // Wed 1., Thu 2., Tue 7., Wed 8.4. are before the employment; Good Friday 3.4. and Easter Monday 6.4. count once.
    expect(periodReductionHours('2026-04-01', '2026-04-14', [], undefined, { start: '2026-04-09', end: null })).toBe(
      32 + 16,
    );
    // Employed until Fri 10.4.: Mon 13. and Tue 14. after it; a sick day after the end is not counted twice.
    expect(
      periodReductionHours(
        '2026-04-01',
        '2026-04-14',
        [{ startDate: '2026-04-13', endDate: '2026-04-13', hours: null }],
        undefined,
        { start: null, end: '2026-04-10' },
      ),
    ).toBe(16 + 16);
  });

  it('properties: an employment only lowers the period, by 8 h for each working day outside it that nothing else lowered', () => {
    const date = fc
      .integer({ min: 0, max: 60 })
      .map((offset) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10));
    const employment = fc.record({ start: fc.option(date), end: fc.option(date) });
    fc.assert(
      fc.property(employment, ({ start, end }) => {
        const [from, to] = ['2026-03-16', '2026-04-12'];
        const without = periodReductionHours(from, to, []);
        const outside = datesBetween(from, to).filter(
          (day) => isWorkingDay(day) && !isEmployedOn(day, { start, end }),
        ).length;
        expect(periodReductionHours(from, to, [], undefined, { start, end })).toBe(without + 8 * outside);
        expect(periodReductionHours(from, to, [], undefined, { start: null, end: null })).toBe(without);
      }),
    );
  });

  it('properties: overtime is paid hours above the standard, at most 12 h at 50 %, and no day lowers more than 8 h', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (paid, standard, guaranteed, reduction) => {
          const result = periodHours({
            paidHours: paid,
            standardHours: standard,
            guaranteedHours: guaranteed,
            reductionHours: reduction,
          });
          expect(result.overtime50Hours + result.overtime100Hours).toBeCloseTo(
            Math.max(0, paid - Math.max(0, standard - reduction)),
            9,
          );
          expect(result.overtime50Hours).toBeLessThanOrEqual(12);
          expect(result.guaranteedTopUpHours + Math.min(paid, result.guaranteedHours)).toBeCloseTo(
            result.guaranteedHours,
            9,
          );
        },
      ),
    );
    const date = fc
      .integer({ min: 0, max: 60 })
      .map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10));
    const absence = fc
      .tuple(date, fc.integer({ min: 0, max: 10 }), fc.option(fc.integer({ min: 1, max: 24 })))
      .map(([start, days, hours]) => ({
        startDate: start,
        endDate: new Date(Date.parse(start) + days * 86_400_000).toISOString().slice(0, 10),
        hours,
      }));
    fc.assert(
      fc.property(fc.array(absence, { maxLength: 6 }), (absences) => {
        const weekdays = datesBetween('2026-01-10', '2026-02-20').filter(isWeekday).length;
        expect(periodReductionHours('2026-01-10', '2026-02-20', absences)).toBeLessThanOrEqual(8 * weekdays);
      }),
    );
  });
});
