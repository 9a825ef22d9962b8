import {
  isScheduleDue,
  localDateOf,
  normaliseFeatures,
  parseRole,
  previousPeriod,
  type Currency,
  type Features,
  type Language,
  type ReportSchedule,
} from '@rahti/domain';
import { withSystem, withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { JobHandler, JobLog } from '../jobs/job-worker';
import type { AppContext } from '../platform/app-context';
import type { Mailer } from '../platform/mailer';
import { createReportFiles } from './report-files.service';
import { reportMailRepository as repository } from './report-mail.repository';
import { reportSchedulesRepository } from './report-schedules.repository';
import { toSchedule } from './report-schedules.service';
import { reportWords } from '../documents/report-words';

/** Scheduled reports by mail (issue 27): looked for hourly, each period sent once. */
export const REPORT_MAIL_JOB = 'report-mail';
const HOUR_MS = 60 * 60_000;

interface Organisation {
  id: string;
  name: string;
  currency: Currency;
  features: Features;
}

type Recipient = Awaited<ReturnType<typeof repository.recipients>>[number];

/** The recipient as the caller of the report: what they may see is what they get, in their language. */
const callerOf = (organisation: Organisation, recipient: Recipient): AuthContext => ({
  userId: recipient.id,
  organisationId: organisation.id,
  organisationName: organisation.name,
  organisationCurrency: organisation.currency,
  role: parseRole(recipient.role),
  language: recipient.display_language as Language,
  features: organisation.features,
  isSiteOperator: false,
  clientId: 'web',
  client: 'web',
});

/**
 * Sends one schedule's period: claimed first, so two runs cannot both send it; each recipient
 * gets the report computed as them, in their language. When no mail could go out the claim is
 * given back and the job fails, to try again; when some went out, the rest are logged.
 */
async function sendSchedule(
  context: AppContext,
  mailer: Mailer,
  organisation: Organisation,
  schedule: ReportSchedule,
  today: string,
  log: JobLog | undefined,
): Promise<void> {
  const { db } = context.database;
  const period = previousPeriod(schedule.frequency, today);
  const claimed = await withTenant(db, organisation.id, (tx) =>
    repository.claim(tx, organisation.id, schedule.id, period.key),
  );
  if (!claimed) return;
  const recipients = await withTenant(db, organisation.id, (tx) =>
    repository.recipients(tx, organisation.id, schedule.recipients),
  );
  const files = createReportFiles(context);
  let sent = 0;
  let failure: unknown;
  for (const recipient of recipients) {
    const auth = callerOf(organisation, recipient);
    try {
      const file = await files.file(
        auth,
        { ...schedule, grouping: schedule.grouping ?? undefined, from: period.from, to: period.to },
        auth.language,
      );
      const words = reportWords(context.translator, auth.language, organisation.currency);
      const options = {
        title: words.title(schedule.kind),
        period: words.period(period.from, period.to),
        organisation: organisation.name,
        name: recipient.display_name,
      };
      await mailer.send({
        to: recipient.email,
        subject: words.t('mail.subject', options),
        text: words.t('mail.text', options),
        attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
      });
      sent += 1;
    } catch (error) {
      failure ??= error;
      log?.warn?.(
        { err: error, organisationId: organisation.id, scheduleId: schedule.id },
        'A scheduled report could not be sent',
      );
    }
  }
  if (sent === 0 && failure !== undefined) {
    await withTenant(db, organisation.id, (tx) =>
      repository.release(tx, organisation.id, schedule.id, schedule.lastSentPeriod),
    );
    throw failure;
  }
}

/**
 * Hourly, every schedule whose day has come in its organisation's zone sends the previous week
 * or month. Only with SMTP_URL set: without a mailer the job ends, and the next start schedules it again.
 */
export const sendScheduledReports: JobHandler = async (_job, context, log) => {
  const mailer = context.mailer;
  if (!mailer) return { next: null };
  const now = context.now().getTime();
  const organisations = await withSystem(context.database.db, (tx) => repository.organisations(tx));
  for (const row of organisations) {
    const features = normaliseFeatures(row.features);
    if (row.set_to_be_deleted_at !== null || !features.reports) continue;
    const today = localDateOf(now, row.time_zone);
    const schedules = (
      await withTenant(context.database.db, row.id, (tx) => reportSchedulesRepository.list(tx, row.id))
    ).map(toSchedule);
    const organisation = { id: row.id, name: row.name, currency: row.currency, features };
    for (const schedule of schedules)
      if (isScheduleDue(schedule, today)) await sendSchedule(context, mailer, organisation, schedule, today, log);
  }
  return { next: new Date(Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS) };
};
