import type { SortState } from '../../components/ui/sortable-header';

/** One column of a vehicle list: its header, the words in its cells (also the CSV value) and its order. */
export interface ListColumn<Row, Key extends string = string> {
  key: Key;
  header: string;
  text: (row: Row) => string;
  /** What the column sorts by when the words would sort wrong (numbers, dates). */
  sortValue?: (row: Row) => string | number;
}

/** The rows in the chosen column's order; ties keep the first column's order. */
export function sortRows<Row, Key extends string>(
  rows: readonly Row[],
  columns: readonly ListColumn<Row, Key>[],
  sort: SortState<Key>,
  language: string,
): Row[] {
  const first = columns[0];
  const column = columns.find((candidate) => candidate.key === sort.key) ?? first;
  if (!column || !first) return [...rows];
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const valueOf = column.sortValue ?? column.text;
  const compare = (a: Row, b: Row) => {
    const [x, y] = [valueOf(a), valueOf(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b) || collator.compare(first.text(a), first.text(b)));
}

// "abc123" finds ABC-123: case, spaces and hyphens are ignored on both sides.
const squash = (text: string, language: string) => text.toLocaleLowerCase(language).replace(/[\s-]+/g, '');

/** True when any of the texts contains the search; an empty search matches everything. */
export function matchesSearch(texts: readonly string[], search: string, language: string): boolean {
  const needle = squash(search, language);
  return needle === '' || texts.some((text) => squash(text, language).includes(needle));
}
