import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../helpers/server-process';

/** The embedded database must never be opened by two processes, and must close cleanly. */
describe('the embedded database in a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rahti-lock-'));
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const s of started) s.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data directory, then closes the first on SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: '/nonexistent', DRIVER_DIST_DIR: '/nonexistent' };
    const first = startServerProcess(env);
    started.push(first);
    await waitUntilReady(first);
    expect(existsSync(join(dataDir, 'rahti.lock'))).toBe(true);

    const second = startServerProcess(env);
    started.push(second);
    const secondCode = await second.exited;
    expect(secondCode).not.toBe(0);
    expect(second.output()).toMatch(/data directory .* is in use by another Rahti process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'rahti.lock'))).toBe(false);

    // The data survived the clean close: a new server opens the same directory.
    const third = startServerProcess(env);
    started.push(third);
    await waitUntilReady(third);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
