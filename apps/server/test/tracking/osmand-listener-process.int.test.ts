import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { startServerProcess, waitUntilReady, type ServerProcess } from '../helpers/server-process';

/** The OsmAnd listener starts beside the app, on OSMAND_PORT, and can be switched off. */
describe('OSMAND_PORT', () => {
  it('is 5055 unless set, a port number, or off', () => {
    expect(loadConfig({}).osmandPort).toBe(5055);
    expect(loadConfig({ OSMAND_PORT: '5056' }).osmandPort).toBe(5056);
    expect(loadConfig({ OSMAND_PORT: '0' }).osmandPort).toBe(0);
    expect(loadConfig({ OSMAND_PORT: 'off' }).osmandPort).toBeNull();
    expect(() => loadConfig({ OSMAND_PORT: 'yes' })).toThrow(/OSMAND_PORT/);
    expect(() => loadConfig({ OSMAND_PORT: '70000' })).toThrow(/OSMAND_PORT/);
  });
});

describe('the listener in a running server', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rahti-osmand-'));
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const server of started) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a tracking device on its own port from `npm start`, and closes cleanly', async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      OSMAND_PORT: '0',
      WEB_DIST_DIR: '/nonexistent',
      DRIVER_DIST_DIR: '/nonexistent',
    });
    started.push(server);
    await waitUntilReady(server);
    const port = /OsmAnd listener for tracking devices on port (\d+)/.exec(server.output())?.[1];
    expect(port).toBeDefined();
    const response = await fetch(`http://127.0.0.1:${port}/?id=357207059646786&lat=60.1&lon=24.9`, { method: 'POST' });
    expect(response.status).toBe(400);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
