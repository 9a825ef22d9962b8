import { describe, expect, it } from 'vitest';
import { createTranslator, loadResources } from './node';

/** Placeholders that hold a quantity; line numbers are left as the spreadsheet shows them. */
const QUANTITY = /\{\{(count|ready|total|maxMb|maxRows|percent|page|pages)\}\}/;

const texts = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`))
      : [];

describe('counts in the import and organisation-data texts', () => {
  const translator = createTranslator();
  const t = (key: string, lng: string, params: Record<string, unknown>) => translator.t(key, { lng, ...params });

  it.each(['web-imports', 'organisation-data'])('%s formats every quantity per language', (namespace) => {
    const resources = loadResources();
    const unformatted = Object.entries(resources).flatMap(([language, catalogues]) =>
      texts(catalogues[namespace], `${language}/${namespace}`)
        .filter(([, text]) => QUANTITY.test(text))
        .map(([path]) => path),
    );
    expect(unformatted).toEqual([]);
  });

  it('writes 10 000 in Finnish and Swedish and 10,000 in English', () => {
    const params = { count: 1, ready: 10_000, total: 10_001 };
    expect(t('web-imports:review.summary', 'fi', params)).toBe(
      '10\u00a0000/10\u00a0001 riviä on valmiina; 1 rivissä on ongelmia',
    );
    expect(t('web-imports:review.summary', 'sv', params)).toBe(
      '10\u00a0000 av 10\u00a0001 rader är klara; 1 har problem',
    );
    expect(t('web-imports:review.summary', 'en', params)).toBe('10,000 of 10,001 rows are ready; 1 has problems');
    expect(t('web-imports:kinds.drivers.confirm', 'fi', { count: 2500 })).toBe('Tuo 2\u00a0500 kuljettajaa');
    expect(t('organisation-data:tooManyRows', 'en', { maxRows: 10_000 })).toBe(
      'The file has too many rows (at most 10,000).',
    );
  });

  it('says "User name is already taken" for one name and "User names are" for several', () => {
    expect(t('organisation-data:usernameTakenBy', 'en', { count: 1, usernames: 'anna' })).toBe(
      'User name is already taken: anna',
    );
    expect(t('organisation-data:usernameTakenBy', 'en', { count: 2, usernames: 'anna, bo' })).toBe(
      'User names are already taken: anna, bo',
    );
    expect(t('organisation-data:usernameTakenBy', 'fi', { count: 2, usernames: 'anna, bo' })).toBe(
      'Käyttäjätunnukset ovat jo käytössä: anna, bo',
    );
    expect(t('organisation-data:usernameTakenBy', 'sv', { count: 1, usernames: 'anna' })).toBe(
      'Användarnamnet är redan upptaget: anna',
    );
  });
});
