import { randomUUID } from 'node:crypto';
import { localDateOf, type TransportTaskInput, type TransportTaskState } from '@rahti/domain';
import type { OrderValues } from './transport-tasks.repository';

/**
 * The local date the list files a task under: the first stop's window start (the first stop that
 * has one) in the organisation's zone, else the day the task was made.
 */
export function filingOf(
  stops: readonly { windowStart: string | null }[],
  zone: string,
  createdAt: Date,
): { date: string; firstWindowStart: string | null } {
  const firstWindowStart = stops.find((stop) => stop.windowStart !== null)?.windowStart ?? null;
  const instant = firstWindowStart !== null ? Date.parse(firstWindowStart) : createdAt.getTime();
  return { date: localDateOf(instant, zone), firstWindowStart };
}

/** A task with a driver waits for that driver; without one it waits to be assigned. */
export const waitingState = (driverId: string | null): TransportTaskState => (driverId ? 'assigned' : 'created');

/** The columns an order is written with, in the state given. */
export function orderValuesOf(
  input: TransportTaskInput,
  state: TransportTaskState,
  zone: string,
  createdAt: Date,
): OrderValues {
  return {
    reference: input.reference,
    customerId: input.customerId,
    sender: input.sender,
    consignee: input.consignee,
    international: input.international,
    driverId: input.driverId,
    vehicleId: input.vehicleId,
    price: input.price,
    km: input.km,
    terms: input.terms,
    notes: input.notes,
    state,
    ...filingOf(input.stops, zone, createdAt),
  };
}

/**
 * Ids for the order's stops or goods lines: one the task has keeps its id (a phone may hold it),
 * anything else (new, another task's, given twice) gets a new one.
 */
export function withIds<T extends { id?: string | undefined }>(
  items: readonly T[],
  existing: ReadonlySet<string>,
): (T & { id: string })[] {
  const used = new Set<string>();
  return items.map((item) => {
    const id = item.id && existing.has(item.id) && !used.has(item.id) ? item.id : randomUUID();
    used.add(id);
    return { ...item, id };
  });
}
