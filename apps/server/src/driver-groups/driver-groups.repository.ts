import { sql, type Selectable } from 'kysely';
import type { DriverGroupInput } from '@rahti/domain';
import type { DriverGroupQuestionsTable, DriverGroupsTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';

export type DriverGroupRow = Selectable<DriverGroupsTable>;
export type DriverGroupQuestionRow = Selectable<DriverGroupQuestionsTable>;

const columnsOf = (input: DriverGroupInput) => ({
  name: input.name,
  guaranteed_hours: input.guaranteedHours,
  standard_working_hours: input.standardWorkingHours,
  thresholds: JSON.stringify(input.thresholds),
  paid_break_type: input.paidBreakType,
  paid_break_limit_minutes: input.paidBreakType === 'paidUpToLimit' ? input.paidBreakLimitMinutes : null,
  device_lock: input.deviceLock,
  permissions: JSON.stringify(input.permissions),
});

/** Driver groups and their custom questions (one per work type, in the user's order); organisation first. */
export const driverGroupsRepository = {
  list(tx: Tx, organisationId: string): Promise<DriverGroupRow[]> {
    return tx
      .selectFrom('driver_groups')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('name')
      .execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<DriverGroupRow | undefined> {
    return tx
      .selectFrom('driver_groups')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  questions(tx: Tx, organisationId: string, groupIds: string[]): Promise<DriverGroupQuestionRow[]> {
    if (groupIds.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('driver_group_questions')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('driver_group_id', 'in', groupIds)
      .orderBy('position')
      .orderBy('work_type')
      .execute();
  },

  /** The group alone (its questions go through replaceQuestions); `id`: a fixed id (the demo seed's). */
  create(tx: Tx, organisationId: string, input: DriverGroupInput, id?: string): Promise<DriverGroupRow> {
    return tx
      .insertInto('driver_groups')
      .values({ organisation_id: organisationId, ...(id ? { id } : {}), ...columnsOf(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, id: string, input: DriverGroupInput): Promise<DriverGroupRow | undefined> {
    return tx
      .updateTable('driver_groups')
      .set(columnsOf(input))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** Replaces the group's questions, keeping their order; the key (group, work type) rejects a repeated work type. */
  async replaceQuestions(
    tx: Tx,
    organisationId: string,
    groupId: string,
    questions: DriverGroupInput['customQuestions'],
  ): Promise<void> {
    await tx
      .deleteFrom('driver_group_questions')
      .where('organisation_id', '=', organisationId)
      .where('driver_group_id', '=', groupId)
      .execute();
    if (questions.length === 0) return;
    await tx
      .insertInto('driver_group_questions')
      .values(
        questions.map((q, position) => ({
          organisation_id: organisationId,
          driver_group_id: groupId,
          work_type: q.workType,
          text: q.text,
          unit: q.unit,
          position,
        })),
      )
      .execute();
  },

  async countDrivers(tx: Tx, organisationId: string, id: string): Promise<string[]> {
    const rows = await tx
      .selectFrom('drivers')
      .select(driverNameSql(organisationId, sql.ref('first_name'), sql.ref('last_name')).as('name'))
      .where('organisation_id', '=', organisationId)
      .where('driver_group_id', '=', id)
      .limit(6)
      .execute();
    return rows.map((r) => r.name);
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<void> {
    await tx.deleteFrom('driver_groups').where('organisation_id', '=', organisationId).where('id', '=', id).execute();
  },
};
