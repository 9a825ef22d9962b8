import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-user';
import { decodeJwtPayload } from './token-claims';

describe('decodeJwtPayload', () => {
  it('reads UTF-8 claims from a base64url payload', () => {
    expect(decodeJwtPayload(fakeJwt({ OrganisationName: 'Åkeri Östberg AB ä?>' }))).toEqual({
      OrganisationName: 'Åkeri Östberg AB ä?>',
    });
  });

  it('answers undefined for something that is not a JWT', () => {
    expect(decodeJwtPayload('opaque-token')).toBeUndefined();
    expect(decodeJwtPayload('a.!!!.c')).toBeUndefined();
  });
});
