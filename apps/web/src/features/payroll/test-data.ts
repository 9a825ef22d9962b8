import type { PayPeriod, PayrollSummary, PayrollSummaryRow } from '@rahti/domain';
import { testId } from '../../test/fixtures';

const period = (n: number, startDate: string, endDate: string, payDate: string): PayPeriod => ({
  id: testId(300 + n),
  startDate,
  endDate,
  payDate,
  name: null,
});
export const april = period(1, '2026-04-20', '2026-05-03', '2026-05-08');
export const may = period(2, '2026-05-04', '2026-05-17', '2026-05-22');
/** Not begun yet: never the default. */
export const future = period(3, '2099-01-05', '2099-01-18', '2099-01-23');
export const periods = [april, may, future];

const zeros = { adr: 0, crane: 0, dirtyJob: 0, hct: 0 };
export function summaryRow(overrides: Partial<PayrollSummaryRow>): PayrollSummaryRow {
  return {
    driverId: testId(1),
    employeeNumber: '',
    name: '',
    paidHours: 0,
    eveningHours: 0,
    nightHours: 0,
    sundayHours: 0,
    overtime50Hours: 0,
    overtime100Hours: 0,
    guaranteedTopUpHours: 0,
    allowances: {},
    bonusHours: zeros,
    absences: {},
    eventCounts: {},
    wages: 0,
    allowanceAmount: 0,
    employerCost: 0,
    ...overrides,
  };
}

export const virta = summaryRow({
  driverId: testId(1),
  employeeNumber: '1001',
  name: 'Virta Anna',
  paidHours: 76.5,
  eveningHours: 4.25,
  nightHours: 12,
  sundayHours: 8,
  overtime50Hours: 1.5,
  allowances: { 1: 2, 4: 1 },
  bonusHours: { ...zeros, adr: 5, dirtyJob: 1.5 },
  absences: { 18: { days: 3, hours: 24, calendarDays: 5 } },
  eventCounts: { 1: 12, 5: 4 },
  wages: 1530.25,
  allowanceAmount: 153,
  employerCost: 2091.97,
});
export const aalto = summaryRow({
  driverId: testId(2),
  employeeNumber: '1002',
  name: 'Aalto Pekka',
  paidHours: 80,
  eveningHours: 2.2,
  guaranteedTopUpHours: 0.35,
  eventCounts: { 1: 10 },
  wages: 1600.5,
  employerCost: 2188.2,
});

export const summary = (rows: PayrollSummaryRow[], unapprovedCount = 0): PayrollSummary => ({ rows, unapprovedCount });
export const summaryPath = (payPeriod: PayPeriod) => `GET /api/payroll/summary?payPeriodId=${payPeriod.id}`;
