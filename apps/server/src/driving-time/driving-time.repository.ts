import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';

export interface DrivingEventRow {
  driver_id: string;
  shift_id: string;
  work_type: number;
  start_ms: number;
  end_ms: number | null;
}

/** The driving-time view's reads: drivers with recent shifts, and their events over a window. */
export const drivingTimeRepository = {
  /** Drivers with a shift starting in [since, until) that the caller sees, in name order. */
  driversWithShifts(tx: Tx, organisationId: string, scope: SupervisionScope, since: Date, until: Date) {
    return tx
      .selectFrom('drivers')
      .select(['id', 'first_name', 'last_name', 'employee_number'])
      .where('organisation_id', '=', organisationId)
      .where(
        sql<boolean>`exists (select 1 from shifts s where s.organisation_id = drivers.organisation_id and s.driver_id = drivers.id and s.start_at >= ${since} and s.start_at < ${until} and ${visibleShiftCondition(scope, 's')})`,
      )
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
  },

  /**
   * A fingerprint per driver of the shifts `events` would read for them: their ids, starts and
   * events revisions (which the event triggers bump on every change), so a driver whose
   * fingerprint is unchanged has the same events as when it was last read. One aggregate over
   * the shift rows, without touching an event.
   */
  async fingerprints(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    driverIds: readonly string[],
    since: Date,
    until: Date,
  ): Promise<Map<string, string>> {
    if (driverIds.length === 0) return new Map();
    const { rows } = await sql<{ driver_id: string; fingerprint: string }>`
      select s.driver_id, md5(string_agg(s.id::text || ':' || s.events_revision || ':' || extract(epoch from s.start_at), ',' order by s.id)) as fingerprint
      from shifts s
      where s.organisation_id = ${organisationId} and s.driver_id in (${sql.join(driverIds)})
        and s.start_at >= ${since} and s.start_at < ${until} and ${visibleShiftCondition(scope, 's')}
      group by s.driver_id`.execute(tx);
    return new Map(rows.map((row) => [row.driver_id, row.fingerprint]));
  },

  /** Events (as UTC milliseconds) of these drivers' shifts starting in [since, until), one query for all. */
  async events(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    driverIds: readonly string[],
    since: Date,
    until: Date,
  ): Promise<DrivingEventRow[]> {
    if (driverIds.length === 0) return [];
    const rows = await sql<DrivingEventRow>`
      select s.driver_id, e.shift_id, e.work_type,
        (extract(epoch from e.start_at) * 1000)::float8 as start_ms,
        (extract(epoch from e.end_at) * 1000)::float8 as end_ms
      from shifts s
      join shift_events e on e.organisation_id = s.organisation_id and e.shift_id = s.id
      where s.organisation_id = ${organisationId} and s.driver_id in (${sql.join(driverIds)})
        and s.start_at >= ${since} and s.start_at < ${until} and ${visibleShiftCondition(scope, 's')}
      order by s.driver_id, s.start_at, e.start_at`.execute(tx);
    return rows.rows;
  },
};
