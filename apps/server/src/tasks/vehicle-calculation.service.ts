import type { VehicleCalculation } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { taskError } from './task-errors';
import { ratesOf, readVehicleCalculations } from './vehicle-rates';

/** Which calculation a vehicle's tasks (and later routes) are costed by (issue 22). */
export function createVehicleCalculationService(context: AppContext) {
  const { db } = context.database;

  async function read(auth: AuthContext, vehicleId: string): Promise<VehicleCalculation> {
    const vehicle = (
      await withTenant(db, auth.organisationId, (tx) => readVehicleCalculations(tx, auth.organisationId, [vehicleId]))
    ).get(vehicleId);
    if (!vehicle) throw notFound();
    const rates = vehicle.calculation ? ratesOf(vehicle.calculation) : null;
    return {
      vehicleId,
      calculationId: vehicle.calculation?.id ?? null,
      calculationName: vehicle.calculation?.name ?? null,
      timeCostPerHour: rates?.timeCostPerHour ?? null,
      distanceCostPerKm: rates?.distanceCostPerKm ?? null,
    };
  }

  return {
    get: read,
    async assign(auth: AuthContext, vehicleId: string, calculationId: string | null): Promise<VehicleCalculation> {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (calculationId) {
          const calculation = await tx
            .selectFrom('calculations')
            .select('id')
            .where('organisation_id', '=', auth.organisationId)
            .where('id', '=', calculationId)
            .executeTakeFirst();
          if (!calculation) throw taskError(400, 'unknownCalculation', 'calculationId');
        }
        const result = await tx
          .updateTable('vehicles')
          .set({ calculation_id: calculationId })
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', vehicleId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound();
      });
      return read(auth, vehicleId);
    },
  };
}
