import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { driverCatalogueBackend, loadDriverCatalogues } from './driver-catalogue-loading';
import { DRIVER_LAZY_NAMESPACES, DRIVER_NAMESPACES } from './namespaces';
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

  it.each([...SUPPORTED_LANGUAGES])("fetch a lazily loaded screen's catalogue of %s when asked", async (language) => {
    for (const namespace of DRIVER_LAZY_NAMESPACES) {
      const read = await new Promise((resolve, reject) =>
        driverCatalogueBackend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data))),
      );
      expect(read).toEqual(loadResources()[language]?.[namespace]);
    }
  });

  it('refuses a language it has no catalogues for', async () => {
    await expect(loadDriverCatalogues('de')).rejects.toThrow('No catalogues for language "de"');
  });
});
