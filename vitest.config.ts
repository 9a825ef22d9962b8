import { defineConfig } from 'vitest/config';
import { mantineTableScroll } from './scripts/vite-mantine-table-scroll';

// One runner for every unit and server suite; e2e has its own config and runs against a built app.
// CI collects counts from a JSON report when it names a file for one.
const jsonReport = process.env.TEST_REPORT_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      // Pure rules and catalogues: nothing for one file to leave behind for the next, so a worker
      // runs its files without starting afresh for each (see the web and server projects).
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', isolate: false } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node', isolate: false } },
      // Development tools (the rFMS simulator): their own rules, tested without the server.
      { test: { name: 'tools', root: 'tools', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker runs its files one after another in one process, loading the server's modules
          // once rather than for each file (about 2 s a file). Each file builds its own app, with
          // organisations of its own, on the worker's embedded database (test/helpers/test-database.ts),
          // as all files share one database in the PostgreSQL run; the server keeps no state in
          // its modules. Module mocks (vi.mock) would leak from file to file here; the suites use none.
          isolate: false,
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        // Tables scroll in the tests as they do in the built app: Mantine goes through Vite
        // (not Node's own loader) so the plugin can swap its Table.ScrollContainer; all of
        // Mantine, so its packages share one @mantine/core.
        plugins: [mantineTableScroll()],
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          // Typing with user-event through whole forms takes seconds in jsdom on two busy cores;
          // 5 s timed out tests that pass alone.
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
          // A worker keeps its window and modules from file to file, so Mantine and the app load
          // once per worker rather than for each file (about 2 s a file); the setup file resets
          // what a file could leave behind. Module mocks (vi.mock) would leak from file to file
          // here; the suites use the fakes in src/test instead.
          isolate: false,
          server: { deps: { inline: [/@mantine\//] } },
        },
      },
      { test: { name: 'driver', root: 'apps/driver', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] } },
    ],
  },
});
