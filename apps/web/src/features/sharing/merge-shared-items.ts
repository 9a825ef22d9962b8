import type { SharedItems, SharingDataType } from '@rahti/domain';

type Item = SharedItems['items'][number];

/** The order the owner's page lists them in: shifts and tasks by start, routes by name, invoices by number. */
const before = (a: Item, b: Item): number =>
  'start' in a && 'start' in b
    ? a.start.localeCompare(b.start)
    : 'number' in a && 'number' in b
      ? a.number - b.number
      : 'name' in a && 'name' in b
        ? a.name.localeCompare(b.name)
        : 0;

/**
 * One organisation's items of one data type through several shares (a share of a route's shifts
 * and another of everything, say): each item once, in the owner's order. One list is kept as it came.
 */
export function mergeSharedItems(type: SharingDataType, lists: readonly SharedItems[]): SharedItems {
  if (lists.length === 1) return lists[0]!;
  const seen = new Set<string>();
  const items = lists
    .flatMap((list): Item[] => list.items)
    .filter((item) => !seen.has(item.id) && seen.add(item.id))
    .sort(before);
  return { dataType: type, items } as SharedItems;
}
