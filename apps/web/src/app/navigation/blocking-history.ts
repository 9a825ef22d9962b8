import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  NavigationType,
  parsePath,
  type Location,
  type To,
} from 'react-router';

/** React Router's history (the browser's, or one in memory for tests): what its `<Router>` navigates with. */
export type History = ReturnType<typeof createBrowserHistory>;

/** Whether a navigation should wait for the user's answer (unsaved changes, say). */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export interface NavigationBlocker {
  shouldBlock: BlockerFunction;
  /** A navigation was held back; `proceed` carries it out. */
  onBlocked: (proceed: () => void) => void;
}

/** A history whose navigations one blocker may hold back: links, `navigate()`, and back and forward. */
export interface BlockingHistory extends History {
  setBlocker(blocker: NavigationBlocker | null): void;
}

const locationOf = (to: To, state: unknown): Location => ({
  pathname: '/',
  search: '',
  hash: '',
  ...(typeof to === 'string' ? parsePath(to) : to),
  state,
  key: 'next',
});

/**
 * Wraps a history so a blocker can hold navigations back, as React Router's data routers do for
 * `useBlocker`: a push or replace is not made; back or forward in the browser is undone at once
 * (the browser has already moved) and made again on `proceed`.
 */
export function withBlocking(history: History): BlockingHistory {
  let blocker: NavigationBlocker | null = null;
  /** What the app shows: after a back or forward, the browser's location is already the next one. */
  let shownLocation: Location = history.location;
  /** The undo of a held-back back/forward: its own location change is not the app's. */
  let undoing = false;
  /** A held-back back/forward made again: it passes. */
  let proceeding = false;

  const holds = (nextLocation: Location, historyAction: NavigationType, proceed: () => void): boolean => {
    if (!blocker?.shouldBlock({ currentLocation: shownLocation, nextLocation, historyAction })) return false;
    blocker.onBlocked(proceed);
    return true;
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push(to, state) {
      if (!holds(locationOf(to, state), NavigationType.Push, () => history.push(to, state))) history.push(to, state);
    },
    replace(to, state) {
      if (!holds(locationOf(to, state), NavigationType.Replace, () => history.replace(to, state)))
        history.replace(to, state);
    },
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        if (proceeding) {
          proceeding = false;
        } else if (update.action === NavigationType.Pop && update.delta !== null && update.delta !== 0) {
          const { delta } = update;
          const proceed = () => {
            proceeding = true;
            history.go(delta);
          };
          if (
            blocker?.shouldBlock({
              currentLocation: shownLocation,
              nextLocation: update.location,
              historyAction: update.action,
            })
          ) {
            const held = blocker;
            undoing = true;
            history.go(-delta);
            held.onBlocked(proceed);
            return;
          }
        }
        shownLocation = update.location;
        listener(update);
      });
    },
    setBlocker(next) {
      blocker = next;
    },
  };
}

/** The app's history: the browser's own, with blocking. */
export const createBrowserAppHistory = (): BlockingHistory => withBlocking(createBrowserHistory({ v5Compat: true }));

/** A history in memory starting at `path`, for tests. */
export const createMemoryAppHistory = (path: string): BlockingHistory =>
  withBlocking(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
