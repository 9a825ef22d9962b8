import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

interface Pending {
  /** The address's parameters when the first waiting change was asked for. */
  base: string;
  /** Every set of parameters asked for since, in order; the last is where the address is going. */
  asked: string[];
}

/**
 * `useSearchParams` whose changes build on each other. React Router hands a functional update
 * the parameters of the last render, so two changes before the next render (typing a start date,
 * then an end date) would let the second write back the old first. Here a change starts from
 * what was last asked for until the address has caught up, and from the address again once it has,
 * or once something else (the back button, a link) moved it.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const shown = useRef(params);
  const pending = useRef<Pending | null>(null);
  shown.current = params;

  const change = (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
    const now = shown.current.toString();
    let current = pending.current;
    const caughtUp = current !== null && current.asked.at(-1) === now;
    const movedElsewhere = current !== null && now !== current.base && !current.asked.includes(now);
    if (current === null || caughtUp || movedElsewhere) {
      current = { base: now, asked: [] };
      pending.current = current;
    }
    const next = new URLSearchParams(current.asked.at(-1) ?? now);
    edit(next);
    current.asked.push(next.toString());
    setParams(next, options);
  };

  return [params, change] as const;
}

/** Sets each named parameter that has a value and removes the ones that are empty or undefined. */
export function applyChanges(next: URLSearchParams, changes: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
}
