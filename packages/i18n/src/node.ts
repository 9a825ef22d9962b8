import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { i18nOptions, SUPPORTED_LANGUAGES } from './options';

const LOCALES_DIR = join(import.meta.dirname, 'locales');

/** Reads every catalogue from disk (the server runs without a bundler). */
export function loadResources(): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const dir = join(LOCALES_DIR, language);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      (resources[language] ??= {})[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    }
  }
  return resources;
}

/** A ready i18next instance for code outside React: the sign-in pages and API error messages. */
export function createTranslator(defaultNamespace = 'common'): I18n {
  const instance = createInstance();
  void instance.init({ ...i18nOptions(loadResources(), defaultNamespace), lng: 'en' });
  return instance;
}
