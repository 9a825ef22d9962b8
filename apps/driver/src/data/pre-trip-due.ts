import type { DriverContext, DriverVehicle, PreTripItem } from '@rahti/domain';
import type { PreTripDue } from './driver-data.types';
import type { DriverRecords } from './driver-records';

/** Trailers (spec section 3's classes 5 and 6) are checked with what pulls them, not on their own. */
const isTrailerClass = (vehicleClass: number) => vehicleClass === 5 || vehicleClass === 6;

/**
 * The vehicle a shift with these vehicles is checked for before driving off (issue 25), with its
 * class's checklist: the first that is not a trailer (else the first). None when no vehicle's class
 * or no checklist is known (an older server), or the organisation gave the class no items.
 */
export function preTripChecklistFor(
  context: DriverContext | null,
  vehicleIds: readonly string[],
): { vehicle: PreTripDue['vehicle']; items: PreTripItem[] } | null {
  if (!context) return null;
  const vehicles = vehicleIds.flatMap((id) => {
    const vehicle = context.vehicles.find((known) => known.id === id);
    return vehicle?.vehicleClass === undefined ? [] : [vehicle as DriverVehicle & { vehicleClass: number }];
  });
  const vehicle = vehicles.find((candidate) => !isTrailerClass(candidate.vehicleClass)) ?? vehicles[0];
  const items = context.preTripChecklists?.find((list) => list.vehicleClass === vehicle?.vehicleClass)?.items ?? [];
  if (!vehicle || items.length === 0) return null;
  return { vehicle: { id: vehicle.id, registerNumber: vehicle.registerNumber, name: vehicle.name }, items };
}

/**
 * The pre-trip check the shift this phone records still needs: its vehicle's checklist, until the
 * check is answered or skipped here.
 */
export function preTripDueOf(records: Pick<DriverRecords, 'shifts' | 'context' | 'preTrip'>): PreTripDue | null {
  const shift = records.shifts.find((candidate) => candidate.isOngoing);
  if (!shift || records.preTrip.some((mark) => mark.shiftClientKey === shift.clientKey)) return null;
  const checklist = preTripChecklistFor(records.context, shift.content.vehicleIds);
  return checklist && { shiftClientKey: shift.clientKey, shiftStart: shift.content.events[0]?.start ?? null, ...checklist };
}
