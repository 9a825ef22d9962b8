import { DRIVER_SYNC_LIMITS, type SyncResponse } from '@rahti/domain';
import type { CacheValues } from './driver-db';

/**
 * The sync cursor on the phone (issue 28): the phone sends the cursor of the copy it holds, and
 * the server answers `unchanged` with empty lists when that copy is still what it would answer.
 */

/**
 * The cursor to send: the cached copy's, only when it is the signed-in driver's. One longer than
 * the server reads is left out: the server would refuse the whole call, outbox and all.
 */
export function cursorToSend(cached: CacheValues['sync'] | null, driverId: string | undefined): string | undefined {
  const cursor = cached?.cursor;
  if (cursor === undefined || cursor.length > DRIVER_SYNC_LIMITS.cursorMax) return undefined;
  return driverId !== undefined && cached?.driverId === driverId ? cursor : undefined;
}

/** What a sync answer stands for, as the cache keeps it. */
type ServerLists = Pick<CacheValues['sync'], 'shifts' | 'absences' | 'routes' | 'plannedShifts' | 'transportTasks'>;

/**
 * The shifts, absences, routes, planned shifts and transport tasks an answer stands for: its own,
 * or when `unchanged` the cached copy with that cursor (an older server sends no routes, plans or
 * transport tasks: none).
 * Null when the cache no longer holds that copy (it changed while the call was out): then the
 * answer tells nothing of the server's lists, and the next sync asks again.
 */
export function serverListsOf(response: SyncResponse, cached: CacheValues['sync'] | undefined, driverId: string | undefined): ServerLists | null {
  // `=== true`: an older server leaves the field out and always answers in full.
  if (response.unchanged !== true)
    return {
      shifts: response.shifts,
      absences: response.absences,
      routes: response.routes ?? [],
      plannedShifts: response.plannedShifts ?? [],
      // The schema's default is the server's; an older server's answer reaches the phone without it.
      transportTasks: (response.transportTasks as SyncResponse['transportTasks'] | undefined) ?? [],
    };
  if (!cached || cached.cursor !== response.cursor || cached.driverId !== driverId) return null;
  // The copy exactly as cached (one an older app stored has no routes or plans: none are shown).
  const { shifts, absences, routes, plannedShifts, transportTasks } = cached;
  return {
    shifts,
    absences,
    ...(routes ? { routes } : {}),
    ...(plannedShifts ? { plannedShifts } : {}),
    ...(transportTasks ? { transportTasks } : {}),
  };
}
