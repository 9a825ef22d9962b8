import { ADBLUE_FUEL_TYPE, type EmissionFactor } from './emission-factors';
import type { FuelUnit } from './fuel-types';

/**
 * Fuel-based emissions (issue 25; ISO 14083 / GLEC): fuel per vehicle and month from its refuels,
 * or modelled from its calculation's consumption × its tasks' km when it has no refuel in the
 * period; × the factors; allocated to the tasks of each vehicle-month by tonne-km, so the empty
 * running is carried by the loaded tasks. Everything unrounded; the answer rounds.
 */
export const EMISSION_GROUPINGS = ['vehicle', 'customer', 'task', 'month'] as const;
export type EmissionGrouping = (typeof EMISSION_GROUPINGS)[number];
export type EmissionQuality = 'measured' | 'modelled';

export interface EmissionVehicle {
  id: string;
  label: string;
  fuelType: number;
  /** From the vehicle's calculation: l (or kg, kWh) per 100 km; null without one. */
  consumptionPer100Km: number | null;
}

/** Fuel bought for a vehicle in a month (one refuel, or the month's refuels of a fuel summed). */
export interface EmissionRefuel {
  vehicleId: string;
  /** 'YYYY-MM' of the local date it happened: it counts in that month. */
  month: string;
  fuelType: number;
  amount: number;
  unit: FuelUnit;
}

/**
 * A task a vehicle drove in a month, or several of one vehicle-month summed (for a report by
 * vehicle, month or customer, the database sums them: shares add up the same).
 */
export interface EmissionTask {
  id: string;
  label: string;
  vehicleId: string;
  /** 'YYYY-MM' of the local date it started. */
  month: string;
  km: number;
  /** Load in tonnes × km; 0 without a weight. */
  tonneKm: number;
  /** How many tasks it stands for (1 for one task). */
  count: number;
  customerId: string | null;
  customerLabel: string | null;
}

export interface FuelAmount {
  fuelType: number;
  amount: number;
  unit: FuelUnit;
}

export interface EmissionRow {
  key: string | null;
  label: string;
  fuel: FuelAmount[];
  tonneKm: number;
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
  gPerTonneKm: number | null;
  quality: EmissionQuality;
}

interface Share {
  key: string | null;
  label: string;
  /** Fraction of the vehicle-month's fuel. */
  fraction: number;
  tonneKm: number;
}

/** One vehicle-month's fuel and its factors applied. */
interface VehicleMonth {
  vehicle: EmissionVehicle;
  month: string;
  fuel: Map<string, FuelAmount>;
  ttwKg: number;
  wtwKg: number;
  quality: EmissionQuality;
  tasks: EmissionTask[];
}

/** A vehicle-month's tasks' shares: by tonne-km; by km when none carries a weight; equal when none has km. */
function sharesOf(tasks: readonly EmissionTask[]): number[] {
  const total = tasks.reduce((sum, task) => sum + task.tonneKm, 0);
  if (total > 0) return tasks.map((task) => task.tonneKm / total);
  const km = tasks.reduce((sum, task) => sum + task.km, 0);
  if (km > 0) return tasks.map((task) => task.km / km);
  const count = tasks.reduce((sum, task) => sum + task.count, 0);
  return tasks.map((task) => task.count / count);
}

function addFuel(fuel: Map<string, FuelAmount>, amount: FuelAmount): void {
  const key = `${amount.fuelType}/${amount.unit}`;
  const known = fuel.get(key);
  if (known) known.amount += amount.amount;
  else fuel.set(key, { fuelType: amount.fuelType, amount: amount.amount, unit: amount.unit });
}

function vehicleMonths(
  vehicles: readonly EmissionVehicle[],
  refuels: readonly EmissionRefuel[],
  tasks: readonly EmissionTask[],
  factors: Map<number, EmissionFactor>,
  unitOf: (fuelType: number) => FuelUnit,
): VehicleMonth[] {
  const months = new Map<string, VehicleMonth>();
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const monthOf = (vehicle: EmissionVehicle, month: string, quality: EmissionQuality): VehicleMonth => {
    const key = `${vehicle.id}/${month}`;
    let known = months.get(key);
    if (!known) {
      known = { vehicle, month, fuel: new Map(), ttwKg: 0, wtwKg: 0, quality, tasks: [] };
      months.set(key, known);
    }
    return known;
  };
  const burn = (target: VehicleMonth, amount: FuelAmount) => {
    addFuel(target.fuel, amount);
    const factor = factors.get(amount.fuelType);
    if (!factor || factor.unit !== amount.unit) return;
    target.ttwKg += amount.amount * factor.ttwKgPerUnit;
    target.wtwKg += amount.amount * factor.wtwKgPerUnit;
  };
  const measured = new Set<string>();
  for (const refuel of refuels) {
    const vehicle = byId.get(refuel.vehicleId);
    if (!vehicle || refuel.fuelType === ADBLUE_FUEL_TYPE) continue;
    measured.add(vehicle.id);
    burn(monthOf(vehicle, refuel.month, 'measured'), refuel);
  }
  for (const task of tasks) {
    const vehicle = byId.get(task.vehicleId);
    if (!vehicle) continue;
    const target = monthOf(vehicle, task.month, measured.has(vehicle.id) ? 'measured' : 'modelled');
    target.tasks.push(task);
    if (!measured.has(vehicle.id) && vehicle.consumptionPer100Km !== null && vehicle.fuelType !== ADBLUE_FUEL_TYPE)
      burn(target, {
        fuelType: vehicle.fuelType,
        amount: (vehicle.consumptionPer100Km / 100) * task.km,
        unit: unitOf(vehicle.fuelType),
      });
  }
  return [...months.values()];
}

interface Accumulated {
  key: string | null;
  label: string;
  fuel: Map<string, FuelAmount>;
  tonneKm: number;
  ttwKg: number;
  wtwKg: number;
  modelled: boolean;
}

/** Rows of the period grouped as asked, unrounded; `roundEmissionRow` rounds one for the answer. */
export function computeEmissions(input: {
  vehicles: readonly EmissionVehicle[];
  refuels: readonly EmissionRefuel[];
  tasks: readonly EmissionTask[];
  factors: Map<number, EmissionFactor>;
  unitOf: (fuelType: number) => FuelUnit;
  groupBy: EmissionGrouping;
  /** The label of `key: null`: fuel of a month without tasks, and tasks without a customer. */
  notAllocatedLabel: string;
}): EmissionRow[] {
  const groups = new Map<string, Accumulated>();
  const add = (key: string | null, label: string, month: VehicleMonth, share: Share | undefined) => {
    const id = key ?? '\u0000';
    let group = groups.get(id);
    if (!group) {
      group = { key, label, fuel: new Map(), tonneKm: 0, ttwKg: 0, wtwKg: 0, modelled: false };
      groups.set(id, group);
    }
    const fraction = share?.fraction ?? 1;
    for (const amount of month.fuel.values()) addFuel(group.fuel, { ...amount, amount: amount.amount * fraction });
    group.ttwKg += month.ttwKg * fraction;
    group.wtwKg += month.wtwKg * fraction;
    group.tonneKm += share ? share.tonneKm : month.tasks.reduce((sum, task) => sum + task.tonneKm, 0);
    if (month.quality === 'modelled') group.modelled = true;
  };

  for (const month of vehicleMonths(input.vehicles, input.refuels, input.tasks, input.factors, input.unitOf)) {
    if (input.groupBy === 'vehicle') add(month.vehicle.id, month.vehicle.label, month, undefined);
    else if (input.groupBy === 'month') add(month.month, month.month, month, undefined);
    else if (month.tasks.length === 0) add(null, input.notAllocatedLabel, month, undefined);
    else {
      const fractions = sharesOf(month.tasks);
      month.tasks.forEach((task, index) => {
        const share = { key: task.id, label: task.label, fraction: fractions[index] ?? 0, tonneKm: task.tonneKm };
        if (input.groupBy === 'task') add(task.id, task.label, month, share);
        else if (task.customerId === null) add(null, input.notAllocatedLabel, month, share);
        else add(task.customerId, task.customerLabel ?? '', month, share);
      });
    }
  }
  return [...groups.values()].map((group) => ({
    key: group.key,
    label: group.label,
    fuel: [...group.fuel.values()].sort((a, b) => a.fuelType - b.fuelType),
    tonneKm: group.tonneKm,
    ttwKg: group.ttwKg,
    wttKg: group.wtwKg - group.ttwKg,
    wtwKg: group.wtwKg,
    gPerTonneKm: group.tonneKm > 0 ? (group.wtwKg * 1000) / group.tonneKm : null,
    quality: group.modelled ? 'modelled' : 'measured',
  }));
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale + 0;
};

/** The answer's rounding: kg and g/t·km to 0.1, fuel and t·km to 0.001. */
export function roundEmissionRow(row: EmissionRow): EmissionRow {
  return {
    ...row,
    fuel: row.fuel.map((amount) => ({ ...amount, amount: round(amount.amount, 3) })),
    tonneKm: round(row.tonneKm, 3),
    ttwKg: round(row.ttwKg, 1),
    wttKg: round(row.wttKg, 1),
    wtwKg: round(row.wtwKg, 1),
    gPerTonneKm: row.gPerTonneKm === null ? null : round(row.gPerTonneKm, 1),
  };
}
