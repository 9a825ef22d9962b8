import { EMISSION_GROUPINGS, emissionsQuerySchema, type EmissionGrouping } from '@rahti/domain';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { presetPeriod } from '../../lib/period-presets';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';

const DEFAULT_GROUPING: EmissionGrouping = 'vehicle';
const isGrouping = (value: string | null): value is EmissionGrouping =>
  (EMISSION_GROUPINGS as readonly (string | null)[]).includes(value);

/**
 * The report's period and grouping kept in the URL (`from`, `to`, `groupBy`), so a report can be
 * bookmarked and shared. An address with neither date means this calendar month (as the task
 * lists default to; the fuel so far is already there); once a
 * date is typed both are kept, so a date being typed (none yet) is not replaced by the default.
 * A period the server would refuse is named in `problem` (a catalogue key, on the date `problemAt`).
 */
export function useEmissionsParams() {
  const [params, changeParams] = useUrlParams();
  const zone = useOrganisationTimeZone();
  const thisMonth = presetPeriod('thisMonth', zonedToday(zone));
  const hasDates = params.has('from') || params.has('to');
  const from = hasDates ? (params.get('from') ?? '') : thisMonth.from;
  const to = hasDates ? (params.get('to') ?? '') : thisMonth.to;
  const raw = params.get('groupBy');
  const groupBy = isGrouping(raw) ? raw : DEFAULT_GROUPING;
  const check = emissionsQuerySchema.safeParse({ from, to, groupBy });
  const issue = check.success ? undefined : check.error.issues[0];

  const update = (changes: Record<string, string>) =>
    changeParams((next) => applyChanges(next, changes), { replace: true });

  return {
    from,
    to,
    groupBy,
    query: check.success ? check.data : undefined,
    problem: issue?.message,
    problemAt: issue?.path[0] === 'from' ? ('from' as const) : ('to' as const),
    setDate: (name: 'from' | 'to', value: string) => update({ from, to, [name]: value }),
    setGroupBy: (value: EmissionGrouping) => update({ groupBy: value === DEFAULT_GROUPING ? '' : value }),
  };
}
