import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook } from '../../src/webhooks/webhook-signature';
import { verifyRahtiSignature } from '../../src/webhooks/webhook-verify-example';

const NOW = 1_795_000_000;
const secret = fc.string({ minLength: 1, maxLength: 60 });
const body = fc.string({ maxLength: 400 });

/** Changes one character of a text into another one. */
const changedAt = (text: string, index: number, by: number) => {
  const at = index % text.length;
  const code = text.charCodeAt(at);
  return text.slice(0, at) + String.fromCharCode((code + 1 + (by % 50)) % 0xd7ff || 1) + text.slice(at + 1);
};

describe('webhook signatures (Rahti-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">)', () => {
  it('verify what was signed, with the same secret, within the tolerance', () => {
    fc.assert(
      fc.property(secret, body, fc.integer({ min: -300, max: 300 }), (key, text, skew) => {
        expect(verifyRahtiSignature(signWebhook(key, text, NOW), text, key, NOW + skew)).toBe(true);
      }),
    );
  });

  it('refuse a body with any character changed, a changed signature, another secret', () => {
    fc.assert(
      fc.property(
        secret,
        body.filter((text) => text.length > 0),
        fc.nat(),
        fc.nat(),
        (key, text, index, by) => {
          const header = signWebhook(key, text, NOW);
          expect(verifyRahtiSignature(header, changedAt(text, index, by), key, NOW)).toBe(false);
          const hexAt = header.indexOf('v1=') + 3 + (index % 64);
          const flipped = header.slice(0, hexAt) + (header[hexAt] === '0' ? '1' : '0') + header.slice(hexAt + 1);
          expect(verifyRahtiSignature(flipped, text, key, NOW)).toBe(false);
          expect(verifyRahtiSignature(header, text, `${key}x`, NOW)).toBe(false);
        },
      ),
    );
  });

  it('refuse a delivery signed more than five minutes from now (a replay) and a malformed header', () => {
    const key = newWebhookSecret();
    const header = signWebhook(key, '{}', NOW);
    expect(header).toMatch(/^t=1795000000,v1=[0-9a-f]{64}$/);
    expect(verifyRahtiSignature(header, '{}', key, NOW + 301)).toBe(false);
    expect(verifyRahtiSignature(header, '{}', key, NOW - 301)).toBe(false);
    for (const bad of ['', 'v1=abc', 't=x,v1=00', `t=${NOW}`, `t=${NOW},v1=ä${'0'.repeat(63)}`])
      expect(verifyRahtiSignature(bad, '{}', key, NOW)).toBe(false);
  });

  it('check as docs/integrators.md shows: the guide quotes the very function the tests use', () => {
    const guide = readFileSync(resolve(import.meta.dirname, '../../../../docs/integrators.md'), 'utf8');
    const source = readFileSync(resolve(import.meta.dirname, '../../src/webhooks/webhook-verify-example.ts'), 'utf8');
    const code = source.slice(source.indexOf('import { createHmac'));
    expect(guide).toContain(code.trim());
  });
});
