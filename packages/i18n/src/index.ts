import type { Resource } from 'i18next';

export { i18nOptions, SUPPORTED_LANGUAGES } from './options';

/**
 * Catalogues for the browser apps, bundled by Vite. A namespace is one file per language:
 * locales/<lang>/<namespace>.json. The server reads the same files through ./node.ts.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = module.default;
}
