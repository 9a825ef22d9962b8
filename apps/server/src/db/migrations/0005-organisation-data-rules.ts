import { sql, type Kysely } from 'kysely';

/** Tables whose names are unique per organisation, ignoring case. */
const NAMED_TABLES = ['departments', 'bases', 'driver_groups'] as const;

/**
 * Organisation-data rules found after issue 4:
 * - Department, base and driver group names are unique per organisation, case-insensitively
 *   (a unique index on lower(name)). Rows that already repeat a name keep the oldest as it is;
 *   the others get the first free suffix " (2)", " (3)" … within the 100-character limit, so
 *   the index can be built.
 * - Custom questions of a driver group keep the order the user gave (`position`); existing
 *   questions keep the order they were shown in (by work type).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of NAMED_TABLES) {
    const t = sql.raw(table);
    await sql`
      do $$
      declare
        duplicate record;
        n integer;
        candidate text;
      begin
        for duplicate in
          select organisation_id, id, name from (
            select organisation_id, id, name,
                   row_number() over (partition by organisation_id, lower(name) order by created_at, id) as rank
            from ${t}
          ) ranked
          where rank > 1
        loop
          n := 2;
          loop
            candidate := left(duplicate.name, 100 - length(' (' || n || ')')) || ' (' || n || ')';
            exit when not exists (select 1 from ${t} where organisation_id = duplicate.organisation_id and lower(name) = lower(candidate));
            n := n + 1;
          end loop;
          update ${t} set name = candidate where organisation_id = duplicate.organisation_id and id = duplicate.id;
        end loop;
      end
      $$`.execute(db);
    await sql`create unique index ${sql.raw(`${table}_name_unique`)} on ${t} (organisation_id, lower(name))`.execute(
      db,
    );
  }

  await sql`alter table driver_group_questions add column position integer not null default 0`.execute(db);
  await sql`
    update driver_group_questions q
    set position = ordered.position
    from (
      select organisation_id, driver_group_id, work_type,
             row_number() over (partition by organisation_id, driver_group_id order by work_type) - 1 as position
      from driver_group_questions
    ) ordered
    where q.organisation_id = ordered.organisation_id and q.driver_group_id = ordered.driver_group_id and q.work_type = ordered.work_type`.execute(
    db,
  );
}
