import { vi } from 'vitest';

// The files of a worker share one process (isolate: false in vitest.config.ts) and this file
// runs as each one starts: none inherits fake timers or stubbed globals and environment
// variables from the file before it.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
