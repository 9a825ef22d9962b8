import { sql, type Kysely } from 'kysely';

export type TriggerEvent = 'insert' | 'update' | 'delete';

/** The shifts a statement touched in a table holding `shift_id`: before, after, or both. */
export const CHANGED_SHIFTS_OF_ROWS: Record<TriggerEvent, string> = {
  insert: 'select organisation_id, shift_id from new_rows',
  delete: 'select organisation_id, shift_id from old_rows',
  update: 'select organisation_id, shift_id from new_rows union select organisation_id, shift_id from old_rows',
};

const REFERENCING: Record<TriggerEvent, string> = {
  insert: 'new table as new_rows',
  delete: 'old table as old_rows',
  update: 'old table as old_rows new table as new_rows',
};

/**
 * Statement triggers on `table` that call `refresh(organisation uuid[], shift uuid[])` for the
 * shifts each statement touched (`changed`: a select of organisation_id and shift_id over
 * new_rows / old_rows), as the shifts' event totals are kept (migration 0008). One trigger per
 * statement kind: a trigger with transition tables serves one kind.
 */
export async function shiftFactTriggers(
  db: Kysely<unknown>,
  options: { table: string; fact: string; refresh: string; changed: Record<TriggerEvent, string> },
): Promise<void> {
  for (const event of ['insert', 'update', 'delete'] as const) {
    const name = `${options.table}_${options.fact}_after_${event}`;
    await sql`
      create function ${sql.raw(name)}() returns trigger
      language plpgsql as $$
      begin
        perform ${sql.raw(options.refresh)}(array_agg(organisation_id), array_agg(shift_id))
          from (${sql.raw(options.changed[event])}) changed
          having count(*) > 0;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`${options.table}_${options.fact}_${event}`)}
        after ${sql.raw(event)} on ${sql.raw(options.table)}
        referencing ${sql.raw(REFERENCING[event])}
        for each statement execute function ${sql.raw(name)}()`.execute(db);
  }
}
