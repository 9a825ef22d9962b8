import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDriverCatalogues } from './driver-catalogue-loading';
import { DRIVER_NAMESPACES } from './namespaces';
import { SUPPORTED_LANGUAGES } from './options';
import { loadResources } from './node';

const onDisk = (language: string) =>
  DRIVER_NAMESPACES.filter((namespace) =>
    existsSync(join(import.meta.dirname, 'locales', language, `${namespace}.json`)),
  );

describe("the driver app's catalogues", () => {
  it.each([...SUPPORTED_LANGUAGES])('load the driver namespaces of %s and nothing else', async (language) => {
    const catalogues = await loadDriverCatalogues(language);
    expect(Object.keys(catalogues).sort()).toEqual(onDisk(language).sort());
    for (const namespace of onDisk(language))
      expect(catalogues[namespace]).toEqual(loadResources()[language]?.[namespace]);
  });

  it('include the driver, work-type, shift and validation texts', () => {
    for (const language of SUPPORTED_LANGUAGES)
      expect(onDisk(language)).toEqual(expect.arrayContaining(['driver', 'work-types', 'shifts', 'validation']));
  });

  it('refuses a language it has no catalogues for', async () => {
    await expect(loadDriverCatalogues('de')).rejects.toThrow('No catalogues for language "de"');
  });
});
