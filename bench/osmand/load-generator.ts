/**
 * The OsmAnd bench's load generator, a child process of its own (bench/osmand.ts forks it), so
 * its CPU time is counted apart from the listener's. Sends Traccar Client Android's request (an
 * empty POST with the position in the query) over keep-alive connections, `concurrency` requests
 * in flight at once, each device's positions 10 s apart, and reports the latencies.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { traccarAndroidQuery } from '@rahti/domain';

export interface LoadJob {
  origin: string;
  imeis: string[];
  requests: number;
  connections: number;
  /** Unix seconds of each device's first position. */
  firstSeconds: number;
}

export interface LoadResult {
  seconds: number;
  latenciesMs: number[];
  statuses: Record<string, number>;
  cpuSeconds: number;
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.origin, { connections: job.connections, pipelining: 1, keepAliveTimeout: 60_000 });
  const latencies = new Array<number>(job.requests);
  const statuses: Record<string, number> = {};
  let next = 0;
  const send = async () => {
    while (next < job.requests) {
      const i = next++;
      const imei = job.imeis[i % job.imeis.length]!;
      const seconds = job.firstSeconds + Math.floor(i / job.imeis.length) * 10;
      const path = `/?${traccarAndroidQuery(imei, seconds, { latitude: 60.1 + (i % 997) / 10_000, longitude: 24.9384 })}`;
      const start = performance.now();
      const response = await pool.request({ method: 'POST', path });
      await response.body.dump();
      latencies[i] = performance.now() - start;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: job.connections }, send));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await pool.close();
  return { seconds, latenciesMs: latencies, statuses, cpuSeconds: (used.user + used.system) / 1e6 };
}

process.on('message', (job: LoadJob | 'exit') => {
  if (job === 'exit') process.exit(0);
  run(job).then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
