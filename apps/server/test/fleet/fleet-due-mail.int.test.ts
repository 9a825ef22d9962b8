import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { FLEET_DUE_MAIL_JOB } from '../../src/fleet/fleet-due-mail.job';
import { JOB_HANDLERS } from '../../src/job-handlers';
import type { Job } from '../../src/jobs/jobs.repository';
import type { AppContext } from '../../src/platform/app-context';
import { startMailCatcher } from '../helpers/mail-catcher';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addPlanningFacts } from '../planning/planning-fixtures';
import { addDriver } from '../shifts/shift-fixtures';
import { hashPassword } from '../../src/auth/password-hash';

/** The weekly mail of fleet upkeep (issue 25): Monday morning, to each Admin in their language, once a week. */
type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

let catcher: MailCatcher;
let t: TestApp;
let own: TestTenant;
let quiet: TestTenant;
let api: ReturnType<typeof apiAs>;
let swedishAdmin: string;
let formerAdmin: string;
// Monday 2 March 2026 at 06:00 UTC: 08:00 in Helsinki.
let clock = new Date('2026-03-02T06:00:00Z');

const job: Job = {
  id: '0',
  kind: FLEET_DUE_MAIL_JOB,
  key: FLEET_DUE_MAIL_JOB,
  organisationId: null,
  payload: {},
  attempts: 1,
};
const run = (context: AppContext = t.context) => JOB_HANDLERS[FLEET_DUE_MAIL_JOB]!(job, context);
const mailsTo = (address: string) => catcher.to(address);

/** An Admin of the organisation written straight to the database: their address and language. */
async function addAdmin(tenant: TestTenant, name: string, language: 'en' | 'fi' | 'sv', isActive = true) {
  const email = `${name.toLowerCase()}.${tenant.organisationId.slice(0, 8)}@test.example`;
  const password_hash = await hashPassword(TEST_PASSWORD);
  await withTenant(t.database.db, tenant.organisationId, (tx) =>
    tx
      .insertInto('users')
      .values({
        organisation_id: tenant.organisationId,
        username: email,
        email,
        display_name: name,
        display_language: language,
        role: 'Admin',
        is_active: isActive,
        password_hash,
      })
      .execute(),
  );
  return email;
}

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({
    config: { smtpUrl: catcher.url, mailFrom: 'Rahti <no-reply@test.example>' },
    now: () => clock,
  });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Aalto Oy' }));
  quiet = await addOrganisationData(t.context, await createTenant(t.context));
  await withTenant(t.database.db, own.organisationId, async (tx) => {
    await tx.updateTable('vehicles').set({ name: 'Volvo FH' }).where('id', '=', own.vehicleId!).execute();
    await tx.updateTable('users').set({ display_language: 'fi' }).where('id', '=', own.users.admin.id).execute();
  });
  swedishAdmin = await addAdmin(own, 'Sven', 'sv');
  formerAdmin = await addAdmin(own, 'Former', 'en', false);

  const post = async (url: string, body: object) => {
    const response = await api(own.users.admin, 'POST', url, body);
    if (response.status !== 201) throw new Error(`${url}: ${response.status} ${response.raw.body}`);
  };
  // 140 000 km on 1 February and 148 400 km on 1 March: 8 400 km in 28 days, 300 km a day.
  await post(`/api/vehicles/${own.vehicleId}/odometer`, { at: '2026-02-01T10:00:00Z', km: 140_000 });
  await post(`/api/vehicles/${own.vehicleId}/odometer`, { at: '2026-03-01T10:00:00Z', km: 148_400 });
  const item = (body: object) => post('/api/fleet-items', { vehicleId: own.vehicleId, cost: 0, ...body });
  await item({ type: 'maintenance', dueType: 'time', dueDate: '2026-02-27', description: 'Öljyt & <suodattimet>' });
  await item({ type: 'inspection', dueType: 'time', dueDate: '2026-03-16' });
  await item({ type: 'tyreChange', dueType: 'time', dueDate: '2026-03-17' });
  // 1 600 km left at 300 km a day: ⌈5.33⌉ = 6 days → Sunday 8 March, though 148 400 km is not yet within 1 500 km.
  await item({ type: 'tyreChange', dueType: 'distance', firstKm: 150_000, lastKm: 300_000, intervalKm: 50_000 });
  const driver = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  await addPlanningFacts(t.context, own, {
    licences: [
      { driverId: driver, code: 'ADR', expiresOn: '2026-03-10' },
      { driverId: driver, code: 'CE', expiresOn: '2026-04-20' },
    ],
  });
  // Nothing within 14 days in the other organisation: its Admin gets no mail.
  const far = await api(quiet.users.admin, 'POST', '/api/fleet-items', {
    vehicleId: quiet.vehicleId,
    type: 'inspection',
    dueType: 'time',
    dueDate: '2026-06-01',
    cost: 0,
  });
  expect(far.status).toBe(201);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

describe('the weekly due mail', () => {
  it('is not sent before 07:00 on Monday in the organisation’s zone, nor on another day', async () => {
    clock = new Date('2026-03-02T04:59:00Z'); // 06:59 in Helsinki
    const next = await run();
    expect(next.next?.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    clock = new Date('2026-03-03T06:00:00Z'); // Tuesday
    await run();
    expect(mailsTo(own.users.admin.email)).toHaveLength(0);
  });

  it('sends nothing, and keeps the week open, when the mail server refuses every message', async () => {
    clock = new Date('2026-03-02T06:00:00Z');
    const refusing = { send: () => Promise.reject(new Error('mail server refused')) };
    await expect(run({ ...t.context, mailer: refusing })).rejects.toThrow('mail server refused');
    expect(mailsTo(own.users.admin.email)).toHaveLength(0);
  });

  it('goes to each active Admin in their language: what is overdue and what falls due in 14 days', async () => {
    clock = new Date('2026-03-02T06:00:00Z');
    const next = await run();
    expect(next.next?.toISOString()).toBe('2026-03-02T07:00:00.000Z');

    const finnish = await catcher.waitFor(own.users.admin.email);
    expect(finnish.subject).toBe(
      'Kalustonhallinta, Kuljetus Aalto Oy: myöhässä 1, seuraavien 14 päivän aikana erääntyy 3',
    );
    // SMTP carries CRLF line ends.
    expect(finnish.text.replaceAll('\r\n', '\n').trimEnd()).toBe(
      [
        'Hei Admin Person,',
        '',
        'tässä organisaation Kuljetus Aalto Oy ajoneuvojen huollot: myöhässä olevat ja seuraavien 14 päivän aikana 16.03.2026 mennessä erääntyvät.',
        '',
        'Myöhässä (1)',
        '- SMP-001 Volvo FH – Huolto: Öljyt & <suodattimet> – erääntyi 27.02.2026',
        '',
        'Erääntyy seuraavien 14 päivän aikana (3)',
        '- SMP-001 Volvo FH – Renkaanvaihto – erääntyy 150 000 km kohdalla, nyt 148 400 km, arviolta 08.03.2026',
        '- Aalto Anna – ADR – vanhenee 10.03.2026',
        '- SMP-001 Volvo FH – Katsastus – erääntyy 16.03.2026',
        '',
        'Avaa kalustonhallinta: http://localhost:3000/vehicle/fleet-management',
        '',
        'Saat tämän viestin maanantaisin organisaation Kuljetus Aalto Oy pääkäyttäjänä, kun jotain on erääntymässä.',
      ].join('\n'),
    );
    expect(finnish.html).toContain(
      '<li>SMP-001 Volvo FH – Huolto: Öljyt &amp; &lt;suodattimet&gt; – erääntyi 27.02.2026</li>',
    );
    expect(finnish.html).toContain(
      '<a href="http://localhost:3000/vehicle/fleet-management">Avaa kalustonhallinta</a>',
    );

    const swedish = await catcher.waitFor(swedishAdmin);
    expect(swedish.subject).toBe(
      'Fordonsförvaltning, Kuljetus Aalto Oy: 1 försenade, 3 förfaller de närmaste 14 dagarna',
    );
    expect(swedish.text).toContain('Hej Sven,');
    expect(swedish.text).toContain('- SMP-001 Volvo FH – Underhåll: Öljyt & <suodattimet> – förföll 27.02.2026');
    expect(swedish.text).toContain('- Aalto Anna – ADR – går ut 10.03.2026');

    // Not the inactive Admin, nor the Superuser or the User; nothing to the organisation with nothing due.
    for (const address of [formerAdmin, own.users.superuser.email, own.users.user.email, quiet.users.admin.email])
      expect(mailsTo(address), address).toHaveLength(0);
  });

  it('is sent once a week: the runs later that Monday send nothing more', async () => {
    clock = new Date('2026-03-02T07:00:00Z');
    await run();
    clock = new Date('2026-03-02T15:00:00Z');
    await run();
    expect(mailsTo(own.users.admin.email)).toHaveLength(1);
    expect(mailsTo(swedishAdmin)).toHaveLength(1);
  });

  it('comes again the next Monday, in English for an Admin who reads English', async () => {
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.updateTable('users').set({ display_language: 'en' }).where('id', '=', own.users.admin.id).execute(),
    );
    clock = new Date('2026-03-09T05:00:00Z');
    await run();
    const english = await catcher.waitFor(own.users.admin.email, 2);
    // 9 March: the maintenance of 27 February is still overdue; the ADR card (10 March), the
    // inspection (16 March) and the tyres (17 March) fall due by 23 March. The km item has no
    // forecast now: its only reading of the last 30 days is the one of 1 March.
    expect(english.subject).toBe('Fleet management, Kuljetus Aalto Oy: 1 overdue, 3 due in the next 14 days');
    expect(english.text).toContain('- SMP-001 Volvo FH – Maintenance: Öljyt & <suodattimet> – was due 27.02.2026');
    expect(english.text).toContain('- SMP-001 Volvo FH – Tyre change – due 17.03.2026');
  });

  it('is not sent without SMTP_URL: the job ends until the next start schedules it', async () => {
    clock = new Date('2026-03-16T06:00:00Z');
    expect(await run({ ...t.context, mailer: undefined })).toEqual({ next: null });
    expect(mailsTo(own.users.admin.email)).toHaveLength(2);
  });
});
