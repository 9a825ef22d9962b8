import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineAppShellScroll } from '../../scripts/vite-mantine-app-shell-scroll';
import { mantineTableScroll } from '../../scripts/vite-mantine-table-scroll';
import { noChunkCycles } from '../../scripts/vite-no-chunk-cycles';
import { precompress } from '../../scripts/vite-precompress';

// The server (port 3000) answers the API and the sign-in authority; in development Vite proxies both.
const backend = 'http://localhost:3000';

const CHART_MODULES =
  /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[\w-]+|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3)[\\/]/;

// Mantine and its floating-ui layer import only each other and React; kept apart from the app's
// own shared code, a merged file can never hold both a Mantine part and a page helper that
// imports it, which is how two shared files came to import each other.
const MANTINE_MODULES = /node_modules[\\/](@mantine[\\/](core|hooks|dates)|@floating-ui)[\\/]/;

// Leaflet (with its CSS) only on the pages that draw a map: shared by two of them, the shared
// merge below put it in one file with small helpers of the timesheet, events and task pages,
// which then loaded the map library too. So did the app's own map hook, merged with the
// driving-time helpers: the planning page then evaluated Leaflet on every opening.
const MAP_MODULES = /node_modules[\\/]leaflet[\\/]|features[\\/]location-map[\\/]use-leaflet-map\.ts$/;

const DOMAIN_MODULES = /packages[\\/]domain[\\/]|node_modules[\\/]zod[\\/]/;

// The app's own helpers (dates, periods, formats, the API) import only each other, the domain,
// Mantine and the first page's code. Left to the shared merge, two of them landed in two merged
// files that then imported each other (period presets and calendar dates); in one file of their
// own they cannot.
const LIB_MODULES = /apps[\\/]web[\\/]src[\\/]lib[\\/]/;

// The shared UI parts (fields, dialogs, notices) import only the helpers above, the domain and
// Mantine. Left to the shared merge, the date field and the period fields that use it landed in
// two merged files that imported each other once resource planning used the date field too.
const UI_MODULES = /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]/;

// The First steps on an empty Calculations page (a new organisation's landing) are that page's
// largest paint: in a shared file they came with the domain and Mantine files (120 KB) and
// painted a second after the page.
const FIRST_STEPS_MODULES =
  /apps[\\/]web[\\/]src[\\/]features[\\/]dashboard[\\/](getting-started|getting-started-api|contact-links)\.tsx?$/;

export default defineConfig({
  base: '/',
  plugins: [react(), mantineTableScroll(), mantineAppShellScroll(), noChunkCycles(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs, as one file: dozens of small ones would each
            // cost a round trip on a phone link.
            { name: 'initial', tags: ['$initial'], priority: 3 },
            // Charts only on the pages that draw them.
            { name: 'charts', test: CHART_MODULES, priority: 2 },
            // The map library only on the pages that draw a map.
            { name: 'leaflet', test: MAP_MODULES, priority: 2 },
            // The shared domain code and its schemas in one file: split across the merged shared
            // files below, its modules' top-level code could run before what it imports.
            { name: 'domain', test: DOMAIN_MODULES, priority: 2 },
            // Mantine parts that the first page does not need, in one file of their own.
            { name: 'mantine', test: MANTINE_MODULES, priority: 2 },
            // The app's helpers that the first page does not need, in one file.
            { name: 'lib', test: LIB_MODULES, priority: 2 },
            { name: 'ui', test: UI_MODULES, priority: 2 },
            { name: 'first-steps', test: FIRST_STEPS_MODULES, priority: 2 },
            // Code that several pages share, merged into a few files rather than one per module.
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 20_000, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // Anchored patterns: a plain '/oidc' prefix would also capture the app's own /oidc-callback pages.
    proxy: {
      '^/api/': { target: backend },
      '^/oidc(/|$)': { target: backend },
    },
  },
});
