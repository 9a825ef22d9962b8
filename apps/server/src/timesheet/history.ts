import { sql } from 'kysely';
import type { HistoryAction, HistoryEntry } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { isMachineCaller, type AuthContext } from '../http/access';

export type TimesheetItemType = 'shift' | 'absence';

export interface Change {
  itemType: TimesheetItemType;
  itemId: string;
  action: HistoryAction;
  /** The item as the API shows it, before and after (null for a creation or a removal). */
  before: object | null;
  after: object | null;
}

/** Who acts: a person's name as it is now, kept in the history; a machine client by its id. */
async function actorName(tx: Tx, auth: AuthContext): Promise<{ id: string | null; name: string }> {
  if (isMachineCaller(auth)) return { id: null, name: auth.userId };
  const user = await tx
    .selectFrom('users')
    .select(['id', 'display_name', 'username'])
    .where('organisation_id', '=', auth.organisationId)
    .where('id', '=', auth.userId)
    .executeTakeFirst();
  if (user) return { id: user.id, name: user.display_name || user.username };
  return { id: null, name: auth.clientId ?? auth.userId };
}

/** Every change of a shift or an absence is kept: who, when, what before and after. */
export async function recordChanges(tx: Tx, auth: AuthContext, changes: readonly Change[], at: Date): Promise<void> {
  if (changes.length === 0) return;
  const actor = await actorName(tx, auth);
  await tx
    .insertInto('timesheet_changes')
    .values(
      changes.map((change) => ({
        organisation_id: auth.organisationId,
        item_type: change.itemType,
        item_id: change.itemId,
        action: change.action,
        changed_at: at,
        changed_by: actor.id,
        changed_by_name: actor.name,
        before: change.before === null ? null : JSON.stringify(change.before),
        after: change.after === null ? null : JSON.stringify(change.after),
      })),
    )
    .execute();
}

export async function listHistory(
  tx: Tx,
  organisationId: string,
  itemType: TimesheetItemType,
  itemId: string,
): Promise<HistoryEntry[]> {
  const rows = await tx
    .selectFrom('timesheet_changes')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .orderBy('changed_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: new Date(row.changed_at).toISOString(),
    byUserId: row.changed_by,
    byName: row.changed_by_name,
    action: row.action as HistoryAction,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
  }));
}

export async function organisationTimeZone(tx: Tx, organisationId: string): Promise<string> {
  const row = await tx
    .selectFrom('organisations')
    .select('time_zone')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'Europe/Helsinki';
}

/**
 * The 409 for a write based on an old version: it names who changed the item last and when,
 * in the caller's language and the organisation's time zone, so they know what to reload.
 */
export async function staleVersionError(
  tx: Tx,
  auth: AuthContext,
  itemType: TimesheetItemType,
  itemId: string,
): Promise<ApiError> {
  const last = await tx
    .selectFrom('timesheet_changes')
    .select(['changed_at', 'changed_by_name'])
    .where('organisation_id', '=', auth.organisationId)
    .where('item_type', '=', itemType)
    .where('item_id', '=', itemId)
    .orderBy('changed_at', 'desc')
    .executeTakeFirst();
  if (!last) return new ApiError(409, 'shifts:staleVersionUnknown');
  return new ApiError(409, 'shifts:staleVersion', {
    by: last.changed_by_name,
    at: await localDateTime(tx, auth, last.changed_at),
  });
}

/** An instant as a message shows it: the caller's language, the organisation's time zone. */
export async function localDateTime(tx: Tx, auth: AuthContext, at: Date | string): Promise<string> {
  const timeZone = await organisationTimeZone(tx, auth.organisationId);
  return new Intl.DateTimeFormat(auth.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(at),
  );
}

/**
 * Whether a shift with this client key was removed or merged into another (its history keeps
 * it), so a phone still recording it learns so instead of bringing it back.
 */
export async function wasShiftRemoved(tx: Tx, organisationId: string, clientKey: string): Promise<boolean> {
  const row = await tx
    .selectFrom('timesheet_changes')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('item_type', '=', 'shift')
    .where('action', 'in', ['delete', 'merge'])
    .where(sql<string>`before ->> 'clientKey'`, '=', clientKey)
    .executeTakeFirst();
  return row !== undefined;
}
