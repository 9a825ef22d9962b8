import { PRE_TRIP_BUILT_IN_ITEMS, type PreTripBuiltInItem, type PreTripItem } from '@rahti/domain';

/** A key for an item the organisation adds: `own-` and twelve letters or digits (PRE_TRIP_OWN_KEY_PATTERN). */
export function newOwnItemKey(random: () => number = Math.random): string {
  const characters = Array.from({ length: 12 }, () => Math.floor(random() * 36).toString(36));
  return `own-${characters.join('')}`;
}

/** The built-in items not yet on the list, in their built-in order. */
export function builtInsMissing(items: readonly PreTripItem[]): PreTripBuiltInItem[] {
  const present = new Set(items.map((item) => item.key));
  return PRE_TRIP_BUILT_IN_ITEMS.filter((key) => !present.has(key));
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
