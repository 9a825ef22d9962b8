import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * A vehicle's tank size, in its fuel's unit (issue 25): a refuel larger than the tank is flagged.
 * Its own table rather than a column of `vehicles`, as only the fuel checks read it and the
 * vehicles' API, imports and shares stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vehicle_tanks (
      organisation_id uuid not null,
      vehicle_id uuid not null,
      capacity numeric(8, 1) not null check (capacity > 0),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, vehicle_id),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'vehicle_tanks');
}
