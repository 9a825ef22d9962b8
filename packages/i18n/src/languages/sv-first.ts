/**
 * The Swedish catalogues the first page after sign-in needs (the shell and the calculation list);
 * keep the list in step with FIRST_PAGE_NAMESPACES (namespaces.ts; a test compares them).
 */
export const files = import.meta.glob<Record<string, unknown>>(
  '../locales/sv/{web,web-calculations,errors,validation}.json',
  {
    eager: true,
    import: 'default',
  },
);
