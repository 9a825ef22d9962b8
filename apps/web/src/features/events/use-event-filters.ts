import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { APPROVAL_STATES, periodQuerySchema } from '@rahti/domain';
import { isCalendarDate } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { isPeriodChoice, presetPeriod, type PeriodChoice } from './event-period';

/** The narrowing filters, in the order their query parameters are sent. */
export const FILTER_NAMES = ['search', 'departmentId', 'baseId', 'driverGroupId', 'workType', 'vehicleId', 'approval'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const DEFAULT_PERIOD: PeriodChoice = 'thisTwoWeeks';
/** Typing pauses this long before the server is asked, so a name is not searched letter by letter. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The events page's filters, kept in the URL (so a filtered list can be bookmarked and shared)
 * and turned into the query string of GET /api/events and its CSV twin. A custom period that is
 * not a valid range gives no query: the page says why instead of asking.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const zone = useOrganisationTimeZone();
  const rawPeriod = params.get('period');
  const period: PeriodChoice = isPeriodChoice(rawPeriod) ? rawPeriod : DEFAULT_PERIOD;
  const today = zonedToday(zone);
  const range =
    period === 'custom' ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : presetPeriod(period, today);
  const rangeCheck = periodQuerySchema.safeParse(range);
  const rangeProblem = rangeCheck.success
    ? undefined
    : (rangeCheck.error.issues.find((issue) => issue.path[0] === 'to') ?? rangeCheck.error.issues[0])?.message;

  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as Record<FilterName, string>;
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);

  let queryString: string | undefined;
  if (!rangeProblem) {
    const query = new URLSearchParams({ from: range.from, to: range.to });
    for (const name of FILTER_NAMES) {
      const value = name === 'search' ? search : filters[name];
      if (name === 'approval' && !(APPROVAL_STATES as readonly string[]).includes(value)) continue;
      if (value) query.set(name, value);
    }
    queryString = query.toString();
  }

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    period,
    range,
    /** Why a custom period cannot be asked for (a catalogue key), if it cannot. */
    rangeProblem,
    filters,
    setFilter: (name: FilterName, value: string) => update({ [name]: value }),
    /** A preset drops the custom dates; custom starts from the dates shown so far. */
    setPeriod: (choice: PeriodChoice) =>
      update(choice === 'custom' ? { period: choice, from: range.from, to: range.to } : { period: choice === DEFAULT_PERIOD ? '' : choice, from: '', to: '' }),
    setDate: (name: 'from' | 'to', value: string) => update({ [name]: isCalendarDate(value) || value === '' ? value : '' }),
    hasFilters: FILTER_NAMES.some((name) => filters[name] !== ''),
    clearFilters: () => update(Object.fromEntries(FILTER_NAMES.map((name) => [name, '']))),
    /** `from=…&to=…&…` without paging, or undefined while the period is not valid. */
    queryString,
  };
}

export type EventFilters = ReturnType<typeof useEventFilters>;
