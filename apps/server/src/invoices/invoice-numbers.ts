import { sql } from 'kysely';
import { finnishReference } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/**
 * Takes the organisation's next invoice number. Call it in the transaction that inserts the
 * invoice: the counter's row stays locked until that transaction ends, so concurrent creators
 * queue, and a rollback gives the number back (gap-free; migration 0024).
 */
export async function takeInvoiceNumber(tx: Tx, organisationId: string): Promise<number> {
  const { rows } = await sql<{ number: number }>`
    insert into organisation_invoicing as o (organisation_id, next_number) values (${organisationId}, 2)
    on conflict (organisation_id) do update set next_number = o.next_number + 1
    returning next_number - 1 as number`.execute(tx);
  return Number(rows[0]!.number);
}

/**
 * An invoice's Finnish reference number from its number: "1" and the number in at least three
 * digits, then the check digit (the base must have 3–19 digits and no leading zero). Numbers below
 * 1000 give four-digit bases and the others five or more, so no two numbers share a reference.
 */
export function referenceForNumber(number: number): string {
  return finnishReference(`1${String(number).padStart(3, '0')}`);
}
