import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/platform/app-context';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';

/** A tenant with organisation data (a driver, a vehicle …), ready for shifts. */
export async function shiftsTenant(t: TestApp): Promise<TestTenant> {
  return addOrganisationData(t.context, await createTenant(t.context));
}

export async function addDriver(
  context: AppContext,
  tenant: TestTenant,
  name: { firstName: string; lastName: string; employeeNumber?: string; driverGroupId?: string | null },
): Promise<string> {
  return withTenant(context.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('drivers')
      .values({
        organisation_id: tenant.organisationId,
        first_name: name.firstName,
        last_name: name.lastName,
        driver_card_id: null,
        employee_number: name.employeeNumber ?? '',
        username: `${name.firstName}.${randomUUID().slice(0, 8)}`.toLowerCase(),
        email: null,
        gross_wage_per_hour: null,
        default_vehicle_id: null,
        department_id: null,
        base_id: null,
        driver_group_id: name.driverGroupId ?? null,
        user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * The driver signed in through the driver app: an account (a User who is a driver) linked to
 * the driver, and an access token of the driver client, as the provider would sign it.
 */
export async function signInDriver(
  context: AppContext,
  tenant: TestTenant,
  driverId: string,
  language: 'en' | 'fi' | 'sv' = 'en',
): Promise<TestUser> {
  return signInDriverAccount(context, tenant, { driverId, language });
}

/** A driver's app account signed in through the driver app; linked to `driverId` when given, else to no driver yet. */
export async function signInDriverAccount(
  context: AppContext,
  tenant: TestTenant,
  options: { driverId?: string; language?: 'en' | 'fi' | 'sv' } = {},
): Promise<TestUser> {
  const language = options.language ?? 'en';
  const email = `driver.${randomUUID().slice(0, 8)}@test.example`;
  const id = await withTenant(context.database.db, tenant.organisationId, async (tx) => {
    const user = await tx
      .insertInto('users')
      .values({
        organisation_id: tenant.organisationId,
        username: email,
        email,
        display_name: 'Driver Person',
        display_language: language,
        role: 'User',
        is_driver: true,
        password_hash: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.driverId)
      await tx
        .updateTable('drivers')
        .set({ user_id: user.id })
        .where('organisation_id', '=', tenant.organisationId)
        .where('id', '=', options.driverId)
        .execute();
    return user.id;
  });
  const token = await context.accessTokens.sign({
    id,
    OrganisationId: tenant.organisationId,
    OrganisationName: tenant.name,
    OrganisationCurrency: 'EUR',
    Role: 'User',
    DisplayLanguage: language,
    client_id: 'driver',
  });
  return { id, email, role: 'User', token, headers: { authorization: `Bearer ${token}` } };
}

/** A User made the supervisor of these drivers (the supervisors API is tested on its own). */
export async function makeSupervisor(
  context: AppContext,
  tenant: TestTenant,
  userId: string,
  driverIds: string[],
): Promise<void> {
  await withTenant(context.database.db, tenant.organisationId, (tx) =>
    tx
      .insertInto('supervisor_assignments')
      .values(driverIds.map((driver_id) => ({ organisation_id: tenant.organisationId, user_id: userId, driver_id })))
      .execute(),
  );
}

export interface EventSpec {
  workType?: number;
  start: string;
  end: string | null;
  answer?: string | null;
}

/** A shift's request body: events given as [start, end] instants, drive (1) unless told. */
export function shiftBody(driverId: string, events: EventSpec[], extra: Record<string, unknown> = {}) {
  return { driverId, events: events.map((event) => ({ workType: 1, answer: null, ...event })), ...extra };
}

export type ShiftJson = {
  id: string;
  clientKey: string;
  driverId: string;
  version: number;
  start: string;
  end: string | null;
  status: string;
  approval: string;
  hasDriverEdit: boolean;
  events: {
    workType: number;
    start: string;
    end: string | null;
    answer: string | null;
    cutBefore: boolean;
    cutAfter: boolean;
  }[];
  vehicles: { id: string }[];
  startKm: number | null;
  endKm: number | null;
};

/** JSON calls as a test user, the shift answered typed. */
export function shiftsApi(t: TestApp) {
  const api = apiAs(t);
  return {
    call: api,
    async create(user: TestUser, body: unknown): Promise<ShiftJson> {
      const response = await api(user, 'POST', '/api/shifts', body);
      if (response.status !== 201) throw new Error(`create: ${response.status} ${response.raw.body}`);
      return response.body as unknown as ShiftJson;
    },
  };
}

/** The parts of an event a person sees: type, times, answer. */
export const eventTimes = (shift: ShiftJson) =>
  shift.events.map(({ workType, start, end, answer }) => ({ workType, start, end, answer }));

/** One shift of the tenant's sample driver, written straight to the database, for the route sweeps. */
export async function addShiftData(context: AppContext, tenant: TestTenant): Promise<TestTenant> {
  const organisation_id = tenant.organisationId;
  const start = '2026-03-02T06:00:00.000Z';
  const end = '2026-03-02T14:00:00.000Z';
  tenant.shiftId = await withTenant(context.database.db, organisation_id, async (tx) => {
    const { id } = await tx
      .insertInto('shifts')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: tenant.driverId!,
        route_id: null,
        planned_shift_id: null,
        start_at: start,
        end_at: end,
        start_km: null,
        end_km: null,
        consumption_litres: null,
        bonuses: '[]',
        daily_allowance: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('shift_events')
      .values({ organisation_id, shift_id: id, work_type: 1, start_at: start, end_at: end, answer: null })
      .execute();
    return id;
  });
  return tenant;
}

/** What every shift suite starts from: the app, a tenant with organisation data, its sample driver. */
export async function openShiftsSuite(
  options: { now?: () => Date } = {},
): Promise<{ t: TestApp; own: TestTenant; api: ReturnType<typeof shiftsApi>; driverId: string }> {
  const t = await createTestApp(options);
  const own = await shiftsTenant(t);
  return { t, own, api: shiftsApi(t), driverId: own.driverId! };
}
