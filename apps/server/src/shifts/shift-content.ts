import type { Shift, ShiftBonus, ShiftEvent, ShiftEventInput, ShiftInput } from '@rahti/domain';

/**
 * What a shift says apart from whose it is: the part an edit replaces, a rejected driver edit
 * restores and a split or a merge rebuilds. Events travel as the API's instants.
 */
export interface ShiftContent {
  vehicleIds: string[];
  routeId: string | null;
  /** The planned shift it carries out, as stored (planned-shift-link.ts). */
  plannedShiftId: string | null;
  events: ShiftEventInput[];
  startKm: number | null;
  endKm: number | null;
  consumptionLitres: number | null;
  bonuses: ShiftBonus[];
  dailyAllowance: number;
}

/** `plannedShiftId`: the plan to store, as `plannedShiftToStore` decides it from the input's. */
export function contentOfInput(input: ShiftInput, plannedShiftId: string | null): ShiftContent {
  return {
    // A vehicle chosen twice is one vehicle of the shift.
    vehicleIds: [...new Set(input.vehicleIds)],
    routeId: input.routeId,
    plannedShiftId,
    events: input.events,
    startKm: input.startKm,
    endKm: input.endKm,
    consumptionLitres: input.consumptionLitres,
    bonuses: input.bonuses,
    dailyAllowance: input.dailyAllowance,
  };
}

/** A stored shift (or the copy kept in before_driver_edit) as content to write again. */
export function contentOfShift(shift: Shift): ShiftContent {
  return {
    vehicleIds: shift.vehicles.map((vehicle) => vehicle.id),
    routeId: shift.routeId,
    plannedShiftId: shift.plannedShiftId,
    events: shift.events.map(({ workType, start, end, answer, cutBefore, cutAfter }) => ({
      workType,
      start,
      end,
      answer,
      cutBefore,
      cutAfter,
    })),
    startKm: shift.startKm,
    endKm: shift.endKm,
    consumptionLitres: shift.consumptionLitres,
    bonuses: shift.bonuses,
    dailyAllowance: shift.dailyAllowance,
  };
}

/** An event as the domain's rules take it (UTC milliseconds); the answer rides along. */
export type TimedEvent = ShiftEvent & { answer: string | null };

export function toTimedEvents(events: readonly ShiftEventInput[]): TimedEvent[] {
  return events.map((event) => ({
    workType: event.workType,
    start: Date.parse(event.start),
    ...(event.end === null ? {} : { end: Date.parse(event.end) }),
    answer: event.answer,
    ...(event.cutBefore ? { cutBefore: true as const } : {}),
    ...(event.cutAfter ? { cutAfter: true as const } : {}),
  }));
}

/** The domain's split and merge keep every other property of an event, the answer too. */
export function fromTimedEvents(events: readonly ShiftEvent[]): ShiftEventInput[] {
  return events.map((event) => ({
    workType: event.workType,
    start: new Date(event.start).toISOString(),
    end: event.end === undefined ? null : new Date(event.end).toISOString(),
    answer: (event as Partial<TimedEvent>).answer ?? null,
    cutBefore: event.cutBefore === true,
    cutAfter: event.cutAfter === true,
  }));
}

/** The shift's stored span: its first event's start, its last event's end (null while one runs). */
export function spanOf(events: readonly ShiftEventInput[]): { start_at: Date; end_at: Date | null } {
  const starts = events.map((event) => Date.parse(event.start));
  const ends = events.map((event) => (event.end === null ? undefined : Date.parse(event.end)));
  const running = ends.some((end) => end === undefined);
  return {
    start_at: new Date(Math.min(...starts)),
    end_at: running ? null : new Date(Math.max(...(ends as number[]))),
  };
}
