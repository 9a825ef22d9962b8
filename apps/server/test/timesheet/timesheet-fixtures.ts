import { randomUUID } from 'node:crypto';
import { CLIENT_IDS } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';

/**
 * Drivers, shifts and absences written straight to the tables: the timesheet suites read what
 * the shift routes would have stored, without depending on them.
 */
export async function addDriver(
  t: TestApp,
  tenant: TestTenant,
  driver: {
    firstName: string;
    lastName: string;
    employeeNumber?: string;
    userId?: string;
    driverGroupId?: string;
    departmentId?: string;
  },
): Promise<string> {
  return withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('drivers')
      .values({
        organisation_id: tenant.organisationId,
        first_name: driver.firstName,
        last_name: driver.lastName,
        driver_card_id: null,
        employee_number: driver.employeeNumber ?? '',
        username: `${driver.firstName}.${driver.lastName}.${randomUUID().slice(0, 8)}`.toLowerCase(),
        email: null,
        gross_wage_per_hour: null,
        default_vehicle_id: null,
        department_id: driver.departmentId ?? null,
        base_id: null,
        driver_group_id: driver.driverGroupId ?? null,
        user_id: driver.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function addVehicle(t: TestApp, tenant: TestTenant, registerNumber: string): Promise<string> {
  return withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('vehicles')
      .values({
        organisation_id: tenant.organisationId,
        name: '',
        register_number: registerNumber,
        base_id: null,
        vehicle_class: 3,
        vehicle_code: '',
        imei: '',
        fuel_type: 0,
        emission_standard: 6,
        external_id: '',
        device_id: '',
        device_lock: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export interface ShiftFixture {
  driverId: string;
  /** Instants as ISO strings; a null end is a running event (the last one only). */
  events: { workType: number; start: string; end: string | null; answer?: string }[];
  approval?: 'unapproved' | 'checked' | 'approved';
  hasDriverEdit?: boolean;
  vehicleIds?: string[];
  plannedShiftId?: string;
}

export async function addShift(t: TestApp, tenant: TestTenant, shift: ShiftFixture): Promise<string> {
  const organisation_id = tenant.organisationId;
  const first = shift.events[0]!;
  const last = shift.events[shift.events.length - 1]!;
  return withTenant(t.database.db, organisation_id, async (tx) => {
    const { id } = await tx
      .insertInto('shifts')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: shift.driverId,
        route_id: null,
        planned_shift_id: shift.plannedShiftId ?? null,
        start_at: first.start,
        end_at: last.end,
        start_km: null,
        end_km: null,
        consumption_litres: null,
        bonuses: '[]',
        daily_allowance: 0,
        approval: shift.approval ?? 'unapproved',
        has_driver_edit: shift.hasDriverEdit ?? false,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('shift_events')
      .values(
        shift.events.map((event) => ({
          organisation_id,
          shift_id: id,
          work_type: event.workType,
          start_at: event.start,
          end_at: event.end,
          answer: event.answer ?? null,
        })),
      )
      .execute();
    const vehicleIds = shift.vehicleIds ?? [];
    if (vehicleIds.length > 0) {
      await tx
        .insertInto('shift_vehicles')
        .values(vehicleIds.map((vehicle_id, position) => ({ organisation_id, shift_id: id, vehicle_id, position })))
        .execute();
    }
    return id;
  });
}

export async function addAbsence(
  t: TestApp,
  tenant: TestTenant,
  absence: {
    driverId: string;
    startDate: string;
    endDate: string;
    workType?: number;
    approval?: 'unapproved' | 'checked' | 'approved';
    hasDriverEdit?: boolean;
  },
): Promise<string> {
  return withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('absences')
      .values({
        organisation_id: tenant.organisationId,
        client_key: randomUUID(),
        driver_id: absence.driverId,
        work_type: absence.workType ?? 14,
        kind: 'absence',
        start_date: absence.startDate,
        end_date: absence.endDate,
        hours: null,
        approval: absence.approval ?? 'unapproved',
        has_driver_edit: absence.hasDriverEdit ?? false,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A driver's app account signed in through the driver app (client id "driver"), linked to a new driver. */
export async function addAppDriver(
  t: TestApp,
  tenant: TestTenant,
  name: { firstName: string; lastName: string },
): Promise<{ driverId: string; user: TestUser }> {
  const email = `${name.firstName}.${randomUUID().slice(0, 8)}@test.example`.toLowerCase();
  const userId = await withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('users')
      .values({
        organisation_id: tenant.organisationId,
        username: email,
        email,
        display_name: `${name.firstName} ${name.lastName}`,
        display_language: 'en',
        role: 'User',
        is_driver: true,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const driverId = await addDriver(t, tenant, { ...name, userId });
  const token = await t.context.accessTokens.sign({
    id: userId,
    OrganisationId: tenant.organisationId,
    OrganisationName: tenant.name,
    OrganisationCurrency: 'EUR',
    Role: 'User',
    DisplayLanguage: 'en',
    client_id: CLIENT_IDS.driver,
  });
  return { driverId, user: { id: userId, email, role: 'User', token, headers: { authorization: `Bearer ${token}` } } };
}

/** Makes `user` the supervisor of these drivers, as PUT /api/supervisors would. */
export async function assignDrivers(
  t: TestApp,
  tenant: TestTenant,
  userId: string,
  driverIds: string[],
): Promise<void> {
  await withTenant(t.database.db, tenant.organisationId, (tx) =>
    tx
      .insertInto('supervisor_assignments')
      .values(
        driverIds.map((driver_id) => ({
          organisation_id: tenant.organisationId,
          user_id: userId,
          driver_id,
          planned_shift_id: null,
        })),
      )
      .execute(),
  );
}
