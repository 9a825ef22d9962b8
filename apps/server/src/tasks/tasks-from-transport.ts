import { TASK_LIMITS } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { tasksRepository } from './tasks.repository';
import type { CostRates } from './vehicle-rates';

/** What a delivered transport task carried, as its profitability task takes it (issue 26). */
export interface DeliveredTransport {
  vehicleId: string;
  driverId: string | null;
  departmentId: string | null;
  customerId: string | null;
  /** The driver's first arrival at a stop, and the delivery. */
  start: Date;
  end: Date;
  km: number;
  income: number;
  description: string;
  pickup: string;
  delivery: string;
  weightKg: number | null;
}

const MINUTE_MS = 60_000;
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * A delivered transport task becomes a task (income = its price, km, the hours from the first
 * arrival to the delivery), priced with the rates of its vehicle's calculation as POST /api/tasks
 * prices one, in the transaction that records the delivery. Answers the task's id. A task lasts
 * at least a minute: one delivered at the moment of its only arrival still has an end after its start.
 */
export async function insertTaskOfTransport(
  tx: Tx,
  organisationId: string,
  delivered: DeliveredTransport,
  rates: CostRates,
): Promise<string> {
  const end = Math.max(delivered.end.getTime(), delivered.start.getTime() + MINUTE_MS);
  return tasksRepository.insert(tx, organisationId, {
    input: {
      vehicleId: delivered.vehicleId,
      driverId: delivered.driverId,
      departmentId: delivered.departmentId,
      customerId: delivered.customerId,
      start: delivered.start.toISOString(),
      end: new Date(end).toISOString(),
      km: Math.min(Math.round(delivered.km * 10) / 10, TASK_LIMITS.kmMax),
      income: delivered.income,
      description: cut(delivered.description, TASK_LIMITS.descriptionMax),
      pickup: cut(delivered.pickup, TASK_LIMITS.placeMax),
      delivery: cut(delivered.delivery, TASK_LIMITS.placeMax),
      weightKg: delivered.weightKg === null ? null : Math.min(delivered.weightKg, TASK_LIMITS.weightKgMax),
    },
    rates,
  });
}
