import { periodQuerySchema } from '@rahti/domain';
import { isCalendarDate } from './calendar-dates';
import { useOrganisationTimeZone, zonedToday } from './organisation-time';
import { isPeriodChoice, presetPeriod, type PeriodChoice } from './period-presets';
import { applyChanges, useUrlParams } from './use-url-params';

const DEFAULT_PERIOD: PeriodChoice = 'thisTwoWeeks';

/**
 * A list page's period and filters kept in the URL, so a filtered list can be bookmarked and
 * shared. A custom period that is not a valid range is named in `rangeProblem` (a catalogue
 * key): the page says why instead of asking the server. `defaultPeriod` is the one an address
 * without `period` means (shift pages count two weeks, the tasks page a month). `prefix` names
 * the period's parameters (`<prefix>Period`, `<prefix>From`, `<prefix>To`) for a second period on
 * a page that has one of its own.
 */
export function usePeriodFilters<Name extends string>(
  names: readonly Name[],
  defaultPeriod: PeriodChoice = DEFAULT_PERIOD,
  prefix = '',
) {
  const [params, changeParams] = useUrlParams();
  const zone = useOrganisationTimeZone();
  const key = (name: 'period' | 'from' | 'to') =>
    prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name;
  const raw = params.get(key('period'));
  const period: PeriodChoice = isPeriodChoice(raw) ? raw : defaultPeriod;
  const range =
    period === 'custom'
      ? { from: params.get(key('from')) ?? '', to: params.get(key('to')) ?? '' }
      : presetPeriod(period, zonedToday(zone));
  const check = periodQuerySchema.safeParse(range);
  const rangeProblem = check.success
    ? undefined
    : (check.error.issues.find((issue) => issue.path[0] === 'to') ?? check.error.issues[0])?.message;
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;

  const update = (changes: Record<string, string>) =>
    changeParams((next) => applyChanges(next, changes), { replace: true });

  return {
    period,
    range,
    rangeProblem,
    filters,
    /** The address's other parameters (a page's sort or page number), changed with the filters in one step. */
    params,
    setParams: update,
    setFilter: (name: Name, value: string) => update({ [name]: value }),
    /** A preset drops the custom dates; "custom" starts from the dates shown so far. */
    setPeriod: (choice: PeriodChoice) =>
      update(
        choice === 'custom'
          ? { [key('period')]: choice, [key('from')]: range.from, [key('to')]: range.to }
          : { [key('period')]: choice === defaultPeriod ? '' : choice, [key('from')]: '', [key('to')]: '' },
      ),
    setDate: (name: 'from' | 'to', value: string) => update({ [key(name)]: isCalendarDate(value) ? value : '' }),
    hasFilters: names.some((name) => filters[name] !== ''),
    clearFilters: () => update(Object.fromEntries(names.map((name) => [name, '']))),
  };
}

/** `from=…&to=…` and the filters that have a value, or undefined while the period is not valid. */
export function periodQueryString(
  state: { range: { from: string; to: string }; rangeProblem: string | undefined },
  filters: Record<string, string>,
): string | undefined {
  if (state.rangeProblem) return undefined;
  const query = new URLSearchParams({ from: state.range.from, to: state.range.to });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return query.toString();
}
