import { OutboundError, type OutboundFailure } from '../../platform/outbound-http/outbound-errors';

/**
 * What can go wrong talking to a truck maker's rFMS service, as values a caller can show and
 * act on (a job records it on the service's status; the office sees it). Codes per the rFMS 4.0
 * OpenAPI (domain-rules.md §2.1): 400, 401, 403, 404 (unknown VIN or version not supported),
 * 406 (Accept not supported), 429; 5xx and network failures are retried before they are reported.
 */
export type RfmsError =
  /** 401 from the service, or the token endpoint refused the client id and secret. */
  | { kind: 'bad-credentials'; status: number; message: string }
  /** 403: signed in, but the account may not use this service or vehicle. */
  | { kind: 'forbidden'; status: 403; message: string }
  /** 404: an unknown VIN, or this rFMS version is not served. */
  | { kind: 'not-found'; status: 404; message: string }
  /** 406: the service does not serve the media type (version) asked for. */
  | { kind: 'not-acceptable'; status: 406; message: string }
  | { kind: 'bad-request'; status: number; message: string }
  /** 429 on every try, or a Retry-After longer than the client will wait: try again after `retryAfterSeconds`. */
  | { kind: 'rate-limited'; status: 429; attempts: number; retryAfterSeconds: number | null; message: string }
  /** 5xx, a timeout or no connection, on every try. `status` is null when no answer came. */
  | { kind: 'unavailable'; status: number | null; attempts: number; message: string }
  /** An answer we cannot read (not JSON, not the page asked for) or paging that does not move on. */
  | { kind: 'bad-response'; status: number; message: string }
  /**
   * The call out was refused or cut short (platform/outbound-http): an address that is not https
   * or not public, a name not found, a bad certificate, no whole answer in time (on every try), an
   * answer over the size cap, too many redirects.
   */
  | {
      kind: 'outbound';
      reason: Exclude<OutboundFailure, 'unreachable'>;
      status: null;
      attempts: number;
      message: string;
    };

export type RfmsErrorKind = RfmsError['kind'];

/** A result or the error that stopped it; success fields sit beside `ok`. */
export type RfmsResult<T> = ({ ok: true } & T) | { ok: false; error: RfmsError };

export function failure(error: RfmsError): { ok: false; error: RfmsError } {
  return { ok: false, error };
}

/** The message of an rFMS error body `{ error, error_description }`, or a plain one. */
export function errorMessage(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
    if (typeof description === 'string' && description.trim()) return description.trim();
    if (typeof error === 'string' && error.trim()) return error.trim();
  }
  return `HTTP ${status}`;
}

/** The error for a final (not retried) 4xx answer. */
export function errorForStatus(status: number, body: unknown): RfmsError {
  const message = errorMessage(status, body);
  switch (status) {
    case 401:
      return { kind: 'bad-credentials', status, message };
    case 403:
      return { kind: 'forbidden', status, message };
    case 404:
      return { kind: 'not-found', status, message };
    case 406:
      return { kind: 'not-acceptable', status, message };
    default:
      return status >= 400 && status < 500
        ? { kind: 'bad-request', status, message }
        : { kind: 'bad-response', status, message };
  }
}

/**
 * A call out that threw, as an error: no connection is `unavailable` (as a 5xx, worth retrying);
 * the rest keep the outbound client's reason. `retry` says whether another try may help.
 */
export function callFailure(error: unknown, attempts: number, prefix = ''): { error: RfmsError; retry: boolean } {
  if (!(error instanceof OutboundError)) throw error;
  const message = `${prefix}${error.message}`;
  if (error.reason === 'unreachable')
    return { error: { kind: 'unavailable', status: null, attempts, message }, retry: true };
  return {
    error: { kind: 'outbound', reason: error.reason, status: null, attempts, message },
    retry: error.reason === 'timeout',
  };
}
