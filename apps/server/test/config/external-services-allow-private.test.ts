import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

describe('EXTERNAL_SERVICES_ALLOW_PRIVATE', () => {
  it('is off unless set to true, and a value that is not yes or no stops the start', () => {
    expect(loadConfig({}).externalServicesAllowPrivate).toBe(false);
    expect(
      ['true', 'TRUE', '1', 'false', '0', ''].map(
        (value) => loadConfig({ EXTERNAL_SERVICES_ALLOW_PRIVATE: value }).externalServicesAllowPrivate,
      ),
    ).toEqual([true, true, true, false, false, false]);
    expect(() => loadConfig({ EXTERNAL_SERVICES_ALLOW_PRIVATE: 'yes please' })).toThrow(
      /EXTERNAL_SERVICES_ALLOW_PRIVATE must be true or false/,
    );
  });
});
