import { sql, type RawBuilder } from 'kysely';

/**
 * A task's costs in SQL: the columns the database keeps (migration 0024), rounded as
 * `taskEconomics` rounds them (each cost to the cent, half away from zero, from the exact
 * duration; PostgreSQL's numeric round does the same), so the list's sort by profit and the
 * totals agree with the economics of every row.
 */
export const timeCostSql = sql<number>`t.time_cost`;
export const distanceCostSql = sql<number>`t.distance_cost`;
export const totalCostSql = sql<number>`(t.time_cost + t.distance_cost + t.other_costs)`;
export const profitSql = sql<number>`t.profit`;
export const marginSql = sql<number | null>`case when t.income <> 0 then round(${profitSql} * 100 / t.income, 2) end`;
export const hoursSql = sql<number>`(extract(epoch from (t.end_at - t.start_at)) / 3600)`;

/** Sums of the per-task figures; margin of the sums. */
export function figuresSql(): RawBuilder<unknown> {
  return sql`count(*)::int as count,
    coalesce(round(sum(${hoursSql}), 4), 0) as hours,
    coalesce(sum(t.km), 0) as km,
    coalesce(sum(t.income), 0) as income,
    coalesce(sum(${totalCostSql}), 0) as total_cost,
    coalesce(sum(${profitSql}), 0) as profit`;
}
