import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApprovalState } from './approval';
import { shiftSummaryRow } from './shift-summary';
import type { ShiftSummaryInput } from './summary-totals';

const HELSINKI = 'Europe/Helsinki';
type SummaryShift = ShiftSummaryInput['shifts'][number];

/** Local Helsinki wall times in March 2026 (UTC+2). */
const local = (date: string, time: string) => new Date(Date.parse(`2026-03-${date}T${time}:00+02:00`)).toISOString();
let eventId = 0;
function shift(
  approval: ApprovalState,
  events: [number, string, string][],
  extra: Partial<SummaryShift> = {},
): SummaryShift {
  const timed = events.map(([workType, start, end]) => ({
    id: `e${(eventId += 1)}`,
    workType,
    start: local(start.slice(0, 2), start.slice(3)),
    end: local(end.slice(0, 2), end.slice(3)),
    answer: null,
    cutBefore: false,
    cutAfter: false,
  }));
  return { start: timed[0]!.start, approval, events: timed, bonuses: [], dailyAllowance: 0, ...extra };
}

// Period Mon 2.3.–Sun 15.3.2026; group: breaks paid up to 30 min a shift, 30 h standard, 40 h guaranteed.
const shifts: SummaryShift[] = [
  // Tue 3.3.: 180 + break 30 of 45 + 30 + 30 + 135 + paid break 15 + 45 + (10 min gap) + 20 = 485 min.
  shift(
    'approved',
    [
      [1, '03 06:00', '03 09:00'],
      [5, '03 09:00', '03 09:45'],
      [2, '03 09:45', '03 10:15'],
      [4, '03 10:15', '03 10:45'],
      [1, '03 10:45', '03 13:00'],
      [6, '03 13:00', '03 13:15'],
      [3, '03 13:15', '03 14:00'],
      [7, '03 14:10', '03 14:30'],
    ],
    { bonuses: [{ type: 'adr', hours: null }], dailyAllowance: 1 },
  ),
  // Sat 7.3. 20:00 → Sun 04:00: 480 min; evening 120, night 360, Sunday 240.
  shift(
    'approved',
    [
      [1, '07 20:00', '07 23:00'],
      [10, '07 23:00', '07 23:30'],
      [3, '07 23:30', '08 00:30'],
      [5, '08 00:30', '08 01:00'],
      [19, '08 01:00', '08 04:00'],
    ],
    { bonuses: [{ type: 'crane', hours: 2.5 }], dailyAllowance: 2 },
  ),
  // Not approved: left out, counted apart.
  shift('checked', [[1, '09 08:00', '09 16:00']]),
  // Sun 15.3. 22:00 → Mon 06:00 belongs to this period (its start date): night 480, Sunday 120.
  shift('approved', [[1, '15 22:00', '16 06:00']], { bonuses: [{ type: 'hct', hours: null }] }),
  // Starts on Sun 1.3.: the previous period's.
  shift('approved', [[1, '01 22:00', '02 02:00']]),
];
const absences: ShiftSummaryInput['absences'] = [
  { workType: 15, startDate: '2026-03-12', endDate: '2026-03-13', hours: null, approval: 'approved' },
  { workType: 12, startDate: '2026-03-10', endDate: '2026-03-10', hours: 3, approval: 'approved' },
  { workType: 18, startDate: '2026-03-14', endDate: '2026-03-20', hours: null, approval: 'unapproved' },
  { workType: 18, startDate: '2026-02-20', endDate: '2026-03-01', hours: null, approval: 'approved' },
];
const input: ShiftSummaryInput = {
  driver: { id: 'd1', name: 'Virtanen Matti', employeeNumber: '1001', driverGroupId: 'g1' },
  group: { standardWorkingHours: 30, guaranteedHours: 40, paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 30 },
  from: '2026-03-02',
  to: '2026-03-15',
  timeZone: HELSINKI,
  shifts,
  absences,
  now: Date.parse('2026-04-01T00:00:00Z'),
};

describe('the shift summary row', () => {
  it('has the export columns of a hand-computed period', () => {
    // Paid 485 + 480 + 480 = 1445 min = 24.0833 h. Standard 30 − (sick Thu–Fri 16 + 3 h) = 11;
    // overtime 13.0833 → 12 at 50 %, 1.08 at 100 %. Guaranteed 40 − 19 = 21 < 24.08: no top-up.
    expect(shiftSummaryRow(input)).toEqual({
      driverId: 'd1',
      name: 'Virtanen Matti',
      employeeNumber: '1001',
      driverGroupId: 'g1',
      shiftCount: 3,
      hours: 24.08,
      eveningHours: 2,
      nightHours: 14,
      sundayHours: 6,
      overtime50Hours: 12,
      overtime100Hours: 1.08,
      guaranteedTopUpHours: 0,
      standardHours: 11,
      absences: [
        { workType: 12, days: 0, hours: 3, calendarDays: 1 },
        { workType: 15, days: 2, hours: 0, calendarDays: 2 },
      ],
      allowances: { 1: 1, 2: 1, 3: 0, 4: 0, 5: 0, 6: 0 },
      bonusHours: { adr: 8.08, crane: 2.5, dirtyJob: 0, hct: 8 },
      instances: { wait: 1, queue: 1, paidBreak: 1, break: 2, drive: 5, load: 1, unload: 2, refuel: 1, maintenance: 0 },
      notApproved: { shifts: 1, absences: 1 },
    });
  });

  it("lowers the standard and guaranteed hours by 8 h for each working day outside the driver's employment", () => {
    // Employed Mon 2.3.–Wed 11.3.: Thu 12.3. and Fri 13.3. are outside it, and already sick days: not lowered twice.
    expect(shiftSummaryRow({ ...input, employment: { start: null, end: '2026-03-11' } })).toMatchObject({
      standardHours: 11,
    });
    // From Wed 4.3.: Mon 2.3. and Tue 3.3. lower 16 h more, 30 − 35 → 0 standard hours; all 24.08 h are overtime.
    expect(shiftSummaryRow({ ...input, employment: { start: '2026-03-04', end: null } })).toMatchObject({
      standardHours: 0,
      overtime50Hours: 12,
      overtime100Hours: 12.08,
    });
  });

  it('without a group: breaks unpaid, no standard hours and no overtime', () => {
    const row = shiftSummaryRow({ ...input, group: null });
    // 485 − 30 paid break minutes of the first shift, 480 − 30 of the second: 1385 min = 23.08 h.
    expect(row).toMatchObject({
      hours: 23.08,
      standardHours: null,
      overtime50Hours: 0,
      overtime100Hours: 0,
      guaranteedTopUpHours: 0,
    });
  });

  it('counts nothing for a driver whose items are all unapproved, but says how many there are', () => {
    const row = shiftSummaryRow({
      ...input,
      shifts: shifts.map((s) => ({ ...s, approval: 'unapproved' })),
      absences: absences.map((a) => ({ ...a, approval: 'checked' })),
    });
    expect(row).toMatchObject({
      shiftCount: 0,
      hours: 0,
      nightHours: 0,
      absences: [],
      notApproved: { shifts: 4, absences: 3 },
      guaranteedTopUpHours: 40,
    });
  });

  it('properties: supplements never exceed paid hours, and unapproving a shift never adds hours', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: shifts.length, maxLength: shifts.length }), (approved) => {
        const chosen = shifts.map((s, index) => ({
          ...s,
          approval: approved[index] ? ('approved' as const) : ('unapproved' as const),
        }));
        const row = shiftSummaryRow({ ...input, shifts: chosen });
        const all = shiftSummaryRow({ ...input, shifts: chosen.map((s) => ({ ...s, approval: 'approved' as const })) });
        for (const part of [
          row.eveningHours + row.nightHours,
          row.sundayHours,
          row.overtime50Hours + row.overtime100Hours,
        ])
          expect(part).toBeLessThanOrEqual(row.hours + 0.01);
        expect(row.hours).toBeLessThanOrEqual(all.hours);
        expect(row.shiftCount + row.notApproved.shifts).toBe(4);
      }),
    );
  });
});
