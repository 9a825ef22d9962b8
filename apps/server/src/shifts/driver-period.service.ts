import { formatDriverName, type DriverPeriod } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds, selectAbsenceRows, selectShiftRows, toAbsence, toShifts } from '../timesheet/records';
import { canSeeDriver, visibleDriverCondition, visibleShiftCondition } from '../timesheet/supervision';
import { callerScope } from '../timesheet/caller-scope';
import { organisationDriverNameOrder } from '../db/driver-names';

/**
 * One driver's period (the timesheet's driver view): every shift the caller sees that starts on
 * a date of the period, and the driver's absences that touch it. A handful of indexed queries
 * (shifts_driver_start, absences_driver_dates), whatever the organisation's size.
 */
export function createDriverPeriodService(context: AppContext) {
  const { db } = context.database;
  return {
    get(auth: AuthContext, driverId: string, period: { from: string; to: string }): Promise<DriverPeriod> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const organisationId = auth.organisationId;
        const driver = await tx
          .selectFrom('drivers')
          .select(['id', 'first_name', 'last_name', 'employee_number', 'driver_group_id'])
          .where('organisation_id', '=', organisationId)
          .where('id', '=', driverId)
          .executeTakeFirst();
        if (!driver) throw notFound();
        const scope = await callerScope(tx, auth);
        const timeZone = await organisationTimeZone(tx, organisationId);
        const { startAt, endAt } = periodBounds(period.from, period.to, timeZone);
        const shiftRows = await selectShiftRows(tx, organisationId)
          .where('shifts.driver_id', '=', driverId)
          .where('shifts.start_at', '>=', startAt)
          .where('shifts.start_at', '<', endAt)
          .where(visibleShiftCondition(scope))
          .orderBy('shifts.start_at')
          .orderBy('shifts.id')
          .execute();
        // A supervisor of planned shifts sees this driver only through those shifts.
        if (!canSeeDriver(scope, driverId) && shiftRows.length === 0) throw notFound();
        const absenceRows = await selectAbsenceRows(tx, organisationId)
          .where('absences.driver_id', '=', driverId)
          .where('absences.start_date', '<=', period.to)
          .where('absences.end_date', '>=', period.from)
          .where(visibleDriverCondition(scope, 'absences.driver_id'))
          .orderBy('absences.start_date')
          .orderBy('absences.id')
          .execute();
        return {
          driver: {
            id: driver.id,
            name: formatDriverName(
              { firstName: driver.first_name, lastName: driver.last_name },
              await organisationDriverNameOrder(tx, organisationId),
            ),
            employeeNumber: driver.employee_number,
            driverGroupId: driver.driver_group_id,
          },
          timeZone,
          from: period.from,
          to: period.to,
          shifts: await toShifts(tx, organisationId, shiftRows),
          absences: absenceRows.map(toAbsence),
        };
      });
    },
  };
}
