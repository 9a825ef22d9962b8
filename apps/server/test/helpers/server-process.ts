import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` as a real process, the way `npm start` does, with the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // Any free port for the OsmAnd listener: 5055 may be another run's.
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', OSMAND_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the server logs that it is ready; rejects if it exits first. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.output().includes('Rahti is ready')) return;
    if (server.child.exitCode !== null) throw new Error(`Server exited early:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Server not ready in ${timeoutMs} ms:\n${server.output()}`);
}
