import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/** The fields that replace a person's: from the domain's `erasedPersonFields`. */
export interface ErasedFields {
  driverFirstName: string;
  driverLastName: string;
  userDisplayName: string;
  username: string;
  email: string;
}

/** Password hashes start with their scheme; this one matches no password, so no one signs in with it. */
const NO_PASSWORD = 'erased$';

/** The person-erasure's reads and writes, each scoped by the organisation (run in withTenant). */
export const personErasureRepository = {
  findDriver(tx: Tx, organisationId: string, driverId: string) {
    return tx
      .selectFrom('drivers')
      .select(['id', 'user_id', 'driver_card_id'])
      .where('organisation_id', '=', organisationId)
      .where('id', '=', driverId)
      .executeTakeFirst();
  },

  findUser(tx: Tx, organisationId: string, userId: string) {
    return tx
      .selectFrom('users')
      .select(['id', 'role'])
      .where('organisation_id', '=', organisationId)
      .where('id', '=', userId)
      .executeTakeFirst();
  },

  findDriverOfUser(tx: Tx, organisationId: string, userId: string) {
    return tx
      .selectFrom('drivers')
      .select(['id', 'user_id', 'driver_card_id'])
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async countOtherAdmins(tx: Tx, organisationId: string, userId: string): Promise<number> {
    const row = await tx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisation_id', '=', organisationId)
      .where('role', '=', 'Admin')
      .where('is_active', '=', true)
      .where('id', '<>', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async payrollContext(tx: Tx, organisationId: string) {
    const organisation = await tx
      .selectFrom('organisations')
      .select('time_zone')
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
    const periods = await tx
      .selectFrom('pay_periods')
      .select(['end_date', 'pay_date'])
      .where('organisation_id', '=', organisationId)
      .execute();
    return { timeZone: organisation.time_zone, periods };
  },

  /** Name, card, contact, employee number and username go; the wage and employment dates stay with the kept shifts. */
  async eraseDriver(
    tx: Tx,
    organisationId: string,
    driver: { id: string; driver_card_id: string | null },
    fields: ErasedFields,
  ) {
    await tx
      .updateTable('drivers')
      .set({
        first_name: fields.driverFirstName,
        last_name: fields.driverLastName,
        driver_card_id: null,
        employee_number: fields.driverLastName,
        username: fields.username,
        email: null,
        updated_at: new Date(),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', driver.id)
      .execute();
    await tx
      .deleteFrom('driver_licences')
      .where('organisation_id', '=', organisationId)
      .where('driver_id', '=', driver.id)
      .execute();
    if (driver.driver_card_id) {
      // A truck maker's record of the card (rFMS) names the same person.
      await tx
        .deleteFrom('external_drivers')
        .where('organisation_id', '=', organisationId)
        .where('card_number', '=', driver.driver_card_id)
        .execute();
    }
  },

  /** The account can no longer sign in; what it did stays under the pseudonym. */
  async eraseUser(tx: Tx, organisationId: string, userId: string, fields: ErasedFields) {
    await tx
      .updateTable('users')
      .set({
        username: fields.username,
        email: fields.email,
        display_name: fields.userDisplayName,
        password_hash: NO_PASSWORD,
        is_active: false,
        must_change_password: false,
        updated_at: new Date(),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', userId)
      .execute();
    for (const table of ['sign_in_names', 'password_reset_tokens', 'page_views', 'supervisor_assignments'] as const) {
      await tx.deleteFrom(table).where('organisation_id', '=', organisationId).where('user_id', '=', userId).execute();
    }
    await tx
      .updateTable('timesheet_changes')
      .set({ changed_by_name: fields.userDisplayName })
      .where('organisation_id', '=', organisationId)
      .where('changed_by', '=', userId)
      .execute();
  },

  /**
   * Messages the person sent to the site operator keep their subject, not who wrote them. The
   * table is the operator's, outside row-level security: run in withSystem.
   */
  async eraseContactMessages(tx: Tx, organisationId: string, userId: string, fields: ErasedFields) {
    await tx
      .updateTable('contact_messages')
      .set({ name: fields.userDisplayName, email: fields.email, phone: '' })
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .execute();
  },

  /** One batch of the driver's positions recorded before `before`, by primary key; answers how many went. */
  async deletePositionsBatch(tx: Tx, organisationId: string, driverId: string, before: Date, limit: number) {
    const result = await sql<{ n: number }>`with gone as (
        delete from positions where organisation_id = ${organisationId}::uuid and (vehicle_id, recorded_at) in (
          select vehicle_id, recorded_at from positions
          where organisation_id = ${organisationId}::uuid and driver_id = ${driverId}::uuid and recorded_at < ${before}
          limit ${limit})
        returning 1)
      select count(*)::int as n from gone`.execute(tx);
    return Number(result.rows[0]?.n ?? 0);
  },
};
