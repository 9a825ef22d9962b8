import { randomUUID } from 'node:crypto';
import { PAYROLL_SYSTEM_NUMBERS, type PayrollSummary } from '@rahti/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { timesheetRows, type Approval } from '../helpers/timesheet-rows';
import { apiAs } from '../organisation-data/api';

/**
 * Issue 21: the payroll summary and every export are one computation. Mon 2.11.–Sun 15.11.2026
 * (no public holiday), a group of 80 standard and 80 guaranteed hours with unpaid breaks:
 * - Anna (1001, 20 €/h): 5 × 8 h, 4 × 10 h and Fri 6 h = 86 h; a 4-hour training on Wed 11.11.
 *   lowers the standard hours to 76: 10 h overtime at 50 %. Wages 20 × (86 + 10 × 0.5) = 1 820.
 * - Bo (7707): two shifts waiting for approval, nothing approved: the summary does not list him.
 * - Cai (1003, 18 €/h): added with an employment from Thu 12.11., 48 minutes on Sat 14.11.:
 *   16 guaranteed hours, 15.2 h top-up (not 79.2). Wages 18 × 16 = 288.
 * - Dana (1004, 19 €/h): 5 × 8 h, then sick Mon 9.11.–Sun 15.11.: 5 days, 40 h, 7 calendar
 *   days; standard and guaranteed 80 − 40 = 40: neither overtime nor top-up. Wages 760.
 */
const { insertShift } = timesheetRows('+02:00');
const PERIOD = { from: '2026-11-02', to: '2026-11-15' };
const ALL = ['shifts', 'contracts', 'vacations', 'leaves'];

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let payPeriodId: string;
const ids: Record<'anna' | 'bo' | 'cai' | 'dana', string> = { anna: '', bo: '', cai: '', dana: '' };

const day = (date: number) => `2026-11-${String(date).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T10:00:00Z') });
  own = await createTenant(t.context);
  api = apiAs(t);
  const group = await api(own.users.admin, 'POST', '/api/driver-groups', {
    name: 'Full time',
    standardWorkingHours: 80,
    guaranteedHours: 80,
    paidBreakType: 'unpaid',
  });
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  const addDriver = async (
    firstName: string,
    lastName: string,
    employeeNumber: string,
    grossWagePerHour: number,
    employmentStart: string,
  ) => {
    const created = await api(own.users.admin, 'POST', '/api/drivers', {
      firstName,
      lastName,
      username: `${firstName}.${randomUUID().slice(0, 8)}`,
      employeeNumber,
      grossWagePerHour,
      driverGroupId: group.body.id,
      employmentStart,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id!;
  };
  ids.anna = await addDriver('Anna', 'Aalto', '1001', 20, '2019-04-01');
  ids.bo = await addDriver('Bo', 'Berg', '7707', 18, '2019-04-01');
  ids.cai = await addDriver('Cai', 'Corander', '1003', 18, day(12));
  ids.dana = await addDriver('Dana', 'Dahl', '1004', 19, '2021-08-16');

  const codes: [string, string, string | null, number | null][] = [
    ['101', 'Tuntipalkka', 'regular', null],
    ['230', 'Ylityö 50 %', 'overtime50', null],
    ['240', 'Takuutuntitäydennys', 'guaranteedTopUp', null],
    ['301', 'Sairausajan palkka', null, 15],
    ['302', 'Koulutus', null, 21],
  ];
  for (const [code, name, payrollLine, workType] of codes)
    expect(
      (await api(own.users.admin, 'POST', '/api/SalaryTypeCodes', { code, name, payrollLine, workType })).status,
    ).toBe(201);

  const organisation_id = own.organisationId;
  await withTenant(t.database.db, organisation_id, async (tx) => {
    const work = (driver: string, date: number, from: string, to: string, approval: Approval = 'approved') =>
      insertShift(tx, organisation_id, driver, approval, [[1, `${day(date)}T${from}`, `${day(date)}T${to}`]]);
    for (const date of [2, 3, 4, 5, 6]) await work(ids.anna, date, '07:00', '15:00');
    for (const date of [9, 10, 11, 12]) await work(ids.anna, date, '07:00', '17:00');
    await work(ids.anna, 13, '07:00', '13:00');
    await work(ids.bo, 2, '07:00', '15:00', 'checked');
    await work(ids.bo, 3, '07:00', '15:00', 'unapproved');
    await work(ids.cai, 14, '10:00', '10:48');
    for (const date of [2, 3, 4, 5, 6]) await work(ids.dana, date, '07:00', '15:00');
    const absence = (
      driver_id: string,
      work_type: number,
      kind: 'absence' | 'training',
      start_date: string,
      end_date: string,
      hours: number | null,
    ) =>
      tx
        .insertInto('absences')
        .values({
          organisation_id,
          client_key: randomUUID(),
          driver_id,
          work_type,
          kind,
          start_date,
          end_date,
          hours,
          approval: 'approved',
        })
        .execute();
    await absence(ids.anna, 21, 'training', day(11), day(11), 4);
    await absence(ids.dana, 15, 'absence', day(9), day(15), null);
    payPeriodId = (
      await tx
        .insertInto('pay_periods')
        .values({ organisation_id, start_date: PERIOD.from, end_date: PERIOD.to, pay_date: '2026-11-20', name: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
});
afterAll(() => t.close());

type ExportBody = {
  files: { name: string; content: string }[];
  problems: unknown[];
  notApprovedCount: number;
  message?: string;
  code?: string;
};
const exportAs = async (request: Record<string, unknown>, language = 'en') => {
  const response = await api(
    own.users.admin,
    'POST',
    '/api/payroll/export',
    { ...PERIOD, categories: ALL, ...request },
    language,
  );
  return { status: response.status, body: response.body as unknown as ExportBody };
};
const summary = async () =>
  (await api(own.users.user, 'GET', `/api/payroll/summary?payPeriodId=${payPeriodId}`))
    .body as unknown as PayrollSummary;

/** Fennoa's lines (employee; code; date; quantity; …) summed per employee and code, in hundredths. */
function fennoaTotals(content: string): Record<string, Record<string, number>> {
  const totals: Record<string, Record<string, number>> = {};
  for (const line of content.split('\r\n').filter(Boolean)) {
    const [employee, code, , quantity] = line.split(';') as [string, string, string, string];
    const own = (totals[employee] ??= {});
    own[code] = (own[code] ?? 0) + Math.round(Number(quantity.replace(',', '.')) * 100);
  }
  return totals;
}

describe('the payroll summary and the export: one computation (issue 21)', () => {
  it("lists the drivers with approved items, pro-rates Cai's guaranteed hours by his employment and counts absences on working days", async () => {
    const body = await summary();
    expect(body.unapprovedCount).toBe(2);
    expect(body.rows.map((row) => row.name)).toEqual(['Aalto Anna', 'Corander Cai', 'Dahl Dana']);
    const [anna, cai, dana] = body.rows;
    expect(anna).toMatchObject({
      paidHours: 86,
      overtime50Hours: 10,
      overtime100Hours: 0,
      guaranteedTopUpHours: 0,
      absences: { '21': { days: 0.5, hours: 4, calendarDays: 1 } },
      wages: 1820,
      employerCost: 2768.22,
    });
    // 1820 × 1.521 = 2768.22; 288 × 1.521 = 438.048; 760 × 1.521 = 1155.96.
    expect(cai).toMatchObject({
      paidHours: 0.8,
      overtime50Hours: 0,
      guaranteedTopUpHours: 15.2,
      absences: {},
      wages: 288,
      employerCost: 438.05,
    });
    expect(dana).toMatchObject({
      paidHours: 40,
      overtime50Hours: 0,
      guaranteedTopUpHours: 0,
      absences: { '15': { days: 5, hours: 40, calendarDays: 7 } },
      wages: 760,
      employerCost: 1155.96,
    });
  });

  it('refuses to export while items are not approved, saying how many in the caller language', async () => {
    const messages = {
      en: '2 items in the date range are not approved: approve them in the timesheet first, or export the approved items only. Nothing is paid for items not approved.',
      fi: '2 aikavälin kirjausta on hyväksymättä: hyväksy ne ensin tuntilistalla tai vie vain hyväksytyt kirjaukset. Hyväksymättömistä kirjauksista ei makseta mitään.',
      sv: '2 poster i datumintervallet är inte godkända: godkänn dem först i tidrapporten, eller exportera bara de godkända posterna. Inget betalas för poster som inte är godkända.',
    };
    for (const [language, message] of Object.entries(messages)) {
      const { status, body } = await exportAs({ system: 2 }, language);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'payroll:itemsNotApproved', message });
    }
  });

  it("exports, when asked for the approved items only, exactly the summary's drivers and figures: no top-up for Bo", async () => {
    const { status, body } = await exportAs({ system: 2, allowNotApproved: true });
    expect(status).toBe(200);
    expect(body.notApprovedCount).toBe(2);
    // Per driver and payroll code, the lines add up to the summary's figures: hours, overtime, top-up,
    // and absences in working days (whole-day) or hours (hour-based).
    expect(fennoaTotals(body.files[0]!.content)).toEqual({
      '1001': { '101': 8600, '230': 1000, '302': 400 },
      '1003': { '101': 80, '240': 1520 },
      '1004': { '101': 4000, '301': 500 },
    });
    expect(body.files[0]!.content).toContain('1004;301;09.11.2026;5;');
  });

  it('pays Bo nothing in any of the nine systems while his items wait for approval', async () => {
    for (const system of PAYROLL_SYSTEM_NUMBERS) {
      const { status, body } = await exportAs({ system, allowNotApproved: true });
      expect(status, `system ${system}`).toBe(200);
      expect(body.problems, `system ${system}`).toEqual([]);
      expect(body.files.length, `system ${system}`).toBeGreaterThan(0);
      for (const file of body.files) expect(file.content, `system ${system}: ${file.name}`).not.toContain('7707');
    }
  });

  it('exports without asking once everything is approved, and then Bo is in the summary and in the file alike', async () => {
    const approved = await api(own.users.admin, 'POST', '/api/timesheet/approve', { driverId: ids.bo, ...PERIOD });
    expect(approved).toMatchObject({ status: 200, body: { approvedShifts: 2 } });
    const after = await summary();
    expect(after.unapprovedCount).toBe(0);
    // 16 h worked of 80 guaranteed: 64 h top-up.
    expect(after.rows.find((row) => row.driverId === ids.bo)).toMatchObject({
      paidHours: 16,
      guaranteedTopUpHours: 64,
    });
    const { status, body } = await exportAs({ system: 2 });
    expect(status).toBe(200);
    expect(body.notApprovedCount).toBe(0);
    expect(fennoaTotals(body.files[0]!.content)['7707']).toEqual({ '101': 1600, '240': 6400 });
  });
});
