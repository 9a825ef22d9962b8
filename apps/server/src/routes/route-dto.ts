import {
  expandRecurrence,
  routeEconomics,
  type HolidayCalendar,
  type Occurrence,
  type OccurrenceRange,
  type Route,
  type RouteCostRates,
  type RouteSummary,
  type RouteEconomics,
  type RunInput,
} from '@rahti/domain';
import { ratesOf, type VehicleCalculationRow } from '../tasks/vehicle-rates';
import { monthRange, upToEnd } from './route-calendar';
import type { RouteRow, RouteSummaryRow } from './routes.repository';

/** Where a route's runs fall: the organisation's zone and the holidays it keeps. */
export interface RouteCalendar {
  zone: string;
  holidays: HolidayCalendar;
}

/**
 * The cost rates of each vehicle's calculation (null for a vehicle without one), each
 * calculation's worked out once however many vehicles share it.
 *
 * @computation
 */
export function ratesByVehicle(
  vehicles: ReadonlyMap<string, VehicleCalculationRow>,
): Map<string, RouteCostRates | null> {
  const byCalculation = new Map<string, RouteCostRates>();
  const rates = new Map<string, RouteCostRates | null>();
  for (const [vehicleId, { calculation }] of vehicles) {
    if (!calculation) {
      rates.set(vehicleId, null);
      continue;
    }
    let known = byCalculation.get(calculation.id);
    if (!known) byCalculation.set(calculation.id, (known = ratesOf(calculation)));
    rates.set(vehicleId, known);
  }
  return rates;
}

/** The route's runs in `range` up to its end, exactly as `expandRecurrence` gives them; none without a recurrence. */
export function occurrencesOf(
  row: Pick<RouteSummaryRow, 'recurrence' | 'ended_on'>,
  range: OccurrenceRange,
  calendar: RouteCalendar,
): Occurrence[] {
  const open = upToEnd(range, row.ended_on);
  if (!row.recurrence || !open) return [];
  return expandRecurrence(row.recurrence, open, calendar);
}

/** One planned run: the recurrence's duration (else the driving time), the route's km, its income and the vehicle's rates. */
export function plannedRun(row: RouteSummaryRow, rates: RouteCostRates | null): RunInput {
  return {
    minutes: row.recurrence?.durationMinutes ?? row.driving_minutes,
    km: row.distance_km,
    incomeBasis: row.income_basis,
    income: row.income,
    rates,
  };
}

/** A route's economics in a month from its planned run and the month's runs (`routeEconomics`, or a memo of it). */
export type EconomicsOf = (run: RunInput, month: string, runsInMonth: number) => RouteEconomics;

/**
 * `routeEconomics` remembered between requests: a pure function of its inputs, whose decimal
 * arithmetic takes tens of milliseconds for a register of a thousand routes (bench/routes.ts).
 * At most `limit` answers are kept; past it the memo starts afresh.
 */
export function economicsMemo(limit = 10_000): EconomicsOf {
  const memo = new Map<string, RouteEconomics>();
  return (run, month, runsInMonth) => {
    const { rates } = run;
    const key = `${run.minutes}|${run.km}|${run.incomeBasis}|${run.income}|${run.otherCosts ?? 0}|${rates?.calculationId}|${rates?.timeCostPerHour}|${rates?.distanceCostPerKm}|${month}|${runsInMonth}`;
    let economics = memo.get(key);
    if (!economics) {
      if (memo.size >= limit) memo.clear();
      economics = routeEconomics(run, month, runsInMonth);
      memo.set(key, economics);
    }
    return economics;
  };
}

/**
 * Routes as the register answers them, each with its economics in `month`: one run priced by its
 * vehicle's calculation, and the month's turnover over its runs (up to its end).
 *
 * @computation
 */
export function toRouteSummaries(
  rows: readonly RouteSummaryRow[],
  rates: ReadonlyMap<string, RouteCostRates | null>,
  calendar: RouteCalendar,
  month: string,
  economicsOf: EconomicsOf = routeEconomics,
): RouteSummary[] {
  const range = monthRange(month);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    customerId: row.customer_id,
    customerName: row.customer_name,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    departmentId: row.department_id,
    subcontractor: row.subcontractor,
    requiredLicences: row.required_licences,
    recurrence: row.recurrence,
    scheduleType: row.recurrence?.frequency ?? 'none',
    incomeBasis: row.income_basis,
    income: row.income,
    distanceKm: row.distance_km,
    drivingMinutes: row.driving_minutes,
    distanceSource: row.distance_source,
    endedOn: row.ended_on,
    economics: economicsOf(
      plannedRun(row, (row.vehicle_id && rates.get(row.vehicle_id)) || null),
      month,
      occurrencesOf(row, range, calendar).length,
    ),
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** Routes as one route's page and every write answer them: the summary with the waypoints. */
export function toRoutes(
  rows: readonly RouteRow[],
  rates: ReadonlyMap<string, RouteCostRates | null>,
  calendar: RouteCalendar,
  month: string,
  economicsOf: EconomicsOf = routeEconomics,
): Route[] {
  return toRouteSummaries(rows, rates, calendar, month, economicsOf).map((summary, index) => ({
    ...summary,
    waypoints: rows[index]!.waypoints,
  }));
}
