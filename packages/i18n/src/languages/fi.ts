/** The rest of the Finnish catalogues, fetched with the first page opened after the first (see fi-first.ts). */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/fi/*.json', '!../locales/fi/{web,web-calculations,errors,validation}.json'],
  { eager: true, import: 'default' },
);
