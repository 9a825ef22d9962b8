/**
 * The mixed-load bench's load generator (bench/mixed-load.ts forks it), a process of its own so
 * its CPU is counted apart from the servers': office sessions as closed loops with think time,
 * driver phones syncing every minute, and trackers sending positions at a fixed rate. Requests go
 * round-robin over the server processes, as a load balancer would send them. Each request's
 * latency is kept under its route (method and path pattern) when it started inside the measured
 * window; positions are timed from when they were due, so a listener that falls behind shows it.
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { addDays, traccarAndroidQuery } from '@rahti/domain';
import { OFFICE_ACTIONS, type OfficeAction } from './office-actions';

export interface MixJob {
  origins: string[];
  osmandOrigins: string[];
  sessions: number;
  positionsPerSecond: number;
  phones: number;
  syncEverySeconds: number;
  /** Share of syncs that carry operations (the rest have an empty outbox). */
  syncWithOperations: number;
  thinkMs: [number, number];
  weights: Record<OfficeAction, number>;
  warmUpSeconds: number;
  seconds: number;
  /** Unix seconds of each tracker's next position; one second later each time. */
  positionsFromSeconds: number;
  data: {
    officeTokens: string[];
    phones: { token: string; driverId: string }[];
    driverIds: string[];
    tracked: { id: string; imei: string }[];
    shiftIds: string[];
    payPeriodId: string;
    period: { from: string; to: string };
    today: string;
    todayStart: string;
  };
}

export interface MixResult {
  /** Latencies in ms by route, of requests started in the measured window. */
  routes: Record<string, number[]>;
  statuses: Record<string, number>;
  errors: string[];
  /** Requests per kind in the window: office, phone syncs, positions. */
  counts: { office: number; sync: number; positions: number };
  syncUnchanged: number;
  cpuSeconds: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runMix(job: MixJob): Promise<MixResult> {
  const pools = job.origins.map(
    (origin) => new Pool(origin, { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 }),
  );
  const trackerPools = job.osmandOrigins.map(
    (origin) => new Pool(origin, { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 }),
  );
  let turn = 0;
  const started = performance.now();
  const measureFrom = started + job.warmUpSeconds * 1000;
  const measureUntil = measureFrom + job.seconds * 1000;
  const inWindow = (at: number) => at >= measureFrom && at < measureUntil;
  const result: MixResult = {
    routes: {},
    statuses: {},
    errors: [],
    counts: { office: 0, sync: 0, positions: 0 },
    syncUnchanged: 0,
    cpuSeconds: 0,
    seconds: job.seconds,
  };
  const note = (route: string, kind: keyof MixResult['counts'], at: number, status: number | string) => {
    if (!inWindow(at)) return;
    (result.routes[route] ??= []).push(performance.now() - at);
    result.counts[kind] += 1;
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    if ((typeof status === 'string' || (status >= 400 && status !== 409)) && result.errors.length < 20)
      result.errors.push(`${route}: ${status}`);
  };

  /** One API call, timed under `route`; the answer's JSON (undefined on a failure, which is counted). */
  async function call(
    route: string,
    kind: 'office' | 'sync',
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    const pool = pools[turn++ % pools.length]!;
    const at = performance.now();
    try {
      const response = await pool.request({
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'fi',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.body.text();
      note(route, kind, at, response.statusCode);
      return response.statusCode < 300 ? JSON.parse(text) : undefined;
    } catch (error) {
      note(route, kind, at, (error as Error).message);
      return undefined;
    }
  }

  const running = () => performance.now() < measureUntil;
  /** A pause that ends with the run, so no session outlives it by a think time or a sync interval. */
  const pause = (ms: number) => sleep(Math.max(0, Math.min(ms, measureUntil - performance.now())));
  const draw = (weights: Record<OfficeAction, number>): OfficeAction => {
    const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
    let pick = Math.random() * total;
    for (const action of OFFICE_ACTIONS) {
      pick -= weights[action.name];
      if (pick < 0) return action.name;
    }
    return OFFICE_ACTIONS[0]!.name;
  };

  async function officeSession(index: number) {
    const token = job.data.officeTokens[index % job.data.officeTokens.length]!;
    const weekFrom = addDays(job.data.today, -6);
    // Sessions open over the first seconds, as people arrive, not all in one instant.
    await sleep(Math.random() * Math.min(job.warmUpSeconds * 1000, job.thinkMs[1]));
    while (running()) {
      const name = draw(job.weights);
      const action = OFFICE_ACTIONS.find((candidate) => candidate.name === name)!;
      await action.run({
        data: job.data,
        weekFrom,
        pick: <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!,
        call: (route, method, path, body) => call(route, 'office', token, method, path, body),
      });
      await pause(job.thinkMs[0] + Math.random() * (job.thinkMs[1] - job.thinkMs[0]));
    }
  }

  async function phone(index: number) {
    const { token } = job.data.phones[index]!;
    const liveKey = `bench-live-${index}-${Date.now()}`;
    const liveStart = new Date(Date.now() - 3_600_000).toISOString();
    let seq = 0;
    let cursor: string | undefined;
    await pause((index / job.phones) * job.syncEverySeconds * 1000);
    while (running()) {
      const operations =
        Math.random() < job.syncWithOperations
          ? Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
              seq += 1;
              return {
                key: `${liveKey}#${seq}`,
                kind: 'recordShift',
                seq,
                shift: { clientKey: liveKey, events: [{ workType: 1, start: liveStart, end: null }] },
              };
            })
          : [];
      const answer = (await call('POST /api/driver/sync', 'sync', token, 'POST', '/api/driver/sync', {
        operations,
        ...(cursor ? { cursor } : {}),
      })) as { cursor?: string; unchanged?: boolean } | undefined;
      if (answer?.unchanged && inWindow(performance.now())) result.syncUnchanged += 1;
      cursor = answer?.cursor ?? cursor;
      await pause(job.syncEverySeconds * 1000);
    }
  }

  async function trackers() {
    const next = new Map(job.data.tracked.map((vehicle) => [vehicle.imei, job.positionsFromSeconds]));
    const inFlight = new Set<Promise<void>>();
    const tickMs = 20;
    let due = 0;
    let sent = 0;
    while (running()) {
      const tickStart = performance.now();
      due += (job.positionsPerSecond * tickMs) / 1000;
      for (; due >= 1; due -= 1) {
        const vehicle = job.data.tracked[sent % job.data.tracked.length]!;
        const seconds = next.get(vehicle.imei)!;
        next.set(vehicle.imei, seconds + 1);
        const pool = trackerPools[sent % trackerPools.length]!;
        sent += 1;
        const path = `/?${traccarAndroidQuery(vehicle.imei, seconds, { latitude: 60.2 + (sent % 997) / 10_000, longitude: 24.94 })}`;
        const at = tickStart;
        const request = pool
          .request({ method: 'POST', path })
          .then(async (response) => {
            await response.body.dump();
            note('POST osmand', 'positions', at, response.statusCode);
          })
          .catch((error: unknown) => note('POST osmand', 'positions', at, (error as Error).message))
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      await sleep(Math.max(0, tickMs - (performance.now() - tickStart)));
    }
    await Promise.all(inFlight);
  }

  const cpu = process.cpuUsage();
  await Promise.all([
    ...Array.from({ length: job.sessions }, (_, i) => officeSession(i)),
    ...Array.from({ length: Math.min(job.phones, job.data.phones.length) }, (_, i) => phone(i)),
    ...(job.positionsPerSecond > 0 && job.data.tracked.length > 0 ? [trackers()] : []),
  ]);
  const used = process.cpuUsage(cpu);
  result.cpuSeconds = (used.user + used.system) / 1e6;
  await Promise.all([...pools, ...trackerPools].map((pool) => pool.close()));
  return result;
}

process.on('message', (job: MixJob | 'exit') => {
  if (job === 'exit') process.exit(0);
  runMix(job).then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ error: String((error as Error).stack ?? error) }),
  );
});
