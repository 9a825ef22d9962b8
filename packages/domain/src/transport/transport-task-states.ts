import type { StopEventKind, StopKind, TransportTaskState } from './transport-task.schemas';

/** A stop as far as the task's state goes: its kind and when it was reached and done. */
export interface StopProgress {
  kind: StopKind;
  arrivedAt: string | null;
  doneAt: string | null;
}

/** The event a stop of this kind is done by: goods loaded at a pickup, delivered at a delivery. */
export function doneEventOf(kind: StopKind): StopEventKind | null {
  if (kind === 'pickup') return 'loaded';
  if (kind === 'delivery') return 'delivered';
  return null;
}

/**
 * Whether an event fits the stop: arrived anywhere; loaded at a pickup or another stop; delivered at
 * a delivery or another stop. An i18n key when it does not.
 */
export function stopEventProblem(stopKind: StopKind, event: StopEventKind): string | null {
  if (event === 'arrived') return null;
  const done = doneEventOf(stopKind);
  if (done === null || done === event) return null;
  return event === 'loaded' ? 'transport:loadedAtDelivery' : 'transport:deliveredAtPickup';
}

/**
 * A stop after an event, recorded at `at`. The first arrival counts; done also means arrived.
 * An event repeated later (a phone's second tap) keeps the first times.
 */
export function stopAfterEvent<T extends StopProgress>(stop: T, event: StopEventKind, at: string): T {
  const arrivedAt = stop.arrivedAt === null || Date.parse(at) < Date.parse(stop.arrivedAt) ? at : stop.arrivedAt;
  if (event === 'arrived') return { ...stop, arrivedAt };
  return { ...stop, arrivedAt, doneAt: stop.doneAt ?? at };
}

/**
 * The task's state from its stops: delivered when every delivery stop is done, picked up when every
 * pickup is, started when any stop was reached; otherwise as assigned (a driver) or created.
 * Cancelled and delivered tasks stay as they are.
 */
export function stateOfStops(
  current: TransportTaskState,
  stops: readonly StopProgress[],
  hasDriver: boolean,
): TransportTaskState {
  if (current === 'cancelled' || current === 'delivered') return current;
  const all = (kind: StopKind) => {
    const ofKind = stops.filter((stop) => stop.kind === kind);
    return ofKind.length > 0 && ofKind.every((stop) => stop.doneAt !== null);
  };
  if (all('delivery')) return 'delivered';
  if (all('pickup')) return 'pickedUp';
  if (stops.some((stop) => stop.arrivedAt !== null || stop.doneAt !== null)) return 'started';
  return hasDriver ? 'assigned' : 'created';
}

/** The office may change the order (stops, goods, parties) until the driver starts it. */
export const isEditable = (state: TransportTaskState) => state === 'created' || state === 'assigned';
/** A driver can be given or changed until the driver starts it. */
export const isAssignable = isEditable;
/** Anything not delivered can be cancelled; the waybill keeps its number, marked cancelled. */
export const isCancellable = (state: TransportTaskState) => state !== 'delivered' && state !== 'cancelled';
