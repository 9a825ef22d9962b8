import { OutboundError } from './outbound-errors';

const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** OpenSSL's and Node's names for a certificate that does not verify. */
const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_(VERIFY|GET_ISSUER)/;

/** What undici or the socket threw, as the outbound client's typed error. */
export function toOutboundError(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted && signal.reason instanceof OutboundError) return signal.reason;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  const detail = error instanceof Error ? `${error.message}${code ? ` (${code})` : ''}` : String(error);
  if (code && TIMEOUTS.has(code)) return new OutboundError('timeout', detail, code);
  if (code && CERTIFICATE.test(code)) return new OutboundError('certificate', detail, code);
  return new OutboundError('unreachable', detail, code);
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
