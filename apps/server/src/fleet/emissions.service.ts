import {
  computeEmissions,
  factorsByFuel,
  refuelFuelOf,
  localMidnight,
  nextDate,
  roundEmissionRow,
  type EmissionFactor,
  type EmissionFactorDto,
  type EmissionFactorInput,
  type EmissionsAnswer,
  type EmissionsQuery,
  type RefuelDto,
  type RefuelInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { fleetError } from './fleet-errors';
import { emissionsRepository as emissions } from './emissions.repository';
import { fleetItemsRepository } from './fleet-items.repository';

/** A fuel's unit; a vehicle's biodiesel is renewable diesel's litres, an unknown code litres (no factor counts it). */
const unitOf = (fuelType: number) => refuelFuelOf(fuelType)?.unit ?? 'l';

function toRefuel(row: Awaited<ReturnType<typeof emissions.insertRefuel>>): RefuelDto {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    at: new Date(row.at).toISOString(),
    fuelType: row.fuel_type,
    amount: row.amount,
    unit: row.unit,
    pricePerUnit: row.price_per_unit,
    source: row.source,
  };
}

/** A consumption read from a calculation's document: a number, or none. */
export function consumptionOf(value: number | string | null): number | null {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * Refuels, CO₂e factors and the fuel-based emissions report (issue 25, ISO 14083 / GLEC): the
 * report's facts are read in one transaction and computed after it (decision 0021).
 */
export function createEmissionsService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);

  return {
    async addRefuel(auth: AuthContext, input: RefuelInput): Promise<RefuelDto> {
      const row = await inTenant(auth, async (tx) => {
        if (!(await fleetItemsRepository.vehicleExists(tx, auth.organisationId, input.vehicleId)))
          throw fleetError(400, 'unknownVehicle', 'vehicleId');
        return emissions.insertRefuel(tx, auth.organisationId, input, isMachineCaller(auth) ? null : auth.userId);
      });
      return toRefuel(row);
    },

    /** Every fuel's factor: the organisation's own, else the built-in one. */
    async factors(auth: AuthContext): Promise<EmissionFactorDto[]> {
      const own = await inTenant(auth, (tx) => emissions.factors(tx, auth.organisationId));
      const ownFuels = new Set(own.map((factor) => factor.fuelType));
      return [...factorsByFuel(own).values()]
        .sort((a, b) => a.fuelType - b.fuelType)
        .map((factor) => ({ ...factor, isDefault: !ownFuels.has(factor.fuelType) }));
    },

    async saveFactors(auth: AuthContext, input: EmissionFactorInput[]): Promise<EmissionFactorDto[]> {
      await inTenant(auth, (tx) => emissions.saveFactors(tx, auth.organisationId, input as EmissionFactor[]));
      return this.factors(auth);
    },

    /**
     * The period's rows grouped as asked, unrounded, with the tasks and factors they came from:
     * GET /api/emissions rounds them; a customer's report (emission-documents) keeps its tasks'
     * rows, read with `vehiclesOfCustomer` (only the vehicles that drove for it: their shares are the same).
     */
    async computeReport(auth: AuthContext, query: EmissionsQuery, vehiclesOfCustomer?: string) {
      const kind = context.database.kind;
      const by = query.groupBy === 'task' ? 'task' : query.groupBy === 'customer' ? 'customer' : 'vehicleMonth';
      const facts = await inTenant(auth, async (tx) => {
        const zone = await organisationTimeZone(tx, auth.organisationId);
        const period = {
          from: new Date(localMidnight(query.from, zone)),
          until: new Date(localMidnight(nextDate(query.to), zone)),
          zone,
        };
        return {
          vehicles: await emissions.vehicles(tx, auth.organisationId, kind),
          refuels: await emissions.refuelsForReport(tx, auth.organisationId, period, kind),
          tasks: await emissions.tasks(tx, auth.organisationId, period, by, kind, vehiclesOfCustomer),
          factors: await emissions.factors(tx, auth.organisationId),
        };
      });
      const rows = computeEmissions({
        vehicles: facts.vehicles.map((vehicle) => ({
          id: vehicle.id,
          label: vehicle.register_number,
          fuelType: refuelFuelOf(vehicle.fuel_type)?.value ?? vehicle.fuel_type,
          consumptionPer100Km: consumptionOf(vehicle.consumption),
        })),
        refuels: facts.refuels.map((refuel) => ({
          vehicleId: refuel.vehicle_id,
          month: refuel.month,
          fuelType: refuel.fuel_type,
          amount: Number(refuel.amount),
          unit: refuel.unit,
        })),
        tasks: facts.tasks.map((task, index) => ({
          id: task.id ?? `${task.vehicle_id}/${task.month}/${task.customer_id ?? ''}/${index}`,
          label: task.day === null ? task.month : task.description ? `${task.day} ${task.description}` : task.day,
          vehicleId: task.vehicle_id,
          month: task.month,
          km: Number(task.km),
          tonneKm: Number(task.tonne_km),
          count: Number(task.tasks),
          customerId: task.customer_id,
          customerLabel: task.customer_name,
        })),
        factors: factorsByFuel(facts.factors),
        unitOf,
        groupBy: query.groupBy,
        notAllocatedLabel: String(context.translator.t('fleet:notAllocated', { lng: auth.language })),
      });
      return { rows, tasks: facts.tasks, factors: factorsByFuel(facts.factors) };
    },

    /** GET /api/emissions: the period's fuel, CO₂e and intensity, grouped as asked. */
    async report(auth: AuthContext, query: EmissionsQuery): Promise<EmissionsAnswer> {
      return { rows: (await this.computeReport(auth, query)).rows.map(roundEmissionRow) };
    },
  };
}
