import type { ReportScheduleInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';

const COLUMNS = [
  'id',
  'kind',
  'grouping',
  'filters',
  'format',
  'frequency',
  'day',
  'recipients',
  'last_sent_period',
  'created_at',
] as const;

const valuesOf = (input: ReportScheduleInput) => ({
  kind: input.kind,
  grouping: input.grouping ?? null,
  filters: JSON.stringify(input.filters),
  format: input.format,
  frequency: input.frequency,
  day: input.day,
  recipients: input.recipients,
});

/** Scheduled reports (migration 0038); the organisation id is every method's first filter. */
export const reportSchedulesRepository = {
  list(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('report_schedules')
      .select(COLUMNS)
      .where('organisation_id', '=', organisationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  insert(tx: Tx, organisationId: string, input: ReportScheduleInput, createdBy: string | null) {
    return tx
      .insertInto('report_schedules')
      .values({ organisation_id: organisationId, ...valuesOf(input), created_by: createdBy })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, id: string, input: ReportScheduleInput) {
    return tx
      .updateTable('report_schedules')
      .set({ ...valuesOf(input), updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
  },

  async remove(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('report_schedules')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** Which of `ids` are users of the organisation. */
  async usersOf(tx: Tx, organisationId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .execute();
    return new Set(rows.map((row) => row.id));
  },
};

export type ReportScheduleRow = Awaited<ReturnType<typeof reportSchedulesRepository.list>>[number];
