import { sql } from 'kysely';
import { costRatesOf, roundMoney } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { documentOf } from '../calculations/calculation-dto';
import type { CalculationRow } from '../calculations/calculations.repository';

/** A vehicle with the calculation its tasks are costed by, as read (rates are computed after the commit). */
export interface VehicleCalculationRow {
  vehicleId: string;
  vehicleName: string;
  calculation: CalculationRow | null;
}

export interface CostRates {
  calculationId: string;
  timeCostPerHour: number;
  distanceCostPerKm: number;
}

export async function readVehicleCalculations(
  tx: Tx,
  organisationId: string,
  vehicleIds: readonly string[],
): Promise<Map<string, VehicleCalculationRow>> {
  if (vehicleIds.length === 0) return new Map();
  const rows = await tx
    .selectFrom('vehicles as v')
    .leftJoin('calculations as c', (join) =>
      join.onRef('c.organisation_id', '=', 'v.organisation_id').onRef('c.id', '=', 'v.calculation_id'),
    )
    .select(['v.id as vehicleId'])
    .select(sql<string>`coalesce(nullif(v.name, ''), v.register_number)`.as('vehicleName'))
    .select([
      'c.id',
      'c.organisation_id',
      'c.name',
      'c.kind',
      'c.vehicle_class',
      'c.currency',
      'c.document',
      'c.created_by',
      'c.created_at',
      'c.updated_at',
    ])
    .where('v.organisation_id', '=', organisationId)
    .where('v.id', 'in', [...new Set(vehicleIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.vehicleId,
      {
        vehicleId: row.vehicleId,
        vehicleName: row.vehicleName,
        calculation: row.id
          ? ({
              id: row.id,
              organisation_id: row.organisation_id!,
              name: row.name!,
              kind: row.kind!,
              vehicle_class: row.vehicle_class!,
              currency: row.currency!,
              document: row.document!,
              created_by: row.created_by,
              created_at: row.created_at!,
              updated_at: row.updated_at!,
              has_image: false,
            } as CalculationRow)
          : null,
      },
    ]),
  );
}

/**
 * The cost per hour and per km a calculation prices tasks with, to the cent: the figures its
 * results page shows.
 *
 * @computation
 */
export function ratesOf(calculation: CalculationRow): CostRates {
  const rates = costRatesOf(documentOf(calculation));
  return {
    calculationId: calculation.id,
    timeCostPerHour: roundMoney(Number.isFinite(rates.costPerHour) ? rates.costPerHour : 0),
    distanceCostPerKm: roundMoney(Number.isFinite(rates.costPerKm) ? rates.costPerKm : 0),
  };
}
