import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
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
  /**
   * The drivers with a shift starting in [listedSince, until) that the caller sees, in name
   * order, each with a fingerprint of the shifts `events` would read for them from `since`:
   * their ids, starts and events revisions (which the event triggers bump on every change), so a
   * driver whose fingerprint is unchanged has the same events as when they were last read. One
   * pass over the window's shift rows, without touching an event; read as JSON (see jsonRows).
   */
  listedDrivers(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    window: { since: Date; listedSince: Date; until: Date },
  ) {
    return jsonRows(
      tx,
      sql<{ id: string; first_name: string; last_name: string; employee_number: string; fingerprint: string }>`
      select d.id, d.first_name, d.last_name, d.employee_number, f.fingerprint
      from (
        select s.driver_id, md5(string_agg(s.id::text || ':' || s.events_revision || ':' || extract(epoch from s.start_at), ',' order by s.id)) as fingerprint
        from shifts s
        where s.organisation_id = ${organisationId} and s.start_at >= ${window.since} and s.start_at < ${window.until}
          and ${visibleShiftCondition(scope, 's')}
        group by s.driver_id
        having max(s.start_at) >= ${window.listedSince}
      ) f
      join drivers d on d.organisation_id = ${organisationId} and d.id = f.driver_id
      order by d.last_name, d.first_name, d.id`,
    );
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
    return jsonRows(
      tx,
      sql<DrivingEventRow>`
      select s.driver_id, e.shift_id, e.work_type,
        (extract(epoch from e.start_at) * 1000)::float8 as start_ms,
        (extract(epoch from e.end_at) * 1000)::float8 as end_ms
      from shifts s
      join shift_events e on e.organisation_id = s.organisation_id and e.shift_id = s.id
      where s.organisation_id = ${organisationId} and s.driver_id in (${sql.join(driverIds)})
        and s.start_at >= ${since} and s.start_at < ${until} and ${visibleShiftCondition(scope, 's')}
      order by s.driver_id, s.start_at, e.start_at`,
    );
  },
};
