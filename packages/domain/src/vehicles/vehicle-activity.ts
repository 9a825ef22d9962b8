/** A vehicle is active while its newest position is at most this old (spec section 9). */
export const VEHICLE_ACTIVE_MINUTES = 30;

/**
 * True when a vehicle reported a position in the last `VEHICLE_ACTIVE_MINUTES` minutes before
 * `now` (spec section 9, "active vehicle"), the boundary included. `lastPositionAt` is the
 * vehicle's newest position time (ISO text) or null when it never reported one. Not the
 * vehicle's activation (`isActive`), which counts against the organisation's vehicle limit.
 */
export function isVehicleActiveAt(lastPositionAt: string | null, now: Date): boolean {
  if (lastPositionAt === null) return false;
  const ageMs = now.getTime() - Date.parse(lastPositionAt);
  return ageMs <= VEHICLE_ACTIVE_MINUTES * 60_000;
}
