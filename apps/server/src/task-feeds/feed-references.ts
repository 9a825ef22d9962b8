import { registerKey, type FeedTask } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { readVehicleCalculations, type VehicleCalculationRow } from '../tasks/vehicle-rates';

export interface FeedDriver {
  id: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
}

export interface FeedCustomer {
  id: string;
  name: string;
  businessId: string | null;
}

/** What a fetch's tasks name, as read in one transaction (pricing happens after it commits). */
export interface FeedReferences {
  /** By `registerKey` of the register number. */
  vehicles: Map<string, VehicleCalculationRow>;
  drivers: FeedDriver[];
  customers: FeedCustomer[];
}

/** The vehicles the tasks name, with their calculations; the drivers and customers when a task names any. */
export async function readFeedReferences(
  tx: Tx,
  organisationId: string,
  tasks: readonly FeedTask[],
): Promise<FeedReferences> {
  // Matched here rather than in SQL: upper() of å, ä and ö depends on the database's locale.
  // An organisation has at most a few hundred vehicles.
  const wanted = new Set(tasks.map((task) => registerKey(task.vehicle)));
  const idByKey = new Map<string, string>();
  const allVehicles = await tx
    .selectFrom('vehicles')
    .select(['id', 'register_number'])
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at')
    .execute();
  for (const vehicle of allVehicles) {
    const key = registerKey(vehicle.register_number);
    if (wanted.has(key) && !idByKey.has(key)) idByKey.set(key, vehicle.id);
  }
  const calculations = await readVehicleCalculations(tx, organisationId, [...idByKey.values()]);
  const vehicles = new Map([...idByKey].map(([key, id]) => [key, calculations.get(id)!]));

  // Drivers and customers are matched in code too (lower() is locale-bound as upper() is): the
  // organisation's whole lists, read only when a task names one.
  const drivers = tasks.some((task) => task.driver)
    ? await tx
        .selectFrom('drivers')
        .select(['id', 'employee_number as employeeNumber', 'first_name as firstName', 'last_name as lastName'])
        .where('organisation_id', '=', organisationId)
        .orderBy('created_at')
        .execute()
    : [];
  const customers = tasks.some((task) => task.customer)
    ? await tx
        .selectFrom('customers')
        .select(['id', 'name', 'business_id as businessId'])
        .where('organisation_id', '=', organisationId)
        .orderBy('created_at')
        .execute()
    : [];
  return { vehicles, drivers, customers };
}
