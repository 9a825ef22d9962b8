import { DEFAULT_DRIVER_APP_PERMISSIONS, choosableVehicles, type DriverAppPermissions } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** The driver an account is linked to, with what their group lets them do in the app. */
export interface LinkedDriver {
  id: string;
  firstName: string;
  lastName: string;
  employeeNumber: string;
  defaultVehicleId: string | null;
  groupId: string | null;
  /** The group's device lock; off for a driver without a group. */
  deviceLock: boolean;
  /** A driver without a group has a new group's defaults. */
  permissions: DriverAppPermissions;
}

/** The driver whose app account `userId` is, or undefined when the account is not linked. */
export async function findLinkedDriver(
  tx: Tx,
  organisationId: string,
  userId: string,
): Promise<LinkedDriver | undefined> {
  const row = await tx
    .selectFrom('drivers as d')
    .leftJoin('driver_groups as g', (join) =>
      join.onRef('g.organisation_id', '=', 'd.organisation_id').onRef('g.id', '=', 'd.driver_group_id'),
    )
    .select([
      'd.id',
      'd.first_name',
      'd.last_name',
      'd.employee_number',
      'd.default_vehicle_id',
      'd.driver_group_id',
      'g.device_lock',
      'g.permissions',
    ])
    .where('d.organisation_id', '=', organisationId)
    .where('d.user_id', '=', userId)
    .orderBy('d.created_at')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    employeeNumber: row.employee_number,
    defaultVehicleId: row.default_vehicle_id,
    groupId: row.driver_group_id,
    deviceLock: row.device_lock ?? false,
    permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, ...(row.permissions ?? {}) },
  };
}

/**
 * Of `vehicleIds`, those the device lock keeps off the phone `deviceId` (spec section 6: a
 * locked vehicle only from the phone whose device id it names), with their register numbers
 * for the message. Unknown ids are left to the caller's own check.
 */
export async function vehiclesLockedToOtherDevices(
  tx: Tx,
  organisationId: string,
  driver: Pick<LinkedDriver, 'deviceLock'>,
  vehicleIds: readonly string[],
  deviceId: string | undefined,
): Promise<{ id: string; registerNumber: string }[]> {
  if (!driver.deviceLock || vehicleIds.length === 0) return [];
  const rows = await tx
    .selectFrom('vehicles')
    .select(['id', 'register_number', 'device_id', 'device_lock'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', [...vehicleIds])
    .execute();
  const vehicles = rows.map((row) => ({
    id: row.id,
    registerNumber: row.register_number,
    deviceId: row.device_id,
    deviceLock: row.device_lock,
  }));
  const allowed = new Set(
    choosableVehicles(vehicles, { deviceLock: true, permissions: { chooseVehicles: true } }, deviceId).map((v) => v.id),
  );
  return vehicles.filter((v) => !allowed.has(v.id)).map(({ id, registerNumber }) => ({ id, registerNumber }));
}
