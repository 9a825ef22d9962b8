import { describe, expect, it } from 'vitest';
import { driverLicencesField, isLicenceValidOn, licenceKindOf } from './licences';

describe('licences', () => {
  it('tell classes from qualifications and upper-case codes', () => {
    expect(licenceKindOf('CE')).toBe('class');
    expect(licenceKindOf('ADR')).toBe('qualification');
    expect(licenceKindOf('TIETURVA')).toBeUndefined();
    expect(driverLicencesField.parse([{ code: ' ce ', expiresOn: '2030-01-31' }])).toEqual([
      { code: 'CE', expiresOn: '2030-01-31' },
    ]);
  });

  it('refuse a code listed twice and a bad date', () => {
    const result = driverLicencesField.safeParse([{ code: 'C' }, { code: 'c', expiresOn: '31.1.2030' }]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['1.expiresOn', 'organisation-data:invalidDate'],
        ['1.code', 'organisation-data:duplicateLicence'],
      ]),
    );
    expect(driverLicencesField.safeParse([{ code: 'C' }, { code: 'c' }]).error?.issues[0]?.message).toBe(
      'organisation-data:duplicateLicence',
    );
  });

  it('are valid up to and including their expiry day', () => {
    expect(isLicenceValidOn({ expiresOn: '2030-01-31' }, '2030-01-31')).toBe(true);
    expect(isLicenceValidOn({ expiresOn: '2030-01-31' }, '2030-02-01')).toBe(false);
    expect(isLicenceValidOn({ expiresOn: null }, '2099-01-01')).toBe(true);
  });
});
