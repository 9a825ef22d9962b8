import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { noChunkCycles } from '../../scripts/vite-no-chunk-cycles';
import { precompress } from '../../scripts/vite-precompress';

/** The app lives under /driver/ on the same origin as the web app, the API and the sign-in pages. */
const DRIVER_BASE = '/driver/';
const THEME_COLOUR = '#364fc7';

/**
 * Installable app and offline shell. Navigations inside /driver/ fall back to the cached
 * index.html, except the sign-in provider and API paths, which must always reach the server
 * (stack facts: a service worker answering /oidc/ with index.html breaks sign-in and renewal).
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  // globPatterns below already precache every built file, icons included: the lazily loaded
  // screens and each language's catalogues too, so every screen opens offline (decision 0012).
  includeManifestIcons: false,
  manifest: {
    id: DRIVER_BASE,
    name: 'Rahti Driver',
    short_name: 'Rahti',
    description: 'Shifts, vehicle and work type for haulage drivers',
    start_url: DRIVER_BASE,
    scope: DRIVER_BASE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    navigateFallback: `${DRIVER_BASE}index.html`,
    navigateFallbackDenylist: [/^\/oidc(\/|$)/, /^\/api(\/|$)/, /\/oidc-silent-renew/],
    cleanupOutdatedCaches: true,
  },
};

const DOMAIN_MODULES = /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/;
// The zod-free rules of auto drive and auto break: they load with the position recorder, which
// starts with the first shift recorded, not with zod (decision 0012).
const RECORDER_RULES = /packages[\\/]domain[\\/]src[\\/](driver-app[\\/]auto-work-type|tracking[\\/]geo-distance)\.ts$/;
const CATALOGUE_FILE = /packages[\\/]i18n[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/][\w-]+\.json$/;

/** The catalogues of lazily loaded screens (DRIVER_LAZY_NAMESPACES): a file each, fetched with their screen. */
const LAZY_CATALOGUE_FILE = /[\\/](pre-trip|driver-transport)\.json$/;

/** One chunk per language for its driver catalogues: all are needed before the first render. */
const catalogueChunkOf = (moduleId: string) => {
  const language = CATALOGUE_FILE.exec(moduleId)?.[1];
  return language && !LAZY_CATALOGUE_FILE.test(moduleId) ? `catalogues-${language}` : null;
};

// Served by the server at /driver/ (DRIVER_DIST_DIR); `npm run build -w @rahti/driver`.
export default defineConfig({
  base: DRIVER_BASE,
  plugins: [react(), VitePWA(pwaOptions), noChunkCycles(), precompress()],
  resolve: {
    alias: [
      // react-i18next's fallback for React before 18 (0.4 KB in the first load): React 19 has the hook.
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The shell and the Status tab as one file (decision 0012: under 130 KB gzipped with
            // its catalogues): a dozen small files would each cost a round trip on a phone link.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // A language's five catalogues (driver, driver-sync, shifts, validation, work-types) as
            // one file: the first render waits for all of them, so five files only cost requests and
            // compress worse apart (decision 0012).
            { name: catalogueChunkOf, test: CATALOGUE_FILE, priority: 2 },
            // The shared schemas and zod, which only the lazily loaded screens use, in one file:
            // split across shared files, a module's top-level code could run before what it imports.
            { name: 'domain', test: (id) => DOMAIN_MODULES.test(id) && !RECORDER_RULES.test(id), priority: 2 },
            // What several lazy screens share, merged into a few files rather than one per module.
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 20_000, priority: 1 },
          ],
        },
      },
    },
  },
});
