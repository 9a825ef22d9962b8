import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Fuel-card imports (issue 25, decision 0033 "Fuel-card import").
 *
 * - `fuel_card_mappings`: the organisation's column mapping of its card export (which column
 *   holds the date, the register number, the fuel …), kept as the domain's schema writes it.
 * - `fuel_card_imports`: one row an import, which its refuels name (`refuels.card_import_id`,
 *   with the file's line in `card_line`), so an imported refuel says where it came from.
 * - A shift's refuel event that repeats a card refuel already stored (the same vehicle, at most
 *   30 minutes apart, amounts within 0.5 % or half a unit: the domain's isSameRefuel) is not
 *   added, so a fill-up counts once whichever of the two arrives first; the import skips a card
 *   row that repeats a stored refuel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fuel_card_mappings (
      organisation_id uuid not null primary key references organisations (id) on delete cascade,
      mapping jsonb not null,
      updated_by uuid,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantSecurity(db, 'fuel_card_mappings');

  await sql`
    create table fuel_card_imports (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      file_name text not null,
      row_count integer not null check (row_count >= 0),
      imported integer not null check (imported >= 0),
      duplicates integer not null check (duplicates >= 0),
      imported_by uuid,
      imported_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await enableTenantSecurity(db, 'fuel_card_imports');

  // No foreign key to the import: an import and its refuels are written in one transaction and
  // imports are never deleted, while a key's check of every row cost 0.8–1 s a 20 000 rows on
  // the embedded database (EXPLAIN ANALYZE), a fifth of the 50 000-row import's budget.
  await sql`
    alter table refuels
      add column card_import_id uuid,
      add column card_line integer,
      add check (card_import_id is null or source = 'card')`.execute(db);

  await sql`
    create function refuels_skip_shift_repeating_card() returns trigger
    language plpgsql as $$
    begin
      if exists (
        select 1 from refuels c
        where c.organisation_id = new.organisation_id and c.vehicle_id = new.vehicle_id and c.source = 'card'
          and c.at between new.at - interval '30 minutes' and new.at + interval '30 minutes'
          and abs(c.amount - new.amount) <= greatest(0.005 * greatest(c.amount, new.amount), 0.5)
      ) then
        return null;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger refuels_skip_shift_repeating_card
      before insert on refuels
      for each row when (new.source = 'shift')
      execute function refuels_skip_shift_repeating_card()`.execute(db);
}
