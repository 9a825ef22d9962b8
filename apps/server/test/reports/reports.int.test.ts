import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { normaliseFeatures } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';
import { signInDriver } from '../shifts/shift-fixtures';
import { addReportFacts } from './report-fixtures';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let facts: Awaited<ReturnType<typeof addReportFacts>>;

const MAY = { from: '2026-05-01', to: '2026-05-31' };

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  facts = await addReportFacts(t, api, own);
});
afterAll(() => t.close());

const download = (tenant: TestTenant, body: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/organisation/report',
    headers: { ...tenant.users.user.headers, 'accept-language': language },
    payload: body,
  });

describe("drivers' hours", () => {
  it('are the shift summary of the approved shifts, in minutes', async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', { kind: 'driversHours', ...MAY });
    expect(response.status).toBe(200);
    const aino = (response.body.rows as Record<string, unknown>[]).find((row) => row.driver === 'Aalto Aino');
    // 8 h + 5 h = 780 min; evening 18–22 = 240; night 22–02 = 240; Sunday 00–02 and Ascension Day 5 h = 420.
    expect(aino).toEqual({
      driver: 'Aalto Aino',
      employeeNumber: '1001',
      shifts: 2,
      paidMinutes: 780,
      eveningMinutes: 240,
      nightMinutes: 240,
      sundayMinutes: 420,
      overtime50Minutes: 0,
      overtime100Minutes: 0,
    });
    expect(response.body.totals).toMatchObject({ driver: null, shifts: 2, paidMinutes: 780, sundayMinutes: 420 });
  });
});

describe('the vehicles report', () => {
  const vehicles = { kind: 'vehicles', ...MAY };

  it("adds up each vehicle's km, fuel and upkeep, computed by hand", async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', vehicles);
    expect(response.status).toBe(200);
    expect(response.body.rows).toEqual([
      {
        group: 'ABC-123',
        tasks: 1,
        km: 50,
        litres: 0,
        fuelCost: 0,
        upkeepCost: 0,
        totalCost: 0,
        costPerKm: 0,
      },
      {
        group: 'SMP-001',
        tasks: 2,
        km: 200.8,
        litres: 150.5,
        fuelCost: 262.48,
        upkeepCost: 312.4,
        totalCost: 574.88,
        // 574.88 / 200.8 = 2.8629…
        costPerKm: 2.86,
      },
    ]);
    expect(response.body.totals).toEqual({
      group: null,
      tasks: 3,
      km: 250.8,
      litres: 150.5,
      fuelCost: 262.48,
      upkeepCost: 312.4,
      totalCost: 574.88,
      costPerKm: null,
    });
  });

  it('keeps to the vehicles asked for', async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', {
      ...vehicles,
      filters: { vehicleIds: [facts.vehicleId] },
    });
    expect((response.body.rows as { group: string }[]).map((row) => row.group)).toEqual(['SMP-001']);
  });

  it('is a CSV with a byte-order mark, semicolons and a decimal comma in Finnish', async () => {
    const response = await download(own, { ...vehicles, format: 'csv' }, 'fi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="report-vehicles-2026-05-01-2026-05-31.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFFAjoneuvo;Tehtävät;Km;Polttoaine (l);Polttoainekulut;Huoltokulut;Kulut yhteensä;Kulut / km\r\n' +
        'ABC-123;1;50;0;0,00;0,00;0,00;0,00\r\n' +
        'SMP-001;2;200,8;150,5;262,48;312,40;574,88;2,86\r\n' +
        'Yhteensä;3;250,8;150,5;262,48;312,40;574,88;\r\n',
    );
  });

  it('is an XLSX whose numbers read back as numbers', async () => {
    const response = await download(own, { ...vehicles, format: 'xlsx' }, 'sv');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    expect(rows[0]).toEqual(['Fordon: km, bränsle och kostnader']);
    expect(rows[2]).toEqual([
      'Fordon',
      'Uppdrag',
      'Km',
      'Bränsle (l)',
      'Bränslekostnad',
      'Underhållskostnad',
      'Kostnad totalt',
      'Kostnad per km',
    ]);
    expect(rows[4]).toEqual(['SMP-001', 2, 200.8, 150.5, 262.48, 312.4, 574.88, 2.86]);
    expect(rows[5]).toEqual(['Totalt', 3, 250.8, 150.5, 262.48, 312.4, 574.88]);
    expect(sheet.E6).toMatchObject({ t: 'n', v: 262.48 });
  });

  it('is a PDF with the title, period, filters and totals in words', async () => {
    const response = await download(
      own,
      { ...vehicles, format: 'pdf', filters: { vehicleIds: [facts.vehicleId] } },
      'fi',
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Ajoneuvot: kilometrit, polttoaine ja kulut');
    expect(text).toContain('01.05.2026–31.05.2026');
    expect(text).toContain('Ajoneuvot: SMP-001');
    expect(text).toContain('Yhteensä');
    expect(text).toContain('574,88 €');
    expect(text).not.toContain('ABC-123');
  });
});

describe('the other reports', () => {
  it.each(['taskProfitability', 'routePlanVsActual', 'emissions', 'fleetUpkeepCosts'])(
    '%s answers a table',
    async (kind) => {
      const response = await api(own.users.user, 'POST', '/api/reports/preview', { kind, ...MAY });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ kind, from: MAY.from, to: MAY.to });
    },
  );

  it('task profitability sums the tasks per customer', async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', { kind: 'taskProfitability', ...MAY });
    // 3 × 4 h × 50 € + 250.8 km × 1 € = 850.80; 1 500 − 850.80 = 649.20, 43.28 % of the income.
    expect(response.body.rows).toEqual([
      {
        group: 'No customer',
        tasks: 3,
        km: 250.8,
        income: 1500,
        totalCost: 850.8,
        profit: 649.2,
        marginPercent: 43.28,
      },
    ]);
  });

  it('fleet upkeep costs by type count the completed maintenance', async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', {
      kind: 'fleetUpkeepCosts',
      grouping: 'type',
      ...MAY,
    });
    expect(response.body.rows).toEqual([{ group: 'Maintenance', done: 1, cost: 312.4, due: 0, plannedCost: 0 }]);
  });

  it('a grouping the report does not offer is a 400', async () => {
    const response = await api(own.users.user, 'POST', '/api/reports/preview', {
      kind: 'driversHours',
      grouping: 'customer',
      ...MAY,
    });
    expect(response.status).toBe(400);
  });
});

describe('access', () => {
  it("another organisation sees none of the organisation's figures", async () => {
    const response = await api(other.users.admin, 'POST', '/api/reports/preview', { kind: 'vehicles', ...MAY });
    expect(response.body.rows).toEqual([]);
  });

  it('payroll figures are for Admins and Superusers, as the payroll export is', async () => {
    const body = { kind: 'payrollSummary', ...MAY };
    expect((await api(own.users.user, 'POST', '/api/reports/preview', body)).status).toBe(403);
    expect((await api(own.users.superuser, 'POST', '/api/reports/preview', body)).status).toBe(200);
    const userCatalogue = await api(own.users.user, 'GET', '/api/reports/catalogue');
    expect((userCatalogue.body as unknown as { kind: string }[]).map((entry) => entry.kind)).not.toContain(
      'payrollSummary',
    );
  });

  it("the driver app's token and an organisation without the feature get 403", async () => {
    const driverUser = await signInDriver(t.context, own, facts.aino);
    const driver = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/report',
      headers: driverUser.headers,
      payload: { kind: 'vehicles', ...MAY },
    });
    expect(driver.statusCode).toBe(403);
    const basic = await createTenant(t.context, { features: normaliseFeatures({ vehicles: true }) });
    expect((await download(basic, { kind: 'vehicles', ...MAY })).statusCode).toBe(403);
  });
});

describe('report schedules', () => {
  const schedule = () => ({
    kind: 'vehicles',
    format: 'pdf',
    frequency: 'monthly',
    day: 1,
    recipients: [own.users.admin.id],
  });

  it('are kept by Admins and Superusers, for users of the organisation', async () => {
    expect((await api(own.users.user, 'GET', '/api/report-schedules')).status).toBe(403);
    const created = await api(own.users.admin, 'POST', '/api/report-schedules', schedule());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'vehicles', frequency: 'monthly', day: 1, lastSentPeriod: null });
    const id = created.body.id!;
    const changed = await api(own.users.superuser, 'PUT', `/api/report-schedules/${id}`, {
      ...schedule(),
      frequency: 'weekly',
      day: 7,
    });
    expect(changed.body).toMatchObject({ frequency: 'weekly', day: 7 });
    expect((await api(own.users.admin, 'GET', '/api/report-schedules')).body).toEqual([changed.body]);
    const foreign = { ...schedule(), recipients: [other.users.admin.id] };
    expect((await api(other.users.admin, 'PUT', `/api/report-schedules/${id}`, foreign)).status).toBe(404);
    expect((await api(other.users.admin, 'DELETE', `/api/report-schedules/${id}`)).status).toBe(404);
    expect((await api(own.users.admin, 'DELETE', `/api/report-schedules/${id}`)).status).toBe(204);
    expect((await api(own.users.admin, 'GET', '/api/report-schedules')).body).toEqual([]);
  });

  it("refuse another organisation's user and a day past the 28th", async () => {
    const foreign = await api(own.users.admin, 'POST', '/api/report-schedules', {
      ...schedule(),
      recipients: [other.users.admin.id],
    });
    expect(foreign.status).toBe(400);
    const late = await api(own.users.admin, 'POST', '/api/report-schedules', { ...schedule(), day: 31 });
    expect(late.status).toBe(400);
  });
});
