import { describe, expect, it } from 'vitest';
import { loadCatalogues } from './catalogue-loading';
import { SUPPORTED_LANGUAGES } from './options';
import { resources } from './all';
import { loadResources } from './node';

describe('catalogues for the browser apps', () => {
  it('bundle every catalogue file of every language, as the server reads them', () => {
    expect(resources).toEqual(loadResources());
  });

  it.each([...SUPPORTED_LANGUAGES])('load %s on its own, once', async (language) => {
    const first = loadCatalogues(language);
    expect(loadCatalogues(language)).toBe(first);
    expect(await first).toEqual(loadResources()[language]);
  });

  it('refuses a language it has no catalogues for', async () => {
    await expect(loadCatalogues('de')).rejects.toThrow('No catalogues for language "de"');
  });
});
