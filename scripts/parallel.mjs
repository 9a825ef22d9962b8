// Runs shell commands a few at a time and fails when any fails, e.g. the seven type checks:
//   node scripts/parallel.mjs "tsc -p apps/web" "tsc -p apps/server" …
// Each command's output is held until it ends and then printed whole, under its name and time,
// so two commands' lines never interleave. Every command runs to its end even after one fails,
// so one run reports every project's errors. Jobs: PARALLEL_JOBS, or the machine's cores.
// List the slowest command first: the others fill in beside it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/parallel.mjs "command one" "command two" …');
  process.exit(2);
}
const jobs = Math.max(1, Number(process.env.PARALLEL_JOBS) || availableParallelism());

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`--- ${command}: ${status} in ${seconds}s\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const queue = [...commands];
const results = [];
const worker = async () => {
  for (let command = queue.shift(); command !== undefined; command = queue.shift()) results.push(await run(command));
};
await Promise.all(Array.from({ length: Math.min(jobs, commands.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
