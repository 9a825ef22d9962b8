import { sql } from 'kysely';
import { addShiftToSums, EVENT_WORK_TYPES, emptyShiftSums, type DriverShiftSums } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { visibleShiftCondition } from '../timesheet/supervision';
import type { LiveShift, PayPartsScope } from './pay-parts';

export interface DriverPeriodSums {
  sums: DriverShiftSums;
  /** The driver's shifts of the period that are not approved yet. */
  unapprovedShifts: number;
}

/** Approved and kept: running shifts are added from their live parts instead. */
const KEPT = sql<boolean>`s.approval = 'approved' and s.running_event_since is null`;
const ALLOWANCE_TYPES = [1, 2, 3, 4, 5, 6] as const;

type TotalsRow = { driver_id: string; shift_count: number; paid_ms: number; evening_ms: number; night_ms: number; sunday_ms: number; bonus_shifts: [LiveShift['bonuses'], number | null][] | null } & Record<`a${number}` | `e${number}`, number>;

/**
 * Each driver's shifts of the period summed in the database from the kept pay parts (call
 * refreshPayParts first): a few hundred rows rather than every shift, and the running shifts'
 * live parts added here.
 */
export async function driverPeriodSums(tx: Tx, context: PayPartsScope, live: readonly LiveShift[]): Promise<Map<string, DriverPeriodSums>> {
  const ofPeriod = sql<boolean>`s.organisation_id = ${context.organisationId} and s.start_at >= ${context.period.startAt} and s.start_at < ${context.period.endAt}
    and ${visibleShiftCondition(context.scope, 's')}`;
  // A left join, even where every kept shift has its parts: the parts table has no statistics
  // until the next ANALYZE, and an inner join is then planned as 10 000 index look-ups into shifts.
  const keptParts = sql`left join shift_pay_parts p on p.organisation_id = s.organisation_id and p.shift_id = s.id`;
  const allowances = ALLOWANCE_TYPES.map((type) => sql`count(*) filter (where s.daily_allowance = ${sql.lit(type)}) as ${sql.ref(`a${type}`)}`);
  const eventCounts = EVENT_WORK_TYPES.map((_, index) => sql`coalesce(sum(p.event_counts[${sql.lit(index + 1)}]), 0) as ${sql.ref(`e${index}`)}`);
  const totals = await sql<TotalsRow>`
    select s.driver_id, count(*) as shift_count,
      coalesce(sum(p.paid_ms), 0) as paid_ms, coalesce(sum(p.evening_ms), 0) as evening_ms,
      coalesce(sum(p.night_ms), 0) as night_ms, coalesce(sum(p.sunday_ms), 0) as sunday_ms,
      ${sql.join([...allowances, ...eventCounts])},
      jsonb_agg(jsonb_build_array(s.bonuses, p.paid_ms) order by s.start_at) filter (where s.bonuses <> '[]'::jsonb) as bonus_shifts
    from shifts s
    ${keptParts}
    where ${ofPeriod} and ${KEPT}
    group by s.driver_id`.execute(tx);
  const unapproved = await sql<{ driver_id: string; count: number }>`
    select s.driver_id, count(*) as count from shifts s where ${ofPeriod} and s.approval <> 'approved' group by s.driver_id`.execute(tx);
  const otherCounts = await sql<{ driver_id: string; work_type: string; count: number }>`
    select s.driver_id, c.key as work_type, sum(c.value::int) as count
    from shifts s
    ${keptParts}
    cross join lateral jsonb_each_text(p.other_event_counts) c
    where ${ofPeriod} and ${KEPT} and p.other_event_counts is not null
    group by s.driver_id, c.key`.execute(tx);
  const byDriver = new Map<string, DriverPeriodSums>();
  const entry = (driverId: string) => {
    let found = byDriver.get(driverId);
    if (!found) byDriver.set(driverId, (found = { sums: emptyShiftSums(), unapprovedShifts: 0 }));
    return found;
  };
  for (const row of totals.rows) {
    const { sums } = entry(row.driver_id);
    sums.shiftCount = Number(row.shift_count);
    sums.paidMs = Number(row.paid_ms);
    sums.windowMs = { evening: Number(row.evening_ms), night: Number(row.night_ms), sunday: Number(row.sunday_ms) };
    for (const type of ALLOWANCE_TYPES) sums.allowances[String(type) as keyof DriverShiftSums['allowances']] = Number(row[`a${type}`]);
    // In start order and in JS, as the shift summary adds them: a bonus without hours counts the shift's paid time.
    for (const [bonuses, paidMs] of row.bonus_shifts ?? []) {
      for (const bonus of bonuses) if (bonus.type in sums.bonusMs) sums.bonusMs[bonus.type] += bonus.hours === null ? Number(paidMs ?? 0) : bonus.hours * 3_600_000;
    }
    EVENT_WORK_TYPES.forEach((workType, index) => {
      const count = Number(row[`e${index}`]);
      if (count !== 0) sums.eventCounts.set(workType, count);
    });
  }
  for (const row of unapproved.rows) entry(row.driver_id).unapprovedShifts = Number(row.count);
  for (const row of otherCounts.rows) entry(row.driver_id).sums.eventCounts.set(Number(row.work_type), Number(row.count));
  for (const shift of live) addShiftToSums(entry(shift.driverId).sums, shift, shift.parts);
  return byDriver;
}
