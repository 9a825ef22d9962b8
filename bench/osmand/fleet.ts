import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

/**
 * `vehiclesEach` activated vehicles with a tracking device in each organisation, written as the
 * owner in one statement per organisation; their IMEIs, one per vehicle (15 digits).
 */
export async function addTrackedFleet(
  db: Kysely<Database>,
  organisationIds: readonly string[],
  vehiclesEach: number,
): Promise<string[]> {
  const imeis: string[] = [];
  for (const [o, organisationId] of organisationIds.entries()) {
    const { rows } = await sql<{ imei: string }>`
      insert into vehicles (organisation_id, register_number, vehicle_class, imei, is_active, activated_at)
      select ${organisationId}::uuid, 'OSM-' || lpad(n::text, 4, '0'), 3, '35' || lpad(${o}::text, 3, '0') || lpad(n::text, 10, '0'), true, now()
      from generate_series(1, ${vehiclesEach}::int) as n
      returning imei`.execute(db);
    imeis.push(...rows.map((row) => row.imei));
  }
  return imeis;
}
