import { calendarPath, conflictsPath, firstPeriod } from '../features/resource-planning/calendar-address';
import { startEarlyRequest } from '../lib/early-requests';

/**
 * The pages whose first draw waits for large answers, which start with the app
 * (lib/early-requests.ts): path → the API paths the page asks for first, in waves: a wave
 * starts once the one before it has been answered.
 */
const EARLY: Record<string, (search: string) => string[][]> = {
  // The first page after sign-in: its list is its largest paint (bench/first-load.ts). Searched
  // or sorted by the address, it asks for another list, and this answer goes unused.
  '/calculations': (search) => (search ? [] : [['/calculations']]),
  // The conflicts after the rest: their check keeps the server busy for a while and would hold
  // back the calendar; asked while the app starts, they are in when the page draws its blocks.
  '/resource-planning': (search) => {
    const period = firstPeriod(search);
    if (!period) return [];
    return [[calendarPath(period), '/vehicles', '/fleet-items/overdue'], [conflictsPath(period)]];
  },
};

/**
 * What every page asks first: the shell draws its menu from the features, and the page waits
 * for them (route-guard.tsx). Asked as the app draws, they came in a second after the start on a
 * slow computer, and the menu was drawn twice meanwhile.
 */
const EVERY_PAGE = ['/organisation/features', '/account/me'];

/** Starts the opened page's first requests, when a stored sign-in can ask for them. */
export function startPageRequests(location: Pick<Location, 'pathname' | 'search'>, token: string, language: string) {
  const [first = [], ...later] = EARLY[location.pathname]?.(location.search) ?? [];
  let before: Promise<unknown> | undefined;
  for (const wave of [[...EVERY_PAGE, ...first], ...later]) {
    const answers = wave.map((path) => startEarlyRequest(`/api${path}`, token, language, before));
    before = Promise.allSettled(answers);
  }
}
