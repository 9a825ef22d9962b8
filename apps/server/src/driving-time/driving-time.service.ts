import {
  activitiesFromShifts,
  evaluateDrivingTime,
  formatDriverName,
  groupBy,
  type DrivingTimeDriver,
  type DrivingTimeDrivers,
  type DrivingTimeResult,
  type EvaluateRequest,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { canSeeDriver, supervisionScope } from '../timesheet/supervision';
import { drivingTimeRepository, type DrivingEventRow } from './driving-time.repository';
import { organisationDriverNameOrder } from '../db/driver-names';
import { createDriverShiftsCache, type RuleShift } from './driver-shifts-cache';

const DAY_MS = 86_400_000;
/** The view lists drivers with shifts in the last two weeks (spec section 9). */
const LISTED_DAYS = 14;
/**
 * History read behind what is shown: the 90 h fortnight needs the previous fixed week, and the
 * weekly rest rule needs the last weekly rest before it, so three weeks more are evaluated.
 */
const HISTORY_DAYS = 21;

function shiftsOf(rows: readonly DrivingEventRow[]): RuleShift[] {
  const shifts = new Map<string, RuleShift>();
  for (const row of rows) {
    const shift = shifts.get(row.shift_id) ?? { events: [] };
    shift.events.push({
      workType: row.work_type,
      start: Number(row.start_ms),
      end: row.end_ms === null ? null : Number(row.end_ms),
    });
    shifts.set(row.shift_id, shift);
  }
  return [...shifts.values()];
}

/** Driving and rest times (issue 13): the rules of packages/domain/src/driving-time on given activities or on drivers' shifts. */
export function createDrivingTimeService(context: AppContext) {
  const { db } = context.database;
  const shiftCache = createDriverShiftsCache();
  return {
    evaluate(request: EvaluateRequest): DrivingTimeResult {
      const activities = request.activities.map((activity) => ({
        kind: activity.kind,
        start: Date.parse(activity.start),
        end: Date.parse(activity.end),
      }));
      return evaluateDrivingTime(activities, Date.parse(request.at));
    },

    async drivers(auth: AuthContext, at: number): Promise<DrivingTimeDrivers> {
      const org = auth.organisationId;
      // Read, commit, then compute: the rules run after the transaction has given its connection back.
      const {
        drivers,
        shiftsOf: shiftsByDriver,
        nameOrder,
      } = await withTenant(db, org, async (tx) => {
        const scope = await supervisionScope(tx, auth);
        const until = new Date(at);
        const since = new Date(at - (LISTED_DAYS + HISTORY_DAYS) * DAY_MS);
        const drivers = await drivingTimeRepository.listedDrivers(tx, org, scope, {
          since,
          listedSince: new Date(at - LISTED_DAYS * DAY_MS),
          until,
        });
        const ids = drivers.map((driver) => driver.id);
        const fingerprints = new Map(drivers.map((driver) => [driver.id, driver.fingerprint]));
        const fingerprintOf = (id: string) => fingerprints.get(id) ?? '';
        // Taken now: a request running beside this one may keep another fingerprint meanwhile.
        const kept = new Map<string, readonly RuleShift[]>();
        const unknown: string[] = [];
        for (const id of ids) {
          const shifts = shiftCache.shifts(org, id, fingerprintOf(id));
          if (shifts) kept.set(id, shifts);
          else unknown.push(id);
        }
        const rows = await drivingTimeRepository.events(tx, org, scope, unknown, since, until);
        return {
          drivers,
          shiftsOf: { kept, unknown, rows, fingerprintOf },
          nameOrder: await organisationDriverNameOrder(tx, org),
        };
      });
      const { kept, unknown, rows, fingerprintOf } = shiftsByDriver;
      const read = groupBy(rows, (row) => row.driver_id);
      for (const id of unknown) {
        const shifts = shiftsOf(read.get(id) ?? []);
        kept.set(id, shifts);
        shiftCache.setShifts(org, id, fingerprintOf(id), shifts);
      }
      return drivers.map((driver) => ({
        driverId: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, nameOrder),
        employeeNumber: driver.employee_number,
        ...shiftCache.judged(org, driver.id, fingerprintOf(driver.id), kept.get(driver.id) ?? [], at, (shifts) =>
          evaluateDrivingTime(activitiesFromShifts(shifts, [], at), at),
        ),
      }));
    },

    /**
     * One driver's figures at `at` with the activities from `from` (two weeks before `at` unless
     * given); another organisation's driver (or one the caller does not supervise) is a 404.
     */
    async driver(
      auth: AuthContext,
      driverId: string,
      at: number,
      from = at - LISTED_DAYS * DAY_MS,
    ): Promise<DrivingTimeDriver> {
      // Read, commit, then compute, as drivers() does.
      const { driver, rows, nameOrder } = await withTenant(db, auth.organisationId, async (tx) => {
        const scope = await supervisionScope(tx, auth);
        const driver = await tx
          .selectFrom('drivers')
          .select(['id', 'first_name', 'last_name', 'employee_number'])
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', driverId)
          .executeTakeFirst();
        if (!driver || !canSeeDriver(scope, driver.id)) throw notFound();
        const rows = await drivingTimeRepository.events(
          tx,
          auth.organisationId,
          scope,
          [driver.id],
          new Date(from - HISTORY_DAYS * DAY_MS),
          new Date(at),
        );
        return { driver, rows, nameOrder: await organisationDriverNameOrder(tx, auth.organisationId) };
      });
      const activities = activitiesFromShifts(shiftsOf(rows), [], at);
      return {
        driverId: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, nameOrder),
        employeeNumber: driver.employee_number,
        ...evaluateDrivingTime(activities, at),
        activities: activities
          .filter((activity) => activity.end > from)
          .map((activity) => ({
            kind: activity.kind,
            start: new Date(Math.max(activity.start, from)).toISOString(),
            end: new Date(activity.end).toISOString(),
          })),
      };
    },
  };
}
