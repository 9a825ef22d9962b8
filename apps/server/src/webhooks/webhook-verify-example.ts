// Quoted whole in docs/integrators.md ("Checking a webhook's signature"); a test keeps the two
// the same and its test receiver checks every delivery with this very function.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a Rahti webhook: `header` is the `Rahti-Signature` header, `body` the request body exactly
 * as received (before any JSON parsing), `secret` the endpoint's secret. Refuses deliveries
 * signed more than `toleranceSeconds` from now, so a captured request cannot be replayed later.
 */
export function verifyRahtiSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  const given = Buffer.from(v1);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
