import type { SharedItems, SharingDataType } from '@rahti/domain';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each item once, the first time it comes. */
function once<T extends { id: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return lists.flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/**
 * One organisation's items of one data type through several shares (a share of a route's shifts
 * and another of everything, say): each item once, in the order the server answers one share's
 * items in (shifts and tasks by start, routes by name, invoices by date and number). A list of
 * another data type is left out.
 */
export function mergeSharedItems(type: SharingDataType, lists: readonly SharedItems[]): SharedItems {
  const only = lists.length === 1 ? lists[0] : undefined;
  if (only?.dataType === type) return only;
  switch (type) {
    case 'shifts':
      return {
        dataType: type,
        items: once(lists.flatMap((list) => (list.dataType === type ? [list.items] : []))).sort((a, b) =>
          byText(a.start, b.start),
        ),
      };
    case 'tasks':
      return {
        dataType: type,
        items: once(lists.flatMap((list) => (list.dataType === type ? [list.items] : []))).sort((a, b) =>
          byText(a.start, b.start),
        ),
      };
    case 'routes':
      return {
        dataType: type,
        items: once(lists.flatMap((list) => (list.dataType === type ? [list.items] : []))).sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      };
    case 'invoices':
      return {
        dataType: type,
        items: once(lists.flatMap((list) => (list.dataType === type ? [list.items] : []))).sort(
          (a, b) => byText(a.invoiceDate, b.invoiceDate) || a.number - b.number,
        ),
      };
  }
}
