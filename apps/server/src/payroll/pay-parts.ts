import { sql } from 'kysely';
import { shiftPayParts, type BonusType, type PartsEvent, type ShiftPayParts } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { keepPayParts } from './pay-parts-keep';
import { groupsWithRulesKey, rulesKeyOf, type PayPartsScope } from './pay-parts-sql';

/** Shifts per query: bounds the ids in one query. */
const CHUNK = 1_000;

/** An approved shift without valid kept parts (running, or stale), with its events: its parts are computed from them. */
export interface UnkeptShift {
  id: string;
  driverId: string;
  bonuses: { type: BonusType; hours: number | null }[];
  dailyAllowance: number;
  running: boolean;
  /** What kept parts are keyed by: a change of either makes them stale. */
  eventsRevision: number;
  rulesKey: string;
  breakRule: { paidBreakType: 'paid' | 'unpaid' | 'paidUpToLimit'; paidBreakLimitMinutes: number | null };
  events: PartsEvent[];
}

interface UnkeptRow {
  id: string;
  driver_id: string;
  bonuses: UnkeptShift['bonuses'];
  daily_allowance: number;
  running: boolean;
  events_revision: number;
  rules_key: string;
  paid_break_type: 'paid' | 'unpaid' | 'paidUpToLimit' | null;
  paid_break_limit_minutes: number | null;
}

/** These shifts (`ids`, a chunk at most), with what their parts are computed under. */
function unkeptRows(tx: Tx, context: PayPartsScope, ids: readonly string[]) {
  return sql<UnkeptRow>`
    select s.id, s.driver_id, s.bonuses, s.daily_allowance, s.running_event_since is not null as running, s.events_revision,
      ${rulesKeyOf(context.timeZone)} as rules_key, g.paid_break_type, g.paid_break_limit_minutes
    from shifts s
    join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
    left join ${groupsWithRulesKey(context.timeZone)} g on g.organisation_id = d.organisation_id and g.id = d.driver_group_id
    where s.organisation_id = ${context.organisationId} and s.id in (${sql.join(ids)})`.execute(tx);
}

async function eventsOf(
  tx: Tx,
  organisationId: string,
  shiftIds: readonly string[],
): Promise<Map<string, PartsEvent[]>> {
  const events = new Map<string, PartsEvent[]>();
  for (let start = 0; start < shiftIds.length; start += CHUNK) {
    const rows = await tx
      .selectFrom('shift_events')
      .select(['shift_id', 'work_type', 'start_at', 'end_at'])
      .where('organisation_id', '=', organisationId)
      .where('shift_id', 'in', shiftIds.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      const event = {
        workType: row.work_type,
        start: new Date(row.start_at).getTime(),
        end: row.end_at === null ? null : new Date(row.end_at).getTime(),
      };
      const list = events.get(row.shift_id);
      if (list) list.push(event);
      else events.set(row.shift_id, [event]);
    }
  }
  return events;
}

/**
 * Reads these shifts (found without valid kept parts: running, not kept yet, or stale), each
 * with its events.
 */
export async function readUnkeptShifts(tx: Tx, context: PayPartsScope, ids: readonly string[]): Promise<UnkeptShift[]> {
  const rows: UnkeptRow[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(...(await unkeptRows(tx, context, ids.slice(start, start + CHUNK))).rows);
  if (rows.length === 0) return [];
  const events = await eventsOf(
    tx,
    context.organisationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    driverId: row.driver_id,
    bonuses: row.bonuses,
    dailyAllowance: row.daily_allowance,
    running: row.running,
    eventsRevision: row.events_revision,
    rulesKey: row.rules_key,
    breakRule: {
      paidBreakType: row.paid_break_type ?? 'unpaid',
      paidBreakLimitMinutes: row.paid_break_type === null ? null : row.paid_break_limit_minutes,
    },
    events: events.get(row.id) ?? [],
  }));
}

/** A shift's parts, with the reading of the shift (its events revision and rules key) they come from. */
export interface ComputedParts {
  shift: UnkeptShift;
  parts: ShiftPayParts;
}

/**
 * Each shift's parts, a running event counted up to `now`. A shift read twice is computed once,
 * from its first reading, and kept under that reading's revision.
 *
 * @computation
 */
export function computePayParts(
  shifts: readonly UnkeptShift[],
  context: Pick<PayPartsScope, 'timeZone' | 'now'>,
): Map<string, ComputedParts> {
  const computed = new Map<string, ComputedParts>();
  for (const shift of shifts)
    if (!computed.has(shift.id))
      computed.set(shift.id, {
        shift,
        parts: shiftPayParts(shift.events, { timeZone: context.timeZone, breakRule: shift.breakRule }, context.now),
      });
  return computed;
}

type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The parts of shifts read without valid kept ones: computed after the reading transaction has
 * committed, then the finished shifts' parts kept in a short transaction of their own (issue 28:
 * read, commit, compute, then write).
 */
export async function payPartsOf(
  inTenant: InTenant,
  context: Pick<PayPartsScope, 'organisationId' | 'timeZone' | 'now'>,
  shifts: readonly UnkeptShift[],
): Promise<Map<string, ShiftPayParts>> {
  const computed = computePayParts(shifts, context);
  if (shifts.some((shift) => !shift.running))
    await inTenant((tx) => keepPayParts(tx, context.organisationId, computed));
  return new Map([...computed].map(([id, { parts }]) => [id, parts]));
}
