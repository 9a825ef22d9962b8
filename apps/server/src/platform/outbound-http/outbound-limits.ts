/** How long and how large one call out may be. */
export interface OutboundLimits {
  /** Until the connection (and TLS) is up. */
  connectTimeoutMs: number;
  /** The whole call: resolving, connecting, every redirect and reading the answer. */
  totalTimeoutMs: number;
  /** The answer's body; reading stops past it. */
  maxAnswerBytes: number;
  /** Redirects followed in a row; one more is an error. */
  maxRedirects: number;
}

/**
 * 10 s to connect, 30 s for the whole call (rFMS answered in well under 5 s in every trial), 8 MiB
 * per answer (an rFMS page of positions is tens of kilobytes; its standard pages long histories),
 * 3 redirects (a moved service answers with one).
 */
export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  connectTimeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  maxAnswerBytes: 8 * 1024 * 1024,
  maxRedirects: 3,
};
