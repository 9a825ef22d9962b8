import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeFeedTasks, type FeedTaskWire } from './feed-tasks';

export interface TaskFeedSimulatorOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  host?: string;
  /** HTTP Basic user and password the feed asks for. */
  username?: string;
  password?: string;
  /** How many tasks the feed lists (default 20). */
  tasks?: number;
  seed?: number;
  vehicles?: readonly string[];
  drivers?: readonly string[];
  /** The first task's start (default: 14 days before the clock at start, 06:00 UTC). */
  from?: number;
  /** Tasks per page; more pages are linked by `next` (default 100). */
  pageSize?: number;
  now?: () => number;
}

export interface RecordedFeedRequest {
  url: string;
  authorization: 'basic' | 'none' | 'other';
  status: number;
}

export interface TaskFeedSimulatorState {
  credentials: { username: string; password: string };
  /** What the feed lists now: change it to make the next fetch see a change. */
  tasks: FeedTaskWire[];
  pageSize: number;
  requests: RecordedFeedRequest[];
  failures: { remaining: number; status: number };
}

const DAY_MS = 86_400_000;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isAuthorised(header: string | undefined, credentials: TaskFeedSimulatorState['credentials']): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return (
    colon >= 0 &&
    same(decoded.slice(0, colon), credentials.username) &&
    same(decoded.slice(colon + 1), credentials.password)
  );
}

/** The feed's Fastify app, not listening: for `inject`. */
export function buildTaskFeedSimulator(options: TaskFeedSimulatorOptions = {}) {
  const now = options.now ?? Date.now;
  const state: TaskFeedSimulatorState = {
    credentials: { username: options.username ?? 'rahti-feed', password: options.password ?? 'feed-simulator' },
    tasks: makeFeedTasks({
      count: options.tasks ?? 20,
      seed: options.seed ?? 1,
      vehicles: options.vehicles ?? ['ABC-123', 'DEF-456', 'GHI-789'],
      drivers: options.drivers ?? [],
      from: options.from ?? Math.floor(now() / DAY_MS) * DAY_MS - 14 * DAY_MS + 6 * 3_600_000,
    }),
    pageSize: Math.max(1, options.pageSize ?? 100),
    requests: [],
    failures: { remaining: 0, status: 503 },
  };
  const app = Fastify({ logger: false });
  app.addHook('onResponse', async (request, reply) => {
    const scheme = request.headers.authorization?.split(' ')[0]?.toLowerCase();
    state.requests.push({
      url: request.url,
      authorization: scheme === undefined ? 'none' : scheme === 'basic' ? 'basic' : 'other',
      status: reply.statusCode,
    });
  });

  app.get<{ Querystring: { page?: string } }>('/tasks', async (request, reply) => {
    if (state.failures.remaining > 0) {
      state.failures.remaining--;
      return reply.code(state.failures.status).send({ error: 'simulated failure' });
    }
    if (!isAuthorised(request.headers.authorization, state.credentials))
      return reply.code(401).header('www-authenticate', 'Basic realm="tasks"').send({ error: 'unauthorized' });
    const page = Math.max(1, Number.parseInt(request.query.page ?? '1', 10) || 1);
    const tasks = state.tasks.slice((page - 1) * state.pageSize, page * state.pageSize);
    const more = page * state.pageSize < state.tasks.length;
    return { tasks, ...(more ? { next: `/tasks?page=${page + 1}` } : {}) };
  });

  return { app, state };
}

export interface TaskFeedSimulator {
  /** Where it listens, e.g. http://127.0.0.1:5090. */
  url: string;
  /** The feed's address: what an organisation types as the feed URL. */
  feedUrl: string;
  state: TaskFeedSimulatorState;
  /** The next `count` requests get this status (default 503) whatever their credentials. */
  failNext(count: number, status?: number): void;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the feed on a port (0, the default, takes a free one). */
export async function startTaskFeedSimulator(options: TaskFeedSimulatorOptions = {}): Promise<TaskFeedSimulator> {
  const { app, state } = buildTaskFeedSimulator(options);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  return {
    url,
    feedUrl: `${url}/tasks`,
    state,
    failNext(count, status = 503) {
      state.failures = { remaining: count, status };
    },
    app,
    close: () => app.close(),
  };
}
