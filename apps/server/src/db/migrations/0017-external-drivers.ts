import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Drivers a truck maker's service has seen (issue 14: FetchExternalDrivers, FetchDriverStatus).
 * rFMS has no list of drivers: a vehicle's status names the tachograph card in slot 1, so every
 * card seen in a status is kept here with where and when it was last seen and the working state
 * the tachograph reported. Which of our drivers holds the card is read at query time from
 * `drivers.driver_card_id`, so a card number typed in later matches without another fetch.
 * Scania joins the services (its own challenge–response sign-in).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table external_drivers (
      organisation_id uuid not null,
      credential_id uuid not null,
      card_number text not null,
      last_vin text not null,
      working_state text,
      last_seen_at timestamptz not null,
      primary key (organisation_id, credential_id, card_number),
      foreign key (organisation_id, credential_id) references external_credentials (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'external_drivers');
  await sql`alter table external_credentials drop constraint external_credentials_service_name_check`.execute(db);
  await sql`alter table external_credentials add constraint external_credentials_service_name_check check (service_name in ('volvoConnect', 'scania', 'rfms'))`.execute(
    db,
  );
}
