import type { InitOptions, Resource } from 'i18next';

export const SUPPORTED_LANGUAGES = ['en', 'fi', 'sv'] as const;

/** Shared i18next options; keys are written "namespace:key". */
export function i18nOptions(resources: Resource, defaultNamespace: string): InitOptions {
  return {
    resources,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))],
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  } as InitOptions;
}
