import { useState } from 'react';
import { KEPT_STORAGE_PREFIX } from '../../auth/local-storage';
import { DEFAULT_COLUMNS } from './summary-columns';

/** Spec section 4: the payroll headers outlive sign-out, which clears every other key. */
export const PAYROLL_COLUMNS_STORAGE_KEY = `${KEPT_STORAGE_PREFIX}payroll`;

const COLUMN_ID = /^[A-Za-z0-9]+(?::[A-Za-z0-9]+)?$/;

function readChoice(storage: Storage): readonly string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(PAYROLL_COLUMNS_STORAGE_KEY) ?? 'null');
    // Anything else (a hand-edited value, an old shape) falls back to the defaults.
    if (Array.isArray(stored) && stored.every((id) => typeof id === 'string' && COLUMN_ID.test(id)))
      return stored as string[];
  } catch {
    // Storage may be blocked or the value unreadable: the defaults still work.
  }
  return DEFAULT_COLUMNS;
}

/** The payroll summary's chosen columns (option ids), kept in this browser. */
export function useColumnChoice(storage: Storage = window.localStorage) {
  const [chosen, setChosen] = useState<readonly string[]>(() => readChoice(storage));
  const save = (next: readonly string[]) => {
    setChosen(next);
    try {
      storage.setItem(PAYROLL_COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Full or blocked storage: the choice holds until the page is left.
    }
  };
  return {
    chosen: new Set(chosen),
    toggle: (id: string, shown: boolean) =>
      save(shown ? [...chosen.filter((other) => other !== id), id] : chosen.filter((other) => other !== id)),
    reset: () => save(DEFAULT_COLUMNS),
  };
}
