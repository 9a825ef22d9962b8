import { sql } from 'kysely';
import type { Tx } from '../db/tenant';

/**
 * Takes the organisation's next waybill number. Call it in the transaction that inserts the
 * waybill, as late in it as can be: the counter's row stays locked until that transaction ends,
 * so concurrent creators queue, and a rollback gives the number back (gap-free; migration 0035,
 * as invoices' numbers are).
 */
export async function takeWaybillNumber(tx: Tx, organisationId: string): Promise<number> {
  const { rows } = await sql<{ number: number }>`
    insert into waybill_counters as c (organisation_id, next_number) values (${organisationId}, 2)
    on conflict (organisation_id) do update set next_number = c.next_number + 1
    returning next_number - 1 as number`.execute(tx);
  return Number(rows[0]!.number);
}
