import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import type { FeedPlan, NewCustomer, PlannedTask } from './feed-plan';

/** Rows per insert statement: well under PostgreSQL's 65 535 parameters at 19 a row. */
const BATCH = 500;

/**
 * The customers a fetch names that were not found when it read: each found again first (another
 * fetch or a person may have added it since), else added with its name and business id.
 */
async function addCustomers(tx: Tx, organisationId: string, customers: readonly NewCustomer[]) {
  const ids = new Map<string, string>();
  for (const customer of customers) {
    const found = await tx
      .selectFrom('customers')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where((eb) =>
        customer.businessId ? eb('business_id', '=', customer.businessId) : eb('name', '=', customer.name),
      )
      .orderBy('created_at')
      .executeTakeFirst();
    const id =
      found?.id ??
      (
        await tx
          .insertInto('customers')
          .values({ organisation_id: organisationId, name: customer.name, business_id: customer.businessId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.set(customer.key, id);
  }
  return ids;
}

const valuesOf = (organisationId: string, planned: PlannedTask, customerId: string | null) => ({
  organisation_id: organisationId,
  source: 'external' as const,
  external_id: planned.externalId,
  start_at: planned.task.start,
  end_at: planned.task.end,
  customer_id: customerId,
  vehicle_id: planned.vehicleId,
  driver_id: planned.driverId,
  description: planned.task.description,
  pickup: planned.task.pickup,
  delivery: planned.task.delivery,
  weight_kg: planned.task.weightKg,
  pallets: planned.task.pallets,
  km: planned.task.km,
  income: planned.task.income,
  other_costs: planned.task.otherCosts,
  time_cost_per_hour: planned.rates.timeCostPerHour,
  distance_cost_per_km: planned.rates.distanceCostPerKm,
  calculation_id: planned.rates.calculationId,
});

/** What the feed sets; a task equal in all of these is left as it is (no new version). */
const FEED_COLUMNS = [
  'start_at',
  'end_at',
  'customer_id',
  'vehicle_id',
  'driver_id',
  'description',
  'pickup',
  'delivery',
  'weight_kg',
  'pallets',
  'km',
  'income',
  'other_costs',
] as const;
const row = (table: string) => sql.join(FEED_COLUMNS.map((column) => sql.ref(`${table}.${column}`)));
/** A task keeps the rates it was priced with; another vehicle prices it again (as PUT /api/tasks/:id). */
const keptRate = <T>(column: string) =>
  sql<T>`case when tasks.vehicle_id = excluded.vehicle_id then ${sql.ref(`tasks.${column}`)} else ${sql.ref(`excluded.${column}`)} end`;

/**
 * Writes a planned fetch: new customers, then each task added or, when the feed's id is already
 * here, changed where the feed changed it (source `external`, unique per external id). Answers how
 * many were added and how many changed.
 */
export async function writeFeedPlan(
  tx: Tx,
  organisationId: string,
  plan: FeedPlan,
): Promise<{ added: number; updated: number }> {
  const customerIds = await addCustomers(tx, organisationId, plan.newCustomers);
  const customerOf = (planned: PlannedTask) =>
    planned.customer === null
      ? null
      : 'id' in planned.customer
        ? planned.customer.id
        : (customerIds.get(planned.customer.key) ?? null);
  let added = 0;
  let updated = 0;
  for (let i = 0; i < plan.tasks.length; i += BATCH) {
    const rows = await tx
      .insertInto('tasks')
      .values(plan.tasks.slice(i, i + BATCH).map((planned) => valuesOf(organisationId, planned, customerOf(planned))))
      .onConflict((conflict) =>
        conflict
          .columns(['organisation_id', 'source', 'external_id'])
          .where('external_id', 'is not', null)
          .doUpdateSet({
            ...Object.fromEntries(FEED_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])),
            time_cost_per_hour: keptRate<number>('time_cost_per_hour'),
            distance_cost_per_km: keptRate<number>('distance_cost_per_km'),
            calculation_id: keptRate<string | null>('calculation_id'),
            version: sql`tasks.version + 1`,
            updated_at: sql`now()`,
          })
          .where(sql<boolean>`(${row('tasks')}) is distinct from (${row('excluded')})`),
      )
      // xmax is 0 on a row this statement inserted, the updating transaction's id on one it changed.
      .returning(sql<boolean>`xmax = 0`.as('inserted'))
      .execute();
    for (const written of rows)
      if (written.inserted) added++;
      else updated++;
  }
  return { added, updated };
}
