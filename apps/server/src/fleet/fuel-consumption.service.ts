import {
  addMonths,
  localMidnight,
  monthlyConsumption,
  nextDate,
  refuelFlags,
  refuelFuelOf,
  type CheckedRefuel,
  type FuelConsumptionAnswer,
  type KmReading,
  type RefuelFlag,
  type RefuelRow,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { consumptionOf } from './emissions.service';
import { fleetError } from './fleet-errors';
import { fleetItemsRepository } from './fleet-items.repository';
import {
  fuelConsumptionRepository as fuel,
  type FuelReadingRow,
  type FuelRefuelRow,
} from './fuel-consumption.repository';

const DAY_MS = 86_400_000;
/** How far back a period's first refuel looks for the refuel before it, and on for a reading after it. */
const LOOK_BACK_MS = 62 * DAY_MS;
const LOOK_ON_MS = 7 * DAY_MS;

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
};

function roundFlag(flag: RefuelFlag): RefuelFlag {
  return flag.kind === 'overTank'
    ? flag
    : { kind: 'overUse', km: round(flag.km, 1), expected: round(flag.expected, 1), limit: round(flag.limit, 1) };
}

function groupByVehicle<Row extends { vehicle_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.vehicle_id);
    if (group) group.push(row);
    else groups.set(row.vehicle_id, [row]);
  }
  return groups;
}

const toReadings = (rows: readonly FuelReadingRow[] = []): KmReading[] =>
  rows.map((row) => ({ at: Number(row.at_ms), km: Number(row.km) }));

const toChecked = (row: FuelRefuelRow): CheckedRefuel => ({
  id: row.id,
  at: Number(row.at_ms),
  fuelType: row.fuel_type,
  amount: Number(row.amount),
  unit: row.unit,
});

/** The calendar months from `from`'s to `to`'s, as YYYY-MM. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first <= to; first = addMonths(first, 1)) months.push(first.slice(0, 7));
  return months;
}

/**
 * Fuel checks and consumption (issue 25): a refuel over its vehicle's tank or over what the km
 * since the previous one could use is flagged; consumption is a month's fuel over its km. The
 * facts are read in one transaction and computed after it (decision 0021).
 */
export function createFuelConsumptionService(context: AppContext) {
  const { db } = context.database;
  const kind = context.database.kind;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);

  /** Vehicles, refuels and readings around the local dates [from, until), with the period's instants. */
  const readFacts = (auth: AuthContext, from: string, until: string) =>
    inTenant(auth, async (tx) => {
      const zone = await organisationTimeZone(tx, auth.organisationId);
      const start = localMidnight(from, zone);
      const end = localMidnight(until, zone);
      const window = { from: new Date(start - LOOK_BACK_MS), until: new Date(end), zone };
      return {
        zone,
        start,
        end,
        vehicles: await fuel.vehicles(tx, auth.organisationId, kind),
        refuels: await fuel.refuels(tx, auth.organisationId, window, kind),
        readings: await fuel.readings(tx, auth.organisationId, { ...window, until: new Date(end + LOOK_ON_MS) }, kind),
      };
    });

  return {
    /** GET /api/refuels: the refuels of local dates from–to, oldest first, each with its flags. */
    async listRefuels(auth: AuthContext, from: string, to: string): Promise<RefuelRow[]> {
      const facts = await readFacts(auth, from, nextDate(to));
      const readings = groupByVehicle(facts.readings);
      const vehicles = new Map(facts.vehicles.map((vehicle) => [vehicle.id, vehicle]));
      const flags = new Map<string, RefuelFlag[]>();
      for (const [vehicleId, refuels] of groupByVehicle(facts.refuels)) {
        const vehicle = vehicles.get(vehicleId);
        const fuel = vehicle && refuelFuelOf(vehicle.fuel_type);
        if (!vehicle || !fuel) continue;
        const found = refuelFlags(refuels.map(toChecked), toReadings(readings.get(vehicleId)), {
          unit: fuel.unit,
          tankCapacity: vehicle.tank_capacity === null ? null : Number(vehicle.tank_capacity),
          consumptionPer100Km: consumptionOf(vehicle.consumption),
        });
        for (const [id, list] of found) flags.set(id, list.map(roundFlag));
      }
      return facts.refuels
        .filter((row) => Number(row.at_ms) >= facts.start)
        .map((row) => ({
          id: row.id,
          vehicleId: row.vehicle_id,
          at: new Date(Number(row.at_ms)).toISOString(),
          fuelType: row.fuel_type,
          amount: Number(row.amount),
          unit: row.unit,
          pricePerUnit: row.price_per_unit === null ? null : Number(row.price_per_unit),
          source: row.source,
          flags: flags.get(row.id) ?? [],
        }));
    },

    /** GET /api/fuel-consumption: each vehicle's fuel over km in each month from–to touches. */
    async consumption(auth: AuthContext, from: string, to: string): Promise<FuelConsumptionAnswer> {
      const first = `${from.slice(0, 7)}-01`;
      const facts = await readFacts(auth, first, addMonths(`${to.slice(0, 7)}-01`, 1));
      const months = monthsOf(from, to).map((month) => ({
        month,
        start: localMidnight(`${month}-01`, facts.zone),
        end: localMidnight(addMonths(`${month}-01`, 1), facts.zone),
      }));
      const refuels = groupByVehicle(facts.refuels.filter((row) => Number(row.at_ms) >= facts.start));
      const readings = groupByVehicle(facts.readings);
      const rows: FuelConsumptionAnswer['rows'] = [];
      for (const [vehicleId, vehicleRefuels] of refuels) {
        const monthRows = monthlyConsumption(
          vehicleRefuels.map((row) => ({ ...toChecked(row), month: row.month })),
          toReadings(readings.get(vehicleId)),
          months,
        );
        for (const row of monthRows)
          rows.push({
            vehicleId,
            month: row.month,
            unit: row.unit,
            amount: round(row.amount, 1),
            km: row.km === null ? null : round(row.km, 1),
            per100Km: row.per100Km === null ? null : round(row.per100Km, 2),
          });
      }
      const tanks = facts.vehicles
        .filter((vehicle) => vehicle.tank_capacity !== null)
        .map((vehicle) => ({ vehicleId: vehicle.id, capacity: Number(vehicle.tank_capacity) }));
      return { rows, tanks };
    },

    /** PUT /api/vehicles/{id}/tank. */
    async setTank(auth: AuthContext, vehicleId: string, capacity: number | null) {
      await inTenant(auth, async (tx) => {
        if (!(await fleetItemsRepository.vehicleExists(tx, auth.organisationId, vehicleId)))
          throw fleetError(404, 'unknownVehicle');
        await fuel.setTank(tx, auth.organisationId, vehicleId, capacity);
      });
      return { vehicleId, capacity };
    },
  };
}
