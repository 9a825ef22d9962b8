import type { AppContext } from '../../src/platform/app-context';
import type { TestTenant } from '../helpers/tenants';
import { approvedShift } from '../tasks/task-fixtures';

/** Mondays, Wednesdays and Fridays from Monday 2 March 2026 at 07:00 for four hours. */
export const weekly = (extra: Record<string, unknown> = {}) => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: ['MO', 'WE', 'FR'],
  startDate: '2026-03-02',
  startTime: '07:00',
  durationMinutes: 240,
  ...extra,
});

export const VANTAA = { address: 'Vantaa', lat: 60.29, lng: 25.04 };
export const TAMPERE = { address: 'Tampere', lat: 61.5, lng: 23.76 };

/** A route as POST /api/routes takes it: 180 km and 3 h typed by hand, 500 a run. */
export const routeBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Vantaa–Tampere',
  code: 'VT1',
  waypoints: [VANTAA, TAMPERE],
  recurrence: weekly(),
  income: 500,
  distanceKm: 180,
  drivingMinutes: 180,
  ...extra,
});

/** An ended shift the driver app linked to `routeId`, with its events (one drive over the whole shift by default). */
export function linkedShift(
  context: AppContext,
  tenant: TestTenant,
  shift: {
    driverId: string;
    routeId: string;
    start: string;
    end: string;
    startKm?: number;
    endKm?: number;
    events?: { workType: number; start: string; end: string }[];
  },
): Promise<string> {
  return approvedShift(context, tenant, {
    ...shift,
    vehicleIds: [],
    startKm: shift.startKm ?? null,
    endKm: shift.endKm ?? null,
  });
}
