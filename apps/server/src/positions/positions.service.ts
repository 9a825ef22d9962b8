import type { PhonePosition, PositionsResponse } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { findLinkedDriver, vehiclesLockedToOtherDevices } from '../drivers/linked-driver';
import { ApiError, badRequest, conflict } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { insertPositions, lockKnownVehicles, type PositionFix } from './positions.repository';

export function createPositionsService(context: AppContext) {
  const { db } = context.database;

  return {
    /**
     * A batch of the driver app's positions (decision 0012), stored whole or not at all: the
     * caller must be linked to a driver, every vehicle must be the organisation's and none
     * locked to another phone. A position stored before counts as a duplicate.
     */
    storePhonePositions(
      auth: AuthContext,
      deviceId: string | undefined,
      positions: readonly PhonePosition[],
    ): Promise<PositionsResponse> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const driver = await findLinkedDriver(tx, auth.organisationId, auth.userId);
        if (!driver) throw conflict('driver-sync:notLinked');
        const vehicleIds = [...new Set(positions.map((position) => position.vehicleId))];
        const known = await lockKnownVehicles(tx, auth.organisationId, vehicleIds);
        const unknown = positions.findIndex((position) => !known.has(position.vehicleId));
        if (unknown >= 0) throw badRequest('shifts:unknownVehicle', `positions.${unknown}.vehicleId`);
        const [locked] = await vehiclesLockedToOtherDevices(tx, auth.organisationId, driver, vehicleIds, deviceId);
        if (locked) throw new ApiError(403, 'driver-sync:vehicleLocked', { registerNumber: locked.registerNumber });

        // Spelled out: an object rest/spread here cost more than the whole insert (bench/positions.ts).
        const fixes = positions.map((p): PositionFix => ({
          vehicleId: p.vehicleId,
          recordedAt: p.at,
          latitude: p.latitude,
          longitude: p.longitude,
          speedKmh: p.speedKmh,
          headingDegrees: p.headingDegrees,
          accuracyMeters: p.accuracyMeters,
        }));
        const stored = await insertPositions(
          tx,
          auth.organisationId,
          { source: 'phone', driverId: driver.id, receivedAt: context.now() },
          fixes,
        );
        return { stored, duplicates: positions.length - stored };
      });
    },
  };
}
