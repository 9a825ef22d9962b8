import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { JOB_HANDLERS } from '../../src/job-handlers';
import type { Job } from '../../src/jobs/jobs.repository';
import { REPORT_MAIL_JOB } from '../../src/reports/report-mail.job';
import { startMailCatcher, type CaughtMail } from '../helpers/mail-catcher';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addReportFacts } from './report-fixtures';

/** Scheduled reports (issue 27): the previous month's file, to each recipient in their language, once. */
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestApp;
let own: TestTenant;
// Monday 1 June 2026, 09:00 in Helsinki: a monthly schedule on the 1st sends May.
let clock = new Date('2026-06-01T06:00:00Z');

const job: Job = {
  id: '0',
  kind: REPORT_MAIL_JOB,
  key: REPORT_MAIL_JOB,
  organisationId: null,
  payload: {},
  attempts: 1,
};
const run = () => JOB_HANDLERS[REPORT_MAIL_JOB]!(job, t.context);

/** The attachment's file name and decoded bytes, read from the raw message. */
function attachmentOf(mail: CaughtMail): { fileName: string; content: Buffer } {
  const match =
    /content-disposition: attachment;\s*filename=("?)([^"\r\n]+)\1\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/i.exec(
      mail.raw,
    );
  if (!match) throw new Error('no attachment');
  return { fileName: match[2]!, content: Buffer.from(match[3]!.replace(/\s+/g, ''), 'base64') };
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({
    config: { smtpUrl: catcher.url, mailFrom: 'Rahti <no-reply@test.example>' },
    now: () => clock,
  });
  const api = apiAs(t);
  own = await createTenant(t.context, { name: 'Kuljetus Aalto Oy' });
  await addReportFacts(t, api, own);
  await withTenant(t.database.db, own.organisationId, async (tx) => {
    await tx.updateTable('users').set({ display_language: 'fi' }).where('id', '=', own.users.admin.id).execute();
    await tx.updateTable('users').set({ display_language: 'sv' }).where('id', '=', own.users.superuser.id).execute();
  });
  const created = await api(own.users.admin, 'POST', '/api/report-schedules', {
    kind: 'vehicles',
    format: 'csv',
    frequency: 'monthly',
    day: 1,
    recipients: [own.users.admin.id, own.users.superuser.id],
  });
  if (created.status !== 201) throw new Error(`schedule: ${created.status} ${created.raw.body}`);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('a scheduled report', () => {
  it('is not sent before its day', async () => {
    clock = new Date('2026-05-31T06:00:00Z');
    const next = await run();
    expect(next.next?.toISOString()).toBe('2026-05-31T07:00:00.000Z');
    expect(catcher.to(own.users.admin.email)).toHaveLength(0);
  });

  it("arrives on its day with the previous month's file attached, in each recipient's language", async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    await run();
    const finnish = await catcher.waitFor(own.users.admin.email);
    expect(finnish.subject).toBe(
      'Ajoneuvot: kilometrit, polttoaine ja kulut 01.05.2026–31.05.2026 – Kuljetus Aalto Oy',
    );
    expect(finnish.text).toContain('Hei Admin Person');
    const file = attachmentOf(finnish);
    expect(file.fileName).toBe('report-vehicles-2026-05-01-2026-05-31.csv');
    const csv = file.content.toString('utf8');
    expect(csv.startsWith('\uFEFFAjoneuvo;Tehtävät;Km;')).toBe(true);
    expect(csv).toContain('SMP-001;2;200,8;150,5;262,48;312,40;574,88;2,86\r\n');

    const swedish = await catcher.waitFor(own.users.superuser.email);
    expect(swedish.subject).toBe('Fordon: km, bränsle och kostnader 01.05.2026–31.05.2026 – Kuljetus Aalto Oy');
    expect(attachmentOf(swedish).content.toString('utf8')).toContain('Totalt;3;250,8;');
  });

  it('is sent once a period however often the job runs', async () => {
    clock = new Date('2026-06-01T09:00:00Z');
    await run();
    await run();
    expect(catcher.to(own.users.admin.email)).toHaveLength(1);
    const listed = await apiAs(t)(own.users.admin, 'GET', '/api/report-schedules');
    expect(listed.body).toEqual([expect.objectContaining({ lastSentPeriod: '2026-05' })]);
  });
});
