/**
 * Why a call out failed before a usable answer came, each said in words by the `outbound`
 * catalogue (`outbound:errors.<reason>`).
 */
export const OUTBOUND_FAILURES = [
  /** Not a URL, or one with a user name and password in it. */
  'invalid-address',
  /** http:// (or another scheme) without EXTERNAL_SERVICES_ALLOW_PRIVATE. */
  'not-https',
  /** The address, or an address its name resolves to, is loopback, private, link-local, … */
  'not-public',
  /** The name does not resolve. */
  'name-not-found',
  /** No connection, or it broke before the answer was read. */
  'unreachable',
  /** The service's TLS certificate is not valid for the name. */
  'certificate',
  /** The connection or the whole call took longer than allowed. */
  'timeout',
  /** The answer is longer than the cap: reading stopped there. */
  'too-large',
  /** More redirects in a row than allowed. */
  'too-many-redirects',
] as const;
export type OutboundFailure = (typeof OUTBOUND_FAILURES)[number];

/** A call out refused or broken off by the outbound client; `reason` says which. */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly reason: OutboundFailure,
    detail: string,
    /** The socket's or undici's own code (ECONNREFUSED, UND_ERR_SOCKET, …) when it gave one: a feed's error names it. */
    readonly code?: string,
  ) {
    super(detail);
  }
}

/** The catalogue key of a failure, for answers and stored statuses. */
export const outboundErrorKey = (reason: OutboundFailure) => `outbound:errors.${reason}`;

/** Failures that may pass on their own: worth another try later. */
export const isTransientFailure = (reason: OutboundFailure) => reason === 'unreachable' || reason === 'timeout';
