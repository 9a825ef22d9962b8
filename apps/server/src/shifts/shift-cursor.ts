import { badRequest } from '../http/api-error';

/** Where a page of the shift list ends: the last row's start and id (the list's order). */
export interface ShiftCursor {
  startAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: they pass back the `nextCursor` they were given. */
export function encodeCursor(row: { start_at: Date | string; id: string }): string {
  return Buffer.from(JSON.stringify([new Date(row.start_at).toISOString(), row.id])).toString('base64url');
}

/** A cursor this server did not make is a 400 on `cursor`, never a database error. */
export function decodeCursor(cursor: string): ShiftCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [startAt, id] = value as unknown[];
      if (
        typeof startAt === 'string' &&
        Number.isFinite(Date.parse(startAt)) &&
        typeof id === 'string' &&
        UUID.test(id)
      )
        return { startAt: new Date(startAt).toISOString(), id };
    }
  } catch {
    // Not base64url JSON: answered below.
  }
  throw badRequest('validation:invalid', 'cursor');
}
