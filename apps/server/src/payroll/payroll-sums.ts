import { sql } from 'kysely';
import {
  addShiftToSums,
  EVENT_WORK_TYPES,
  emptyShiftSums,
  type DriverShiftSums,
  type ShiftPayParts,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import { visibleShiftCondition } from '../timesheet/supervision';
import { readUnkeptShifts, type UnkeptShift } from './pay-parts';
import { approvedShiftsWithParts, type PayPartsScope } from './pay-parts-sql';

export interface DriverPeriodSums {
  sums: DriverShiftSums;
  /** The driver's shifts of the period that are not approved yet. */
  unapprovedShifts: number;
}

const ALLOWANCE_TYPES = [1, 2, 3, 4, 5, 6] as const;

type TotalsRow = {
  driver_id: string;
  /** The ids of the shifts without valid kept parts (running, or stale), comma-separated, or null. */
  unkept: string | null;
  others: number;
  shift_count: number;
  paid_ms: number;
  evening_ms: number;
  night_ms: number;
  sunday_ms: number;
  /** The kept shifts with bonuses: their bonuses, paid milliseconds and start (epoch seconds). */
  bonus_shifts: [UnkeptShift['bonuses'], number, number][] | null;
} & Record<`a${number}` | `e${number}`, number>;

/**
 * Per driver, the approved shifts with valid kept parts, summed; and which have none (running,
 * not kept yet, or stale). Kept shifts only (`p.shift_id is not null`) in the sums: the others
 * are added from parts computed from their events.
 */
function periodTotals(tx: Tx, context: PayPartsScope) {
  const allowances = ALLOWANCE_TYPES.map(
    (type) => sql`count(p.shift_id) filter (where s.daily_allowance = ${sql.lit(type)}) as ${sql.ref(`a${type}`)}`,
  );
  const eventCounts = EVENT_WORK_TYPES.map(
    (_, index) => sql`coalesce(sum(p.event_counts[${sql.lit(index + 1)}]), 0) as ${sql.ref(`e${index}`)}`,
  );
  // Read as JSON (see jsonRows): a row of some forty sums per driver.
  return jsonRows(
    tx,
    sql<TotalsRow>`
    select s.driver_id,
      string_agg(s.id::text, ',') filter (where p.shift_id is null) as unkept,
      count(p.other_event_counts) as others,
      count(p.shift_id) as shift_count,
      coalesce(sum(p.paid_ms), 0) as paid_ms, coalesce(sum(p.evening_ms), 0) as evening_ms,
      coalesce(sum(p.night_ms), 0) as night_ms, coalesce(sum(p.sunday_ms), 0) as sunday_ms,
      ${sql.join([...allowances, ...eventCounts])},
      jsonb_agg(jsonb_build_array(s.bonuses, p.paid_ms, extract(epoch from s.start_at))) filter (where s.bonuses <> '[]'::jsonb and p.shift_id is not null) as bonus_shifts
    ${approvedShiftsWithParts(context)}
    group by s.driver_id`,
  );
}

/** What a period's sums come from. */
export interface PeriodSumsRead {
  /** Per driver, the shifts with valid kept parts summed in the database. */
  totals: TotalsRow[];
  /** The approved shifts without valid kept parts (the running ones, and any stale), with their events. */
  unkept: UnkeptShift[];
  unapproved: { driver_id: string; count: number }[];
  otherCounts: { driver_id: string; work_type: string; count: number }[];
}

/**
 * Reads each driver's shifts of the period summed in the database from the kept pay parts: a
 * few hundred rows rather than every shift. The shifts without valid parts are read with their
 * events, so their parts can be computed after the commit (payPartsOf).
 */
export async function readPeriodSums(tx: Tx, context: PayPartsScope): Promise<PeriodSumsRead> {
  const totals = await periodTotals(tx, context);
  // The shifts left out of these sums, by id: a shift changed since is still summed once.
  const unkept = await readUnkeptShifts(
    tx,
    context,
    totals.flatMap((row) => row.unkept?.split(',') ?? []),
  );
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
  return { totals, unkept, unapproved: unapproved.rows, otherCounts: otherCounts.rows };
}

/**
 * Each driver's sums of the period: the kept parts' totals, with the shifts read without valid
 * parts added from `parts` (computed from their events).
 */
export function driverPeriodSums(
  read: PeriodSumsRead,
  parts: ReadonlyMap<string, ShiftPayParts>,
): Map<string, DriverPeriodSums> {
  const byDriver = new Map<string, DriverPeriodSums>();
  const entry = (driverId: string) => {
    let found = byDriver.get(driverId);
    if (!found) byDriver.set(driverId, (found = { sums: emptyShiftSums(), unapprovedShifts: 0 }));
    return found;
  };
  for (const row of read.totals) {
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
  for (const row of read.unapproved) entry(row.driver_id).unapprovedShifts = Number(row.count);
  for (const row of read.otherCounts)
    entry(row.driver_id).sums.eventCounts.set(
      Number(row.work_type),
      (entry(row.driver_id).sums.eventCounts.get(Number(row.work_type)) ?? 0) + Number(row.count),
    );
  for (const shift of read.unkept) {
    const shiftParts = parts.get(shift.id);
    if (shiftParts) addShiftToSums(entry(shift.driverId).sums, shift, shiftParts);
  }
  return byDriver;
}
