import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateOfStops, stopAfterEvent, stopEventProblem, type StopProgress } from './transport-task-states';
import { STOP_KINDS } from './transport-task.schemas';

const stop = (kind: StopProgress['kind'], arrivedAt: string | null = null, doneAt: string | null = null) => ({
  kind,
  arrivedAt,
  doneAt,
});
const T1 = '2026-11-30T08:00:00Z';
const T2 = '2026-11-30T09:30:00Z';

describe('a transport task state from its stops', () => {
  it('goes created → assigned → started → picked up → delivered as the stops are done', () => {
    const pickup = stop('pickup');
    const delivery = stop('delivery');
    expect(stateOfStops('created', [pickup, delivery], false)).toBe('created');
    expect(stateOfStops('created', [pickup, delivery], true)).toBe('assigned');
    const arrived = stopAfterEvent(pickup, 'arrived', T1);
    expect(stateOfStops('assigned', [arrived, delivery], true)).toBe('started');
    const loaded = stopAfterEvent(arrived, 'loaded', T2);
    expect(loaded).toEqual({ kind: 'pickup', arrivedAt: T1, doneAt: T2 });
    expect(stateOfStops('started', [loaded, delivery], true)).toBe('pickedUp');
    expect(stateOfStops('pickedUp', [loaded, stopAfterEvent(delivery, 'delivered', T2)], true)).toBe('delivered');
  });

  it('is delivered only when every delivery stop is done, and stays delivered or cancelled', () => {
    const done = stop('delivery', T1, T1);
    expect(stateOfStops('pickedUp', [stop('pickup', T1, T1), done, stop('delivery')], true)).toBe('pickedUp');
    expect(stateOfStops('cancelled', [stop('pickup', T1, T1), done], true)).toBe('cancelled');
    expect(stateOfStops('delivered', [stop('pickup'), stop('delivery')], true)).toBe('delivered');
  });

  it('keeps the first arrival and the first done time when an event comes twice', () => {
    const once = stopAfterEvent(stop('delivery'), 'delivered', T1);
    expect(stopAfterEvent(once, 'delivered', T2)).toEqual(once);
    expect(stopAfterEvent(stop('delivery', T2), 'arrived', T1).arrivedAt).toBe(T1);
  });

  it('names an event that does not fit its stop', () => {
    expect(stopEventProblem('pickup', 'delivered')).toBe('transport:deliveredAtPickup');
    expect(stopEventProblem('delivery', 'loaded')).toBe('transport:loadedAtDelivery');
    expect(stopEventProblem('other', 'loaded')).toBeNull();
    expect(stopEventProblem('delivery', 'arrived')).toBeNull();
  });

  it('is delivered exactly when every delivery stop is done (property)', () => {
    const stops = fc.array(
      fc.record({
        kind: fc.constantFrom(...STOP_KINDS),
        arrivedAt: fc.option(fc.constant(T1), { nil: null }),
        doneAt: fc.option(fc.constant(T2), { nil: null }),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(stops, fc.boolean(), (list, hasDriver) => {
        const deliveries = list.filter((s) => s.kind === 'delivery');
        const expected = deliveries.length > 0 && deliveries.every((s) => s.doneAt !== null);
        expect(stateOfStops('assigned', list, hasDriver) === 'delivered').toBe(expected);
      }),
    );
  });
});
