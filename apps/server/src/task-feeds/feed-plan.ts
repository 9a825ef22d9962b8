import { feedExternalId, registerKey, type FeedSkip, type FeedTask } from '@rahti/domain';
import { ratesOf, type CostRates } from '../tasks/vehicle-rates';
import type { FeedCustomer, FeedDriver, FeedReferences } from './feed-references';

/** A customer a feed names that is not in the register yet: added with the tasks. */
export interface NewCustomer {
  key: string;
  name: string;
  businessId: string | null;
}

/** A feed task ready to write: its vehicle priced, its driver found, its customer found or to be added. */
export interface PlannedTask {
  externalId: string;
  task: FeedTask;
  vehicleId: string;
  rates: CostRates;
  driverId: string | null;
  customer: { id: string } | { key: string } | null;
}

export interface FeedPlan {
  tasks: PlannedTask[];
  newCustomers: NewCustomer[];
  skipped: FeedSkip[];
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi');

/** The driver a feed names by employee number, else by "First Last" or "Last First"; only one who is unique. */
function driverFinder(drivers: readonly FeedDriver[]) {
  const byNumber = new Map<string, string[]>();
  const byName = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    if (key) map.set(key, [...(map.get(key) ?? []), id]);
  };
  for (const driver of drivers) {
    add(byNumber, driver.employeeNumber.trim(), driver.id);
    add(byName, fold(`${driver.firstName} ${driver.lastName}`), driver.id);
    const reversed = fold(`${driver.lastName} ${driver.firstName}`);
    if (reversed !== fold(`${driver.firstName} ${driver.lastName}`)) add(byName, reversed, driver.id);
  }
  return (named: string): string | null => {
    if (!named) return null;
    const found = byNumber.get(named.trim()) ?? byName.get(fold(named)) ?? [];
    return found.length === 1 ? found[0]! : null;
  };
}

/** The customer by business id, else by name (the oldest of one name); else a new one, once per fetch. */
function customerFinder(customers: readonly FeedCustomer[], newCustomers: NewCustomer[]) {
  const byBusinessId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const customer of customers) {
    if (customer.businessId && !byBusinessId.has(customer.businessId))
      byBusinessId.set(customer.businessId, customer.id);
    if (!byName.has(fold(customer.name))) byName.set(fold(customer.name), customer.id);
  }
  const added = new Set<string>();
  return (named: FeedTask['customer']): PlannedTask['customer'] => {
    if (!named) return null;
    const id = (named.businessId && byBusinessId.get(named.businessId)) || byName.get(fold(named.name));
    if (id) return { id };
    const key = named.businessId ?? `name:${fold(named.name)}`;
    if (!added.has(key)) {
      added.add(key);
      newCustomers.push({ key, name: named.name, businessId: named.businessId });
    }
    return { key };
  };
}

/**
 * Each feed task priced from its vehicle's calculation (the rates POST /api/tasks would use), with
 * its driver and customer; a task whose vehicle is unknown or has no calculation is skipped and
 * named. A driver the feed names who is not found leaves the task without one.
 *
 * @computation
 */
export function planFeedImport(feedId: string, tasks: readonly FeedTask[], references: FeedReferences): FeedPlan {
  const newCustomers: NewCustomer[] = [];
  const skipped: FeedSkip[] = [];
  const planned: PlannedTask[] = [];
  const driverOf = driverFinder(references.drivers);
  const customerOf = customerFinder(references.customers, newCustomers);
  const ratesByVehicle = new Map<string, CostRates>();
  for (const task of tasks) {
    const vehicle = references.vehicles.get(registerKey(task.vehicle));
    if (!vehicle) {
      skipped.push({ externalId: task.id, reason: 'unknownVehicle', detail: task.vehicle });
      continue;
    }
    if (!vehicle.calculation) {
      skipped.push({ externalId: task.id, reason: 'vehicleWithoutCalculation', detail: vehicle.vehicleName });
      continue;
    }
    let rates = ratesByVehicle.get(vehicle.vehicleId);
    if (!rates) ratesByVehicle.set(vehicle.vehicleId, (rates = ratesOf(vehicle.calculation)));
    planned.push({
      externalId: feedExternalId(feedId, task.id),
      task,
      vehicleId: vehicle.vehicleId,
      rates,
      driverId: driverOf(task.driver),
      customer: customerOf(task.customer),
    });
  }
  return { tasks: planned, newCustomers, skipped };
}
