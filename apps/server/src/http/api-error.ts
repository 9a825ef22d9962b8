/**
 * An error the API answers on purpose. `code` names an i18n key in the `errors` namespace
 * (or a full "namespace:key"), translated into the caller's language by the error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: { path: string; message: string }[],
    /** More for a client to show than the words: added to the answer beside the message (a 409's counts). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

/** A code is a key in the `errors` namespace unless it names its own ("calculations:nameTaken"). */
const messageKey = (code: string) => (code.includes(':') ? code : `errors:${code}`);

export const unauthorized = (code: 'unauthorized' | 'sessionExpired' | 'organisationSetToBeDeleted' = 'unauthorized') =>
  new ApiError(401, code);
export const forbidden = (code = 'forbidden') => new ApiError(403, code);
export const notFound = () => new ApiError(404, 'notFound');
export const conflict = (code: string, field?: string) =>
  new ApiError(409, code, {}, field ? [{ path: field, message: messageKey(code) }] : undefined);
export const badRequest = (code: string, field?: string) =>
  new ApiError(400, code, {}, field ? [{ path: field, message: messageKey(code) }] : undefined);

/** Errors with messages from one catalogue, each naming the field to blame when there is one. */
export function catalogueErrors(namespace: string) {
  return (status: number, key: string, field?: string, params: Record<string, string | number> = {}): ApiError => {
    const code = `${namespace}:${key}`;
    return new ApiError(status, code, params, field ? [{ path: field, message: code }] : undefined);
  };
}
