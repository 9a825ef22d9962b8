import { sql } from 'kysely';
import type { AbsenceInput, ApprovalState } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverFilterCondition, type DriverFilters } from '../timesheet/driver-filters';
import { selectAbsenceRows, type AbsenceRow } from '../timesheet/records';
import { visibleDriverCondition, type SupervisionScope } from '../timesheet/supervision';

export interface AbsenceListQuery extends DriverFilters {
  from: string;
  to: string;
  approval?: ApprovalState | undefined;
  limit: number;
}

/** What an absence says: the part an edit replaces and a rejected driver edit restores. */
export type AbsenceContent = Pick<AbsenceInput, 'driverId' | 'kind' | 'startDate' | 'endDate' | 'hours' | 'note'> & {
  workType: number;
};

export interface AbsenceState {
  approval: ApprovalState;
  has_driver_edit: boolean;
  /** Undefined leaves the stored copy as it is. */
  before_driver_edit?: string | null;
}

const columnsOf = (content: AbsenceContent) => ({
  driver_id: content.driverId,
  work_type: content.workType,
  kind: content.kind,
  start_date: content.startDate,
  end_date: content.endDate,
  hours: content.hours,
  note: content.note,
});

/** Absences of one organisation, as far as the caller sees them; every method takes the organisation first. */
export const absencesRepository = {
  /** Absences overlapping the period (first day ≤ `to`, last day ≥ `from`), by first day and id; `limit + 1` rows. */
  list(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    query: AbsenceListQuery,
    after: readonly string[] | undefined,
  ): Promise<AbsenceRow[]> {
    let select = selectAbsenceRows(tx, organisationId)
      .where('absences.start_date', '<=', query.to)
      .where('absences.end_date', '>=', query.from)
      .where(visibleDriverCondition(scope, 'absences.driver_id'))
      .where(driverFilterCondition(query, 'drivers'));
    if (query.approval) select = select.where('absences.approval', '=', query.approval);
    if (after)
      select = select.where(sql<boolean>`(absences.start_date, absences.id) > (${after[0]}::date, ${after[1]}::uuid)`);
    return select
      .orderBy('absences.start_date')
      .orderBy('absences.id')
      .limit(query.limit + 1)
      .execute();
  },

  /** One absence the caller sees; `forUpdate` locks it for a change. */
  find(
    tx: Tx,
    organisationId: string,
    id: string,
    scope: SupervisionScope,
    forUpdate = false,
  ): Promise<AbsenceRow | undefined> {
    const select = selectAbsenceRows(tx, organisationId)
      .where('absences.id', '=', id)
      .where(visibleDriverCondition(scope, 'absences.driver_id'));
    return (forUpdate ? select.forUpdate('absences') : select).executeTakeFirst();
  },

  /** Whoever sees it: a client key is unique in the whole organisation. */
  findByClientKey(tx: Tx, organisationId: string, clientKey: string): Promise<AbsenceRow | undefined> {
    return selectAbsenceRows(tx, organisationId).where('absences.client_key', '=', clientKey).executeTakeFirst();
  },

  async insert(tx: Tx, organisationId: string, clientKey: string, content: AbsenceContent, now: Date): Promise<string> {
    const row = await tx
      .insertInto('absences')
      .values({
        organisation_id: organisationId,
        client_key: clientKey,
        ...columnsOf(content),
        approval: 'unapproved',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Writes a change at the version it was read at; false when someone changed it meanwhile. */
  async update(
    tx: Tx,
    organisationId: string,
    id: string,
    version: number,
    now: Date,
    change: { content?: AbsenceContent; state?: AbsenceState },
  ): Promise<boolean> {
    const result = await tx
      .updateTable('absences')
      .set((eb) => ({
        ...(change.content ? columnsOf(change.content) : {}),
        ...(change.state ?? {}),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async delete(tx: Tx, organisationId: string, id: string, version: number): Promise<boolean> {
    const result = await tx
      .deleteFrom('absences')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
