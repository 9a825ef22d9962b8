/**
 * A shift's events (spec section 3: work types 1–10 and 19) as instants in UTC milliseconds.
 * An event still running has no end. Shown times come from the organisation's time zone;
 * lengths are always end − start, so a shift across midnight or a daylight-saving change keeps
 * its true length.
 */
export interface ShiftEvent {
  workType: number;
  start: number;
  /** Undefined while the event is still running (the last event of an ongoing shift). */
  end?: number;
  /** The event goes on in the previous shift: it was cut there by a split. */
  cutBefore?: true;
  /** The event goes on in the next shift: it was cut there by a split. */
  cutAfter?: true;
}

/**
 * Spec section 5, shift: at least one event; events do not overlap; each starts after the
 * previous one ends; start is not after end. Codes are keys of the `validation` catalogue.
 */
export type ShiftEventProblemCode =
  | 'shiftNeedsEvent'
  | 'eventStartAfterEnd'
  | 'eventEndAfterNextStart'
  | 'eventStartBeforePreviousEnd'
  | 'eventsOverlap'
  | 'eventStillRunning';

export interface ShiftEventProblem {
  code: ShiftEventProblemCode;
  /** The event's position in the list as given; undefined for a problem of the whole shift. */
  index?: number;
  field?: 'start' | 'end';
}

/** Every problem with a shift's events at once, so a form can mark them all. */
export function checkShiftEvents(events: readonly ShiftEvent[]): ShiftEventProblem[] {
  if (events.length === 0) return [{ code: 'shiftNeedsEvent' }];
  const problems: ShiftEventProblem[] = [];
  events.forEach((event, index) => {
    if (event.end !== undefined && event.start > event.end)
      problems.push({ code: 'eventStartAfterEnd', index, field: 'end' });
  });
  // Judged in time order, whatever order the form lists them in.
  const order = events.map((_, index) => index).sort((a, b) => events[a]!.start - events[b]!.start || a - b);
  let overlaps = false;
  for (let position = 0; position + 1 < order.length; position++) {
    const index = order[position]!;
    const nextIndex = order[position + 1]!;
    const event = events[index]!;
    const next = events[nextIndex]!;
    if (event.end === undefined) {
      problems.push({ code: 'eventStillRunning', index, field: 'end' });
      overlaps = true;
    } else if (event.end > next.start) {
      problems.push({ code: 'eventEndAfterNextStart', index, field: 'end' });
      problems.push({ code: 'eventStartBeforePreviousEnd', index: nextIndex, field: 'start' });
      overlaps = true;
    }
  }
  if (overlaps) problems.push({ code: 'eventsOverlap' });
  return problems;
}

/** The shift's span: first start to last end (undefined while its last event runs). */
export function shiftSpan(events: readonly ShiftEvent[]): { start: number; end: number | undefined } | undefined {
  if (events.length === 0) return undefined;
  const start = Math.min(...events.map((event) => event.start));
  const isRunning = events.some((event) => event.end === undefined);
  return { start, end: isRunning ? undefined : Math.max(...events.map((event) => event.end!)) };
}

/** Minutes of each work type; a running event counts up to `now`. */
export function minutesByWorkType(events: readonly ShiftEvent[], now: number): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const event of events) {
    const length = Math.max(0, (event.end ?? now) - event.start) / 60_000;
    minutes.set(event.workType, (minutes.get(event.workType) ?? 0) + length);
  }
  return minutes;
}
