/** Every Swedish catalogue file by path, bundled as one chunk that loads only when this language is used. */
export const files = import.meta.glob<Record<string, unknown>>('../locales/sv/*.json', { eager: true, import: 'default' });
