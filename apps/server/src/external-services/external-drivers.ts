import type { ExternalDriver, RfmsDriverWorkingState, RfmsStatus } from '@rahti/domain';
import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';
import { MAX_EXTERNAL_DRIVER_CARDS } from './fetch-limits';

/** The answer of keepDriversSeen: the cards kept, or none because the service would pass its limit. */
export type DriversSeen = { ok: true; kept: number } | { ok: false; errorKey: 'tracking:errors.too-many-driver-cards' };

/**
 * Keeps each card a batch of statuses names, with the newest sighting: a card moved to another
 * truck is seen there, and an older status read late never moves it back. When the service's
 * cards would pass MAX_EXTERNAL_DRIVER_CARDS (those kept before counted), none is kept.
 */
export async function keepDriversSeen(
  tx: Tx,
  organisationId: string,
  credentialId: string,
  statuses: readonly RfmsStatus[],
): Promise<DriversSeen> {
  const newest = new Map<string, RfmsStatus>();
  for (const status of statuses) {
    // The mapping has normalised a card number as drivers' card ids are, so the two compare equal.
    const card = status.driverId;
    if (!card) continue;
    const seen = newest.get(card);
    if (!seen || seen.at < status.at) newest.set(card, status);
  }
  if (newest.size === 0) return { ok: true, kept: 0 };
  const stored = await tx
    .selectFrom('external_drivers')
    .select('card_number')
    .where('organisation_id', '=', organisationId)
    .where('credential_id', '=', credentialId)
    .execute();
  const known = new Set(stored.map((row) => row.card_number));
  const added = [...newest.keys()].filter((card) => !known.has(card)).length;
  if (known.size + added > MAX_EXTERNAL_DRIVER_CARDS)
    return { ok: false, errorKey: 'tracking:errors.too-many-driver-cards' };
  await tx
    .insertInto('external_drivers')
    .values(
      [...newest].map(([card, status]) => ({
        organisation_id: organisationId,
        credential_id: credentialId,
        card_number: card,
        last_vin: status.vin,
        working_state: status.driverWorkingState,
        last_seen_at: new Date(status.at),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['organisation_id', 'credential_id', 'card_number'])
        .doUpdateSet({
          last_vin: sql`excluded.last_vin`,
          working_state: sql`excluded.working_state`,
          last_seen_at: sql`excluded.last_seen_at`,
        })
        .where('external_drivers.last_seen_at', '<=', sql<Date>`excluded.last_seen_at`),
    )
    .execute();
  return { ok: true, kept: newest.size };
}

/** The cards a service has seen, each with our driver holding that card id and our vehicle linked to the VIN. */
export async function externalDriversOf(
  tx: Tx,
  organisationId: string,
  credentialId: string,
): Promise<ExternalDriver[]> {
  const rows = await tx
    .selectFrom('external_drivers as x')
    .leftJoin('drivers as d', (join) =>
      join.onRef('d.organisation_id', '=', 'x.organisation_id').onRef('d.driver_card_id', '=', 'x.card_number'),
    )
    .leftJoin('external_vehicles as e', (join) =>
      join
        .onRef('e.organisation_id', '=', 'x.organisation_id')
        .onRef('e.credential_id', '=', 'x.credential_id')
        .onRef('e.vin', '=', 'x.last_vin'),
    )
    .leftJoin('vehicles as v', (join) =>
      join.onRef('v.organisation_id', '=', 'e.organisation_id').onRef('v.id', '=', 'e.vehicle_id'),
    )
    .select([
      'x.card_number',
      'x.last_vin',
      'x.working_state',
      'x.last_seen_at',
      'd.id as driver_id',
      'v.register_number',
    ])
    .select(driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name')).as('driver_name'))
    .where('x.organisation_id', '=', organisationId)
    .where('x.credential_id', '=', credentialId)
    // Cards nobody here holds first: those are the ones the office has to act on.
    .orderBy(sql`d.id is not null`)
    .orderBy('d.last_name')
    .orderBy('d.first_name')
    .orderBy('x.card_number')
    .execute();
  return rows.map((row) => ({
    cardNumber: row.card_number,
    driverId: row.driver_id ?? null,
    driverName: row.driver_id ? row.driver_name : null,
    vin: row.last_vin,
    registerNumber: row.register_number ?? null,
    workingState: (row.working_state as RfmsDriverWorkingState | null) ?? null,
    lastSeenAt: row.last_seen_at.toISOString(),
  }));
}
