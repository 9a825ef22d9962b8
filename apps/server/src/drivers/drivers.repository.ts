import type { Selectable } from 'kysely';
import type { DriverImportRecord, DriverInput, DriverLicence, DriverListQuery } from '@rahti/domain';
import type { DriversTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type DriverRow = Selectable<DriversTable> & { app_account_active: boolean };

const SORT_COLUMNS = {
  lastName: 'd.last_name',
  firstName: 'd.first_name',
  employeeNumber: 'd.employee_number',
  username: 'd.username',
  createdAt: 'd.created_at',
} as const;
/** People with the same last name are listed by first name, and the other way round. */
const NAME_TIEBREAK = { lastName: 'd.first_name', firstName: 'd.last_name' } as const;

/** What a write stores: the employment as the service settled it (an absent start is stored as not known). */
const columnsOf = (input: DriverImportRecord & Partial<DriverInput>) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  driver_card_id: input.driverCardId,
  employee_number: input.employeeNumber,
  username: input.username,
  email: input.email,
  gross_wage_per_hour: input.grossWagePerHour,
  default_vehicle_id: input.defaultVehicleId ?? null,
  department_id: input.departmentId ?? null,
  base_id: input.baseId ?? null,
  driver_group_id: input.driverGroupId ?? null,
  employment_start: input.employmentStart ?? null,
  employment_end: input.employmentEnd ?? null,
});

function selectDrivers(tx: Tx, organisationId: string) {
  return tx
    .selectFrom('drivers as d')
    .leftJoin('users as u', (join) =>
      join.onRef('u.organisation_id', '=', 'd.organisation_id').onRef('u.id', '=', 'd.user_id'),
    )
    .selectAll('d')
    .select((eb) => eb.fn.coalesce('u.is_active', eb.lit(false)).as('app_account_active'))
    .where('d.organisation_id', '=', organisationId);
}

/** Drivers of one organisation with their licences; every method takes the organisation first. */
export const driversRepository = {
  list(tx: Tx, organisationId: string, query: DriverListQuery): Promise<DriverRow[]> {
    let select = selectDrivers(tx, organisationId);
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      select = select.where((eb) =>
        eb.or(
          ['d.first_name', 'd.last_name', 'd.username', 'd.employee_number', 'd.email', 'd.driver_card_id'].map((c) =>
            eb(eb.ref(c as 'd.first_name'), 'ilike', pattern),
          ),
        ),
      );
    }
    if (query.departmentId) select = select.where('d.department_id', '=', query.departmentId);
    if (query.baseId) select = select.where('d.base_id', '=', query.baseId);
    if (query.driverGroupId) select = select.where('d.driver_group_id', '=', query.driverGroupId);
    if (query.licence) {
      const code = query.licence;
      select = select.where((eb) =>
        eb.exists(
          eb
            .selectFrom('driver_licences as l')
            .select('l.code')
            .whereRef('l.organisation_id', '=', 'd.organisation_id')
            .whereRef('l.driver_id', '=', 'd.id')
            .where('l.code', '=', code),
        ),
      );
    }
    const sorted = select.orderBy(SORT_COLUMNS[query.sort], query.order);
    const tiebreak = query.sort === 'lastName' || query.sort === 'firstName' ? NAME_TIEBREAK[query.sort] : undefined;
    return (tiebreak ? sorted.orderBy(tiebreak, query.order) : sorted).orderBy('d.id').execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<DriverRow | undefined> {
    return selectDrivers(tx, organisationId).where('d.id', '=', id).executeTakeFirst();
  },

  findMany(tx: Tx, organisationId: string, ids: string[]): Promise<DriverRow[]> {
    return selectDrivers(tx, organisationId).where('d.id', 'in', ids).execute();
  },

  async licences(tx: Tx, organisationId: string, driverIds: string[]): Promise<Map<string, DriverLicence[]>> {
    const byDriver = new Map<string, DriverLicence[]>();
    if (driverIds.length === 0) return byDriver;
    const rows = await tx
      .selectFrom('driver_licences')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('driver_id', 'in', driverIds)
      .orderBy('code')
      .execute();
    for (const row of rows)
      (byDriver.get(row.driver_id) ?? byDriver.set(row.driver_id, []).get(row.driver_id)!).push({
        code: row.code,
        expiresOn: row.expires_on,
      });
    return byDriver;
  },

  /** The driver and its licences; `fixedId`: a fixed id (the demo seed's). */
  async create(tx: Tx, organisationId: string, input: DriverInput, fixedId?: string): Promise<string> {
    const { id } = await tx
      .insertInto('drivers')
      .values({ organisation_id: organisationId, ...(fixedId ? { id: fixedId } : {}), ...columnsOf(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await driversRepository.replaceLicences(tx, organisationId, id, input.licences);
    return id;
  },

  async update(tx: Tx, organisationId: string, id: string, input: DriverInput): Promise<boolean> {
    const result = await tx
      .updateTable('drivers')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await driversRepository.replaceLicences(tx, organisationId, id, input.licences);
    return true;
  },

  async replaceLicences(tx: Tx, organisationId: string, driverId: string, licences: DriverLicence[]): Promise<void> {
    await tx
      .deleteFrom('driver_licences')
      .where('organisation_id', '=', organisationId)
      .where('driver_id', '=', driverId)
      .execute();
    if (licences.length === 0) return;
    await tx
      .insertInto('driver_licences')
      .values(
        licences.map((l) => ({
          organisation_id: organisationId,
          driver_id: driverId,
          code: l.code,
          expires_on: l.expiresOn,
        })),
      )
      .execute();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<void> {
    await tx.deleteFrom('drivers').where('organisation_id', '=', organisationId).where('id', '=', id).execute();
  },

  /** Which of these usernames and card ids the organisation's drivers already use. */
  async existing(tx: Tx, organisationId: string, usernames: string[], cardIds: string[]) {
    const usernameRows = usernames.length
      ? await tx
          .selectFrom('drivers')
          .select('username')
          .where('organisation_id', '=', organisationId)
          .where('username', 'in', usernames)
          .execute()
      : [];
    const cardRows = cardIds.length
      ? await tx
          .selectFrom('drivers')
          .select('driver_card_id')
          .where('organisation_id', '=', organisationId)
          .where('driver_card_id', 'in', cardIds)
          .execute()
      : [];
    return {
      usernames: new Set(usernameRows.map((r) => r.username)),
      cardIds: new Set(cardRows.map((r) => r.driver_card_id ?? '')),
    };
  },

  /**
   * Batched insert of imported drivers (500 rows a statement). A row whose username or card id
   * another save has claimed meanwhile is skipped, not an error: the caller gets the usernames
   * that were saved and can say which rows clashed.
   */
  async insertMany(tx: Tx, organisationId: string, records: DriverImportRecord[]): Promise<Set<string>> {
    const rows = records.map((record) => ({ organisation_id: organisationId, ...columnsOf(record) }));
    const saved = new Set<string>();
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await tx
        .insertInto('drivers')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .returning('username')
        .execute();
      for (const row of inserted) saved.add(row.username);
    }
    return saved;
  },
};

/** A username a driver would sign in with, and the account that already holds it for them (null: none yet). */
export interface SignInNameClaim {
  username: string;
  userId: string | null;
}

/**
 * Sign-in names are global (drivers sign in with their username before any organisation is
 * known), so a name is checked across every organisation. System transactions only; of another
 * organisation's accounts nothing but the taken name is read.
 */
export const signInNamesLookup = {
  /** The claimed usernames that some account other than the claim's own user signs in with. */
  async taken(tx: Tx, organisationId: string, claims: readonly SignInNameClaim[]): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const rows = await tx
      .selectFrom('sign_in_names')
      .select((eb) => [
        'username',
        eb.case().when('organisation_id', '=', organisationId).then(eb.ref('user_id')).end().as('own_user_id'),
      ])
      .where(
        'username',
        'in',
        claims.map((claim) => claim.username),
      )
      .execute();
    const holder = new Map(claims.map((claim) => [claim.username, claim.userId]));
    return new Set(
      rows
        .filter((row) => row.own_user_id === null || row.own_user_id !== holder.get(row.username))
        .map((row) => row.username),
    );
  },
};
