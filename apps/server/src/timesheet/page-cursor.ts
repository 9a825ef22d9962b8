import { badRequest } from '../http/api-error';

/**
 * The lists' opaque cursors: the last row's sort values and id, so the next page starts right
 * after it (keyset paging: a page costs the same at the end of a month as at its start).
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The values of a cursor this server made: `count` strings, the last an id. Anything else is a
 * 400 on `cursor`, never a database error.
 */
export function decodeCursor(cursor: string, count: number): string[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === count &&
      value.every((item) => typeof item === 'string' && item.length <= 200) &&
      UUID.test(value[count - 1] as string)
    ) {
      return value as string[];
    }
  } catch {
    // Not base64url JSON: answered below.
  }
  throw badRequest('validation:invalid', 'cursor');
}

/** An instant from a cursor, checked, as the database compares it. */
export function cursorInstant(value: string): Date {
  const instant = new Date(value);
  if (!Number.isFinite(instant.getTime())) throw badRequest('validation:invalid', 'cursor');
  return instant;
}

/** The page and the cursor after it, from `limit + 1` rows read. */
export function pageOf<R, T>(
  rows: readonly R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (row: R) => readonly string[],
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null,
  };
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
