import { badRequest } from '../http/api-error';

/** Where a page ends: the last row's made-at instant to the microsecond (as PostgreSQL keeps it) and id. */
export interface CreatedCursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The database's own text of the instant; milliseconds would lose the rows' order within one. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to clients: base64url of the last sort key, passed back as `cursor`. */
export function encodeCreatedCursor(cursor: CreatedCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** A cursor this server did not make is a 400 on `cursor`, never a database error. */
export function decodeCreatedCursor(text: string): CreatedCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (typeof createdAt === 'string' && INSTANT.test(createdAt) && typeof id === 'string' && UUID.test(id))
        return { createdAt, id };
    }
  } catch {
    // Not base64url JSON: answered below.
  }
  throw badRequest('validation:invalid', 'cursor');
}
