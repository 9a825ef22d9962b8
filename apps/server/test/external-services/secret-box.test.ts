import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '../../src/external-services/secret-box';

const key = randomBytes(32);
const ORG = '00000000-0000-4000-8000-000000000001';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text never holds the secret', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (secret) => {
        const sealed = sealSecret(key, ORG, secret);
        expect(openSecret(key, ORG, sealed)).toBe(secret);
        expect(sealed.includes(secret) && secret.length > 3).toBe(false);
      }),
    );
  });

  it('refuses another key, another organisation and a changed text', () => {
    const sealed = sealSecret(key, ORG, 'rfms-simulator');
    expect(() => openSecret(randomBytes(32), ORG, sealed)).toThrow();
    expect(() => openSecret(key, '00000000-0000-4000-8000-000000000002', sealed)).toThrow();
    expect(() => openSecret(key, ORG, `${sealed.slice(0, -2)}AA`)).toThrow();
  });
});
