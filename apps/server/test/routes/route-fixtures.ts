import { randomUUID } from 'node:crypto';
import { withTenant } from '../../src/db/tenant';
import type { AppContext } from '../../src/platform/app-context';
import type { TestTenant } from '../helpers/tenants';

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

/** An ended shift the driver app linked to `routeId`, with its events, written straight to the database. */
export async function linkedShift(
  context: AppContext,
  tenant: TestTenant,
  shift: {
    driverId: string;
    routeId: string;
    start: string;
    end: string;
    startKm?: number | null;
    endKm?: number | null;
    events?: { workType: number; start: string; end: string }[];
  },
): Promise<string> {
  const organisation_id = tenant.organisationId;
  return withTenant(context.database.db, organisation_id, async (tx) => {
    const { id } = await tx
      .insertInto('shifts')
      .values({
        organisation_id,
        client_key: randomUUID(),
        driver_id: shift.driverId,
        route_id: shift.routeId,
        planned_shift_id: null,
        start_at: shift.start,
        end_at: shift.end,
        start_km: shift.startKm ?? null,
        end_km: shift.endKm ?? null,
        consumption_litres: null,
        bonuses: '[]',
        daily_allowance: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events = shift.events ?? [{ workType: 1, start: shift.start, end: shift.end }];
    for (const event of events)
      await tx
        .insertInto('shift_events')
        .values({
          organisation_id,
          shift_id: id,
          work_type: event.workType,
          start_at: event.start,
          end_at: event.end,
          answer: null,
        })
        .execute();
    return id;
  });
}
