import type { RouteSummary } from '@rahti/domain';
import type { SortState } from '../../components/ui/sortable-header';

export const ROUTE_SORT_KEYS = [
  'name',
  'code',
  'customer',
  'distance',
  'income',
  'cost',
  'margin',
  'runs',
  'turnover',
] as const;
export type RouteSortKey = (typeof ROUTE_SORT_KEYS)[number];

const valueOf: Record<RouteSortKey, (route: RouteSummary) => string | number | null> = {
  name: (route) => route.name,
  code: (route) => route.code || null,
  customer: (route) => route.customerName,
  distance: (route) => route.distanceKm,
  income: (route) => route.economics.incomePerRun,
  cost: (route) => route.economics.estimatedCost,
  margin: (route) => route.economics.marginPercent,
  runs: (route) => route.economics.runsInMonth,
  turnover: (route) => route.economics.turnoverInMonth,
};

/** The routes in the order asked for; routes without the value (no customer, no known cost) last either way, then by name. */
export function sortRoutes<R extends RouteSummary>(
  routes: readonly R[],
  sort: SortState<RouteSortKey>,
  language: string,
): R[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return [...routes].sort((a, b) => {
    const x = valueOf[sort.key](a);
    const y = valueOf[sort.key](b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      const order = compare(x, y);
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name);
  });
}

/** "-turnover" ↔ turnover, descending; anything else is the default, by name. */
export function parseRouteSort(param: string | null): SortState<RouteSortKey> {
  const key = param?.replace(/^-/, '');
  if (!key || !(ROUTE_SORT_KEYS as readonly string[]).includes(key)) return { key: 'name', direction: 'asc' };
  return { key: key as RouteSortKey, direction: param?.startsWith('-') ? 'desc' : 'asc' };
}

export const routeSortParam = (sort: SortState<RouteSortKey>) =>
  sort.key === 'name' && sort.direction === 'asc' ? '' : `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
