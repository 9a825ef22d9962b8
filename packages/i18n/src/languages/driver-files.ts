/**
 * The driver app's catalogues, one small chunk per language and namespace, fetched when shown
 * (DRIVER_NAMESPACES and DRIVER_LAZY_NAMESPACES in namespaces.ts; a test compares them).
 */
export const files = import.meta.glob<Record<string, unknown>>(
  '../locales/*/{driver,driver-sync,driver-transport,pre-trip,shifts,validation,work-types}.json',
  {
    import: 'default',
  },
);
