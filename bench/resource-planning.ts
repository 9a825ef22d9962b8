/**
 * Resource planning at a large office's size (issue 24): 200 drivers each with a vehicle and 200
 * weekday routes, 4 000 published planned shifts over four weeks (a shift a working day for each
 * driver, on a route, with a vehicle), three weeks of recorded shifts before them (driving time
 * has history to read), licences, pay periods and some absences. After a warm-up, p50/p95/max of
 * the calendar's data for the four weeks (and its size, plain and gzipped), and of the conflicts
 * of the whole month's plan (every plan posted with its id as ref), and of "Fill the week" for the
 * 800 open runs of the four weekdays after the plan (its drafts discarded after each run), through
 * the whole server in process.
 *
 * Run:                       npx tsx bench/resource-planning.ts      (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/resource-planning.ts
 * Prints one JSON object; exits 1 over a budget (calendar p95 250 ms and 150 KB gzipped,
 * conflicts p95 200 ms, Fill the week 2 s at most).
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { addDays, localDateOf, localMidnight, routeInputSchema } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { routesRepository } from '../apps/server/src/routes/routes.repository';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';

const DRIVERS = 200;
const VEHICLES = 200;
const ROUTES = 200;
const WEEKS = 4;
const HISTORY_WEEKS = 3;
const RUNS = { measured: Number(process.env.BENCH_RUNS ?? 30), warmUp: 3, suggest: 5 };
const BUDGET = { calendarP95Ms: 250, calendarGzipKb: 150, conflictsP95Ms: 200, suggestMaxMs: 2000 } as const;
const ZONE = 'Europe/Helsinki';
const HOUR = 3_600_000;

const countBy = (values: readonly string[]) => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

/** Monday of the week holding `date`. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Planning Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;
  const monday = mondayOf(localDateOf(Date.now(), ZONE));
  const workdays = Array.from({ length: WEEKS * 7 }, (_, i) => addDays(monday, i)).filter((_, i) => i % 7 < 5);
  const seedStart = Date.now();

  const plans = await withTenant(database.db, org, async (tx) => {
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
  });
  const seedMs = Date.now() - seedStart;
  console.error(`${kind}: ${DRIVERS} drivers, ${plans.length} plans seeded in ${seedMs} ms; measuring…`);

  let last = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    last = response.body;
  };

  const calendarUrl = `/api/resource-planning/calendar?from=${monday}&to=${addDays(monday, WEEKS * 7 - 1)}`;
  await timedRuns(() => call('GET', calendarUrl), RUNS.warmUp);
  const calendarTimes = summary(await timedRuns(() => call('GET', calendarUrl), RUNS.measured));
  const calendarAnswer = JSON.parse(last) as { plans: unknown[]; drivers: unknown[]; openRuns: unknown[] };
  if (calendarAnswer.plans.length !== plans.length)
    throw new Error(`the calendar has ${calendarAnswer.plans.length} of ${plans.length} plans`);
  const calendar = {
    ...calendarTimes,
    drivers: calendarAnswer.drivers.length,
    plans: calendarAnswer.plans.length,
    openRuns: calendarAnswer.openRuns.length,
    bytes: last.length,
    gzipBytes: gzipSync(last).length,
  };

  await timedRuns(() => call('POST', '/api/resource-planning/conflicts', { plans }), RUNS.warmUp);
  const conflictTimes = summary(
    await timedRuns(() => call('POST', '/api/resource-planning/conflicts', { plans }), RUNS.measured),
  );
  const byKind = countBy((JSON.parse(last) as { conflicts: { kind: string }[] }).conflicts.map((c) => c.kind));

  // Fill the week: Monday to Thursday after the plan, 200 routes a day, every driver free.
  const fillFrom = addDays(monday, WEEKS * 7);
  const fillPeriod = { from: fillFrom, to: addDays(fillFrom, 3) };
  const suggested: { suggestions: { plannedShiftId: string }[]; unfilled: { blockedBy: string }[] }[] = [];
  const fill = async () => {
    await call('POST', '/api/resource-planning/suggest', fillPeriod);
    suggested.push(JSON.parse(last) as (typeof suggested)[number]);
  };
  const discard = async () => {
    const ids = suggested.at(-1)!.suggestions.map((suggestion) => suggestion.plannedShiftId);
    if (ids.length > 0) await call('POST', '/api/planned-shifts/discard', { ids });
  };
  const suggestMs: number[] = [];
  for (let run = 0; run < RUNS.suggest + 1; run++) {
    const started = performance.now();
    await fill();
    if (run > 0) suggestMs.push(performance.now() - started);
    await discard();
  }
  const fillWeek = {
    ...summary(suggestMs.sort((a, b) => a - b)),
    openRuns: suggested[0]!.suggestions.length + suggested[0]!.unfilled.length,
    suggested: suggested[0]!.suggestions.length,
    unfilled: suggested[0]!.unfilled.length,
    blockedBy: countBy(suggested[0]!.unfilled.map((run) => run.blockedBy)),
  };
  await app.close();

  const withinBudget =
    calendar.p95 <= BUDGET.calendarP95Ms &&
    calendar.gzipBytes <= BUDGET.calendarGzipKb * 1024 &&
    conflictTimes.p95 <= BUDGET.conflictsP95Ms &&
    fillWeek.max <= BUDGET.suggestMaxMs;
  console.log(
    JSON.stringify(
      {
        benchmark: 'resource-planning',
        database: kind,
        drivers: DRIVERS,
        plans: plans.length,
        seedMs,
        calendar: { requests: RUNS.measured, ...calendar },
        conflicts: { requests: RUNS.measured, ...conflictTimes, byKind },
        fillWeek: { requests: RUNS.suggest, ...fillWeek },
        budgets: BUDGET,
        withinBudget,
        ...machineFigures(),
      },
      null,
      2,
    ),
  );
  if (!withinBudget) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await bench.close();
}
process.exit(exitCode);
