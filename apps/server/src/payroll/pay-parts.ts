import { sql } from 'kysely';
import { EVENT_WORK_TYPES, shiftPayParts, type BonusType, type PartsEvent, type ShiftPayParts } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { approvedShiftsWithParts, groupsWithRulesKey, rulesKeyOf, type PayPartsScope } from './pay-parts-sql';

/** Shifts per events read and rows per upsert: bounds the ids in one query and the values in one statement. */
const CHUNK = 1_000;

/** A running approved shift: its parts computed now, never kept. */
export interface LiveShift {
  id: string;
  driverId: string;
  bonuses: { type: BonusType; hours: number | null }[];
  dailyAllowance: number;
  parts: ShiftPayParts;
}

interface StaleRow {
  id: string;
  driver_id: string;
  bonuses: LiveShift['bonuses'];
  daily_allowance: number;
  running: boolean;
  events_revision: number;
  rules_key: string;
  paid_break_type: 'paid' | 'unpaid' | 'paidUpToLimit' | null;
  paid_break_limit_minutes: number | null;
}

/** The approved shifts without valid parts, or (`runningIds`) these running shifts only: the rest are known to be kept. */
function staleShifts(tx: Tx, context: PayPartsScope, runningIds?: readonly string[]) {
  const columns = sql`s.id, s.driver_id, s.bonuses, s.daily_allowance, s.running_event_since is not null as running, s.events_revision,
    ${rulesKeyOf(context.timeZone)} as rules_key, g.paid_break_type, g.paid_break_limit_minutes`;
  if (!runningIds)
    return sql<StaleRow>`select ${columns} ${approvedShiftsWithParts(context)} and p.shift_id is null`.execute(tx);
  return sql<StaleRow>`
    select ${columns}
    from shifts s
    join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
    left join ${groupsWithRulesKey(context.timeZone)} g on g.organisation_id = d.organisation_id and g.id = d.driver_group_id
    where s.organisation_id = ${context.organisationId} and s.id in (${sql.join(runningIds)}) and s.running_event_since is not null`.execute(
    tx,
  );
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

/** The counts per work type as kept: an array in EVENT_WORK_TYPES order, and any other type apart. */
function keptCounts(eventCounts: Record<string, number>): {
  event_counts: number[];
  other_event_counts: string | null;
} {
  const other = Object.entries(eventCounts).filter(
    ([workType]) => !(EVENT_WORK_TYPES as readonly number[]).includes(Number(workType)),
  );
  return {
    event_counts: EVENT_WORK_TYPES.map((workType) => eventCounts[workType] ?? 0),
    other_event_counts: other.length === 0 ? null : JSON.stringify(Object.fromEntries(other)),
  };
}

/**
 * Brings the kept pay parts of the period's approved shifts up to date: the shifts whose parts
 * are missing or stale (another events revision, other rules) are computed from their events
 * and kept. Running shifts are computed and handed back, never kept. With `runningIds` (the
 * caller knows every other shift's parts are kept) only those running shifts are measured.
 */
export async function refreshPayParts(
  tx: Tx,
  context: PayPartsScope,
  runningIds?: readonly string[],
): Promise<LiveShift[]> {
  if (runningIds?.length === 0) return [];
  const shifts = (await staleShifts(tx, context, runningIds)).rows;
  if (shifts.length === 0) return [];
  const events = await eventsOf(
    tx,
    context.organisationId,
    shifts.map((shift) => shift.id),
  );
  const live: LiveShift[] = [];
  const kept: { shift: StaleRow; parts: ShiftPayParts }[] = [];
  for (const shift of shifts) {
    const breakRule = {
      paidBreakType: shift.paid_break_type ?? 'unpaid',
      paidBreakLimitMinutes: shift.paid_break_type === null ? null : shift.paid_break_limit_minutes,
    };
    const parts = shiftPayParts(events.get(shift.id) ?? [], { timeZone: context.timeZone, breakRule }, context.now);
    if (shift.running)
      live.push({
        id: shift.id,
        driverId: shift.driver_id,
        bonuses: shift.bonuses,
        dailyAllowance: shift.daily_allowance,
        parts,
      });
    else kept.push({ shift, parts });
  }
  // In id order, so two requests filling the same rows at once lock them in one order.
  kept.sort((a, b) => (a.shift.id < b.shift.id ? -1 : a.shift.id > b.shift.id ? 1 : 0));
  for (let start = 0; start < kept.length; start += CHUNK) {
    await tx
      .insertInto('shift_pay_parts')
      .values(
        kept.slice(start, start + CHUNK).map(({ shift, parts }) => ({
          organisation_id: context.organisationId,
          shift_id: shift.id,
          rules_key: shift.rules_key,
          events_revision: shift.events_revision,
          paid_ms: parts.paidMs,
          evening_ms: parts.eveningMs,
          night_ms: parts.nightMs,
          sunday_ms: parts.sundayMs,
          ...keptCounts(parts.eventCounts),
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['organisation_id', 'shift_id']).doUpdateSet((eb) => ({
          rules_key: eb.ref('excluded.rules_key'),
          events_revision: eb.ref('excluded.events_revision'),
          paid_ms: eb.ref('excluded.paid_ms'),
          evening_ms: eb.ref('excluded.evening_ms'),
          night_ms: eb.ref('excluded.night_ms'),
          sunday_ms: eb.ref('excluded.sunday_ms'),
          event_counts: eb.ref('excluded.event_counts'),
          other_event_counts: eb.ref('excluded.other_event_counts'),
        })),
      )
      .execute();
  }
  return live;
}
