import { describe, expect, it } from 'vitest';
import { allowanceDefaults, wageDefaults } from '../../calculations/wage-defaults';
import { periodSummaries } from './golden/period-summaries';
import type { PayrollCode, PayrollDriverInput } from './payroll-line';
import { payrollLines, type PayrollLinesInput } from './payroll-lines';

/** Local Helsinki wall times in March 2026 (UTC+2; summer time starts on 29.3.). 1.3.2026 is a Sunday. */
const at = (day: string, time: string) => new Date(Date.parse(`2026-03-${day}T${time}:00+02:00`)).toISOString();
type Shift = PayrollDriverInput['shifts'][number];
function shift(events: [number, string, string][], extra: Partial<Shift> = {}): Shift {
  const timed = events.map(([workType, start, end]) => ({
    workType,
    start: at(start.slice(0, 2), start.slice(3)),
    end: at(end.slice(0, 2), end.slice(3)),
  }));
  return {
    start: timed[0]!.start,
    approval: 'approved',
    events: timed,
    bonuses: [],
    dailyAllowance: 0,
    vehicleCodes: [],
    ...extra,
  };
}

const codes: PayrollCode[] = [
  { code: '100', name: 'Tuntipalkka', workType: null, payrollLine: 'regular' },
  { code: '110', name: 'Iltalisä', workType: null, payrollLine: 'evening' },
  { code: '120', name: 'Yölisä', workType: null, payrollLine: 'night' },
  { code: '130', name: 'Sunnuntailisä', workType: null, payrollLine: 'sunday' },
  { code: '150', name: 'Ylityö 50 %', workType: null, payrollLine: 'overtime50' },
  { code: '160', name: 'Ylityö 100 %', workType: null, payrollLine: 'overtime100' },
  { code: '170', name: 'Takuutunnit', workType: null, payrollLine: 'guaranteedTopUp' },
  { code: '300', name: 'Kokopäiväraha', workType: null, payrollLine: 'allowance1' },
  { code: '310', name: 'Osapäiväraha', workType: null, payrollLine: 'allowance2' },
  { code: '400', name: 'ADR-lisä', workType: null, payrollLine: 'bonusAdr' },
  { code: '-1', name: 'Ei siirretä', workType: null, payrollLine: 'bonusCrane' },
  { code: '500', name: 'Vuosiloma', workType: 18, payrollLine: null },
  { code: '600', name: 'Urakka', workType: 11, payrollLine: null },
];

// Anna: 20 €/h; 16 h standard, no guaranteed hours; breaks paid up to 30 min a shift.
const anna: PayrollDriverInput = {
  driver: { id: 'a', name: 'Aalto Anna', employeeNumber: '1001', grossWagePerHour: 20, costCentre: 'Etelä' },
  group: { standardWorkingHours: 16, guaranteedHours: 0, paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 30 },
  shifts: [
    // Sat 7.3. 20:00 → Sun 04:00: drive 180 + break 45 (30 paid) + drive 255 = 465 min = 7.75 h.
    // Evening 20–22 = 2 h; night 22:00–23:30 and 23:45–04:00 = 90 + 255 = 345 min = 5.75 h; Sunday 00–04 = 4 h.
    shift(
      [
        [1, '07 20:00', '07 23:00'],
        [5, '07 23:00', '07 23:45'],
        [1, '07 23:45', '08 04:00'],
      ],
      { bonuses: [{ type: 'adr', hours: null }], dailyAllowance: 1, vehicleCodes: ['V1', 'V9'] },
    ),
    // Tue 10.3. 06:00–18:00: 360 + break 20 (all paid, under the limit) + 340 = 720 min = 12 h; no window touched.
    shift(
      [
        [1, '10 06:00', '10 12:00'],
        [5, '10 12:00', '10 12:20'],
        [2, '10 12:20', '10 18:00'],
      ],
      { bonuses: [{ type: 'crane', hours: 2.5 }], vehicleCodes: ['V2'] },
    ),
    // Not approved: ignored.
    shift([[1, '11 08:00', '11 16:00']], { approval: 'checked', vehicleCodes: ['V3'] }),
    // Thu 12.3. and Fri 13.3.: 250 min each = 416.67 hundredths of an hour.
    shift([[1, '12 08:00', '12 12:10']]),
    shift([[1, '13 08:00', '13 12:10']]),
  ],
  absences: [
    { workType: 13, kind: 'absence', startDate: '2026-03-04', endDate: '2026-03-05', hours: 2, approval: 'approved' },
    {
      workType: 18,
      kind: 'vacation',
      startDate: '2026-03-09',
      endDate: '2026-03-09',
      hours: null,
      approval: 'approved',
    },
    // Runs past the range: clipped to Sat 14.3.–Sun 15.3.
    {
      workType: 18,
      kind: 'vacation',
      startDate: '2026-03-14',
      endDate: '2026-03-20',
      hours: null,
      approval: 'approved',
    },
    {
      workType: 18,
      kind: 'vacation',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      hours: null,
      approval: 'unapproved',
    },
  ],
};
// Bo: no wage; 80 h standard, 40 h guaranteed; breaks unpaid.
const bo: PayrollDriverInput = {
  driver: { id: 'b', name: 'Berg Bo', employeeNumber: '1002', grossWagePerHour: null, costCentre: '' },
  group: { standardWorkingHours: 80, guaranteedHours: 40, paidBreakType: 'unpaid', paidBreakLimitMinutes: null },
  // Mon 2.3.: 240 + (30 unpaid) + 210 = 450 min = 7.5 h.
  shifts: [
    shift(
      [
        [1, '02 07:00', '02 11:00'],
        [5, '02 11:00', '02 11:30'],
        [2, '02 11:30', '02 15:00'],
      ],
      { dailyAllowance: 2, vehicleCodes: ['T12'] },
    ),
  ],
  absences: [
    {
      workType: 11,
      kind: 'contract',
      startDate: '2026-03-03',
      endDate: '2026-03-03',
      hours: null,
      approval: 'approved',
    },
  ],
};

const ZONE = 'Europe/Helsinki';
const NOW = Date.parse('2026-04-01T00:00:00Z');
const PERIOD = { from: '2026-03-02', to: '2026-03-15' };
const input: PayrollLinesInput = {
  ...PERIOD,
  timeZone: ZONE,
  now: NOW,
  drivers: [bo, anna],
  codes,
  categories: ['shifts', 'contracts', 'vacations', 'leaves'],
  payPeriods: periodSummaries([bo, anna], [PERIOD], { timeZone: ZONE, now: NOW }),
  wages: wageDefaults(),
  allowanceAmounts: allowanceDefaults(),
};

const brief = (lines: ReturnType<typeof payrollLines>['lines']) =>
  lines.map((line) =>
    [
      line.driverName,
      line.date,
      line.kind ?? line.workType,
      line.quantity,
      line.unit,
      line.salaryCode,
      line.unitPrice,
      line.vehicleCode,
    ].join(' | '),
  );

describe('the payroll lines of a hand-computed pay period', () => {
  it('gives each kind per day, overtime and the top-up per period, and absences clipped to the range', () => {
    // Anna's paid hours 465 + 720 + 250 + 250 = 1685 min = 28.0833 h → 28.08: the day lines
    // 775 + 1200 + 416.67 + 416.67 hundredths get 775, 1200, 417, 416 (the tie goes to the
    // earlier day), so 7.75 + 12 + 4.17 + 4.16 = 28.08, where rounding each day would give 28.09.
    // Standard 16 − (Wed 4.3. 2 h + Thu 5.3. 2 h + Mon 9.3. 8 h; the weekend vacation lowers nothing and, with
    // no working day in the range, has no line) = 4 h;
    // overtime 28.0833 − 4 = 24.0833 → 12 h at 50 % and 12.0833 → 12.08 h at 100 %.
    // Prices: 20 €/h; evening 20 × 0.15 = 3; night 20 × 0.2 = 4; Sunday 20 × 1; overtime 10 and 20.
    // Bo: guaranteed 40 − 8 (the contract day, Tue 3.3.) = 32; top-up 32 − 7.5 = 24.5 h; standard 72: no overtime.
    expect(brief(payrollLines(input).lines)).toEqual([
      'Aalto Anna | 2026-03-04 | 13 | 4 | hours |  |  | ',
      'Aalto Anna | 2026-03-07 | regular | 7.75 | hours | 100 | 20 | V1',
      'Aalto Anna | 2026-03-07 | evening | 2 | hours | 110 | 3 | V1',
      'Aalto Anna | 2026-03-07 | night | 5.75 | hours | 120 | 4 | V1',
      'Aalto Anna | 2026-03-07 | sunday | 4 | hours | 130 | 20 | V1',
      'Aalto Anna | 2026-03-07 | allowance1 | 1 | pieces | 300 | 35.7 | V1',
      'Aalto Anna | 2026-03-07 | bonusAdr | 7.75 | hours | 400 |  | V1',
      'Aalto Anna | 2026-03-09 | 18 | 1 | days | 500 |  | ',
      'Aalto Anna | 2026-03-10 | regular | 12 | hours | 100 | 20 | V2',
      'Aalto Anna | 2026-03-10 | bonusCrane | 2.5 | hours | -1 |  | V2',
      'Aalto Anna | 2026-03-12 | regular | 4.17 | hours | 100 | 20 | ',
      'Aalto Anna | 2026-03-13 | regular | 4.16 | hours | 100 | 20 | ',
      'Aalto Anna | 2026-03-15 | overtime50 | 12 | hours | 150 | 10 | ',
      'Aalto Anna | 2026-03-15 | overtime100 | 12.08 | hours | 160 | 20 | ',
      'Berg Bo | 2026-03-02 | regular | 7.5 | hours | 100 |  | T12',
      'Berg Bo | 2026-03-02 | allowance2 | 1 | pieces | 310 | 16.2 | T12',
      'Berg Bo | 2026-03-03 | 11 | 1 | days | 600 |  | ',
      'Berg Bo | 2026-03-15 | guaranteedTopUp | 24.5 | hours | 170 |  | ',
    ]);
  });

  it('fills every field of a line', () => {
    const line = payrollLines(input).lines.find(
      (candidate) => candidate.kind === null && candidate.date === '2026-03-09',
    );
    expect(line).toEqual({
      category: 'vacations',
      driverId: 'a',
      driverName: 'Aalto Anna',
      employeeNumber: '1001',
      kind: null,
      workType: 18,
      salaryCode: '500',
      salaryName: 'Vuosiloma',
      date: '2026-03-09',
      endDate: '2026-03-09',
      quantity: 1,
      unit: 'days',
      unitPrice: null,
      costCentre: 'Etelä',
      routeCode: '',
      vehicleCode: '',
      text: 'Vuosiloma',
    });
  });

  it('writes only the chosen categories', () => {
    const categories = (chosen: PayrollLinesInput['categories']) => [
      ...new Set(payrollLines({ ...input, categories: chosen }).lines.map((line) => line.category)),
    ];
    expect(categories(['vacations'])).toEqual(['vacations']);
    expect(categories(['contracts', 'leaves'])).toEqual(['leaves', 'contracts']);
  });

  it('gives no overtime or top-up without a group, or without a pay period wholly in the range', () => {
    const kinds = (changed: Partial<PayrollLinesInput>) =>
      payrollLines({ ...input, ...changed }).lines.map((line) => line.kind);
    const groupless = { ...bo, group: null };
    expect(
      kinds({ drivers: [groupless], payPeriods: periodSummaries([groupless], [PERIOD], { timeZone: ZONE, now: NOW }) }),
    ).toEqual(['regular', 'allowance2', null]);
    expect(
      kinds({
        drivers: [bo],
        payPeriods: periodSummaries([bo], [{ from: '2026-03-02', to: '2026-03-29' }], { timeZone: ZONE, now: NOW }),
      }),
    ).not.toContain('guaranteedTopUp');
  });

  it('pays nothing to a driver the summary does not list: no guaranteed top-up for items not approved (issue 21)', () => {
    // Cai: 80 h guaranteed, but his only shift and his absence wait for approval, so the period's summary has no row for him.
    const cai: PayrollDriverInput = {
      driver: { id: 'c', name: 'Corander Cai', employeeNumber: '1003', grossWagePerHour: 18, costCentre: '' },
      group: { standardWorkingHours: 80, guaranteedHours: 80, paidBreakType: 'unpaid', paidBreakLimitMinutes: null },
      shifts: [shift([[1, '03 07:00', '03 15:00']], { approval: 'checked' })],
      absences: [
        {
          workType: 15,
          kind: 'absence',
          startDate: '2026-03-04',
          endDate: '2026-03-04',
          hours: null,
          approval: 'unapproved',
        },
      ],
    };
    const drivers = [bo, anna, cai];
    const payPeriods = periodSummaries(drivers, [PERIOD], { timeZone: ZONE, now: NOW });
    expect(payPeriods[0]!.rows.map((row) => row.driverId)).toEqual(['b', 'a']);
    const lines = payrollLines({ ...input, drivers, payPeriods }).lines;
    expect(lines.filter((line) => line.driverId === 'c')).toEqual([]);
    expect(lines).toEqual(payrollLines(input).lines);
  });

  it('counts a Monday–Sunday absence on its 5 working days, and an hour-based one in its hours', () => {
    const sick: PayrollDriverInput = {
      ...bo,
      shifts: [],
      absences: [
        // Mon 9.3.–Sun 15.3.: 5 working days (7 calendar days); 4 h of training on Wed 4.3. and Sat 7.3. count only the Wednesday.
        {
          workType: 15,
          kind: 'absence',
          startDate: '2026-03-09',
          endDate: '2026-03-15',
          hours: null,
          approval: 'approved',
        },
        {
          workType: 21,
          kind: 'training',
          startDate: '2026-03-04',
          endDate: '2026-03-04',
          hours: 4,
          approval: 'approved',
        },
        {
          workType: 21,
          kind: 'training',
          startDate: '2026-03-07',
          endDate: '2026-03-07',
          hours: 4,
          approval: 'approved',
        },
      ],
    };
    const lines = payrollLines({
      ...input,
      drivers: [sick],
      payPeriods: periodSummaries([sick], [PERIOD], { timeZone: ZONE, now: NOW }),
    }).lines;
    // Guaranteed 40 − 40 (the sick week) − 4 (the training) = 0: no top-up.
    expect(brief(lines)).toEqual([
      'Berg Bo | 2026-03-04 | 21 | 4 | hours |  |  | ',
      'Berg Bo | 2026-03-09 | 15 | 5 | days |  |  | ',
    ]);
  });

  it("lowers a driver's guaranteed and standard hours by 8 h for each working day of the period before the employment", () => {
    // Dan, 80 h standard and guaranteed, added on Sat 14.3. (the period's second-to-last day) worked 48 minutes that day.
    const dan: PayrollDriverInput = {
      driver: { id: 'd', name: 'Dahl Dan', employeeNumber: '1004', grossWagePerHour: null, costCentre: '' },
      group: { standardWorkingHours: 80, guaranteedHours: 80, paidBreakType: 'unpaid', paidBreakLimitMinutes: null },
      shifts: [shift([[1, '14 10:00', '14 10:48']])],
      absences: [],
    };
    const linesFrom = (start: string | null) => {
      const employment = new Map([['d', { start, end: null }]]);
      return brief(
        payrollLines({
          ...input,
          drivers: [dan],
          payPeriods: periodSummaries([dan], [PERIOD], { timeZone: ZONE, now: NOW, employment }),
        }).lines,
      );
    };
    // Employed throughout, he would be topped up to 80 h: 79.2 h.
    expect(linesFrom(null)).toEqual([
      'Dahl Dan | 2026-03-14 | regular | 0.8 | hours | 100 |  | ',
      'Dahl Dan | 2026-03-15 | guaranteedTopUp | 79.2 | hours | 170 |  | ',
    ]);
    // From Sat 14.3.: all 10 working days are before it, 80 − 80 = 0 h standard and guaranteed; his 0.8 h are overtime.
    expect(linesFrom('2026-03-14')).toEqual([
      'Dahl Dan | 2026-03-14 | regular | 0.8 | hours | 100 |  | ',
      'Dahl Dan | 2026-03-15 | overtime50 | 0.8 | hours | 150 |  | ',
    ]);
    // From Fri 13.3.: 9 working days before it, 80 − 72 = 8 h; top-up 8 − 0.8 = 7.2 h.
    expect(linesFrom('2026-03-13')).toEqual([
      'Dahl Dan | 2026-03-14 | regular | 0.8 | hours | 100 |  | ',
      'Dahl Dan | 2026-03-15 | guaranteedTopUp | 7.2 | hours | 170 |  | ',
    ]);
  });
});
