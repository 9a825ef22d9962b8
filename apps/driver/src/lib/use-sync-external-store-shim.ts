/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): react-i18next
 * imports the shim for React before 18, whose fallback would add 0.4 KB to the first load.
 */
export { useSyncExternalStore } from 'react';
