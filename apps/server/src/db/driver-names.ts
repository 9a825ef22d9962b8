import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DRIVER_NAME_ORDER, DRIVER_NAME_ORDERS, type DriverNameOrder } from '@rahti/domain';
import type { Tx } from './tenant';

/** The organisation's order for drivers' names (migration 0021), for names written in code with `formatDriverName`. */
export async function organisationDriverNameOrder(tx: Tx, organisationId: string): Promise<DriverNameOrder> {
  const row = await tx
    .selectFrom('organisations')
    .select('driver_name_order')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return DRIVER_NAME_ORDERS.find((order) => order === row?.driver_name_order) ?? DEFAULT_DRIVER_NAME_ORDER;
}

/**
 * A driver's name in SQL, for lists that compose it in one statement: the domain's
 * `formatDriverName` (trimmed parts, an empty part left out) in the organisation's order, read
 * once per statement. test/drivers/driver-names.int.test.ts holds the two to the same answers.
 */
export function driverNameSql(
  organisationId: string,
  firstName: RawBuilder<unknown>,
  lastName: RawBuilder<unknown>,
): RawBuilder<string> {
  const first = sql`nullif(btrim(${firstName}), '')`;
  const last = sql`nullif(btrim(${lastName}), '')`;
  // Null when there is no driver (a left join), as the concatenations it replaces were.
  return sql<string>`nullif(case when (select o.driver_name_order from organisations o where o.id = ${organisationId}) = 'firstLast'
    then concat_ws(' ', ${first}, ${last}) else concat_ws(' ', ${last}, ${first}) end, '')`;
}
