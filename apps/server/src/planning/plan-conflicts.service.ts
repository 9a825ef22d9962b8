import {
  activitiesFromShifts,
  addDays,
  findPlanConflicts,
  groupBy,
  localDateOf,
  type DrivingActivity,
  type PlanCheck,
  type PlanConflict,
  type PlanningFacts,
  type PlanToCheck,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { supervisionScope, canSeeDriver } from '../timesheet/supervision';
import { planCreator } from './plan-creator';
import { planningFactsRepository as facts, type FactsQuery } from './planning-facts.repository';

const DAY_MS = 86_400_000;
/**
 * Driving time before the plans: the 90 h fortnight needs the previous fixed week and the weekly
 * rest rule the last weekly rest before it (as the driving-time view reads three weeks); after
 * them, the fortnight the last plan is in.
 */
const HISTORY_BEFORE_DAYS = 21;
const HISTORY_AFTER_DAYS = 14;

/** The plans to check with their instants as milliseconds, in the order posted. */
function toCheck(plans: readonly PlanCheck[]): PlanToCheck[] {
  return plans.map((plan) => ({
    ref: plan.ref,
    driverId: plan.driverId,
    vehicleIds: plan.vehicleIds,
    start: Date.parse(plan.start),
    end: Date.parse(plan.end),
    ...(plan.routeId ? { routeId: plan.routeId } : {}),
    ...(plan.taskIds ? { taskIds: plan.taskIds } : {}),
  }));
}

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads what plans of `driverIds` (and `vehicleIds`, `taskIds`) between the instants `from` and
 * `to` are checked against, in the caller's transaction; computes nothing. `routeIds`: the routes
 * of the plans asked about (the stored plans' are added); `refs`: the posted plans' refs, of which
 * a stored plan's id stands in for that plan (it is not read, only whether a shift carried it out).
 */
export async function readPlanningFacts(
  tx: Tx,
  auth: AuthContext,
  asked: {
    driverIds: string[];
    vehicleIds: string[];
    taskIds: string[];
    routeIds: string[];
    refs?: string[];
    from: number;
    to: number;
  },
) {
  const { from, to } = asked;
  const query: FactsQuery = {
    organisationId: auth.organisationId,
    createdBy: planCreator(auth),
    driverIds: asked.driverIds,
    vehicleIds: asked.vehicleIds,
    taskIds: asked.taskIds,
    postedIds: unique((asked.refs ?? []).filter((ref) => UUID.test(ref))),
    from: new Date(from),
    to: new Date(to),
    historyFrom: new Date(from - HISTORY_BEFORE_DAYS * DAY_MS),
    historyTo: new Date(to + HISTORY_AFTER_DAYS * DAY_MS),
  };
  const zone = await organisationTimeZone(tx, auth.organisationId);
  // The local dates the plans start on, a day of margin each side for any zone.
  const fromDate = addDays(localDateOf(from, zone), -1);
  const toDate = addDays(localDateOf(to, zone), 1);
  const historyFromDate = localDateOf(query.historyFrom.getTime(), zone);
  const storedPlans = await facts.storedPlans(tx, query);
  const routeIds = unique([
    ...asked.routeIds,
    ...storedPlans.flatMap((plan) => (plan.route_id ? [plan.route_id] : [])),
  ]);
  return {
    zone,
    storedPlans,
    carriedOut: await facts.carriedOut(tx, query),
    shifts: await facts.recordedShifts(tx, query),
    events: await facts.events(tx, query),
    licences: await facts.licences(tx, query),
    absences: await facts.absences(tx, query, historyFromDate, toDate),
    payPeriods: await facts.payPeriods(tx, auth.organisationId, fromDate, toDate),
    routes: await facts.routes(tx, auth.organisationId, routeIds),
    fromDate,
  };
}

/** Reads what the posted plans are checked against, after checking the caller may plan their drivers. */
async function readFacts(tx: Tx, auth: AuthContext, plans: readonly PlanToCheck[]) {
  const scope = await supervisionScope(tx, auth);
  const driverIds = unique(plans.map((plan) => plan.driverId));
  const known = await tx
    .selectFrom('drivers')
    .select('id')
    .where('organisation_id', '=', auth.organisationId)
    .where('id', 'in', driverIds)
    .execute();
  // Another organisation's driver, or one a supervisor is not assigned, is not there to plan.
  if (known.length !== driverIds.length || !driverIds.every((id) => canSeeDriver(scope, id))) throw notFound();
  return readPlanningFacts(tx, auth, {
    driverIds,
    vehicleIds: unique(plans.flatMap((plan) => plan.vehicleIds)),
    taskIds: unique(plans.flatMap((plan) => plan.taskIds ?? [])),
    routeIds: unique(plans.flatMap((plan) => (plan.routeId ? [plan.routeId] : []))),
    refs: plans.map((plan) => plan.ref),
    from: Math.min(...plans.map((plan) => plan.start)),
    to: Math.max(...plans.map((plan) => plan.end)),
  });
}

export type FactsRead = Awaited<ReturnType<typeof readPlanningFacts>>;

/**
 * The read rows as the domain's facts, after the transaction has committed: a posted plan whose
 * ref is a stored plan's id stands in for it; a stored plan a recorded shift carries out counts
 * by the shift's events for driving time.
 *
 * @computation
 */
export function planningFactsOf(
  read: FactsRead,
  plans: readonly PlanToCheck[],
  now: number,
  driverIds: Iterable<string> = plans.map((plan) => plan.driverId),
): PlanningFacts {
  const posted = new Set(plans.map((plan) => plan.ref));
  const eventsByDriver = groupBy(read.events, (event) => event.driver_id);
  const shiftsByDriver = new Map<string, { events: { workType: number; start: number; end: number | null }[] }[]>();
  for (const [driverId, events] of eventsByDriver) {
    const byShift = groupBy(events, (event) => event.shift_id);
    shiftsByDriver.set(
      driverId,
      [...byShift.values()].map((shiftEvents) => ({
        events: shiftEvents.map((event) => ({ workType: event.work_type, start: event.start_ms, end: event.end_ms })),
      })),
    );
  }
  const absencesByDriver = groupBy(read.absences, (absence) => absence.driver_id);
  const activities = new Map<string, readonly DrivingActivity[]>();
  for (const driverId of new Set(driverIds))
    activities.set(
      driverId,
      activitiesFromShifts(
        shiftsByDriver.get(driverId) ?? [],
        (absencesByDriver.get(driverId) ?? []).map((a) => ({ startDate: a.start_date, endDate: a.end_date })),
        now,
        read.zone,
      ),
    );
  const licences = new Map<string, { code: string; expiresOn: string | null }[]>();
  for (const row of read.licences) {
    const held = licences.get(row.driver_id) ?? [];
    held.push({ code: row.code.trim().toUpperCase(), expiresOn: row.expires_on });
    licences.set(row.driver_id, held);
  }
  return {
    zone: read.zone,
    storedPlans: read.storedPlans
      .filter((plan) => !posted.has(plan.id) && !plan.carried_out)
      .map((plan) => ({
        id: plan.id,
        driverId: plan.driver_id,
        vehicleIds: plan.vehicle_ids,
        start: plan.start_ms,
        end: plan.end_ms,
        routeId: plan.route_id,
        taskIds: plan.task_ids,
      })),
    shifts: read.shifts.map((shift) => ({
      id: shift.id,
      driverId: shift.driver_id,
      vehicleIds: shift.vehicle_ids,
      start: shift.start_ms,
      end: shift.end_ms ?? Math.max(now, shift.start_ms),
      plannedShiftId: shift.planned_shift_id,
    })),
    licences,
    routes: new Map(
      read.routes.map((route) => [
        route.id,
        { requiredLicences: route.required_licences, drivingMinutes: route.driving_minutes },
      ]),
    ),
    absences: read.absences
      .filter((absence) => absence.end_date >= read.fromDate)
      .map((absence) => ({
        id: absence.id,
        driverId: absence.driver_id,
        startDate: absence.start_date,
        endDate: absence.end_date,
      })),
    payPeriods: read.payPeriods.map((period) => ({ startDate: period.start_date, endDate: period.end_date })),
    activities,
  };
}

/** Resource planning's conflict check (issue 24, decision 0028): read, commit, then compute. */
export function createPlanConflictsService(context: AppContext) {
  const { db } = context.database;
  return {
    async conflicts(auth: AuthContext, posted: readonly PlanCheck[]): Promise<PlanConflict[]> {
      const plans = toCheck(posted);
      const read = await withTenant(db, auth.organisationId, (tx) => readFacts(tx, auth, plans));
      // A plan a recorded shift has carried out is history: the shift stands for it, and has no conflicts to fix.
      const carriedOut = new Set(read.carriedOut);
      const facts = planningFactsOf(read, plans, context.now().getTime());
      return findPlanConflicts(
        plans.filter((plan) => !carriedOut.has(plan.ref)),
        facts,
      );
    },
  };
}
