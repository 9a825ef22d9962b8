/**
 * The driver app's sync limits (decision 0012), in a module of their own without zod: the phone
 * reads them in its first load, where any value of `driver-sync.schemas.ts` would pull in zod.
 */
export const DRIVER_SYNC_LIMITS = {
  operationsMax: 100,
  operationKeyMax: 100,
  positionsMax: 1000,
  /** Shifts starting this many days back (and any still ongoing) come back with every sync. */
  recentDays: 35,
  /** Published planned shifts starting within this many days (and not ended) come with every sync. */
  plannedDays: 14,
  /** The server's cursors are 22 characters; the room above is for a longer one later. */
  cursorMax: 64,
} as const;
