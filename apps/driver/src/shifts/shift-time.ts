import type { DeviceShift } from '@rahti/domain';

type ShiftEvent = DeviceShift['events'][number];

/** The event still running (the last of an ongoing shift), if any. */
export function runningEvent(shift: { content: DeviceShift } | null): ShiftEvent | undefined {
  return shift?.content.events.find((event) => event.end === null);
}

/**
 * Minutes of each work type inside [fromMs, toMs): events are cut at the edges, and a running
 * event counts up to `nowMs`. Lengths are end − start, so a daylight-saving change keeps them true.
 */
export function minutesByWorkTypeBetween(
  events: readonly ShiftEvent[],
  fromMs: number,
  toMs: number,
  nowMs: number,
): Map<number, number> {
  const minutes = new Map<number, number>();
  for (const event of events) {
    const start = Math.max(Date.parse(event.start), fromMs);
    const end = Math.min(event.end === null ? nowMs : Date.parse(event.end), toMs);
    if (end > start) minutes.set(event.workType, (minutes.get(event.workType) ?? 0) + (end - start) / 60_000);
  }
  return minutes;
}

export const sumMinutes = (minutes: ReadonlyMap<number, number>, workTypes?: readonly number[]) =>
  [...minutes]
    .filter(([workType]) => !workTypes || workTypes.includes(workType))
    .reduce((total, [, value]) => total + value, 0);
