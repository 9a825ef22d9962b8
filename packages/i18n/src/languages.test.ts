import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogues, loadFirstPageCatalogues } from './catalogue-loading';
import { FIRST_PAGE_NAMESPACES, NAMESPACES } from './namespaces';
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

  it.each([...SUPPORTED_LANGUAGES])(
    'load the first page of %s on its own: the first page namespaces, nothing else',
    async (language) => {
      const firstPage = await loadFirstPageCatalogues(language);
      expect(Object.keys(firstPage).sort()).toEqual([...FIRST_PAGE_NAMESPACES].sort());
      for (const namespace of FIRST_PAGE_NAMESPACES)
        expect(firstPage[namespace]).toEqual(loadResources()[language]?.[namespace]);
    },
  );

  it('name every catalogue file in NAMESPACES', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = readdirSync(join(import.meta.dirname, 'locales', language)).map((file) =>
        file.replace(/\.json$/, ''),
      );
      expect([...NAMESPACES].sort()).toEqual(files.sort());
    }
    expect(NAMESPACES).toEqual(expect.arrayContaining([...FIRST_PAGE_NAMESPACES]));
  });

  it('refuses a language it has no catalogues for', async () => {
    await expect(loadCatalogues('de')).rejects.toThrow('No catalogues for language "de"');
    await expect(loadFirstPageCatalogues('de')).rejects.toThrow('No catalogues for language "de"');
  });
});
