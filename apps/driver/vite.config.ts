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
  // globPatterns below already precache every built file, icons included.
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

// Served by the server at /driver/ (DRIVER_DIST_DIR); `npm run build -w @rahti/driver`.
export default defineConfig({
  base: DRIVER_BASE,
  plugins: [react(), VitePWA(pwaOptions), noChunkCycles(), precompress()],
  // Mantine and React in one cached chunk (~160 kB gzipped); the service worker keeps it offline.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
