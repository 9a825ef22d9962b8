import { sql } from 'kysely';
import { finnishReference } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/**
 * Takes the organisation's next `count` invoice numbers; answers the first. Call it in the
 * transaction that inserts the invoices: the counter's row stays locked until that transaction
 * ends, so concurrent creators queue, and a rollback gives the numbers back (gap-free; migration 0024).
 */
export async function takeInvoiceNumbers(tx: Tx, organisationId: string, count = 1): Promise<number> {
  const { rows } = await sql<{ first: number }>`
    insert into organisation_invoicing as o (organisation_id, next_number) values (${organisationId}, ${count + 1})
    on conflict (organisation_id) do update set next_number = o.next_number + ${count}
    returning next_number - ${count} as first`.execute(tx);
  return Number(rows[0]!.first);
}

/** Locks the counter for the rest of the transaction: what is checked against numbers stays true until it ends. */
export async function lockInvoiceCounter(tx: Tx, organisationId: string): Promise<void> {
  await tx
    .insertInto('organisation_invoicing')
    .values({ organisation_id: organisationId })
    .onConflict((oc) => oc.column('organisation_id').doNothing())
    .execute();
  await tx
    .selectFrom('organisation_invoicing')
    .select('next_number')
    .where('organisation_id', '=', organisationId)
    .forUpdate()
    .execute();
}

/**
 * An invoice's Finnish reference number from its number: "1" and the number in at least three
 * digits, then the check digit (the base must have 3–19 digits and no leading zero). Numbers below
 * 1000 give four-digit bases and the others five or more, so no two numbers share a reference.
 */
export function referenceForNumber(number: number): string {
  return finnishReference(`1${String(number).padStart(3, '0')}`);
}
