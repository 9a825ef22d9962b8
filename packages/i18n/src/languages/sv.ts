/** The rest of the Swedish catalogues, fetched with the first page opened after the first (see sv-first.ts). */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/sv/*.json', '!../locales/sv/{web,web-calculations,errors,validation}.json'],
  { eager: true, import: 'default' },
);
