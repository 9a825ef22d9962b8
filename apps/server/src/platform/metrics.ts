import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** Upper bounds of the request-duration buckets, in seconds (the budgets sit at 0.1, 0.25 and 1 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export interface PoolStats {
  /** Connections open, of them idle, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

interface DurationSeries {
  labels: string;
  buckets: number[];
  count: number;
  sum: number;
}

/** Figures gathered from outside the registry as each scrape is answered (the job queue's depth). */
export type ScrapeGauges = () => Promise<{ name: string; help: string; value: number }[]>;

/**
 * What the server counts for GET /metrics (issue 28), in Prometheus's text format: request
 * durations per route, the database pools, the event loop's delay, positions accepted and
 * refused. Kept in this process: each process of several is scraped on its own.
 */
export interface Metrics {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  countPosition(outcome: 'accepted' | 'refused'): void;
  watchPool(name: string, stats: () => PoolStats): void;
  render(extra?: ScrapeGauges): Promise<string>;
  close(): void;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labelsOf = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([key, value]) => `${key}="${escapeLabel(value)}"`)
    .join(',');

export function createMetrics(): Metrics {
  const durations = new Map<string, DurationSeries>();
  const positions = { accepted: 0, refused: 0 };
  const pools = new Map<string, () => PoolStats>();
  // Started on the first scrape, so a server nobody scrapes keeps no timer for it.
  let loopDelay: IntervalHistogram | undefined;

  return {
    observeRequest(method, route, status, seconds) {
      const labels = labelsOf({ method, route, status: String(status) });
      let series = durations.get(labels);
      if (!series)
        durations.set(labels, (series = { labels, buckets: DURATION_BUCKETS.map(() => 0), count: 0, sum: 0 }));
      DURATION_BUCKETS.forEach((bound, index) => {
        if (seconds <= bound) series.buckets[index]! += 1;
      });
      series.count += 1;
      series.sum += seconds;
    },

    countPosition(outcome) {
      positions[outcome] += 1;
    },

    watchPool(name, stats) {
      pools.set(name, stats);
    },

    async render(extra) {
      if (!loopDelay) {
        loopDelay = monitorEventLoopDelay({ resolution: 10 });
        loopDelay.enable();
      }
      const lines: string[] = [];
      const header = (name: string, type: string, help: string) =>
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);

      header(
        'rahti_http_request_duration_seconds',
        'histogram',
        'Time to answer a request, by method, route and status.',
      );
      for (const series of durations.values()) {
        DURATION_BUCKETS.forEach((bound, index) =>
          lines.push(
            `rahti_http_request_duration_seconds_bucket{${series.labels},le="${bound}"} ${series.buckets[index]}`,
          ),
        );
        lines.push(`rahti_http_request_duration_seconds_bucket{${series.labels},le="+Inf"} ${series.count}`);
        lines.push(`rahti_http_request_duration_seconds_sum{${series.labels}} ${series.sum}`);
        lines.push(`rahti_http_request_duration_seconds_count{${series.labels}} ${series.count}`);
      }

      for (const [name, help, pick] of [
        ['rahti_database_pool_connections', 'Connections open in a database pool.', (s: PoolStats) => s.total],
        ['rahti_database_pool_idle', 'Idle connections in a database pool.', (s: PoolStats) => s.idle],
        [
          'rahti_database_pool_waiting',
          'Requests waiting for a connection of a database pool.',
          (s: PoolStats) => s.waiting,
        ],
      ] as const) {
        header(name, 'gauge', help);
        for (const [pool, stats] of pools) lines.push(`${name}{${labelsOf({ pool })}} ${pick(stats())}`);
      }

      header('rahti_event_loop_delay_seconds', 'gauge', 'Event-loop delay since the last scrape, by quantile.');
      for (const quantile of [0.5, 0.99]) {
        const delay = loopDelay.count > 0 ? loopDelay.percentile(quantile * 100) / 1e9 : 0;
        lines.push(`rahti_event_loop_delay_seconds{quantile="${quantile}"} ${delay}`);
      }
      lines.push(`rahti_event_loop_delay_seconds{quantile="1"} ${loopDelay.count > 0 ? loopDelay.max / 1e9 : 0}`);
      loopDelay.reset();

      header('rahti_positions_total', 'counter', 'Positions from tracking devices, by outcome.');
      for (const [outcome, count] of Object.entries(positions))
        lines.push(`rahti_positions_total{outcome="${outcome}"} ${count}`);

      for (const gauge of (await extra?.()) ?? []) {
        header(gauge.name, 'gauge', gauge.help);
        lines.push(`${gauge.name} ${gauge.value}`);
      }
      return `${lines.join('\n')}\n`;
    },

    close() {
      loopDelay?.disable();
    },
  };
}
