import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedUserKey } from './oidc-settings';
import { readStoredUser } from './stored-user';

const ORIGIN = 'https://rahti.example';
const NOW = 1_800_000_000;

function storageWith(value: string | null): Storage {
  const storage = new Map<string, string>();
  if (value !== null) storage.set(storedUserKey(ORIGIN), value);
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
}

describe('the stored user read without the sign-in library', () => {
  it('is the token oidc-client-ts stored, while it has more than a minute left', () => {
    const stored = JSON.stringify({
      access_token: 'a.b.c',
      id_token: 'id',
      profile: { sub: 'u1' },
      expires_at: NOW + 61,
      token_type: 'Bearer',
    });
    expect(readStoredUser(ORIGIN, storageWith(stored), NOW)).toEqual({
      access_token: 'a.b.c',
      id_token: 'id',
      profile: { sub: 'u1' },
      expires_at: NOW + 61,
    });
  });

  it('is left to the library when the token is about to run out or already has', () => {
    for (const secondsLeft of [60, 1, 0, -3600]) {
      const stored = JSON.stringify({ access_token: 'a.b.c', profile: {}, expires_at: NOW + secondsLeft });
      expect(readStoredUser(ORIGIN, storageWith(stored), NOW)).toBeNull();
    }
  });

  it('is under the key of this origin and client only', () => {
    expect(storedUserKey(ORIGIN)).toBe('oidc.user:https://rahti.example/oidc:web');
    expect(
      readStoredUser(
        'https://other.example',
        storageWith(JSON.stringify({ access_token: 'x', expires_at: NOW + 3600 })),
        NOW,
      ),
    ).toBeNull();
  });

  it('never throws on whatever the storage holds, and never returns a user without a token', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (value) => {
        const user = readStoredUser(ORIGIN, storageWith(value), NOW);
        expect(user === null || (typeof user.access_token === 'string' && user.access_token !== '')).toBe(true);
      }),
    );
  });
});
