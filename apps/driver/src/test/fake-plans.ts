import type { DriverPlannedShift } from '@rahti/domain';
import { START } from '../data/testing/fake-phone';

const HOUR = 3_600_000;
let made = 0;

/**
 * A published plan as the sync sends it, starting `fromHours` after the fake phone's clock
 * starts (Monday 4 May 2026, 08:00 in Helsinki) and lasting `hours`; no route or vehicles unless given.
 */
export function fakePlan(fromHours: number, hours = 8, extra: Partial<DriverPlannedShift> = {}): DriverPlannedShift {
  return {
    id: `6f2b8f4e-1c1a-4c1e-9d3e-0000000002${String(++made % 100).padStart(2, '0')}`,
    start: new Date(START + fromHours * HOUR).toISOString(),
    end: new Date(START + (fromHours + hours) * HOUR).toISOString(),
    routeId: null,
    routeName: null,
    routeCode: null,
    vehicleIds: [],
    vehicleNames: [],
    ...extra,
  };
}
