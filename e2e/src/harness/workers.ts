/**
 * How many journey files run at once, each worker against a server of its own (global-setup.ts):
 * E2E_WORKERS, 2 by default (two cores here). Against a server you run yourself (E2E_BASE_URL)
 * the files share it, so they run one after another.
 */
export const E2E_WORKERS = process.env.E2E_BASE_URL
  ? 1
  : Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1);
