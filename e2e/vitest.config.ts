import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/harness/workers';

// CI collects counts from a JSON report when it names a file for one.
const jsonReport = process.env.TEST_REPORT_JSON;

// Browser journeys against the built product and real servers (started by the global setup):
// E2E_WORKERS files at once, each worker's files one after another against a server of that
// worker's own, seeded with the demo organisation (see src/harness/global-setup.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/harness/global-setup.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
});
