import { defineConfig } from 'vitest/config';
import { mantineTableScroll } from './scripts/vite-mantine-table-scroll';

// One runner for every unit and server suite; e2e has its own config and runs against a built app.
// CI collects counts from a JSON report when it names a file for one.
const jsonReport = process.env.TEST_REPORT_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'i18n', root: 'packages/i18n', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./test/global-setup.ts'],
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
          server: { deps: { inline: [/@mantine\//] } },
        },
      },
      { test: { name: 'driver', root: 'apps/driver', environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] } },
    ],
  },
});
