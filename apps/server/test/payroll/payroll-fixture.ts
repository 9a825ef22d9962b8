import { randomUUID } from 'node:crypto';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { insertDriver, timesheetRows } from '../helpers/timesheet-rows';

/** Helsinki winter time (UTC+2). */
const { insertShift } = timesheetRows('+02:00');

/**
 * The domain golden case's period (payroll-summary.test.ts) in a real database: Mon 16.11.–Sun
 * 29.11.2026, Anna on 20 €/h in a group of 20 standard hours with unpaid breaks, a Saturday night
 * into Sunday, a Monday day, an unapproved Tuesday and an approved sick day; Bo has nothing.
 */
export async function payrollFixture(t: TestApp, tenant: TestTenant) {
  const organisation_id = tenant.organisationId;
  return withTenant(t.database.db, organisation_id, async (tx) => {
    const department = (
      await tx
        .insertInto('departments')
        .values({ organisation_id, name: 'Kaukoliikenne' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const group = await tx
      .insertInto('driver_groups')
      .values({
        organisation_id,
        name: 'Long haul',
        guaranteed_hours: 0,
        standard_working_hours: 20,
        thresholds: '{}',
        paid_break_type: 'unpaid',
        paid_break_limit_minutes: null,
        device_lock: false,
        permissions: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const anna = await insertDriver(tx, organisation_id, {
      first: 'Anna',
      last: 'Virtanen',
      number: '1001',
      group: group.id,
      department,
      wage: 20,
    });
    const bo = await insertDriver(tx, organisation_id, {
      first: 'Bo',
      last: 'Berg',
      number: '1002',
      group: null,
      department: null,
      wage: 18,
    });
    const vehicle = await tx
      .insertInto('vehicles')
      .values({
        organisation_id,
        name: 'Volvo FH',
        register_number: 'ABC-123',
        base_id: null,
        vehicle_class: 1,
        vehicle_code: 'V1',
        imei: '',
        fuel_type: 1,
        emission_standard: 6,
        external_id: '',
        device_id: '',
        device_lock: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const night = await insertShift(
      tx,
      organisation_id,
      anna,
      'approved',
      [
        [1, '2026-11-21T20:00', '2026-11-22T02:00'],
        [5, '2026-11-22T02:00', '2026-11-22T02:30'],
        [1, '2026-11-22T02:30', '2026-11-22T06:00'],
      ],
      { daily_allowance: 1, bonuses: [{ type: 'adr', hours: null }] },
    );
    await tx
      .insertInto('shift_vehicles')
      .values({ organisation_id, shift_id: night, vehicle_id: vehicle.id })
      .execute();
    await insertShift(tx, organisation_id, anna, 'approved', [[1, '2026-11-23T08:00', '2026-11-23T14:20']], {
      daily_allowance: 2,
    });
    await insertShift(tx, organisation_id, anna, 'checked', [[1, '2026-11-24T08:00', '2026-11-24T16:00']], {
      daily_allowance: 1,
    });
    await tx
      .insertInto('absences')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: anna,
        work_type: 15,
        kind: 'absence',
        start_date: '2026-11-18',
        end_date: '2026-11-18',
        hours: null,
        approval: 'approved',
      })
      .execute();
    const period = await tx
      .insertInto('pay_periods')
      .values({ organisation_id, start_date: '2026-11-16', end_date: '2026-11-29', pay_date: '2026-12-04', name: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { anna, bo, department, group: group.id, payPeriodId: period.id };
  });
}
