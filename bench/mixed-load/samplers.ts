import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

const MS_PER_TICK = 10; // Linux reports process times in 1/100 s (USER_HZ).

/** CPU milliseconds a process has used so far, from /proc; 0 once it is gone. */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

export interface Samples {
  /** Requests waiting for a connection of the request pool, summed over the server processes. */
  poolWaiting: number[];
  /** Connections of the request pools in use (open minus idle), summed over the processes. */
  poolInUse: number[];
  /** PostgreSQL's sessions of this database by state, each second (none on PGlite). */
  active: number[];
  idleInTransaction: number[];
  eventLoopP99Ms: number[];
}

const metric = (text: string, name: string, labels = '') => {
  let total = 0;
  for (const line of text.split('\n'))
    if (line.startsWith(`${name}{`) && line.includes(labels)) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  return total;
};

/**
 * Samples, once a second until stopped, what the issue asks to see under load: each server's
 * request pool (its /metrics) and, on PostgreSQL, `pg_stat_activity`'s active and "idle in
 * transaction" sessions of the bench's database.
 */
export function startSampling(options: {
  origins: string[];
  metricsToken: string;
  monitor: Kysely<Database> | undefined;
}) {
  const samples: Samples = { poolWaiting: [], poolInUse: [], active: [], idleInTransaction: [], eventLoopP99Ms: [] };
  let stopped = false;
  const once = async () => {
    const scraped = await Promise.all(
      options.origins.map((origin) =>
        fetch(`${origin}/metrics`, {
          headers: { authorization: `Bearer ${options.metricsToken}` },
          signal: AbortSignal.timeout(5_000),
        })
          .then((response) => response.text())
          .catch(() => ''),
      ),
    );
    const requests = 'pool="requests"';
    samples.poolWaiting.push(
      scraped.reduce((sum, text) => sum + metric(text, 'rahti_database_pool_waiting', requests), 0),
    );
    samples.poolInUse.push(
      scraped.reduce(
        (sum, text) =>
          sum +
          metric(text, 'rahti_database_pool_connections', requests) -
          metric(text, 'rahti_database_pool_idle', requests),
        0,
      ),
    );
    samples.eventLoopP99Ms.push(
      Math.max(...scraped.map((text) => metric(text, 'rahti_event_loop_delay_seconds', 'quantile="0.99"') * 1000)),
    );
    if (options.monitor) {
      const { rows } = await sql<{ state: string | null; n: number }>`
        select state, count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() group by state`.execute(options.monitor);
      const of = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
      samples.active.push(of('active'));
      samples.idleInTransaction.push(of('idle in transaction'));
    }
  };
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      await once().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - started))));
    }
  })();
  return {
    async stop(): Promise<Samples> {
      stopped = true;
      await loop;
      return samples;
    },
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : +(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2);

/** Mean and largest of each series. */
export function summariseSamples(samples: Samples) {
  const both = (values: readonly number[]) => ({ mean: mean(values), max: Math.max(0, ...values) });
  return {
    samples: samples.poolWaiting.length,
    poolWaiting: both(samples.poolWaiting),
    poolInUse: both(samples.poolInUse),
    eventLoopP99Ms: both(samples.eventLoopP99Ms.map((value) => +value.toFixed(1))),
    ...(samples.active.length > 0
      ? { postgresActive: both(samples.active), postgresIdleInTransaction: both(samples.idleInTransaction) }
      : {}),
  };
}
