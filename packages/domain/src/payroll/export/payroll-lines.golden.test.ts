import { describe, expect, it } from 'vitest';
import { allowanceDefaults, wageDefaults } from '../../calculations/wage-defaults';
import type { PayrollCode, PayrollDriverInput } from './payroll-line';
import { payrollLines, type PayrollLinesInput } from './payroll-lines';

/** Local Helsinki wall times in March 2026 (UTC+2; summer time starts on 29.3.). 1.3.2026 is a Sunday. */
const at = (day: string, time: string) => new Date(Date.parse(`2026-03-${day}T${time}:00+02:00`)).toISOString();
type Shift = PayrollDriverInput['shifts'][number];
function shift(events: [number, string, string][], extra: Partial<Shift> = {}): Shift {
  const timed = events.map(([workType, start, end]) => ({ workType, start: at(start.slice(0, 2), start.slice(3)), end: at(end.slice(0, 2), end.slice(3)) }));
  return { start: timed[0]!.start, approval: 'approved', events: timed, bonuses: [], dailyAllowance: 0, vehicleCodes: [], ...extra };
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
    shift([[1, '07 20:00', '07 23:00'], [5, '07 23:00', '07 23:45'], [1, '07 23:45', '08 04:00']], { bonuses: [{ type: 'adr', hours: null }], dailyAllowance: 1, vehicleCodes: ['V1', 'V9'] }),
    // Tue 10.3. 06:00–18:00: 360 + break 20 (all paid, under the limit) + 340 = 720 min = 12 h; no window touched.
    shift([[1, '10 06:00', '10 12:00'], [5, '10 12:00', '10 12:20'], [2, '10 12:20', '10 18:00']], { bonuses: [{ type: 'crane', hours: 2.5 }], vehicleCodes: ['V2'] }),
    // Not approved: ignored.
    shift([[1, '11 08:00', '11 16:00']], { approval: 'checked', vehicleCodes: ['V3'] }),
    // Thu 12.3. and Fri 13.3.: 250 min each = 416.67 hundredths of an hour.
    shift([[1, '12 08:00', '12 12:10']]),
    shift([[1, '13 08:00', '13 12:10']]),
  ],
  absences: [
    { workType: 13, kind: 'absence', startDate: '2026-03-04', endDate: '2026-03-05', hours: 2, approval: 'approved' },
    { workType: 18, kind: 'vacation', startDate: '2026-03-09', endDate: '2026-03-09', hours: null, approval: 'approved' },
    // Runs past the range: clipped to Sat 14.3.–Sun 15.3.
    { workType: 18, kind: 'vacation', startDate: '2026-03-14', endDate: '2026-03-20', hours: null, approval: 'approved' },
    { workType: 18, kind: 'vacation', startDate: '2026-03-02', endDate: '2026-03-02', hours: null, approval: 'unapproved' },
  ],
};
// Bo: no wage; 80 h standard, 40 h guaranteed; breaks unpaid.
const bo: PayrollDriverInput = {
  driver: { id: 'b', name: 'Berg Bo', employeeNumber: '1002', grossWagePerHour: null, costCentre: '' },
  group: { standardWorkingHours: 80, guaranteedHours: 40, paidBreakType: 'unpaid', paidBreakLimitMinutes: null },
  // Mon 2.3.: 240 + (30 unpaid) + 210 = 450 min = 7.5 h.
  shifts: [shift([[1, '02 07:00', '02 11:00'], [5, '02 11:00', '02 11:30'], [2, '02 11:30', '02 15:00']], { dailyAllowance: 2, vehicleCodes: ['T12'] })],
  absences: [{ workType: 11, kind: 'contract', startDate: '2026-03-03', endDate: '2026-03-03', hours: null, approval: 'approved' }],
};

const input: PayrollLinesInput = {
  from: '2026-03-02',
  to: '2026-03-15',
  timeZone: 'Europe/Helsinki',
  now: Date.parse('2026-04-01T00:00:00Z'),
  drivers: [bo, anna],
  codes,
  categories: ['shifts', 'contracts', 'vacations', 'leaves'],
  payPeriods: [{ from: '2026-03-02', to: '2026-03-15' }],
  wages: wageDefaults(),
  allowanceAmounts: allowanceDefaults(),
};

const brief = (lines: ReturnType<typeof payrollLines>['lines']) =>
  lines.map((line) => [line.driverName, line.date, line.kind ?? line.workType, line.quantity, line.unit, line.salaryCode, line.unitPrice, line.vehicleCode].join(' | '));

describe('the payroll lines of a hand-computed pay period', () => {
  it('gives each kind per day, overtime and the top-up per period, and absences clipped to the range', () => {
    // Anna's paid hours 465 + 720 + 250 + 250 = 1685 min = 28.0833 h → 28.08: the day lines
    // 775 + 1200 + 416.67 + 416.67 hundredths get 775, 1200, 417, 416 (the tie goes to the
    // earlier day), so 7.75 + 12 + 4.17 + 4.16 = 28.08, where rounding each day would give 28.09.
    // Standard 16 − (Wed 4.3. 2 h + Thu 5.3. 2 h + Mon 9.3. 8 h; the weekend vacation lowers nothing) = 4 h;
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
      'Aalto Anna | 2026-03-14 | 18 | 2 | days | 500 |  | ',
      'Aalto Anna | 2026-03-15 | overtime50 | 12 | hours | 150 | 10 | ',
      'Aalto Anna | 2026-03-15 | overtime100 | 12.08 | hours | 160 | 20 | ',
      'Berg Bo | 2026-03-02 | regular | 7.5 | hours | 100 |  | T12',
      'Berg Bo | 2026-03-02 | allowance2 | 1 | pieces | 310 | 16.2 | T12',
      'Berg Bo | 2026-03-03 | 11 | 1 | days | 600 |  | ',
      'Berg Bo | 2026-03-15 | guaranteedTopUp | 24.5 | hours | 170 |  | ',
    ]);
  });

  it('fills every field of a line', () => {
    const line = payrollLines(input).lines.find((candidate) => candidate.kind === null && candidate.date === '2026-03-14');
    expect(line).toEqual({
      category: 'vacations', driverId: 'a', driverName: 'Aalto Anna', employeeNumber: '1001', kind: null, workType: 18, salaryCode: '500', salaryName: 'Vuosiloma',
      date: '2026-03-14', endDate: '2026-03-15', quantity: 2, unit: 'days', unitPrice: null, costCentre: 'Etelä', routeCode: '', vehicleCode: '', text: 'Vuosiloma',
    });
  });

  it('writes only the chosen categories', () => {
    const categories = (chosen: PayrollLinesInput['categories']) => [...new Set(payrollLines({ ...input, categories: chosen }).lines.map((line) => line.category))];
    expect(categories(['vacations'])).toEqual(['vacations']);
    expect(categories(['contracts', 'leaves'])).toEqual(['leaves', 'contracts']);
  });

  it('gives no overtime or top-up without a group, or without a pay period wholly in the range', () => {
    const kinds = (changed: Partial<PayrollLinesInput>) => payrollLines({ ...input, ...changed }).lines.map((line) => line.kind);
    expect(kinds({ drivers: [{ ...bo, group: null }] })).toEqual(['regular', 'allowance2', null]);
    expect(kinds({ drivers: [bo], payPeriods: [{ from: '2026-03-02', to: '2026-03-29' }] })).not.toContain('guaranteedTopUp');
  });
});
