import { useSearchParams } from 'react-router';
import { periodQuerySchema } from '@rahti/domain';
import { isCalendarDate } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { isPeriodChoice, presetPeriod, type PeriodChoice } from '../events/event-period';

/** The unit filters, in the order their query parameters are sent. */
export const SUMMARY_FILTERS = ['departmentId', 'baseId', 'driverGroupId'] as const;
export type SummaryFilter = (typeof SUMMARY_FILTERS)[number];

const DEFAULT_PERIOD: PeriodChoice = 'thisTwoWeeks';

/**
 * The summary's period and filters, kept in the URL so a period can be bookmarked and shared,
 * turned into the query string of GET /api/shift-summary and its CSV twin. A custom period that
 * is not a valid range gives no query: the page says why instead.
 */
export function useSummaryFilters() {
  const [params, setParams] = useSearchParams();
  const zone = useOrganisationTimeZone();
  const raw = params.get('period');
  const period: PeriodChoice = isPeriodChoice(raw) ? raw : DEFAULT_PERIOD;
  const range = period === 'custom' ? { from: params.get('from') ?? '', to: params.get('to') ?? '' } : presetPeriod(period, zonedToday(zone));
  const check = periodQuerySchema.safeParse(range);
  const rangeProblem = check.success ? undefined : (check.error.issues.find((issue) => issue.path[0] === 'to') ?? check.error.issues[0])?.message;
  const filters = Object.fromEntries(SUMMARY_FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<SummaryFilter, string>;

  let queryString: string | undefined;
  if (!rangeProblem) {
    const query = new URLSearchParams(range);
    for (const name of SUMMARY_FILTERS) if (filters[name]) query.set(name, filters[name]);
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
    setFilter: (name: SummaryFilter, value: string) => update({ [name]: value }),
    /** A preset drops the custom dates; "custom" starts from the dates shown so far. */
    setPeriod: (choice: PeriodChoice) =>
      update(choice === 'custom' ? { period: choice, from: range.from, to: range.to } : { period: choice === DEFAULT_PERIOD ? '' : choice, from: '', to: '' }),
    setDate: (name: 'from' | 'to', value: string) => update({ [name]: isCalendarDate(value) ? value : '' }),
    /** `from=…&to=…&…` without paging, or undefined while the period is not valid. */
    queryString,
  };
}

export type SummaryFilters = ReturnType<typeof useSummaryFilters>;
