import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from '@rahti/domain';
import { createAccessTokens, InvalidTokenError } from '../../src/platform/access-token';

const config = { publicUrl: 'https://rahti.example' };
const claims: AccessTokenClaims = {
  id: '6f1c1a52-5a43-4c1e-9d0c-2a7f1b1c9e01',
  OrganisationId: '0b8f5c1e-7d2a-4f7e-8a51-3c2b9d4e6f10',
  OrganisationName: 'Kuljetus Oy',
  OrganisationCurrency: 'EUR',
  Role: 'Admin',
  DisplayLanguage: 'fi',
};

let signingKeys: JWK[];

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKeys = [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }];
});

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'valid';
  } catch (error) {
    return error instanceof InvalidTokenError ? error.reason : String(error);
  }
}

describe('access tokens remembered once verified', () => {
  it('gives the same identity on the second check of a token as on the first', async () => {
    const tokens = createAccessTokens(config, signingKeys);
    const token = await tokens.sign(claims, 600);
    const first = await tokens.verify(token);
    expect(first).toEqual({
      userId: claims.id,
      organisationId: claims.OrganisationId,
      role: 'Admin',
      language: 'fi',
      clientId: undefined,
    });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a remembered token as expired once its expiry has passed', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(config, signingKeys, () => clock);
    const token = await tokens.sign(claims, 60);
    expect(await reasonOf(tokens.verify(token))).toBe('valid');
    clock += 61_000;
    expect(await reasonOf(tokens.verify(token))).toBe('expired');
    // Forgotten after refusing it, and refused again by the signature check itself.
    expect(await reasonOf(tokens.verify(token))).toBe('expired');
  });

  it('does not remember a token that failed its check', async () => {
    const tokens = createAccessTokens(config, signingKeys);
    const token = await tokens.sign(claims, 600);
    const tampered = `${token.slice(0, -4)}AAAA`;
    expect(await reasonOf(tokens.verify(tampered))).toBe('invalid');
    expect(await reasonOf(tokens.verify(tampered))).toBe('invalid');
    expect(await reasonOf(tokens.verify(token))).toBe('valid');
  });
});
