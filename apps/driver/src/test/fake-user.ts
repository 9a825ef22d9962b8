import { User } from 'oidc-client-ts';

function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT: the app only reads claims, the API verifies signatures. */
export function fakeJwt(claims: object): string {
  return `${base64Url({ alg: 'none', typ: 'at+jwt' })}.${base64Url(claims)}.`;
}

export function fakeSignedInUser({ name, organisationName }: { name: string; organisationName: string }): User {
  return new User({
    id_token: fakeJwt({ sub: 'driver-1', name }),
    access_token: fakeJwt({ id: 'driver-1', OrganisationId: 'org-1', OrganisationName: organisationName }),
    token_type: 'Bearer',
    scope: 'openid profile offline_access',
    profile: {
      sub: 'driver-1',
      name,
      iss: 'http://localhost/oidc',
      aud: 'driver',
      exp: 2_000_000_000,
      iat: 1_700_000_000,
    },
    expires_at: 2_000_000_000,
  });
}
