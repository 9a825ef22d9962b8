import {
  dueList,
  dueMailWeek,
  DUE_LIST_HORIZON_DAYS,
  nextDueMailCheck,
  normaliseFeatures,
  type DueList,
} from '@rahti/domain';
import { withSystem, withTenant } from '../db/tenant';
import type { JobHandler, JobLog } from '../jobs/job-worker';
import type { AppContext } from '../platform/app-context';
import type { Mailer } from '../platform/mailer';
import { fleetDueRepository as repository } from './fleet-due.repository';
import { composeDueMail } from './fleet-due-mail-text';
import { FLEET_PAGE_PATH, fleetDueWords, vehicleNamesOf } from './fleet-due-words';
import { createFleetItemsService } from './fleet-items.service';

/** The weekly mail to Admins of what is overdue and what falls due in the next 14 days (issue 25). */
export const FLEET_DUE_MAIL_JOB = 'fleet-due-mail';

/** An organisation's due list at `now`, from the fleet page's answer (its states are the rules'). */
async function dueListOf(context: AppContext, organisationId: string, now: Date): Promise<DueList> {
  const page = await createFleetItemsService(context).page({ organisationId }, now.toISOString());
  return dueList(page, DUE_LIST_HORIZON_DAYS);
}

/**
 * Mails one organisation's Admins its week's due list, each in their own language, once: the week
 * is claimed first. Nothing due, nothing sent (the claim stays, so the week is not read again).
 * When no mail could be sent the claim is given back and the job fails, to try again later; when
 * some went out, the rest are logged and not sent twice to the others.
 */
async function mailOrganisation(
  context: AppContext,
  mailer: Mailer,
  organisationId: string,
  week: string,
  log: JobLog | undefined,
): Promise<void> {
  const { db } = context.database;
  const claimed = await withTenant(db, organisationId, (tx) => repository.claimWeek(tx, organisationId, week));
  if (!claimed) return;
  const list = await dueListOf(context, organisationId, context.now());
  if (list.overdue.length === 0 && list.upcoming.length === 0) return;
  const { admins, vehicles, organisation } = await withTenant(db, organisationId, async (tx) => ({
    admins: await repository.admins(tx, organisationId),
    vehicles: await repository.vehicleNames(tx, organisationId),
    organisation: await repository.organisation(tx, organisationId),
  }));
  const names = vehicleNamesOf(vehicles);
  const pageUrl = `${context.config.publicUrl}${FLEET_PAGE_PATH}`;
  let sent = 0;
  let failure: unknown;
  for (const admin of admins) {
    const words = fleetDueWords(context.translator, admin.display_language, names);
    const mail = composeDueMail(words, {
      list,
      horizonDays: DUE_LIST_HORIZON_DAYS,
      organisationName: organisation?.name ?? '',
      recipientName: admin.display_name,
      pageUrl,
    });
    try {
      await mailer.send({ to: admin.email, ...mail });
      sent += 1;
    } catch (error) {
      failure ??= error;
      log?.warn?.({ err: error, organisationId }, 'A weekly fleet due mail could not be sent');
    }
  }
  if (sent === 0 && failure !== undefined) {
    await withTenant(db, organisationId, (tx) => repository.releaseWeek(tx, organisationId, week));
    throw failure;
  }
  await withTenant(db, organisationId, (tx) => repository.setRecipients(tx, organisationId, week, sent));
}

/**
 * Hourly, each organisation whose Monday 07:00 has come (in its own zone) gets its week's mail.
 * Only with SMTP_URL set: without a mailer the job ends, and the next start schedules it again.
 */
export const sendWeeklyDueMails: JobHandler = async (_job, context, log) => {
  const mailer = context.mailer;
  if (!mailer) return { next: null };
  const now = context.now().getTime();
  const organisations = await withSystem(context.database.db, (tx) => repository.organisations(tx));
  for (const organisation of organisations) {
    if (organisation.set_to_be_deleted_at !== null || !normaliseFeatures(organisation.features).vehicles) continue;
    const week = dueMailWeek(now, organisation.time_zone);
    if (week) await mailOrganisation(context, mailer, organisation.id, week, log);
  }
  return { next: new Date(nextDueMailCheck(now)) };
};
