import { sql, type RawBuilder } from 'kysely';
import { payRulesKey, payRulesOrganisationKey, UNPAID_BREAKS } from '@rahti/domain';
import type { Period } from '../shift-summary/shift-summary.repository';
import { visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';

/** Whose shifts of which dates the pay parts are read or kept for. */
export interface PayPartsScope {
  organisationId: string;
  scope: SupervisionScope;
  period: Period;
  timeZone: string;
  /** A running event counts up to now (UTC milliseconds). */
  now: number;
}

/** The SQL that tells kept pay parts (migration 0013) valid from stale. */

/** The driver groups, as `g`, with the rules key (payRulesKey) their drivers' parts must carry. */
export function groupsWithRulesKey(timeZone: string): RawBuilder<unknown> {
  return sql`(select organisation_id, id, paid_break_type, paid_break_limit_minutes,
    ${payRulesOrganisationKey(timeZone)} || '|' || paid_break_type || '|' || coalesce(paid_break_limit_minutes::text, '') as rules_key from driver_groups)`;
}

/** The rules key of a shift whose driver is `d` and group `g` (left joined: without a group, breaks are unpaid). */
export const rulesKeyOf = (timeZone: string) =>
  sql<string>`coalesce(g.rules_key, ${payRulesKey({ timeZone, breakRule: UNPAID_BREAKS })})`;

/**
 * The approved shifts of the period the caller sees (`s`, with the driver `d`, the group `g`),
 * and their kept parts `p` where those are valid: the shift is not running and the parts carry
 * its events revision and today's rules. A left join, also where every shift has its parts: the
 * parts table has no statistics until the next ANALYZE, and an inner join is then planned as
 * thousands of index look-ups.
 */
export function approvedShiftsWithParts(context: PayPartsScope): RawBuilder<unknown> {
  return sql`
    from shifts s
    join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
    left join ${groupsWithRulesKey(context.timeZone)} g on g.organisation_id = d.organisation_id and g.id = d.driver_group_id
    left join shift_pay_parts p on p.organisation_id = s.organisation_id and p.shift_id = s.id
      and s.running_event_since is null and p.events_revision = s.events_revision and p.rules_key = ${rulesKeyOf(context.timeZone)}
    where s.organisation_id = ${context.organisationId} and s.start_at >= ${context.period.startAt} and s.start_at < ${context.period.endAt}
      and s.approval = 'approved' and ${visibleShiftCondition(context.scope, 's')}`;
}
