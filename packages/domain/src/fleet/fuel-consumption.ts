import { ADBLUE_FUEL_TYPE } from './emission-factors';
import type { FuelUnit } from './fuel-types';

/** An odometer reading at an instant (ms). */
export interface KmReading {
  at: number;
  km: number;
}

/**
 * A refuel is flagged when it is more than the tank holds, with 3 % for a tank that takes a little
 * more than its nominal size; and when it is more than the km since the vehicle's previous refuel
 * could have used: 130 % of the expected amount plus 50 units, room enough for a tank that was not
 * filled full last time. Both are prompts to look, not findings (decision 0033).
 */
export const REFUEL_CHECKS = { tankTolerance: 0.03, useFactor: 1.3, useAllowance: 50 } as const;

/**
 * The odometer at an instant, from readings sorted by time: a reading's own km at its instant,
 * linear between the readings either side, and none before the first or after the last (a vehicle
 * is not assumed to have stood still or driven on where nothing was read).
 */
export function kmAt(readings: readonly KmReading[], at: number): number | undefined {
  let low = 0;
  let high = readings.length - 1;
  if (high < 0 || at < readings[0]!.at || at > readings[high]!.at) return undefined;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (readings[middle]!.at <= at) low = middle;
    else high = middle;
  }
  const before = readings[low]!;
  const after = readings[high]!;
  if (at === before.at || after.at === before.at) return before.km;
  if (at === after.at) return after.km;
  return before.km + ((after.km - before.km) * (at - before.at)) / (after.at - before.at);
}

/**
 * Km driven in [start, end): from the odometer at the start (or the first reading after it) to the
 * one at the end (or the last reading before it); none with fewer than two such points.
 */
export function kmBetween(readings: readonly KmReading[], start: number, end: number): number | undefined {
  const inside = readings.filter((reading) => reading.at >= start && reading.at < end);
  const atStart = kmAt(readings, start);
  const atEnd = kmAt(readings, end);
  const points = inside.length + (atStart === undefined ? 0 : 1) + (atEnd === undefined ? 0 : 1);
  const first = atStart ?? inside[0]?.km;
  const last = atEnd ?? inside.at(-1)?.km;
  if (first === undefined || last === undefined || points < 2) return undefined;
  return Math.max(0, last - first);
}

/** A refuel as the checks read it. */
export interface CheckedRefuel {
  id: string;
  at: number;
  fuelType: number;
  amount: number;
  unit: FuelUnit;
}

export type RefuelFlag =
  { kind: 'overTank'; capacity: number } | { kind: 'overUse'; km: number; expected: number; limit: number };

/** What the checks know of a vehicle: its tank (in its fuel's unit) and its calculation's consumption per 100 km. */
export interface CheckedVehicle {
  unit: FuelUnit;
  tankCapacity: number | null;
  consumptionPer100Km: number | null;
}

/**
 * One vehicle's refuels (sorted by time) checked against its tank and against the km since its
 * previous refuel of the same unit. AdBlue is neither: it has its own tank and is used per litre
 * of diesel, not per km.
 */
export function refuelFlags(
  refuels: readonly CheckedRefuel[],
  readings: readonly KmReading[],
  vehicle: CheckedVehicle,
): Map<string, RefuelFlag[]> {
  const flags = new Map<string, RefuelFlag[]>();
  let previous: CheckedRefuel | undefined;
  for (const refuel of refuels) {
    if (refuel.fuelType === ADBLUE_FUEL_TYPE || refuel.unit !== vehicle.unit) continue;
    const found: RefuelFlag[] = [];
    const { tankCapacity, consumptionPer100Km } = vehicle;
    if (tankCapacity !== null && refuel.amount > tankCapacity * (1 + REFUEL_CHECKS.tankTolerance))
      found.push({ kind: 'overTank', capacity: tankCapacity });
    const since = previous ? kmAt(readings, previous.at) : undefined;
    const now = kmAt(readings, refuel.at);
    if (consumptionPer100Km !== null && consumptionPer100Km > 0 && since !== undefined && now !== undefined) {
      const km = Math.max(0, now - since);
      const expected = (km * consumptionPer100Km) / 100;
      const limit = expected * REFUEL_CHECKS.useFactor + REFUEL_CHECKS.useAllowance;
      if (refuel.amount > limit) found.push({ kind: 'overUse', km, expected, limit });
    }
    if (found.length > 0) flags.set(refuel.id, found);
    previous = refuel;
  }
  return flags;
}

/** A vehicle's fuel of one unit in a month, the km it drove, and what that makes per 100 km. */
export interface MonthConsumption {
  month: string;
  unit: FuelUnit;
  amount: number;
  km: number | null;
  per100Km: number | null;
}

/**
 * A vehicle's consumption per month: the fuel it was given in the month (AdBlue left out) over the
 * km its odometer moved in the same month. A month without a refuel, or without two readings to
 * measure its km, has no figure rather than a wrong one.
 */
export function monthlyConsumption(
  refuels: readonly { month: string; fuelType: number; amount: number; unit: FuelUnit }[],
  readings: readonly KmReading[],
  months: readonly { month: string; start: number; end: number }[],
): MonthConsumption[] {
  const rows: MonthConsumption[] = [];
  for (const { month, start, end } of months) {
    const amounts = new Map<FuelUnit, number>();
    for (const refuel of refuels)
      if (refuel.month === month && refuel.fuelType !== ADBLUE_FUEL_TYPE)
        amounts.set(refuel.unit, (amounts.get(refuel.unit) ?? 0) + refuel.amount);
    const km = kmBetween(readings, start, end) ?? null;
    for (const [unit, amount] of amounts)
      rows.push({ month, unit, amount, km, per100Km: km !== null && km > 0 ? (amount / km) * 100 : null });
  }
  return rows;
}
