import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { withTenant } from '../../src/db/tenant';
import { selectAbsenceRows, selectShiftRows, toAbsence, toShifts } from '../../src/timesheet/records';
import { DEMO_ORGANISATION_ID } from '../../src/seed/demo-organisation';

/** The demo organisation's shifts and absences in the API's shapes, the office's versions of driver edits, and the history. */
export function demoTimesheet(db: Kysely<Database>) {
  return withTenant(db, DEMO_ORGANISATION_ID, async (tx) => {
    const rows = await selectShiftRows(tx, DEMO_ORGANISATION_ID)
      .orderBy('shifts.start_at')
      .orderBy('shifts.id')
      .execute();
    const shifts = await toShifts(tx, DEMO_ORGANISATION_ID, rows);
    const absences = (await selectAbsenceRows(tx, DEMO_ORGANISATION_ID).orderBy('absences.start_date').execute()).map(
      toAbsence,
    );
    const officeVersions = rows.flatMap((row) =>
      row.before_driver_edit ? [{ shiftId: row.id, before: row.before_driver_edit }] : [],
    );
    const history = await tx
      .selectFrom('timesheet_changes')
      .select(['item_type', 'item_id', 'action', 'changed_at', 'changed_by_name', 'before', 'after'])
      .where('organisation_id', '=', DEMO_ORGANISATION_ID)
      .orderBy('changed_at')
      .execute();
    return { shifts, absences, officeVersions, history };
  });
}
