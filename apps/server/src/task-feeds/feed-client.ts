import { feedAnswerSchema, readFeedTasks, type FeedSkip, type FeedTask } from '@rahti/domain';
import { OutboundError } from '../platform/outbound-http/outbound-errors';
import type { OutboundHttp } from '../platform/outbound-http/outbound-http';

/**
 * What one fetch may read (decision 0025): a feed lists a few weeks of an office's tasks, hundreds
 * at most; 5 000 leaves room for a large fleet's month. Past either limit nothing is stored.
 */
export const MAX_FEED_TASKS = 5_000;
export const MAX_FEED_PAGES = 20;

export interface FeedAddress {
  url: string;
  username: string;
  password: string;
}

/**
 * Why a fetch failed. `code` is what the message shows: the feed's HTTP status ("HTTP 503"), the
 * network's code ("ECONNREFUSED"), the outbound client's reason ("timeout", "not-public") or
 * what was wrong with the answer ("invalid-answer", "too-many-tasks").
 */
export interface FeedFailure {
  /** The feed refused the user and password (401 or 403): the spec's own message. */
  badCredentials: boolean;
  code: string;
}

export type FeedRead =
  { ok: true; tasks: FeedTask[]; skipped: FeedSkip[]; fetched: number } | { ok: false; failure: FeedFailure };

const failed = (code: string, badCredentials = false): FeedRead => ({ ok: false, failure: { code, badCredentials } });

function basicAuthorization({ username, password }: FeedAddress): Record<string, string> {
  if (!username && !password) return {};
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}` };
}

/**
 * Reads every page of a feed through the checked outbound client (https to public addresses,
 * timeouts, a size cap per answer): GET with HTTP Basic, `next` followed on the feed's own origin
 * only, so its password goes nowhere else. Each task is checked on its own (a bad one is skipped).
 */
export async function readFeed(http: OutboundHttp, feed: FeedAddress): Promise<FeedRead> {
  let origin: string;
  try {
    origin = new URL(feed.url).origin;
  } catch {
    return failed('invalid-address');
  }
  const earlier = { seen: new Set<string>(), count: 0 };
  const tasks: FeedTask[] = [];
  const skipped: FeedSkip[] = [];
  let url = feed.url;
  for (let page = 1; ; page++) {
    let answer;
    try {
      answer = await http.request(url, { headers: { accept: 'application/json', ...basicAuthorization(feed) } });
    } catch (error) {
      if (error instanceof OutboundError) return failed(error.code ?? error.reason);
      throw error;
    }
    if (answer.status === 401 || answer.status === 403) return failed(`HTTP ${answer.status}`, true);
    if (answer.status < 200 || answer.status > 299) return failed(`HTTP ${answer.status}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return failed('invalid-json');
    }
    const envelope = feedAnswerSchema.safeParse(body);
    if (!envelope.success) return failed('invalid-answer');
    if (earlier.count + envelope.data.tasks.length > MAX_FEED_TASKS) return failed('too-many-tasks');
    const read = readFeedTasks(envelope.data.tasks, earlier);
    tasks.push(...read.tasks);
    skipped.push(...read.skipped);
    if (!envelope.data.next) return { ok: true, tasks, skipped, fetched: earlier.count };
    const next = nextPage(envelope.data.next, answer.url, origin);
    if (next === undefined) return failed('invalid-next');
    if (page >= MAX_FEED_PAGES) return failed('too-many-pages');
    url = next;
  }
}

/** The next page's address, relative to the page that named it; undefined when it leaves the feed's origin. */
function nextPage(next: string, current: string, origin: string): string | undefined {
  try {
    const url = new URL(next, current);
    return url.origin === origin ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
