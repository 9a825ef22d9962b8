import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { REPO_ROOT } from './paths';

/**
 * Runs a server entry point with tsx inside one Node process (no npx or npm wrapper), so
 * SIGTERM reaches the server itself and its clean shutdown closes the embedded database.
 */
function spawnServerScript(script: string, env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  // SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under a bench:
  // Node refuses those flags in NODE_OPTIONS.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.on('close', () => log.end());
  return child;
}

export function logTail(logFile: string, lines = 40): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
}

/** Runs a script to completion (the demo seed); fails with its log when it fails. */
export async function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  timeoutMs = 120_000,
): Promise<void> {
  const child = spawnServerScript(script, env, logFile);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await exitOf(child);
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${script} exited with ${code}. Last lines of ${logFile}:\n${logTail(logFile)}`);
}

export interface RunningServer {
  url: string;
  /** The server's own process (tsx runs inside it), for the benches' CPU figures. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts the real server and waits until GET /api/health answers {status: 'ok'}. */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv & { PORT: string; PUBLIC_URL: string },
  logFile: string,
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const child = spawnServerScript(script, env, logFile);
  let stopping = false;
  child.once('exit', (code, signal) => {
    // Otherwise the journeys only report "connection refused".
    if (!stopping)
      console.error(`e2e: the server stopped during the run (${signal ?? `exit ${code}`}); see ${logFile}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = exitOf(child);
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  // Ask by address, not by name: "localhost" may resolve to ::1 first while the server listens on IPv4.
  const healthUrl = `http://127.0.0.1:${env.PORT}/api/health`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with ${child.exitCode} before it was healthy. Last lines of ${logFile}:\n${logTail(logFile)}`,
      );
    }
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { status?: string };
      if (body.status === 'ok') return { url: env.PUBLIC_URL, pid: child.pid, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(
    `The server was not healthy within ${timeoutMs / 1000} s. Last lines of ${logFile}:\n${logTail(logFile)}`,
  );
}
