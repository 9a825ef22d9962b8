import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { approvedShift, costedVehicle } from '../tasks/task-fixtures';

const at = (day: string, time: string) => `2026-${day}T${time}:00Z`;

/**
 * The small fixture the golden figures are computed from by hand (see analytics.int.test.ts):
 * vehicles AAA-1 (60 €/h, 1 €/km) and BBB-2 (50 €/h, 0.50 €/km) and the active, idle SMP-001;
 * tasks and shifts in November 2026 (Helsinki), one of each just before it, and another
 * organisation's task and shift in the same days, which must never be counted.
 */
export async function analyticsFixture(t: TestApp) {
  const api = apiAs(t);
  const own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Analyysi Oy' }));
  const other = await addOrganisationData(t.context, await createTenant(t.context));
  const a = await costedVehicle(t, own, 'AAA-1', { perHour: 60, perKm: 1 });
  const b = await costedVehicle(t, own, 'BBB-2', { perHour: 50, perKm: 0.5 });
  const elsewhere = await costedVehicle(t, other, 'OTH-9', { perHour: 10, perKm: 0.1 });
  const d1 = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
  const d2 = await addDriver(t.context, own, { firstName: 'Eero', lastName: 'Virta' });
  const otherDriver = await addDriver(t.context, other, { firstName: 'Outi', lastName: 'Muu' });
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.updateTable('drivers').set({ department_id: own.departmentId! }).where('id', '=', d2).execute(),
  );
  // An active vehicle that did nothing: it counts in the fleet's available hours at 0 %.
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.updateTable('vehicles').set({ is_active: true }).where('id', '=', own.vehicleId!).execute(),
  );

  const task = async (tenant: TestTenant, body: Record<string, unknown>) => {
    const created = await api(tenant.users.user, 'POST', '/api/tasks', { description: 'Kuljetus', ...body });
    if (created.status !== 201) throw new Error(`task: ${created.status} ${created.raw.body}`);
  };
  await task(own, {
    vehicleId: a,
    start: at('11-02', '06:00'),
    end: at('11-02', '08:30'),
    km: 180,
    income: 600,
    otherCosts: 24.5,
  });
  await task(own, { vehicleId: a, start: at('11-03', '06:00'), end: at('11-03', '07:00'), km: 50, income: 200.1 });
  await task(own, {
    vehicleId: b,
    start: at('11-04', '10:00'),
    end: at('11-04', '11:20'),
    km: 33,
    income: 150,
    departmentId: own.departmentId,
  });
  // 23:00 on 31 October in Helsinki: October's, not November's.
  await task(own, { vehicleId: a, start: at('10-31', '21:00'), end: at('10-31', '22:00'), km: 10, income: 999 });
  await task(other, {
    vehicleId: elsewhere,
    start: at('11-02', '06:00'),
    end: at('11-02', '16:00'),
    km: 900,
    income: 5000,
  });

  await approvedShift(t.context, own, {
    driverId: d1,
    vehicleIds: [a, b],
    start: at('11-02', '05:00'),
    end: at('11-02', '13:00'),
    startKm: 1000,
    endKm: 1180,
    events: [
      { workType: 1, start: at('11-02', '05:00'), end: at('11-02', '07:00') },
      { workType: 4, start: at('11-02', '07:00'), end: at('11-02', '07:30') },
      { workType: 10, start: at('11-02', '07:30'), end: at('11-02', '07:45') },
      { workType: 3, start: at('11-02', '07:45'), end: at('11-02', '08:30') },
      { workType: 5, start: at('11-02', '08:30'), end: at('11-02', '09:00') },
      { workType: 19, start: at('11-02', '09:00'), end: at('11-02', '10:30') },
      { workType: 1, start: at('11-02', '10:30'), end: at('11-02', '13:00') },
    ],
  });
  await approvedShift(t.context, own, {
    driverId: d2,
    vehicleIds: [b],
    start: at('11-05', '06:00'),
    end: at('11-05', '10:00'),
    startKm: 500,
    endKm: 560,
    events: [
      { workType: 1, start: at('11-05', '06:00'), end: at('11-05', '08:00') },
      { workType: 19, start: at('11-05', '08:00'), end: at('11-05', '09:00') },
      { workType: 4, start: at('11-05', '09:00'), end: at('11-05', '10:00') },
    ],
  });
  await approvedShift(t.context, own, {
    driverId: d1,
    vehicleIds: [a],
    start: at('10-30', '08:00'),
    end: at('10-30', '10:00'),
    startKm: 900,
    endKm: 1000,
  });
  await approvedShift(t.context, other, {
    driverId: otherDriver,
    vehicleIds: [elsewhere],
    start: at('11-02', '05:00'),
    end: at('11-02', '17:00'),
    startKm: 0,
    endKm: 900,
    events: [{ workType: 19, start: at('11-02', '05:00'), end: at('11-02', '17:00') }],
  });
  return { own, other, a, b, d1, d2 };
}
