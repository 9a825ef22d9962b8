import {
  formatRfmsInstant,
  parseRfmsPositionsPage,
  parseRfmsStatusesPage,
  parseRfmsVehiclesPage,
  rfmsMediaType,
  type RfmsResource,
  type RfmsVersion,
} from '@rahti/domain';
import { failure, type RfmsResult } from './rfms-errors';
import type { RfmsHttp } from './rfms-http';

/**
 * Following every page of one rFMS question (domain-rules.md §2.1): vehicles and latestOnly by
 * `lastVin`, history by `starttime` = the last receivedDateTime + 1 s, or by v4.0's
 * `moreDataAvailableLink` when the service gives one.
 */

export interface PagingContext {
  http: RfmsHttp;
  /** The service root: resources are `${root}/rfms/...`. */
  root: string;
  maxPages: number;
}

/** Asks the first page in one version: the client negotiates the version around this. */
export type FirstPage<Page> = (version: RfmsVersion) => Promise<RfmsResult<{ page: Page; url: string }>>;

interface CommonPage {
  moreDataAvailable: boolean;
  moreDataAvailableLink: string | null;
  lastVin: string | null;
  skipped: number;
}

const PARSERS = {
  vehicles: parseRfmsVehiclesPage,
  vehiclepositions: parseRfmsPositionsPage,
  vehiclestatuses: parseRfmsStatusesPage,
} as const;

type PageOf<Resource extends RfmsResource> = NonNullable<ReturnType<(typeof PARSERS)[Resource]>>;

export function resourceUrl(root: string, resource: RfmsResource, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${root}/rfms/${resource}${search ? `?${search}` : ''}`;
}

/** One page, read into the model; a body that is not this resource's page is a bad response. */
export async function fetchPage<Resource extends RfmsResource>(
  context: PagingContext,
  version: RfmsVersion,
  resource: Resource,
  url: string,
): Promise<RfmsResult<{ page: PageOf<Resource>; url: string }>> {
  const answer = await context.http.get(url, rfmsMediaType(version, resource));
  if (!answer.ok) return answer;
  const page = PARSERS[resource](version, answer.body) as PageOf<Resource> | null;
  if (page === null)
    return failure({
      kind: 'bad-response',
      status: answer.status,
      message: `The answer is not an rFMS ${version} ${resource} page`,
    });
  return { ok: true, page, url };
}

/**
 * The next page's URL, or null when there is none. v4.0's link is followed only to the same
 * service (it carries our credentials); otherwise the query moves on by `lastVin` or by time.
 */
function nextUrl(
  context: PagingContext,
  current: string,
  page: CommonPage & { lastReceivedAt?: number | null },
  by: 'lastVin' | 'starttime',
): RfmsResult<{ url: string | null }> {
  if (!page.moreDataAvailable) return { ok: true, url: null };
  const link = page.moreDataAvailableLink === null ? null : sameServiceUrl(context.root, page.moreDataAvailableLink);
  let next: string | null = link;
  if (next === null) {
    const url = new URL(current);
    if (by === 'lastVin' && page.lastVin !== null) url.searchParams.set('lastVin', page.lastVin);
    else if (by === 'starttime' && page.lastReceivedAt != null)
      url.searchParams.set('starttime', formatRfmsInstant(page.lastReceivedAt + 1000));
    else
      return failure({
        kind: 'bad-response',
        status: 200,
        message: 'The service says more data is available but gave no way to reach it',
      });
    next = url.toString();
  }
  if (next === current)
    return failure({ kind: 'bad-response', status: 200, message: 'The service pages back to the same page' });
  return { ok: true, url: next };
}

function sameServiceUrl(root: string, link: string): string | null {
  try {
    const base = new URL(root);
    const resolved = link.startsWith('/')
      ? new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}${link}`)
      : new URL(link);
    return resolved.origin === base.origin ? resolved.toString() : null;
  } catch {
    return null;
  }
}

export interface Collected<Item> {
  version: RfmsVersion;
  items: Item[];
  skipped: number;
  pages: number;
  /** Each page's requestServerDateTime, in order (null where a page had none). */
  serverTimes: (string | null)[];
  /** The latest receivedDateTime seen, epoch ms. */
  lastReceivedAt: number | null;
  /** More than `maxItems` were read: paging stopped after that page, and the service has more. */
  truncated: boolean;
}

/**
 * Every page from the first (asked through `first`, which negotiates the version) to the last, or
 * to the page that brings more than `maxItems` (then `truncated`: what one fetch may hold).
 * Reports are kept once per VIN and creation time, as pages by time can overlap by a second.
 */
export async function collectPages<Resource extends RfmsResource, Item extends { vin: string; at?: number }>(
  context: PagingContext,
  resource: Resource,
  first: (
    ask: FirstPage<PageOf<Resource>>,
  ) => Promise<RfmsResult<{ version: RfmsVersion; page: PageOf<Resource>; url: string }>>,
  query: Record<string, string>,
  itemsOf: (page: PageOf<Resource>) => Item[],
  by: 'lastVin' | 'starttime',
  maxItems = Number.POSITIVE_INFINITY,
): Promise<RfmsResult<Collected<Item>>> {
  const start = await first((version) =>
    fetchPage(context, version, resource, resourceUrl(context.root, resource, query)),
  );
  if (!start.ok) return start;
  const { version } = start;
  const seen = new Set<string>();
  const collected: Collected<Item> = {
    version,
    items: [],
    skipped: 0,
    pages: 0,
    serverTimes: [],
    lastReceivedAt: null,
    truncated: false,
  };
  let page = start.page;
  let url = start.url;
  for (;;) {
    collected.pages++;
    collected.skipped += page.skipped;
    const reports = page as Partial<{ requestServerDateTime: string | null; lastReceivedAt: number | null }>;
    collected.serverTimes.push(reports.requestServerDateTime ?? null);
    if (reports.lastReceivedAt != null)
      collected.lastReceivedAt = Math.max(collected.lastReceivedAt ?? reports.lastReceivedAt, reports.lastReceivedAt);
    for (const item of itemsOf(page)) {
      const key = item.at === undefined ? item.vin : `${item.vin}|${item.at}`;
      if (seen.has(key)) continue;
      seen.add(key);
      collected.items.push(item);
    }
    const next = nextUrl(context, url, page, by);
    if (!next.ok) return next;
    if (next.url === null) return { ok: true, ...collected };
    if (collected.items.length > maxItems) return { ok: true, ...collected, truncated: true };
    if (collected.pages >= context.maxPages)
      return failure({ kind: 'bad-response', status: 200, message: `More than ${context.maxPages} pages: stopped` });
    const fetched = await fetchPage(context, version, resource, next.url);
    if (!fetched.ok) return fetched;
    page = fetched.page;
    url = fetched.url;
  }
}
