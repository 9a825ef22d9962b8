import type { Tx } from '../db/tenant';

/**
 * Locks the organisation's waybill counter for the rest of the transaction (making its row when
 * there is none yet, without taking a number): what is checked against the stored orders stays
 * true until the transaction ends, since every order is made with a number from that row.
 */
export async function lockWaybillCounter(tx: Tx, organisationId: string): Promise<void> {
  await tx
    .insertInto('waybill_counters')
    .values({ organisation_id: organisationId })
    .onConflict((oc) => oc.column('organisation_id').doNothing())
    .execute();
  await tx
    .selectFrom('waybill_counters')
    .select('next_number')
    .where('organisation_id', '=', organisationId)
    .forUpdate()
    .execute();
}
