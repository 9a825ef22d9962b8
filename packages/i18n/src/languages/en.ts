/** The rest of the English catalogues, fetched with the first page opened after the first (see en-first.ts). */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '!../locales/en/{web,web-calculations,errors,validation}.json'],
  { eager: true, import: 'default' },
);
