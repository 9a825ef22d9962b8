import { inject } from 'vitest';

/** One server under test: each vitest worker has its own (global-setup.ts). */
export interface ServerUnderTest {
  /** Where it answers, e.g. http://localhost:41234 (no trailing slash). */
  baseUrl: string;
  /** Its OsmAnd listener for tracking devices (issue 14). */
  osmandUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers, one a worker: a worker's files run one after another against its own. */
    servers: ServerUnderTest[];
    /** An rFMS simulator the journeys point external services at (issue 14). */
    rfmsUrl: string;
  }
}

/**
 * This worker's server. VITEST_POOL_ID numbers the workers 1…maxWorkers, and no two files
 * running at once share a number, so no two files running at once share a server.
 */
function server(): ServerUnderTest {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const chosen = servers[(Math.max(1, worker) - 1) % servers.length];
  if (!chosen) throw new Error('The e2e global setup provided no server');
  return chosen;
}

export const baseUrl = (): string => server().baseUrl;
export const osmandUrl = (): string => server().osmandUrl;
export const rfmsUrl = (): string => inject('rfmsUrl');
