import type { DeviceShift } from '@rahti/domain';
import type { ShiftDetailsInput, StartShiftInput } from './driver-data.types';

/**
 * Live recording as whole-shift snapshots: each action gives the shift as it is after it, which
 * the outbox sends as one `recordShift` (decision 0012). Times are ISO instants in UTC.
 */

type ShiftEvent = DeviceShift['events'][number];

export function runningEvent(shift: DeviceShift): ShiftEvent | undefined {
  const last = shift.events.at(-1);
  return last && last.end === null ? last : undefined;
}

export function startedShift(clientKey: string, input: StartShiftInput, at: string): DeviceShift {
  return {
    clientKey,
    vehicleIds: [...input.vehicleIds],
    routeId: input.routeId ?? null,
    plannedShiftId: input.plannedShiftId ?? null,
    events: [newEvent(input.workType, at, input.answer)],
    startKm: input.startKm,
    endKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
  };
}

/** Ends the running event at `at` and starts one of `workType` there. */
export function switchedWorkType(shift: DeviceShift, workType: number, answer: string | null | undefined, at: string): DeviceShift {
  const endedAt = notBeforeRunningStart(shift, at);
  return { ...shift, events: [...endRunning(shift.events, endedAt), newEvent(workType, endedAt, answer)] };
}

export function withDetails(shift: DeviceShift, details: ShiftDetailsInput): DeviceShift {
  const { bonuses, ...fields } = details;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...shift, ...defined, ...(bonuses ? { bonuses: bonuses.map((bonus) => ({ ...bonus })) } : {}) };
}

export function endedShift(shift: DeviceShift, details: { endKm: number | null; consumptionLitres?: number | null }, at: string): DeviceShift {
  return {
    ...withDetails(shift, details),
    events: endRunning(shift.events, notBeforeRunningStart(shift, at)),
  };
}

/**
 * The i18n key of what would make the server refuse the snapshot, checked on the phone because a
 * refused end would leave the office a shift that never ends.
 */
export function recordingProblemOf(shift: DeviceShift): string | null {
  if (shift.startKm !== null && shift.endKm !== null && shift.endKm < shift.startKm) return 'shifts:endKmBeforeStartKm';
  return null;
}

function newEvent(workType: number, start: string, answer: string | null | undefined): ShiftEvent {
  return { workType, start, end: null, answer: answer?.trim() ? answer.trim() : null, cutBefore: false, cutAfter: false };
}

function endRunning(events: readonly ShiftEvent[], at: string): ShiftEvent[] {
  return events.map((event, index) => (index === events.length - 1 && event.end === null ? { ...event, end: at } : event));
}

/** A phone clock set back must not end an event before it began (the server would refuse it). */
function notBeforeRunningStart(shift: DeviceShift, at: string): string {
  const running = runningEvent(shift);
  return running && Date.parse(at) < Date.parse(running.start) ? running.start : at;
}
