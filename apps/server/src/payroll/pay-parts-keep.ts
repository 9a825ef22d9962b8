import { sql } from 'kysely';
import { EVENT_WORK_TYPES, type ShiftPayParts } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** Rows per upsert: bounds the values in one statement. */
const CHUNK = 1_000;

/** A shift's computed parts, with what they are kept under: the shift's reading they come from. */
export interface KeptParts {
  shift: { id: string; running: boolean; eventsRevision: number; rulesKey: string };
  parts: ShiftPayParts;
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
 * Keeps the parts of the finished shifts (running ones grow with the clock and are never kept),
 * each under the events revision and rules key of the reading it was computed from. That
 * revision was read before the events, and kept after the reading transaction has committed: a
 * shift changed meanwhile keeps parts under an older revision than its own, which the next
 * reader sees as stale and computes again, never as valid. Parts of a newer revision already
 * kept are not overwritten, and a shift deleted meanwhile is left out.
 */
export async function keepPayParts(
  tx: Tx,
  organisationId: string,
  computed: ReadonlyMap<string, KeptParts>,
): Promise<void> {
  // In id order, so two requests filling the same rows at once lock them in one order.
  const ids = [...computed.values()]
    .filter(({ shift }) => !shift.running)
    .map(({ shift }) => shift.id)
    .sort();
  for (let start = 0; start < ids.length; start += CHUNK) {
    // The shifts still there, held until the commit so none is deleted under the insert.
    const present = await tx
      .selectFrom('shifts')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids.slice(start, start + CHUNK))
      .orderBy('id')
      .forKeyShare()
      .execute();
    if (present.length === 0) continue;
    await tx
      .insertInto('shift_pay_parts')
      .values(
        present.map(({ id }) => {
          const { shift, parts } = computed.get(id)!;
          return {
            organisation_id: organisationId,
            shift_id: id,
            rules_key: shift.rulesKey,
            events_revision: shift.eventsRevision,
            paid_ms: parts.paidMs,
            evening_ms: parts.eveningMs,
            night_ms: parts.nightMs,
            sunday_ms: parts.sundayMs,
            ...keptCounts(parts.eventCounts),
          };
        }),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['organisation_id', 'shift_id'])
          .doUpdateSet((eb) => ({
            rules_key: eb.ref('excluded.rules_key'),
            events_revision: eb.ref('excluded.events_revision'),
            paid_ms: eb.ref('excluded.paid_ms'),
            evening_ms: eb.ref('excluded.evening_ms'),
            night_ms: eb.ref('excluded.night_ms'),
            sunday_ms: eb.ref('excluded.sunday_ms'),
            event_counts: eb.ref('excluded.event_counts'),
            other_event_counts: eb.ref('excluded.other_event_counts'),
          }))
          .where(sql<boolean>`shift_pay_parts.events_revision <= excluded.events_revision`),
      )
      .execute();
  }
}
