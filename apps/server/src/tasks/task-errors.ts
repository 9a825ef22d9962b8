import { ApiError } from '../http/api-error';

/** An error with a message from the tasks catalogue, naming the field when one is to blame. */
export function taskError(
  status: number,
  key: string,
  field?: string,
  params: Record<string, string | number> = {},
): ApiError {
  const code = `tasks:${key}`;
  return new ApiError(status, code, params, field ? [{ path: field, message: code }] : undefined);
}
