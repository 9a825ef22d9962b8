import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: 256 random bits, prefixed so a leaked one is recognised in logs and scans. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `Rahti-Signature` header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * The timestamp is signed with the body so a receiver can refuse a captured delivery replayed
 * later (webhook-verify-example.ts, which the integrators' guide quotes).
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
  return `t=${t},v1=${v1}`;
}
