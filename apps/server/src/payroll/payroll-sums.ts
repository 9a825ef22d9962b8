import { sql } from 'kysely';
import { addShiftToSums, EVENT_WORK_TYPES, emptyShiftSums, type DriverShiftSums } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { visibleShiftCondition } from '../timesheet/supervision';
import { refreshPayParts, type LiveShift } from './pay-parts';
import { approvedShiftsWithParts, type PayPartsScope } from './pay-parts-sql';

export interface DriverPeriodSums {
  sums: DriverShiftSums;
  /** The driver's shifts of the period that are not approved yet. */
  unapprovedShifts: number;
}

const ALLOWANCE_TYPES = [1, 2, 3, 4, 5, 6] as const;

type TotalsRow = {
  driver_id: string;
  stale: number;
  /** The running shifts' ids, comma-separated, or null. */
  running: string | null;
  others: number;
  shift_count: number;
  paid_ms: number;
  evening_ms: number;
  night_ms: number;
  sunday_ms: number;
  /** The kept shifts with bonuses: their bonuses, paid milliseconds and start (epoch seconds). */
  bonus_shifts: [LiveShift['bonuses'], number, number][] | null;
} & Record<`a${number}` | `e${number}`, number>;

/**
 * Per driver, the approved shifts with valid kept parts, summed; and how many have none (not
 * kept yet or stale) or are running. Kept shifts only (`p.shift_id is not null`) in the sums:
 * the running ones are added from their live parts.
 */
function periodTotals(tx: Tx, context: PayPartsScope) {
  const allowances = ALLOWANCE_TYPES.map(
    (type) => sql`count(p.shift_id) filter (where s.daily_allowance = ${sql.lit(type)}) as ${sql.ref(`a${type}`)}`,
  );
  const eventCounts = EVENT_WORK_TYPES.map(
    (_, index) => sql`coalesce(sum(p.event_counts[${sql.lit(index + 1)}]), 0) as ${sql.ref(`e${index}`)}`,
  );
  return sql<TotalsRow>`
    select s.driver_id,
      count(*) filter (where p.shift_id is null and s.running_event_since is null) as stale,
      string_agg(s.id::text, ',') filter (where s.running_event_since is not null) as running,
      count(p.other_event_counts) as others,
      count(p.shift_id) as shift_count,
      coalesce(sum(p.paid_ms), 0) as paid_ms, coalesce(sum(p.evening_ms), 0) as evening_ms,
      coalesce(sum(p.night_ms), 0) as night_ms, coalesce(sum(p.sunday_ms), 0) as sunday_ms,
      ${sql.join([...allowances, ...eventCounts])},
      jsonb_agg(jsonb_build_array(s.bonuses, p.paid_ms, extract(epoch from s.start_at))) filter (where s.bonuses <> '[]'::jsonb and p.shift_id is not null) as bonus_shifts
    ${approvedShiftsWithParts(context)}
    group by s.driver_id`.execute(tx);
}

/**
 * Each driver's shifts of the period summed in the database from the kept pay parts: a few
 * hundred rows rather than every shift. When some approved shift has no valid parts, they are
 * computed and kept (refreshPayParts) and the sums read again; the running shifts' parts are
 * measured now and added here.
 */
export async function driverPeriodSums(tx: Tx, context: PayPartsScope): Promise<Map<string, DriverPeriodSums>> {
  let totals = (await periodTotals(tx, context)).rows;
  let live: LiveShift[] = [];
  if (totals.some((row) => Number(row.stale) > 0)) {
    live = await refreshPayParts(tx, context);
    totals = (await periodTotals(tx, context)).rows;
  } else {
    live = await refreshPayParts(
      tx,
      context,
      totals.flatMap((row) => row.running?.split(',') ?? []),
    );
  }
  const ofPeriod = sql<boolean>`s.organisation_id = ${context.organisationId} and s.start_at >= ${context.period.startAt} and s.start_at < ${context.period.endAt}
    and ${visibleShiftCondition(context.scope, 's')}`;
  const unapproved = await sql<{ driver_id: string; count: number }>`
    select s.driver_id, count(*) as count from shifts s where ${ofPeriod} and s.approval <> 'approved' group by s.driver_id`.execute(
    tx,
  );
  // Events of a type outside EVENT_WORK_TYPES are rare: read only when some shift has them.
  const otherCounts = !totals.some((row) => Number(row.others) > 0)
    ? { rows: [] }
    : await sql<{ driver_id: string; work_type: string; count: number }>`
    select s.driver_id, c.key as work_type, sum(c.value::int) as count
    from (select s.driver_id, p.other_event_counts ${approvedShiftsWithParts(context)} and p.other_event_counts is not null) s
    cross join lateral jsonb_each_text(s.other_event_counts) c
    group by s.driver_id, c.key`.execute(tx);

  const byDriver = new Map<string, DriverPeriodSums>();
  const entry = (driverId: string) => {
    let found = byDriver.get(driverId);
    if (!found) byDriver.set(driverId, (found = { sums: emptyShiftSums(), unapprovedShifts: 0 }));
    return found;
  };
  for (const row of totals) {
    const { sums } = entry(row.driver_id);
    sums.shiftCount = Number(row.shift_count);
    sums.paidMs = Number(row.paid_ms);
    sums.windowMs = { evening: Number(row.evening_ms), night: Number(row.night_ms), sunday: Number(row.sunday_ms) };
    for (const type of ALLOWANCE_TYPES)
      sums.allowances[String(type) as keyof DriverShiftSums['allowances']] = Number(row[`a${type}`]);
    // In start order and in JS, as the shift summary adds them: a bonus without hours counts the shift's paid time.
    for (const [bonuses, paidMs] of (row.bonus_shifts ?? []).sort((a, b) => a[2] - b[2])) {
      for (const bonus of bonuses)
        if (bonus.type in sums.bonusMs)
          sums.bonusMs[bonus.type] += bonus.hours === null ? Number(paidMs) : bonus.hours * 3_600_000;
    }
    EVENT_WORK_TYPES.forEach((workType, index) => {
      const count = Number(row[`e${index}`]);
      if (count !== 0) sums.eventCounts.set(workType, count);
    });
  }
  for (const row of unapproved.rows) entry(row.driver_id).unapprovedShifts = Number(row.count);
  for (const row of otherCounts.rows)
    entry(row.driver_id).sums.eventCounts.set(
      Number(row.work_type),
      (entry(row.driver_id).sums.eventCounts.get(Number(row.work_type)) ?? 0) + Number(row.count),
    );
  for (const shift of live) addShiftToSums(entry(shift.driverId).sums, shift, shift.parts);
  return byDriver;
}
