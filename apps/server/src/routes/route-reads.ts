import { holidayCalendarFor, type RouteCostRates } from '@rahti/domain';
import type { AuthContext } from '../http/access';
import type { Tx } from '../db/tenant';
import { organisationTimeZone } from '../timesheet/history';
import { readVehicleCalculations, type VehicleCalculationRow } from '../tasks/vehicle-rates';
import { ratesByVehicle, type RouteCalendar } from './route-dto';
import type { RouteSummaryRow } from './routes.repository';

/** Routes as read in one transaction, with what pricing and placing their runs needs. */
export interface RoutesRead<Row extends RouteSummaryRow = RouteSummaryRow> {
  rows: Row[];
  zone: string;
  vehicles: Map<string, VehicleCalculationRow>;
}

/** Reads the organisation's zone and the calculations of the routes' vehicles beside `rows`. */
export async function readBeside<Row extends RouteSummaryRow>(
  tx: Tx,
  organisationId: string,
  rows: Row[],
): Promise<RoutesRead<Row>> {
  const vehicleIds = rows.flatMap((row) => (row.vehicle_id ? [row.vehicle_id] : []));
  return {
    rows,
    zone: await organisationTimeZone(tx, organisationId),
    vehicles: await readVehicleCalculations(tx, organisationId, vehicleIds),
  };
}

/**
 * The calendar and the vehicles' rates of what was read, after its transaction has committed.
 *
 * @computation
 */
export function pricingOf(
  auth: AuthContext,
  read: RoutesRead,
): { calendar: RouteCalendar; rates: Map<string, RouteCostRates | null> } {
  return {
    calendar: { zone: read.zone, holidays: holidayCalendarFor(auth.organisationCurrency) },
    rates: ratesByVehicle(read.vehicles),
  };
}
