import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays as addDaysTo,
  absenceInputSchema,
  isDrivable,
  localDateOf,
  localMidnight,
  planCheckOf,
  planningCalendarWireSchema,
  expandCalendar,
  shiftInputSchema,
  shiftSchema,
  type Driver,
  type DriverGroup,
  type LicenceTypeList,
  type NamedUnit,
  type DriverPeriod,
  type FleetPage,
  type EmissionsAnswer,
  type FuelConsumptionAnswer,
  type PreTripCheck,
  type PreTripChecklist,
  type RefuelRow,
  type DrivingTimeDrivers,
  type HistoryEntry,
  type SalaryTypeCode,
  type Shift,
  type Task,
  type InvoicesPage,
  type PlanVsActual,
  type PlannedShift,
  type Route,
  type TimesheetDriverRow,
  type TransportTask,
  type TransportTasksPage,
  type Vehicle,
  type WaybillsPage,
  type Share,
  type SharedItems,
} from '@rahti/domain';
import { DEMO_ORGANISATION_ID, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-organisation';
import { seedDemoOrganisationData } from '../../src/seed/seed-organisation-data';
import { signInWithPassword } from '../auth/oidc-browser';
import { createTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { demoTimesheet } from './demo-timesheet';

let t: TestApp;
let firstRun: string[];
let adminHeaders: { authorization: string };
// The demo's dates are Helsinki's: late on a Sunday evening in UTC it is Monday there.
const today = localDateOf(Date.now(), 'Europe/Helsinki');

beforeAll(async () => {
  t = await createTestApp();
  firstRun = (await seedDemo(t.context.database.db)).created;
  const tokens = await signInWithPassword(t.app, 'admin@demo.test', DEMO_PASSWORD);
  adminHeaders = { authorization: `Bearer ${tokens.access_token}` };
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: adminHeaders });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

/** What the demo Admin sees of the organisation data. */
async function organisationData() {
  return {
    drivers: await get<Driver[]>('/api/drivers'),
    vehicles: await get<Vehicle[]>('/api/vehicles'),
    groups: await get<DriverGroup[]>('/api/driver-groups'),
    departments: await get<NamedUnit[]>('/api/departments'),
    bases: await get<NamedUnit[]>('/api/bases'),
    salaryTypeCodes: await get<SalaryTypeCode[]>('/api/SalaryTypeCodes'),
    licenceTypes: await get<LicenceTypeList>('/api/licence-types'),
  };
}

describe('npm run seed:demo', () => {
  it('reports the sign-ins and the organisation data it created', () => {
    expect(firstRun).toEqual([
      'Demo Haulage Oy',
      'admin@demo.test',
      'super@demo.test',
      'user@demo.test',
      'driver1@demo.test',
      '2 departments',
      '2 bases',
      '2 driver groups',
      '8 vehicles',
      '8 drivers',
      '19 salary type codes',
      '1 licence type',
      expect.stringMatching(/^\d{3} shifts$/),
      '4 absences',
      '2 calculations',
      '4 customers',
      expect.stringMatching(/^\d+ tasks$/),
      '3 tasks to plan next week',
      '8 invoices',
      '5 routes',
      expect.stringMatching(/^\d+ shifts on routes$/),
      '3 pay periods',
      expect.stringMatching(/^\d+ published planned shifts$/),
      expect.stringMatching(/^\d+ draft planned shifts$/),
      '9 fleet items',
      expect.stringMatching(/^\d+ odometer readings$/),
      expect.stringMatching(/^\d+ refuels, one of them flagged, and tank sizes$/),
      '3 fuel prices with their history',
      expect.stringMatching(
        /^\d pre-trip checks \(one with a cut tyre and its photo, one skipped\) and a truck checklist$/,
      ),
      '8 transport tasks with their waybills, one delivered with a signature and a photo',
      'a monthly vehicles report to the Admin',
      'a disabled webhook endpoint with logged deliveries',
      'Kuljetus Lahtinen Oy',
      expect.stringMatching(/^\d+ shifts shared with the demo organisation$/),
    ]);
  });

  it("shows the Admin departments, bases, driver groups, payroll codes and the organisation's own licence type", async () => {
    const { departments, bases, groups, salaryTypeCodes, licenceTypes } = await organisationData();
    expect(departments.map((d) => d.name).sort()).toEqual(['Kotimaan kuljetukset', 'Vientikuljetukset']);
    expect(bases.map((b) => b.name).sort()).toEqual(['Tampere terminal', 'Vantaa terminal']);
    expect(groups.find((g) => g.name === 'Long haul')).toMatchObject({
      guaranteedHours: 150,
      standardWorkingHours: 160,
      paidBreakType: 'paidUpToLimit',
      paidBreakLimitMinutes: 30,
      customQuestions: [
        { workType: 2, text: 'Montako lavaa lastattiin?', unit: 'lavaa' },
        { workType: 1, text: 'Mikä oli kylmäkontin lämpötila?', unit: '°C' },
      ],
      permissions: { createShifts: true, chooseVehicles: true, createContractWork: false },
    });
    expect(groups.find((g) => g.name === 'City distribution')).toMatchObject({
      guaranteedHours: 120,
      standardWorkingHours: 150,
      paidBreakType: 'unpaid',
      paidBreakLimitMinutes: null,
    });
    expect(salaryTypeCodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '101', name: 'Hourly wage', workType: null, payrollLine: 'regular' }),
        expect.objectContaining({ code: '200', name: 'Evening supplement', workType: null, payrollLine: 'evening' }),
        expect.objectContaining({ code: '301', name: 'Sick pay', workType: 15 }),
      ]),
    );
    expect(licenceTypes.custom).toEqual([
      expect.objectContaining({ code: 'CRANE-TRUCK', name: 'Truck crane card', kind: 'qualification' }),
    ]);
  });

  it('lists eight vehicles with normalised register numbers, four of them active, and no vehicle limit', async () => {
    const { vehicles, bases } = await organisationData();
    expect(vehicles).toHaveLength(8);
    expect(vehicles.every((v) => /^[A-Z]{3}-\d{3}$/.test(v.registerNumber))).toBe(true);
    expect(vehicles.map((v) => v.registerNumber)).toEqual(expect.arrayContaining(['KTR-512', 'MXP-407']));
    const active = vehicles.filter((v) => v.isActive);
    expect(active).toHaveLength(4);
    expect(active.every((v) => v.activatedAt !== null && new Date(v.activatedAt) < new Date())).toBe(true);
    expect(new Set(vehicles.map((v) => v.vehicleClass))).toEqual(new Set([2, 3, 4, 5]));
    expect(vehicles.filter((v) => v.imei).every((v) => /^\d{15}$/.test(v.imei))).toBe(true);
    expect(vehicles.filter((v) => v.deviceLock)).toEqual([
      expect.objectContaining({ registerNumber: 'KTR-512', deviceId: 'R7K2M9Q4XA' }),
    ]);
    const baseIds = new Set(bases.map((b) => b.id));
    expect(vehicles.every((v) => v.baseId !== null && baseIds.has(v.baseId))).toBe(true);
    expect((await get<{ vehicleLimit: number | null }>('/api/organisation')).vehicleLimit).toBeNull();
  });

  it('lists eight drivers with card ids, licences and units; only Diego Driver has an active app account', async () => {
    const { drivers, vehicles, groups, departments } = await organisationData();
    expect(drivers).toHaveLength(8);
    const diego = drivers.find((d) => d.firstName === 'Diego' && d.lastName === 'Driver');
    expect(diego).toMatchObject({
      username: 'driver1@demo.test',
      driverCardId: 'FI00000010010100',
      appAccountActive: true,
    });
    expect(drivers.filter((d) => d.appAccountActive)).toHaveLength(1);
    expect(drivers.map((d) => d.username)).toContain('matti.virtanen');
    expect(
      drivers.every((d) => d.driverCardId?.length === 16 && d.employeeNumber && d.email && d.grossWagePerHour),
    ).toBe(true);
    const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
    expect(drivers.every((d) => ids(groups).has(d.driverGroupId!) && ids(departments).has(d.departmentId!))).toBe(true);
    expect(drivers.filter((d) => d.defaultVehicleId).every((d) => ids(vehicles).has(d.defaultVehicleId!))).toBe(true);
    const classOf = new Map(vehicles.map((v) => [v.id, v.vehicleClass]));
    expect(
      drivers.flatMap((d) => (d.defaultVehicleId ? [classOf.get(d.defaultVehicleId)!] : [])).every(isDrivable),
    ).toBe(true);
    const expired = drivers.flatMap((d) =>
      d.licences.filter((l) => l.expiresOn !== null && l.expiresOn < today).map((l) => `${d.lastName} ${l.code}`),
    );
    expect(expired).toEqual(['Korhonen ADR', 'Laine CE']);
    expect(drivers.flatMap((d) => d.licences.map((l) => l.code))).toEqual(
      expect.arrayContaining(['C', 'CE', 'ADR', 'CRANE-TRUCK']),
    );
  });

  it("dates every driver's employment, one of them new: Sanna started 17 days ago and has no shift before it (issue 21)", async () => {
    const { drivers } = await organisationData();
    const sanna = drivers.find((d) => d.firstName === 'Sanna')!;
    const start = new Date(Date.now() - 17 * 86_400_000).toISOString().slice(0, 10);
    expect(sanna).toMatchObject({ employmentStart: start, employmentEnd: null });
    expect(
      drivers
        .filter((d) => d !== sanna)
        .every(
          (d) =>
            d.employmentStart !== null &&
            d.employmentStart < `${Number(today.slice(0, 4)) - 1}` &&
            d.employmentEnd === null,
        ),
    ).toBe(true);
    const { shifts, absences } = await demoTimesheet(t.context.database.db);
    const sannas = shifts
      .filter((s) => s.driverId === sanna.id)
      .map((s) => localDateOf(Date.parse(s.start), 'Europe/Helsinki'));
    expect(sannas.length).toBeGreaterThan(8);
    expect(sannas.every((date) => date >= start)).toBe(true);
    // Half a day's training, approved: 0.5 days and 4 h in a payroll summary.
    expect(absences.find((a) => a.workType === 21)).toMatchObject({
      driverName: 'Virtanen Matti',
      hours: 4,
      approval: 'approved',
    });
  });

  it('lets driver1@demo.test sign in to the driver app as the user linked to Diego Driver', async () => {
    const tokens = await signInWithPassword(t.app, 'driver1@demo.test', DEMO_PASSWORD, 'driver');
    const identity = await t.context.accessTokens.verify(tokens.access_token);
    expect(identity).toMatchObject({ organisationId: DEMO_ORGANISATION_ID, clientId: 'driver' });
    const users = await get<{ id: string; username: string; isDriver: boolean }[]>('/api/organisation/users');
    expect(users.filter((u) => u.isDriver)).toEqual([
      expect.objectContaining({ id: identity.userId, username: 'driver1@demo.test' }),
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await organisationData();
    const timesheetBefore = await demoTimesheet(t.context.database.db);
    expect((await seedDemo(t.context.database.db)).created).toEqual([]);
    const after = await organisationData();
    expect(after).toEqual(before);
    expect(await demoTimesheet(t.context.database.db)).toEqual(timesheetBefore);
    expect(after.drivers.find((d) => d.username === 'driver1@demo.test')?.appAccountActive).toBe(true);
  });
});

describe("the demo's shifts and absences", () => {
  const zone = 'Europe/Helsinki';
  const localToday = () => localDateOf(Date.now(), zone);
  const daysBefore = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const asInput = (shift: Shift) => ({
    driverId: shift.driverId,
    clientKey: shift.clientKey,
    vehicleIds: shift.vehicles.map((v) => v.id),
    events: shift.events.map(({ workType, start, end, answer }) => ({ workType, start, end, answer })),
    startKm: shift.startKm,
    endKm: shift.endKm,
    consumptionLitres: shift.consumptionLitres,
    bonuses: shift.bonuses,
    dailyAllowance: shift.dailyAllowance,
  });

  it('cover the four weeks before today, every week, with one shift still running today', async () => {
    const { shifts } = await demoTimesheet(t.context.database.db);
    const today = localToday();
    const completed = shifts.filter((s) => s.status === 'completed');
    const dates = completed.map((s) => localDateOf(Date.parse(s.start), zone));
    expect(dates.every((date) => date >= daysBefore(today, 28) && date < today)).toBe(true);
    for (const week of [0, 1, 2, 3]) {
      const [from, to] = [daysBefore(today, 28 - 7 * week), daysBefore(today, 22 - 7 * week)];
      expect(dates.filter((date) => date >= from && date <= to).length, `week from ${from}`).toBeGreaterThan(20);
    }
    expect(completed.every((s) => Date.parse(s.end!) <= localMidnight(today, zone))).toBe(true);
    const ongoing = shifts.filter((s) => s.status === 'ongoing');
    expect(ongoing).toEqual([expect.objectContaining({ driverName: 'Driver Diego', end: null })]);
    expect(ongoing[0]!.events.at(-1)).toMatchObject({ workType: 1, end: null });
  });

  it('each pass the domain rules for shifts and absences, and every demo driver works', async () => {
    const { shifts, absences } = await demoTimesheet(t.context.database.db);
    for (const shift of shifts)
      expect(shiftInputSchema.safeParse(asInput(shift)).error?.issues, shift.clientKey).toBeUndefined();
    for (const absence of absences)
      expect(absenceInputSchema.safeParse(absence).error?.issues, absence.clientKey).toBeUndefined();
    expect(new Set(shifts.map((s) => s.driverName)).size).toBe(8);
    expect(
      shifts.every((s) => /^demo-shift-\d{4}-\d{4}-\d\d-\d\d-\d$/.test(s.clientKey) && s.vehicles.length > 0),
    ).toBe(true);
  });

  it('hold night and Sunday work, a shift across midnight, breaks, waiting, queueing, bonuses and allowances', async () => {
    const { shifts } = await demoTimesheet(t.context.database.db);
    const completed = shifts.filter((s) => s.status === 'completed');
    const startsOn = (s: Shift) => localDateOf(Date.parse(s.start), zone);
    expect(completed.some((s) => startsOn(s) !== localDateOf(Date.parse(s.end!), zone))).toBe(true);
    expect(completed.some((s) => new Date(`${startsOn(s)}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    const workTypes = new Set(shifts.flatMap((s) => s.events.map((e) => e.workType)));
    // 19: the crane truck's empty leg back to the depot (the dashboard's empty-drive share, decision 0041).
    expect([...workTypes].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 19]);
    expect(shifts.flatMap((s) => s.events.filter((e) => e.answer !== null).map((e) => e.workType))).toEqual(
      expect.arrayContaining([1, 2]),
    );
    const bonuses = shifts.flatMap((s) => s.bonuses);
    expect(new Set(bonuses.map((b) => b.type))).toEqual(new Set(['adr', 'crane', 'dirtyJob', 'hct']));
    expect(bonuses.find((b) => b.type === 'hct')?.hours).toBe(5.5);
    expect(new Set(shifts.map((s) => s.dailyAllowance))).toEqual(new Set([0, 1, 2, 4, 5]));
    expect(
      completed.filter((s) => s.consumptionLitres !== null).every((s) => s.distanceKm! > 0 && s.consumptionLitres! > 0),
    ).toBe(true);
  });

  it('keep the EU driving and rest rules but for a few minor cases, so the driving-time view shows a fleet that mostly complies', async () => {
    const drivers = await get<DrivingTimeDrivers>('/api/driving-time/drivers');
    expect(drivers).toHaveLength(8);
    const infringements = drivers.flatMap((driver) =>
      driver.infringements.map(
        (infringement) => `${driver.name}: ${infringement.rule} ${infringement.severity} ${infringement.minutes} min`,
      ),
    );
    expect(infringements.filter((line) => !/ MI /.test(line))).toEqual([]);
    expect(infringements.length).toBeLessThanOrEqual(8);
  });

  it("have a driver's edit that keeps the office's version, sick leave and a holiday, and items in every approval state", async () => {
    const { shifts, absences, officeVersions, history } = await demoTimesheet(t.context.database.db);
    const edited = shifts.filter((s) => s.hasDriverEdit);
    expect(edited).toEqual([
      expect.objectContaining({ driverName: 'Driver Diego', approval: 'unapproved', version: 2 }),
    ]);
    const [office] = officeVersions;
    expect(office?.shiftId).toBe(edited[0]!.id);
    const officeShift = shiftSchema.parse(office!.before);
    expect(officeShift).toMatchObject({ hasDriverEdit: false, version: 1, events: edited[0]!.events.slice(0, -1) });
    expect(edited[0]!.events.at(-1)).toMatchObject({ workType: 4, start: officeShift.end });
    const editHistory = history.filter((h) => h.item_id === edited[0]!.id);
    expect(editHistory.map((h) => [h.action, h.changed_by_name])).toEqual([
      ['create', 'Ulla User'],
      ['driverEdit', 'Diego Driver'],
    ]);
    expect(editHistory[1]!.before).toEqual(office!.before);

    expect(absences.map(({ workType, kind, hours }) => ({ workType, kind, hours }))).toEqual(
      expect.arrayContaining([
        { workType: 15, kind: 'absence', hours: null },
        { workType: 18, kind: 'vacation', hours: null },
        { workType: 13, kind: 'absence', hours: 2 },
        { workType: 21, kind: 'training', hours: 4 },
      ]),
    );
    expect(absences.find((a) => a.workType === 18)).toMatchObject({
      approval: 'approved',
      driverName: 'Korhonen Juha',
    });
    const onHoliday = absences.find((a) => a.workType === 18)!;
    expect(
      shifts.some(
        (s) =>
          s.driverName === 'Korhonen Juha' &&
          localDateOf(Date.parse(s.start), zone) >= onHoliday.startDate &&
          localDateOf(Date.parse(s.start), zone) <= onHoliday.endDate,
      ),
    ).toBe(false);
    expect(new Set(shifts.map((s) => s.approval))).toEqual(new Set(['unapproved', 'checked', 'approved']));
    expect(history.filter((h) => h.action === 'approve').map((h) => h.changed_by_name)).toEqual(
      expect.arrayContaining(['Aino Admin']),
    );
    expect(history.every((h) => Date.parse(String(h.changed_at)) <= Date.now())).toBe(true);
  });

  it("show in the Admin's timesheet, and rejecting Diego's edit brings back the office's version", async () => {
    const today = localToday();
    const from = daysBefore(today, 28);
    const { items: rows } = await get<{ items: TimesheetDriverRow[] }>(
      `/api/timesheet/drivers?from=${from}&to=${today}`,
    );
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.shiftCount >= 10 && row.eventMinutes > row.shiftCount * 6 * 60)).toBe(true);
    const sum = (key: keyof TimesheetDriverRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
    expect({
      ongoing: sum('ongoingCount'),
      driverEdits: sum('driverEditCount'),
      absences: sum('absenceCount'),
    }).toEqual({ ongoing: 1, driverEdits: 1, absences: 4 });
    expect(sum('approvedCount') > 0 && sum('checkedCount') > 0 && sum('unapprovedCount') > 0).toBe(true);

    const diego = rows.find((row) => row.name === 'Driver Diego')!;
    const period = await get<DriverPeriod>(`/api/timesheet/drivers/${diego.driverId}?from=${from}&to=${today}`);
    expect(period.shifts).toHaveLength(diego.shiftCount);
    const edited = period.shifts.find((s) => s.hasDriverEdit)!;
    const history = await get<HistoryEntry[]>(`/api/shifts/${edited.id}/history`);
    expect(history.map((h) => [h.action, h.byName])).toEqual([
      ['driverEdit', 'Diego Driver'],
      ['create', 'Ulla User'],
    ]);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/shifts/${edited.id}/approval`,
      headers: adminHeaders,
      payload: { action: 'rejectDriverEdit', version: edited.version },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // Rewritten events get new ids; their times and types are the office's.
    const withoutIds = (events: Shift['events']) => events.map(({ id: _id, ...event }) => event);
    const restored = rejected.json() as Shift;
    expect(restored).toMatchObject({ hasDriverEdit: false, end: history[0]!.before!.end });
    expect(withoutIds(restored.events)).toEqual(withoutIds(edited.events.slice(0, -1)));
  });
});

describe('the demo data in an organisation that already has some of it', () => {
  it('leaves a department named alike and a vehicle with the same register number, and points nothing at the rows it left out', async () => {
    const tenant = await createTenant(t.context);
    const api = apiAs(t);
    const department = (await api(tenant.users.admin, 'POST', '/api/departments', { name: 'KOTIMAAN KULJETUKSET' }))
      .body.id!;
    expect(
      (await api(tenant.users.admin, 'POST', '/api/vehicles', { registerNumber: 'KTR-512', vehicleClass: 4 })).status,
    ).toBe(201);

    const created = await seedDemoOrganisationData(t.context.database.db, tenant.organisationId, new Date());
    // No user of this organisation signs in as driver1@demo.test, so Diego Driver is left out too.
    expect(created).toEqual([
      '1 department',
      '2 bases',
      '2 driver groups',
      '7 vehicles',
      '7 drivers',
      '19 salary type codes',
      '1 licence type',
    ]);
    const drivers = (await api(tenant.users.admin, 'GET', '/api/drivers')).body as unknown as Driver[];
    const departments = (await api(tenant.users.admin, 'GET', '/api/departments')).body as unknown as NamedUnit[];
    expect(departments.map((d) => d.name).sort()).toEqual(['KOTIMAAN KULJETUKSET', 'Vientikuljetukset']);
    const sanna = drivers.find((d) => d.firstName === 'Sanna');
    expect(sanna).toMatchObject({ departmentId: null, defaultVehicleId: expect.any(String) });
    expect(drivers.find((d) => d.firstName === 'Matti')).toMatchObject({
      departmentId: expect.any(String),
      defaultVehicleId: null,
    });
    expect(drivers.some((d) => d.departmentId === department)).toBe(false);

    expect(await seedDemoOrganisationData(t.context.database.db, tenant.organisationId, new Date())).toEqual([]);
  });
});

describe('the demo money side (issue 22)', () => {
  it('prices the tasks made of approved shifts and shows invoices in every state', async () => {
    const month = { from: addDaysTo(today, -35), to: today };
    const tasks = await get<{ items: Task[]; total: number }>(`/api/tasks?from=${month.from}&to=${month.to}&limit=500`);
    expect(tasks.total).toBeGreaterThan(20);
    for (const task of tasks.items) {
      expect(task.customerName).not.toBeNull();
      expect(task.economics.income).toBeGreaterThan(0);
      expect(task.economics.totalCost).toBeGreaterThan(0);
    }
    const invoices = await get<InvoicesPage>('/api/invoices?limit=50');
    expect(new Set(invoices.items.map((invoice) => invoice.state))).toEqual(
      new Set(['draft', 'sent', 'paid', 'credited', 'cancelled']),
    );
    expect(invoices.items.some((invoice) => invoice.kind === 'creditNote')).toBe(true);
    expect(invoices.items.some((invoice) => invoice.overdue)).toBe(true);
    const invoicing = await get<{ missing: string[] }>('/api/organisation/invoicing');
    expect(invoicing.missing).toEqual([]);
  });
});

describe('the demo routes (issue 23)', () => {
  it('lists weekly and monthly routes with their economics, and runs recorded against plan', async () => {
    const routes = await get<Route[]>('/api/routes');
    expect(routes.map((route) => route.code).sort()).toEqual(['LTI', 'OUL', 'STO', 'TKU', 'VJK']);
    expect(new Set(routes.map((route) => route.scheduleType))).toEqual(new Set(['weekly', 'monthly']));
    for (const route of routes) {
      expect(route.distanceKm).toBeGreaterThan(0);
      expect(route.economics.estimatedCost).toBeGreaterThan(0);
    }
    const turku = routes.find((route) => route.code === 'TKU')!;
    expect(turku.economics.runsInMonth).toBeGreaterThan(15);
    expect((await get<Route>(`/api/routes/${turku.id}`)).waypoints).toHaveLength(4);
    // The Turku harbour day ran in the demo's four weeks of shifts: some month has runs with actual figures.
    const months = [...new Set([addDaysTo(today, -28).slice(0, 7), today.slice(0, 7)])];
    const compared = await Promise.all(
      months.map((month) => get<PlanVsActual>(`/api/routes/${turku.id}/plan-vs-actual?month=${month}`)),
    );
    const recorded = compared.flatMap((month) => month.runs).filter((run) => run.actual !== null);
    expect(recorded.length).toBeGreaterThan(5);
    expect(recorded.every((run) => run.shiftIds.length > 0 && run.actual!.km > 0)).toBe(true);
  });
});

describe('the demo resource plan (issue 24)', () => {
  it('has this week and the next published, the week after drafted, and conflicts to show', async () => {
    const monday = addDaysTo(today, 1 - (((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1));
    const to = addDaysTo(monday, 20);
    const plans = await get<PlannedShift[]>(`/api/planned-shifts?from=${monday}&to=${to}`);
    const weekOf = (plan: PlannedShift) => plan.start.slice(0, 10) < addDaysTo(monday, 14);
    expect(plans.filter(weekOf).every((plan) => plan.status === 'published')).toBe(true);
    expect(plans.filter((plan) => !weekOf(plan)).length).toBeGreaterThan(5);
    expect(plans.filter((plan) => !weekOf(plan)).every((plan) => plan.status === 'draft')).toBe(true);
    const next = plans.filter((plan) => plan.start.slice(0, 10) >= addDaysTo(monday, 7) && weekOf(plan));
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/resource-planning/conflicts',
      headers: adminHeaders,
      payload: {
        plans: next.map(planCheckOf),
      },
    });
    const kinds = (checked.json() as { conflicts: { kind: string }[] }).conflicts.map((conflict) => conflict.kind);
    expect(kinds).toContain('missingLicence');
    expect(kinds).toContain('timeConflict');
  });

  it("shows the week's runs already driven carried out by recorded shifts, the first recorded without its route", async () => {
    const monday = addDaysTo(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const answer = await get<unknown>(`/api/resource-planning/calendar?from=${monday}&to=${addDaysTo(monday, 6)}`);
    const calendar = expandCalendar(planningCalendarWireSchema.parse(answer));
    const carriedOut = calendar.shifts.filter((shift) => shift.plannedShiftId !== null);
    // Early on a Monday no run has been driven yet; from the first one on, one is off its route.
    if (carriedOut.length > 0) expect(carriedOut.filter((shift) => shift.routeId === null)).toHaveLength(1);
    expect(calendar.plans.length).toBeGreaterThan(carriedOut.length);
  });

  it("lists next week's orders as tasks to plan, one already given to its driver", async () => {
    const monday = addDaysTo(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const answer = await get<unknown>(`/api/resource-planning/calendar?from=${monday}&to=${addDaysTo(monday, 6)}`);
    const { tasks } = expandCalendar(planningCalendarWireSchema.parse(answer));
    expect(tasks.map((task) => task.customer)).toEqual([
      'Pohjolan Tukku Oy',
      'Järvisen Puutavara Oy',
      'Satamalogistiikka Oy',
    ]);
    expect(tasks.filter((task) => task.driverId !== null)).toHaveLength(1);
  });
});

describe('the demo fleet upkeep (issue 25)', () => {
  it('shows items in every state, a km item with its forecast, and a done one that undo can restore', async () => {
    const page = await get<FleetPage>('/api/fleet-management');
    const states = page.items.map((item) => item.state);
    for (const state of ['pending', 'dueSoon', 'overdue', 'done'] as const) expect(states).toContain(state);
    const byKm = page.items.filter((item) => item.dueType === 'distance' && item.state !== 'done');
    expect(byKm.every((item) => item.currentKm !== undefined)).toBe(true);
    expect(byKm.some((item) => item.forecastDate !== undefined)).toBe(true);
    expect(page.items.filter((item) => item.undoable)).toHaveLength(1);
  });

  it('measures the months its vehicles drove from their refuels, allocated to weighed tasks', async () => {
    const month = addDaysTo(today, -10).slice(0, 7);
    const answer = await get<EmissionsAnswer>(`/api/emissions?from=${month}-01&to=${today}&groupBy=vehicle`);
    const measured = answer.rows.filter((row) => row.quality === 'measured');
    expect(measured.length).toBeGreaterThan(1);
    expect(measured.every((row) => row.wtwKg > 0 && row.tonneKm > 0)).toBe(true);
  });

  it("shows each driven vehicle's consumption per month, and flags the refuel that does not fit its tank", async () => {
    const from = `${addDaysTo(today, -40).slice(0, 7)}-01`;
    const consumption = await get<FuelConsumptionAnswer>(`/api/fuel-consumption?from=${from}&to=${today}`);
    const measured = consumption.rows.filter((row) => row.per100Km !== null);
    expect(measured.length).toBeGreaterThan(1);
    // Trucks burn 20–45 l/100 km: the demo's refuels follow its shifts' own consumption.
    expect(measured.filter((row) => row.unit === 'l').every((row) => row.per100Km! > 10 && row.per100Km! < 60)).toBe(
      true,
    );
    const refuels = await get<RefuelRow[]>(`/api/refuels?from=${from}&to=${today}`);
    const flagged = refuels.filter((refuel) => refuel.flags.length > 0);
    expect(flagged.map((refuel) => [refuel.amount, refuel.flags.map((flag) => flag.kind)])).toEqual([
      [760, ['overTank', 'overUse']],
    ]);
  });
});

describe('the demo pre-trip checks (issue 25)', () => {
  it('shows the latest shifts checked, one with a cut tyre, its photo and the maintenance item it became', async () => {
    const checks = await get<PreTripCheck[]>(`/api/pre-trip-checks?from=${addDaysTo(today, -13)}&to=${today}`);
    expect(checks.filter((check) => check.status === 'skipped')).toHaveLength(1);
    expect(checks.filter((check) => check.status === 'done').length).toBeGreaterThan(1);
    expect(checks.every((check) => check.shiftId !== null && check.driverName)).toBe(true);
    const defects = checks.flatMap((check) => check.answers.filter((answer) => answer.result === 'defect'));
    expect(defects).toHaveLength(1);
    const [tyre] = defects;
    expect(tyre).toMatchObject({
      item: { kind: 'builtIn', key: 'tyres' },
      fleetItem: { description: 'Renkaat ja pyörät: Vasemman etupyörän kyljessä sy…' },
    });
    const photo = await t.app.inject({ method: 'GET', url: tyre!.photos[0]!.url, headers: adminHeaders });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const lists = await get<PreTripChecklist[]>('/api/pre-trip-checklists');
    expect(lists.find((list) => list.vehicleClass === 3)?.items.at(-1)).toEqual({
      kind: 'own',
      key: 'own-takalaita',
      label: 'Takalaitanostin',
    });
  });
});

describe('the demo transport tasks (issue 26)', () => {
  it('lists orders in every state around today, each with its waybill, one with ADR goods and a CMR one to Stockholm', async () => {
    const page = await get<TransportTasksPage>(
      `/api/transport-tasks?from=${addDaysTo(today, -7)}&to=${addDaysTo(today, 7)}`,
    );
    expect(page.total).toBe(8);
    expect(new Set(page.items.map((item) => item.state))).toEqual(
      new Set(['created', 'assigned', 'started', 'pickedUp', 'delivered', 'cancelled']),
    );
    expect(page.items.every((item) => item.waybillNumber !== null)).toBe(true);
    expect(page.items.filter((item) => item.dangerous).map((item) => item.reference)).toEqual(['PT-24830']);
    const waybills = await get<WaybillsPage>('/api/waybills');
    expect(waybills.items.filter((row) => row.kind === 'cmr')).toEqual([
      expect.objectContaining({ reference: 'NB-7731', from: 'Vantaa', to: 'Stockholm', state: 'created' }),
    ]);
  });

  it("has one delivered with the consignee's signature and a photo, a signed waybill PDF and its profitability task", async () => {
    const pohjolan = await get<WaybillsPage>('/api/waybills?search=pohjolan');
    expect(pohjolan.items.map((row) => row.reference).sort()).toEqual(['PT-24811', 'PT-24830', 'PT-24834']);
    const signed = (await get<WaybillsPage>('/api/waybills')).items.filter((row) => row.signed);
    expect(signed.map((row) => row.reference)).toEqual(['PT-24811']);
    const task = await get<TransportTask>(`/api/transport-tasks/${signed[0]!.transportTaskId}`);
    expect(task.state).toBe('delivered');
    const [proof] = task.proofs;
    expect(proof).toMatchObject({ signerName: 'Marja Lehtonen', photoIds: [expect.any(String)] });
    const signature = await t.app.inject({
      method: 'GET',
      url: `/api/files/${proof!.signatureFileId}`,
      headers: adminHeaders,
    });
    expect(signature.headers['content-type']).toBe('image/png');
    const photo = await t.app.inject({ method: 'GET', url: `/api/files/${proof!.photoIds[0]}`, headers: adminHeaders });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/waybills/${signed[0]!.id}/pdf`, headers: adminHeaders });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await get<Task>(`/api/tasks/${task.taskId}`)).toMatchObject({ income: 780, km: 176, pickup: 'Vantaa' });
  });

  it("receives the subcontractor's shifts on its route through an approved share, and has one waiting for a partner", async () => {
    const shares = await get<Share[]>('/api/sharing');
    const received = shares.find((share) => share.status === 'receiving');
    expect(received).toMatchObject({ partnerName: 'Kuljetus Lahtinen Oy', dataTypes: ['shifts'] });
    expect(shares.find((share) => share.status === 'pending')?.code).toHaveLength(16);
    const from = addDaysTo(today, -28);
    const items = await get<SharedItems>(`/api/sharing/${received!.id}/items/shifts?from=${from}&to=${today}`);
    expect(items.items.length).toBeGreaterThanOrEqual(15);
    expect(items.items[0]).toMatchObject({
      organisationName: 'Kuljetus Lahtinen Oy',
      vehicles: [expect.stringMatching(/^LHT-30/)],
    });
  });
});
