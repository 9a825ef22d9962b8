import { calendarPath, firstPeriod } from '../features/resource-planning/calendar-address';
import { startEarlyRequest } from '../lib/early-requests';

/**
 * The pages whose first draw waits for large answers, which start with the app
 * (lib/early-requests.ts): path → the API paths the page asks for first.
 */
const EARLY: Record<string, (search: string) => (string | undefined)[]> = {
  // The first page after sign-in: its list is its largest paint (bench/first-load.ts). Searched
  // or sorted by the address, it asks for another list, and this answer goes unused.
  '/calculations': (search) => (search ? [] : ['/calculations']),
  // Not the conflicts: their check keeps the server busy for a while, and would hold back these.
  '/resource-planning': (search) => {
    const period = firstPeriod(search);
    return period ? [calendarPath(period), '/vehicles'] : [];
  },
};

/** Starts the opened page's first requests, when a stored sign-in can ask for them. */
export function startPageRequests(location: Pick<Location, 'pathname' | 'search'>, token: string, language: string) {
  for (const path of EARLY[location.pathname]?.(location.search) ?? [])
    if (path) startEarlyRequest(`/api${path}`, token, language);
}
