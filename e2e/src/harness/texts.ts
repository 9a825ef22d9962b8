import type { TFunction } from 'i18next';
import type { Language } from '@rahti/domain';
import { createTranslator } from '@rahti/i18n/node';

const translator = createTranslator('web');
const fixed = new Map<Language, TFunction>();

/**
 * What the product shows for a catalogue key ("web:shell.userMenu") in one language, read from
 * the same catalogues the apps bundle, so journeys find controls the way a person reads them.
 * A missing key fails loudly instead of searching for the key itself.
 */
export function text(language: Language, key: string, values?: Record<string, unknown>): string {
  if (!translator.exists(key, { lng: language, ...values }))
    throw new Error(`No catalogue text for "${key}" in ${language}`);
  let t = fixed.get(language);
  if (!t) fixed.set(language, (t = translator.getFixedT(language)));
  return t(key, values ?? {}) as string;
}

/** An exact, whole-string match for Playwright's name and text options. */
export function exactly(value: string): RegExp {
  return new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** A form label, which Mantine may end with a required-field asterisk. */
export function fieldLabel(value: string): RegExp {
  return new RegExp(`^\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?\\s*$`);
}
