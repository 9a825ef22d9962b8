import { ApiError } from './api-error';

/** An error with a message from the organisation-data catalogue, naming the field when one is to blame. */
export function organisationDataError(
  status: number,
  key: string,
  field?: string,
  params: Record<string, string | number> = {},
): ApiError {
  const code = `organisation-data:${key}`;
  return new ApiError(status, code, params, field ? [{ path: field, message: code }] : undefined);
}

/** Foreign-key violation: a referenced department, base, group or vehicle does not exist (here). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23503';
}

/** "Anna Virta, ABC-123 …": what uses a record, short enough for a message. */
export function nameList(names: string[], shown = 5): string {
  return names.length > shown ? `${names.slice(0, shown).join(', ')} …` : names.join(', ');
}
