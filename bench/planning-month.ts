/**
 * A large office's month of resource planning (issue 24), for the planning benches: 200 drivers
 * each with a vehicle and 200 weekday routes, a published plan a working day for each driver
 * over four weeks from `monday` (on the route of their number, with its vehicle), three weeks of
 * recorded shifts before them (drive, break, drive, work: driving time has history to read),
 * licences (one driver in ten without CE, every third with ADR), six fortnightly pay periods from
 * six weeks before to two weeks after, and a week's vacation for every twentieth driver.
 * Answers the plans as the conflict check takes them (each with its id as ref).
 */
import { randomUUID } from 'node:crypto';
import { addDays, localMidnight, routeInputSchema } from '@rahti/domain';
import type { Tx } from '../apps/server/src/db/tenant';
import { routesRepository } from '../apps/server/src/routes/routes.repository';

export const PLANNING_MONTH = { drivers: 200, vehicles: 200, routes: 200, weeks: 4, historyWeeks: 3 } as const;
const {
  drivers: DRIVERS,
  vehicles: VEHICLES,
  routes: ROUTES,
  weeks: WEEKS,
  historyWeeks: HISTORY_WEEKS,
} = PLANNING_MONTH;
const HOUR = 3_600_000;

export interface MonthPlan {
  ref: string;
  driverId: string;
  vehicleIds: string[];
  start: string;
  end: string;
  routeId: string;
}

/** Inserts the month in organisation `org` (in the caller's tenant transaction); `monday` starts the planned weeks. */
export async function insertPlanningMonth(tx: Tx, org: string, monday: string, zone: string): Promise<MonthPlan[]> {
  const ZONE = zone;
  const workdays = Array.from({ length: WEEKS * 7 }, (_, i) => addDays(monday, i)).filter((_, i) => i % 7 < 5);
  const vehicleIds = (
    await tx
      .insertInto('vehicles')
      .values(
        Array.from({ length: VEHICLES }, (_, n) => ({
          organisation_id: org,
          name: '',
          register_number: `PLN-${100 + n}`,
          base_id: null,
          vehicle_class: 4,
          vehicle_code: '',
          imei: '',
          fuel_type: 0,
          emission_standard: 6,
          external_id: '',
          device_id: '',
          device_lock: false,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);
  const driverIds = (
    await tx
      .insertInto('drivers')
      .values(
        Array.from({ length: DRIVERS }, (_, n) => ({
          organisation_id: org,
          first_name: `Kuljettaja${n + 1}`,
          last_name: `Suku${String(n + 1).padStart(3, '0')}`,
          driver_card_id: null,
          employee_number: String(2000 + n),
          username: `kuljettaja.${n + 1}.${randomUUID().slice(0, 6)}`,
          email: null,
          gross_wage_per_hour: null,
          default_vehicle_id: null,
          department_id: null,
          base_id: null,
          driver_group_id: null,
          user_id: null,
        })),
      )
      .returning('id')
      .execute()
  ).map((row) => row.id);
  // Most hold CE; every tenth lacks it, every third holds ADR.
  await tx
    .insertInto('driver_licences')
    .values(
      driverIds.flatMap((id, n) => [
        ...(n % 10 === 9 ? [] : [{ organisation_id: org, driver_id: id, code: 'CE', expires_on: null }]),
        ...(n % 3 === 0 ? [{ organisation_id: org, driver_id: id, code: 'ADR', expires_on: null }] : []),
      ]),
    )
    .execute();
  await tx
    .insertInto('pay_periods')
    .values(
      // Fortnights from six weeks before the plan to two weeks after it (Fill the week's days too).
      Array.from({ length: 6 }, (_, n) => ({
        organisation_id: org,
        start_date: addDays(monday, (n - 3) * 14),
        end_date: addDays(monday, (n - 3) * 14 + 13),
        pay_date: addDays(monday, (n - 3) * 14 + 18),
        name: null,
      })),
    )
    .execute();
  await tx
    .insertInto('absences')
    .values(
      driverIds
        .filter((_, n) => n % 20 === 0)
        .map((id, n) => ({
          organisation_id: org,
          client_key: randomUUID(),
          driver_id: id,
          work_type: 15,
          kind: 'vacation' as const,
          start_date: addDays(monday, 7 + (n % 10)),
          end_date: addDays(monday, 11 + (n % 10)),
          hours: null,
          approval: 'approved' as const,
        })),
    )
    .execute();
  const routeIds: string[] = [];
  for (let n = 0; n < ROUTES; n++)
    routeIds.push(
      await routesRepository.insert(tx, org, {
        input: routeInputSchema.parse({
          name: `Linja ${String(n + 1).padStart(3, '0')}`,
          requiredLicences: n % 4 === 0 ? ['CE', 'ADR'] : ['CE'],
          waypoints: [
            { address: 'Vantaa', lat: 60.29, lng: 25.04 },
            { address: 'Tampere', lat: 61.5, lng: 23.76 },
          ],
          recurrence: {
            frequency: 'weekly',
            interval: 1,
            weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
            startDate: addDays(monday, -60),
            startTime: `${String(5 + (n % 6)).padStart(2, '0')}:00`,
            durationMinutes: 480,
            skipPublicHolidays: true,
          },
          income: 600,
        }),
        distanceKm: 180 + (n % 200),
        drivingMinutes: 180 + (n % 240),
        distanceSource: 'estimate',
      }),
    );

  // Three weeks of recorded shifts: each driver 8 h a working day (drive, break, drive, work).
  for (let week = HISTORY_WEEKS; week > 0; week--) {
    const days = Array.from({ length: 5 }, (_, i) => addDays(monday, -7 * week + i));
    const shifts = await tx
      .insertInto('shifts')
      .values(
        driverIds.flatMap((driverId, n) =>
          days.map((day) => {
            const start = localMidnight(day, ZONE) + (5 + (n % 6)) * HOUR;
            return {
              organisation_id: org,
              client_key: randomUUID(),
              driver_id: driverId,
              route_id: null,
              planned_shift_id: null,
              start_at: new Date(start),
              end_at: new Date(start + 8 * HOUR),
              start_km: null,
              end_km: null,
              consumption_litres: null,
              bonuses: '[]',
              daily_allowance: 0,
              approval: 'approved' as const,
            };
          }),
        ),
      )
      .returning(['id', 'start_at'])
      .execute();
    await tx
      .insertInto('shift_events')
      .values(
        shifts.flatMap((shift) => {
          const start = new Date(shift.start_at).getTime();
          const parts: [number, number, number][] = [
            [1, 0, 4],
            [5, 4, 4.75],
            [1, 4.75, 7],
            [3, 7, 8],
          ];
          return parts.map(([workType, from, to]) => ({
            organisation_id: org,
            shift_id: shift.id,
            work_type: workType,
            start_at: new Date(start + from * HOUR),
            end_at: new Date(start + to * HOUR),
            answer: null,
          }));
        }),
      )
      .execute();
  }

  // The month's plan: each driver a working day on the route of their number, with its vehicle.
  const rows = driverIds.flatMap((driverId, n) =>
    workdays.map((day) => {
      const start = localMidnight(day, ZONE) + (5 + (n % 6)) * HOUR;
      return {
        driverId,
        vehicleId: vehicleIds[n % VEHICLES]!,
        routeId: routeIds[n % ROUTES]!,
        start: new Date(start),
        end: new Date(start + 8 * HOUR),
      };
    }),
  );
  const stored = await tx
    .insertInto('planned_shifts')
    .values(
      rows.map((row) => ({
        organisation_id: org,
        driver_id: row.driverId,
        route_id: row.routeId,
        start_at: row.start,
        end_at: row.end,
        status: 'published' as const,
        created_by: null,
        published_at: new Date(),
      })),
    )
    .returning('id')
    .execute();
  await tx
    .insertInto('planned_shift_vehicles')
    .values(
      stored.map((row, i) => ({
        organisation_id: org,
        planned_shift_id: row.id,
        vehicle_id: rows[i]!.vehicleId,
        position: 0,
      })),
    )
    .execute();
  return stored.map((row, i) => ({
    ref: row.id,
    driverId: rows[i]!.driverId,
    vehicleIds: [rows[i]!.vehicleId],
    start: rows[i]!.start.toISOString(),
    end: rows[i]!.end.toISOString(),
    routeId: rows[i]!.routeId,
  }));
}
