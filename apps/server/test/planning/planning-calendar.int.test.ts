import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandCalendar, planningCalendarWireSchema } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, makeSupervisor } from '../shifts/shift-fixtures';
import { approvedShift, costedVehicle } from '../tasks/task-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { addPlanningFacts, planBody } from './planning-fixtures';
import { withTenant } from '../../src/db/tenant';

/** GET /api/resource-planning/calendar (issue 24): what the calendar draws for a period, in one answer. */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let anna: string;
let bo: string;
let routeId: string;
let planId: string;
const NOW = new Date('2026-03-05T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  anna = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  bo = await addDriver(t.context, own, { firstName: 'Bo', lastName: 'Berg' });
  // Mondays, Wednesdays and Fridays at 07:00 for four hours from 2 March.
  routeId = (await api(own.users.user, 'POST', '/api/routes', routeBody())).body.id!;
  planId = (
    await api(
      own.users.user,
      'POST',
      '/api/planned-shifts',
      planBody(anna, { routeId, start: '2026-03-09T07:00:00+02:00', end: '2026-03-09T11:00:00+02:00' }),
    )
  ).body.id!;
  await approvedShift(t.context, own, {
    driverId: bo,
    vehicleIds: [],
    start: '2026-03-02T05:00:00Z',
    end: '2026-03-02T13:00:00Z',
    startKm: null,
    endKm: null,
  });
  await addPlanningFacts(t.context, own, {
    absences: [{ driverId: bo, startDate: '2026-03-10', endDate: '2026-03-11' }],
  });
});
afterAll(() => t.close());

const calendarOf = async (from: string, to: string, user = own.users.user) => {
  const answer = await api(user, 'GET', `/api/resource-planning/calendar?from=${from}&to=${to}`);
  expect(answer.status).toBe(200);
  return expandCalendar(planningCalendarWireSchema.parse(answer.body));
};

describe('the planning calendar', () => {
  it('has the drivers, the plans, recorded shifts and absences of the period', async () => {
    const calendar = await calendarOf('2026-03-02', '2026-03-15');
    expect(calendar).toMatchObject({ from: '2026-03-02', to: '2026-03-15', zone: 'Europe/Helsinki' });
    expect(calendar.drivers.map((driver) => driver.name)).toEqual(expect.arrayContaining(['Aalto Anna', 'Berg Bo']));
    expect(calendar.plans).toEqual([
      expect.objectContaining({
        id: planId,
        driverId: anna,
        routeId,
        start: '2026-03-09T05:00:00.000Z',
        status: 'draft',
      }),
    ]);
    expect(calendar.shifts).toEqual([expect.objectContaining({ driverId: bo, end: '2026-03-02T13:00:00.000Z' })]);
    expect(calendar.absences).toEqual([
      expect.objectContaining({ driverId: bo, startDate: '2026-03-10', endDate: '2026-03-11', approval: 'approved' }),
    ]);
  });

  it('lists the routes’ runs no plan covers (a covered run is its plan), with the ids and times it refers to', async () => {
    const answer = await api(own.users.user, 'GET', '/api/resource-planning/calendar?from=2026-03-09&to=2026-03-13');
    const wire = planningCalendarWireSchema.parse(answer.body);
    // Sent compact (decision 0031): the route by its place in `routes`, instants in minutes from `from` at 00:00 UTC.
    // A route's base is its vehicle's: this one has none.
    expect(wire.routes).toEqual([
      expect.objectContaining({ id: routeId, name: 'Vantaa–Tampere', vehicleId: null, baseId: null }),
    ]);
    expect(wire.openRuns).toEqual([
      { route: 0, date: '2026-03-11', start: 2 * 1440 + 5 * 60, end: 2 * 1440 + 9 * 60 },
      { route: 0, date: '2026-03-13', start: 4 * 1440 + 5 * 60, end: 4 * 1440 + 9 * 60 },
    ]);
    expect(wire.plans).toEqual([expect.objectContaining({ id: planId, route: 0, start: 5 * 60 })]);
    const calendar = expandCalendar(wire);
    expect(calendar.runs.map((run) => [run.date, run.start, run.plannedShiftId])).toEqual([
      ['2026-03-11', '2026-03-11T05:00:00.000Z', null],
      ['2026-03-13', '2026-03-13T05:00:00.000Z', null],
    ]);
    expect(calendar.plans[0]).toMatchObject({ id: planId, routeId, start: '2026-03-09T05:00:00.000Z' });
  });

  it('lists the period’s tasks no plan names yet, to plan', async () => {
    const tenant = await addOrganisationData(t.context, await createTenant(t.context));
    const truck = await costedVehicle(t, tenant, 'TSK-1', { perHour: 60, perKm: 1 });
    const driver = await addDriver(t.context, tenant, { firstName: 'Tero', lastName: 'Tehtävä' });
    const task = (description: string, day: string) =>
      api(tenant.users.user, 'POST', '/api/tasks', {
        vehicleId: truck,
        driverId: driver,
        start: `${day}T06:00:00Z`,
        end: `${day}T09:30:00Z`,
        km: 120,
        income: 400,
        description,
      });
    const open = (await task('Nosturin siirto', '2026-03-10')).body.id!;
    const planned = (await task('Lavat Ouluun', '2026-03-11')).body.id!;
    await task('Ensi viikolla', '2026-03-17');
    await api(tenant.users.user, 'POST', '/api/planned-shifts', {
      ...planBody(driver, { start: '2026-03-11T07:00:00+02:00', end: '2026-03-11T12:00:00+02:00' }),
      taskIds: [planned],
    });
    const calendar = await calendarOf('2026-03-09', '2026-03-15', tenant.users.user);
    expect(calendar.tasks).toEqual([
      {
        id: open,
        start: '2026-03-10T06:00:00.000Z',
        end: '2026-03-10T09:30:00.000Z',
        vehicleId: truck,
        driverId: driver,
        description: 'Nosturin siirto',
        customer: null,
      },
    ]);
  });

  it('shows a supervisor only the drivers assigned to them', async () => {
    const tenant = await addOrganisationData(t.context, await createTenant(t.context));
    const mine = await addDriver(t.context, tenant, { firstName: 'Oma', lastName: 'Kuski' });
    const theirs = await addDriver(t.context, tenant, { firstName: 'Muu', lastName: 'Kuski' });
    await api(tenant.users.admin, 'POST', '/api/planned-shifts', planBody(theirs));
    await makeSupervisor(t.context, tenant, tenant.users.user.id, [mine]);
    const calendar = await calendarOf('2026-03-09', '2026-03-09', tenant.users.user);
    expect(calendar.drivers.map((driver) => driver.id)).toEqual([mine]);
    expect(calendar.plans).toEqual([]);
  });

  it('gives a group’s standard hours a weekday: its hours per pay period over the period’s weekdays', async () => {
    const tenant = await addOrganisationData(t.context, await createTenant(t.context));
    await withTenant(t.context.database.db, tenant.organisationId, (tx) =>
      tx
        .updateTable('driver_groups')
        .set({ standard_working_hours: 80 })
        .where('id', '=', tenant.driverGroupId!)
        .execute(),
    );
    const grouped = await addDriver(t.context, tenant, {
      firstName: 'Ryhmä',
      lastName: 'Kuski',
      driverGroupId: tenant.driverGroupId!,
    });
    // 2–15 March 2026 has ten weekdays: 80 h a period is 8 h a weekday; without a period, March's 22 give 3.64.
    await addPlanningFacts(t.context, tenant, { payPeriods: [{ startDate: '2026-03-02', endDate: '2026-03-15' }] });
    const hoursOf = async (from: string) =>
      (await calendarOf(from, from, tenant.users.admin)).drivers.find((driver) => driver.id === grouped)!.standardHours;
    expect(await hoursOf('2026-03-09')).toBe(8);
    expect(await hoursOf('2026-03-20')).toBe(3.64);
  });

  it('refuses a period over 62 days with a 400 naming to', async () => {
    const refused = await api(own.users.user, 'GET', '/api/resource-planning/calendar?from=2026-01-01&to=2026-03-31');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('to');
  });
});
