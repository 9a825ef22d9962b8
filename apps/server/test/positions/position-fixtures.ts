import { DEVICE_ID_HEADER } from '@rahti/domain';
import type { AppContext } from '../../src/platform/app-context';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';

export interface PositionsTenant {
  tenant: TestTenant;
  driverId: string;
  /** The driver's account, signed in through the driver app. */
  driver: TestUser;
  vehicleIds: string[];
}

/** Vehicles `<prefix>-001` …, written straight to the database; their ids in that order. */
export async function addVehicles(
  context: AppContext,
  tenant: TestTenant,
  count: number,
  prefix = 'POS',
  lock?: { deviceId: string },
): Promise<string[]> {
  if (count === 0) return [];
  const organisation_id = tenant.organisationId;
  const rows = Array.from({ length: count }, (_, index) => ({
    organisation_id,
    name: '',
    register_number: `${prefix}-${String(index + 1).padStart(3, '0')}`,
    base_id: null,
    vehicle_class: 3,
    vehicle_code: '',
    imei: '',
    fuel_type: 0,
    emission_standard: 6,
    external_id: '',
    device_id: lock?.deviceId ?? '',
    device_lock: lock !== undefined,
  }));
  const inserted = await withTenant(context.database.db, organisation_id, (tx) =>
    tx.insertInto('vehicles').values(rows).returning(['id', 'register_number']).execute(),
  );
  return inserted.sort((a, b) => a.register_number.localeCompare(b.register_number)).map((row) => row.id);
}

/** An organisation with `vehicles` vehicles and a driver signed in on the driver app. */
export async function positionsTenant(context: AppContext, vehicles = 2): Promise<PositionsTenant> {
  const tenant = await createTenant(context);
  const driverId = await addDriver(context, tenant, { firstName: 'Paula', lastName: 'Positio' });
  const driver = await signInDriver(context, tenant, driverId);
  return { tenant, driverId, driver, vehicleIds: await addVehicles(context, tenant, vehicles) };
}

/** A position as the phone sends it, at 60.17 N 24.94 E unless told. */
export function phonePosition(vehicleId: string, at: string, extra: Record<string, unknown> = {}) {
  return {
    vehicleId,
    at,
    latitude: 60.17,
    longitude: 24.94,
    speedKmh: 52.5,
    headingDegrees: 90,
    accuracyMeters: 8,
    ...extra,
  };
}

/** POST /api/driver/positions as `user`, from the phone `deviceId` when given. */
export async function postPositions(
  t: TestApp,
  user: TestUser,
  positions: unknown[],
  options: { deviceId?: string; language?: string } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/driver/positions',
    headers: {
      ...user.headers,
      'accept-language': options.language ?? 'en',
      ...(options.deviceId ? { [DEVICE_ID_HEADER]: options.deviceId } : {}),
    },
    payload: { positions },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
