import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    ['fi-FI,fi;q=0.9,en;q=0.8', 'fi'],
    ['sv-SE', 'sv'],
    ['de-DE,sv;q=0.5,fi;q=0.7', 'fi'],
    ['de-DE,nb;q=0.9', 'en'],
    ['', 'en'],
    [['sv-FI', 'fi-FI'], 'sv'],
    ['en-GB;q=0,fi', 'fi'],
  ] as const)('%j → %s', (preferences, expected) => {
    expect(pickLanguage(preferences)).toBe(expected);
  });

  it('always answers a supported language, whatever the header', () => {
    fc.assert(fc.property(fc.string(), (header) => LANGUAGES.includes(pickLanguage(header))));
  });

  it('honours the first supported language in a list without quality values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('de', 'fr', 'et'), { maxLength: 3 }),
        fc.constantFrom(...LANGUAGES),
        (unsupported, wanted) => pickLanguage([...unsupported, wanted, 'en']) === wanted,
      ),
    );
  });
});
