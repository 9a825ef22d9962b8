import { defineConfig } from 'vitest/config';

// CI collects counts from a JSON report when it names a file for one.
const jsonReport = process.env.TEST_REPORT_JSON;

// Browser journeys against the built product and one real server (started by the global setup).
// Files run one after another: they share that server and its seeded demo organisation.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
});
