import { randomUUID } from 'node:crypto';
import type { DriverAppPermissions } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant, TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, shiftsTenant, signInDriver, type ShiftJson } from '../shifts/shift-fixtures';

export type SyncResultJson = {
  key: string;
  outcome: string;
  status: number;
  message: string | null;
  params: Record<string, string>;
  itemId: string | null;
};
export type SyncJson = {
  results: SyncResultJson[];
  shifts: ShiftJson[];
  absences: { id: string; clientKey: string; workType: number }[];
  cursor: string;
  unchanged: boolean;
  serverTime: string;
};

/** An instant `minutes` before the test started: recent enough for every sync's answer. */
const started = Date.now();
export const minutesAgo = (minutes: number) => new Date(started - minutes * 60_000).toISOString();

/** The date `days` days after the test started (UTC), as an absence's date: within the year a driver may record. */
export const daysFromNow = (days: number) => new Date(started + days * 86_400_000).toISOString().slice(0, 10);

/** One driving event per [start, end] in minutes ago (end null: still running). */
export function events(...spans: [number, number | null, number?][]) {
  return spans.map(([start, end, workType]) => ({
    workType: workType ?? 1,
    start: minutesAgo(start),
    end: end === null ? null : minutesAgo(end),
  }));
}

/** A live-recording snapshot of the shift `clientKey`, its operation key made from both. */
export function snapshot(
  clientKey: string,
  seq: number,
  shiftEvents: ReturnType<typeof events>,
  extra: Record<string, unknown> = {},
) {
  return { key: `${clientKey}#${seq}`, kind: 'recordShift', seq, shift: { clientKey, events: shiftEvents, ...extra } };
}

export const newKey = () => `phone-${randomUUID()}`;

/** The driver app's calls as a test user, from a phone with this device id. */
export function driverApi(t: TestApp) {
  const call = async (
    user: TestUser,
    method: 'GET' | 'POST',
    url: string,
    payload: unknown,
    options: { deviceId?: string; language?: string },
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...user.headers,
        'accept-language': options.language ?? 'en',
        ...(options.deviceId ? { 'x-device-id': options.deviceId } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  return {
    call,
    /** `cursor`: the one of an earlier answer, sent as the phone does. */
    async sync(
      user: TestUser,
      operations: unknown[],
      options: { deviceId?: string; language?: string; cursor?: string } = {},
    ): Promise<SyncJson> {
      const body = { operations, ...(options.cursor === undefined ? {} : { cursor: options.cursor }) };
      const response = await call(user, 'POST', '/api/driver/sync', body, options);
      if (response.status !== 200) throw new Error(`sync: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as unknown as SyncJson;
    },
    /** The one result of a sync of one operation. */
    async syncOne(
      user: TestUser,
      operation: unknown,
      options: { deviceId?: string; language?: string } = {},
    ): Promise<SyncResultJson & { response: SyncJson }> {
      const response = await this.sync(user, [operation], options);
      return { ...response.results[0]!, response };
    },
  };
}

export type DriverApi = ReturnType<typeof driverApi>;

/** A driver of the tenant in a group of their own, signed in to the driver app. */
export async function groupDriver(
  t: TestApp,
  tenant: TestTenant,
  name: string,
): Promise<{ driverId: string; groupId: string; user: TestUser }> {
  const groupId = await withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('driver_groups')
      .values({
        organisation_id: tenant.organisationId,
        name: `${name} group`,
        guaranteed_hours: 80,
        standard_working_hours: 7.5,
        thresholds: '{}',
        paid_break_type: 'unpaid',
        paid_break_limit_minutes: null,
        device_lock: false,
        permissions: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const driverId = await addDriver(t.context, tenant, {
    firstName: name,
    lastName: 'Kuljettaja',
    driverGroupId: groupId,
  });
  return { driverId, groupId, user: await signInDriver(t.context, tenant, driverId) };
}

/** What the office sets on a driver group: its permissions (over a new group's) and the device lock. */
export async function setGroup(
  t: TestApp,
  tenant: TestTenant,
  groupId: string,
  settings: { permissions?: Partial<DriverAppPermissions>; deviceLock?: boolean },
): Promise<void> {
  await withTenant(t.database.db, tenant.organisationId, (tx) =>
    tx
      .updateTable('driver_groups')
      .set({
        ...(settings.permissions ? { permissions: JSON.stringify(settings.permissions) } : {}),
        ...(settings.deviceLock === undefined ? {} : { device_lock: settings.deviceLock }),
      })
      .where('organisation_id', '=', tenant.organisationId)
      .where('id', '=', groupId)
      .execute(),
  );
}

/** A vehicle the office locked to one phone's device id (empty: locked to no phone yet). */
export async function addVehicle(
  t: TestApp,
  tenant: TestTenant,
  registerNumber: string,
  lock: { deviceId: string; deviceLock: boolean } = { deviceId: '', deviceLock: false },
): Promise<string> {
  return withTenant(t.database.db, tenant.organisationId, async (tx) => {
    const row = await tx
      .insertInto('vehicles')
      .values({
        organisation_id: tenant.organisationId,
        name: `Truck ${registerNumber}`,
        register_number: registerNumber,
        base_id: null,
        vehicle_class: 3,
        vehicle_code: '',
        imei: '',
        fuel_type: 0,
        emission_standard: 6,
        external_id: '',
        device_id: lock.deviceId,
        device_lock: lock.deviceLock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** What every driver-app suite starts from: the app, a tenant with organisation data, the phone's calls. */
export async function openDriverSuite(): Promise<{ t: TestApp; own: TestTenant; phone: DriverApi }> {
  const t = await createTestApp();
  return { t, own: await shiftsTenant(t), phone: driverApi(t) };
}
