import type { CalculationSummary } from '@rahti/domain';
import type { SortState } from '../../../components/ui/sortable-header';

export const SORT_KEYS = ['name', 'type', 'updated', 'costPerHour', 'costPerKm'] as const;
export type CalculationSortKey = (typeof SORT_KEYS)[number];

/** Newest first: the calculation worked on last is usually the one wanted. */
export const DEFAULT_SORT: SortState<CalculationSortKey> = { key: 'updated', direction: 'desc' };

type Compare = (a: CalculationSummary, b: CalculationSummary) => number;

const byKey = (
  typeLabel: (row: CalculationSummary) => string,
  collator: Intl.Collator,
): Record<CalculationSortKey, Compare> => ({
  name: (a, b) => collator.compare(a.name, b.name),
  type: (a, b) => collator.compare(typeLabel(a), typeLabel(b)),
  updated: (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt),
  costPerHour: (a, b) => a.costPerHour - b.costPerHour,
  costPerKm: (a, b) => a.costPerKm - b.costPerKm,
});

/**
 * The rows to show: those whose name or nickname contains the search (any case), in the
 * chosen order; ties keep name order. The whole list is in memory (an organisation has tens of
 * calculations, not thousands), so searching and sorting answer at once while typing.
 */
export function filterCalculations(
  rows: readonly CalculationSummary[],
  search: string,
  sort: SortState<CalculationSortKey>,
  typeLabel: (row: CalculationSummary) => string,
  language: string,
): CalculationSummary[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const needle = search.trim().toLocaleLowerCase(language);
  const matches = needle
    ? rows.filter((row) => [row.name, row.nickname].some((text) => text.toLocaleLowerCase(language).includes(needle)))
    : [...rows];
  const compare = byKey(typeLabel, collator)[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return matches.sort((a, b) => sign * compare(a, b) || collator.compare(a.name, b.name));
}
