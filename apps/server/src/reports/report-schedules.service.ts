import { REPORT_FILTERS, type ReportFilters, type ReportSchedule, type ReportScheduleInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { catalogueErrors, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { reportSchedulesRepository as schedules, type ReportScheduleRow } from './report-schedules.repository';

const reportError = catalogueErrors('reports');

/** A stored row as the API answers it; filters stored before a filter existed read as empty. */
export function toSchedule(row: ReportScheduleRow): ReportSchedule {
  const stored = (row.filters ?? {}) as Partial<ReportFilters>;
  return {
    id: row.id,
    kind: row.kind as ReportSchedule['kind'],
    grouping: row.grouping as ReportSchedule['grouping'],
    filters: Object.fromEntries(REPORT_FILTERS.map((key) => [key, stored[key] ?? []])) as ReportFilters,
    format: row.format,
    frequency: row.frequency,
    day: row.day,
    recipients: row.recipients,
    lastSentPeriod: row.last_sent_period,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Scheduled reports (issue 27): the recipients must be users of the organisation (a 400 otherwise). */
export function createReportSchedulesService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);

  async function checkRecipients(tx: Tx, auth: AuthContext, input: ReportScheduleInput): Promise<void> {
    const users = await schedules.usersOf(tx, auth.organisationId, input.recipients);
    if (input.recipients.some((id) => !users.has(id))) throw reportError(400, 'unknownRecipient', 'recipients');
  }

  return {
    async list(auth: AuthContext): Promise<ReportSchedule[]> {
      return (await inTenant(auth, (tx) => schedules.list(tx, auth.organisationId))).map(toSchedule);
    },

    async create(auth: AuthContext, input: ReportScheduleInput): Promise<ReportSchedule> {
      const row = await inTenant(auth, async (tx) => {
        await checkRecipients(tx, auth, input);
        return schedules.insert(tx, auth.organisationId, input, auth.userId);
      });
      return toSchedule(row);
    },

    async update(auth: AuthContext, id: string, input: ReportScheduleInput): Promise<ReportSchedule> {
      // Another organisation's schedule is a 404 before its recipients are looked at; a 400 rolls the update back.
      const row = await inTenant(auth, async (tx) => {
        const updated = await schedules.update(tx, auth.organisationId, id, input);
        if (!updated) throw notFound();
        await checkRecipients(tx, auth, input);
        return updated;
      });
      return toSchedule(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!(await inTenant(auth, (tx) => schedules.remove(tx, auth.organisationId, id)))) throw notFound();
    },
  };
}
