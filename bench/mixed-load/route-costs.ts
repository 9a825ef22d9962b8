import { performance } from 'node:perf_hooks';
import { addDays } from '@rahti/domain';
import type { MixJob } from './load-generator';
import { OFFICE_ACTIONS } from './office-actions';
import { processCpuMs } from './samplers';

/**
 * What each office page costs on an idle server, before any load: after `runs` warm-up calls,
 * `runs` calls of each action in a row, one at a time, with the server process's CPU (from /proc) and PostgreSQL's server
 * processes' CPU read before and after. The mix's capacity follows from these: two cores give
 * about 2 000 ms of CPU a second to share between the pages asked for, the phones and the trackers.
 */
export async function measureRouteCosts(options: {
  origin: string;
  serverPid: number | undefined;
  postgresCpuMs: () => Promise<number | null>;
  data: MixJob['data'];
  runs: number;
}) {
  const token = options.data.officeTokens[0]!;
  const phone = options.data.phones[0];
  const weekFrom = addDays(options.data.today, -6);
  let index = 0;
  const call = async (_route: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const response = await fetch(`${options.origin}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${method === 'POST' && path === '/api/driver/sync' ? phone!.token : token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  };
  const context = {
    data: options.data,
    weekFrom,
    // The same sequence every run, so runs compare.
    pick: <T>(items: readonly T[]) => items[(index++ * 7919 + 13) % items.length]!,
    call,
  };
  let cursor: string | undefined;
  const sync = async (withCursor: boolean) => {
    const answer = (await call('', 'POST', '/api/driver/sync', {
      operations: [],
      ...(withCursor && cursor ? { cursor } : {}),
    })) as { cursor?: string };
    cursor = answer.cursor;
  };
  const actions = [
    ...OFFICE_ACTIONS.filter((action) => action.name !== 'write'),
    ...(phone
      ? [
          { name: 'driverSyncFull', run: () => sync(false) },
          { name: 'driverSyncIdle', run: () => sync(true) },
        ]
      : []),
  ];
  const costs: Record<string, { wallMs: number; serverCpuMs: number; postgresCpuMs?: number }> = {};
  for (const action of actions) {
    // Warm: the first calls of a page compile its code, which no later call pays again.
    for (let run = 0; run < options.runs; run++) await action.run(context);
    const server = processCpuMs(options.serverPid);
    const postgres = await options.postgresCpuMs();
    const started = performance.now();
    for (let run = 0; run < options.runs; run++) await action.run(context);
    const wall = performance.now() - started;
    const postgresAfter = await options.postgresCpuMs();
    costs[action.name] = {
      wallMs: +(wall / options.runs).toFixed(1),
      serverCpuMs: +((processCpuMs(options.serverPid) - server) / options.runs).toFixed(1),
      ...(postgres !== null && postgresAfter !== null
        ? { postgresCpuMs: +((postgresAfter - postgres) / options.runs).toFixed(1) }
        : {}),
    };
  }
  return costs;
}
