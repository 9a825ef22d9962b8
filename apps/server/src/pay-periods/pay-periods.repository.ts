import { sql, type Selectable } from 'kysely';
import type { PayPeriodDates } from '@rahti/domain';
import type { PayPeriodsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type PayPeriodRow = Selectable<PayPeriodsTable>;
type PayPeriodValues = PayPeriodDates & { name?: string | null };

/** The organisation's pay periods; organisation first, in start order. */
export const payPeriodsRepository = {
  /** Holds the organisation's pay periods still until the transaction ends, so overlap checks and writes do not race. */
  async lock(tx: Tx, organisationId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`pay-periods:${organisationId}`}))`.execute(tx);
  },

  /** Periods that share a day with [from, to]; either end open when not given. */
  list(tx: Tx, organisationId: string, range: { from?: string; to?: string } = {}): Promise<PayPeriodRow[]> {
    let query = tx.selectFrom('pay_periods').selectAll().where('organisation_id', '=', organisationId);
    if (range.from) query = query.where('end_date', '>=', range.from);
    if (range.to) query = query.where('start_date', '<=', range.to);
    return query.orderBy('start_date').orderBy('id').execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<PayPeriodRow | undefined> {
    return tx
      .selectFrom('pay_periods')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  create(tx: Tx, organisationId: string, periods: PayPeriodValues[]): Promise<PayPeriodRow[]> {
    return tx
      .insertInto('pay_periods')
      .values(
        periods.map((p) => ({
          organisation_id: organisationId,
          start_date: p.startDate,
          end_date: p.endDate,
          pay_date: p.payDate,
          name: p.name ?? null,
        })),
      )
      .returningAll()
      .execute();
  },

  update(tx: Tx, organisationId: string, id: string, period: PayPeriodValues): Promise<PayPeriodRow | undefined> {
    return tx
      .updateTable('pay_periods')
      .set({
        start_date: period.startDate,
        end_date: period.endDate,
        pay_date: period.payDate,
        ...(period.name === undefined ? {} : { name: period.name }),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('pay_periods')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
