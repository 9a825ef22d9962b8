import type { DriverContext, DriverPlannedShift } from '@rahti/domain';
import type { ShiftView } from './driver-data.types';

/**
 * The driver's planned shifts on the phone (issue 24): shown on the Status tab from the last
 * sync, offered when a shift starts. The server sends only published plans not yet carried out;
 * the phone also drops those its own shifts carry out before the server has heard of them.
 */

/**
 * The shared `SHIFT_LIMITS.vehiclesMax` (a plan may name more), tied to it by a test: a value of
 * the shift schemas would bring zod into the first load (decision 0012).
 */
export const SHIFT_VEHICLES_MAX = 5;

/** How far from now a plan's start may be for the start of a shift to offer it. */
export const PLAN_OFFER_WINDOW_MS = 4 * 60 * 60_000;

/** The plans no shift the phone knows (the server's, or its own, sent or not) carries out. */
export function plansNotCarriedOut(plans: readonly DriverPlannedShift[], shifts: readonly ShiftView[]): DriverPlannedShift[] {
  // `?? null`: a shift an older app stored has no plannedShiftId.
  const carriedOut = new Set(shifts.map((shift) => shift.content.plannedShiftId ?? null));
  return plans.filter((plan) => !carriedOut.has(plan.id));
}

/** The plans that have not ended at `now` (UTC milliseconds), in the server's order (by start). */
export function upcomingPlans(plans: readonly DriverPlannedShift[], now: number): DriverPlannedShift[] {
  return plans.filter((plan) => Date.parse(plan.end) > now);
}

/**
 * The plan a shift starting at `now` is offered: of those not ended, the one whose start is
 * nearest to now, at most `PLAN_OFFER_WINDOW_MS` before or after (a driver starts a little early
 * or late); the earlier of two as near.
 */
export function offeredPlan(plans: readonly DriverPlannedShift[], now: number): DriverPlannedShift | undefined {
  let best: { plan: DriverPlannedShift; distance: number } | undefined;
  for (const plan of upcomingPlans(plans, now)) {
    const distance = Math.abs(Date.parse(plan.start) - now);
    if (distance <= PLAN_OFFER_WINDOW_MS && (!best || distance < best.distance)) best = { plan, distance };
  }
  return best?.plan;
}

/**
 * The plan's vehicles a shift may start with, by the rules of the vehicle choice: undefined (the
 * choice stays as it is) when the plan names none or the group does not let the driver choose
 * vehicles; otherwise those the phone knows that are not locked to another phone, at most the
 * number a shift may have.
 */
export function planVehicleChoice(
  plan: DriverPlannedShift,
  context: Pick<DriverContext, 'permissions' | 'vehicles'> | null,
): string[] | undefined {
  if (plan.vehicleIds.length === 0 || !context?.permissions.chooseVehicles) return undefined;
  const usable = new Set(context.vehicles.filter((vehicle) => !vehicle.lockedToOtherDevice).map((vehicle) => vehicle.id));
  return plan.vehicleIds.filter((id) => usable.has(id)).slice(0, SHIFT_VEHICLES_MAX);
}
