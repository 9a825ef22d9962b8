import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { DAILY_JOBS, JOB_HANDLERS } from '../../src/job-handlers';
import { createOutboundHttp } from '../../src/platform/outbound-http/outbound-http';
import { deliverDueWebhooks } from '../../src/webhooks/webhook-delivery';
import { WEBHOOK_DELIVERY_JOB } from '../../src/webhooks/webhook-delivery.job';
import { queueOverdueFleetItems, WEBHOOK_FLEET_OVERDUE_JOB } from '../../src/webhooks/webhook-fleet-overdue.job';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addFleetItem } from '../fleet/fleet-item-fixtures';
import { addCustomer } from '../invoices/invoice-fixtures';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { shiftBody } from '../shifts/shift-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** The app's clock: the real time plus what a test has moved it by (the retries' day). */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ config: { credentialsKey: randomBytes(32), externalServicesAllowPrivate: true }, now });
  receiver = await startWebhookReceiver();
  // The receiver's own certificate authority; EXTERNAL_SERVICES_ALLOW_PRIVATE lets 127.0.0.1 be called.
  t.context.outboundHttp = createOutboundHttp({ allowPrivate: true, ca: receiver.certificate.cert });
  receiver.nowSeconds = () => now().getTime() / 1000;
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await createTenant(t.context);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
  offsetMs = 0;
});

async function register(tenant: TestTenant, events: string[], url = receiver.url): Promise<NewWebhookEndpoint> {
  const created = await api(tenant.users.admin, 'POST', '/api/webhooks', { url, events });
  if (created.status !== 201) throw new Error(`webhook: ${created.status} ${created.raw.body}`);
  const endpoint = created.body as unknown as NewWebhookEndpoint;
  receiver.secret = endpoint.secret;
  return endpoint;
}
const deliveries = async (endpoint: { id: string }) =>
  (await api(own.users.admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries`)).body as unknown as WebhookDelivery[];
const remove = (endpoint: { id: string }, tenant = own) =>
  api(tenant.users.admin, 'DELETE', `/api/webhooks/${endpoint.id}`);

async function approveNewShift(): Promise<string> {
  const shift = await api(
    own.users.admin,
    'POST',
    '/api/shifts',
    shiftBody(own.driverId!, [{ start: '2026-05-04T06:00:00.000Z', end: '2026-05-04T10:00:00.000Z' }]),
  );
  expect(shift.status).toBe(201);
  const approved = await api(own.users.admin, 'POST', `/api/shifts/${shift.body.id}/approval`, {
    action: 'approve',
    version: shift.body.version,
  });
  expect(approved.status).toBe(200);
  return shift.body.id!;
}

describe('webhook endpoints', () => {
  it('show the signing secret once and keep it sealed', async () => {
    const endpoint = await register(own, ['shiftApproved']);
    expect(endpoint).toMatchObject({ url: receiver.url, events: ['shiftApproved'], enabled: true, lastStatus: null });
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await api(own.users.admin, 'GET', '/api/webhooks');
    expect(listed.raw.body).not.toContain(endpoint.secret);
    expect((listed.body as unknown as WebhookEndpoint[]).map((e) => e.id)).toContain(endpoint.id);
    const stored = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .selectFrom('webhook_endpoints')
        .select('secret_sealed')
        .where('id', '=', endpoint.id)
        .executeTakeFirstOrThrow(),
    );
    expect(stored.secret_sealed).toMatch(/^v1\./);
    expect(stored.secret_sealed).not.toContain(endpoint.secret);
    await remove(endpoint);
  });

  it('refuse an address that is not https or carries credentials, and an empty list of events', async () => {
    for (const url of ['http://hooks.example.com/x', 'https://user:pw@hooks.example.com/x', 'not an address']) {
      const response = await api(own.users.admin, 'POST', '/api/webhooks', { url, events: ['shiftApproved'] }, 'fi');
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual([
        { path: 'url', message: 'Anna https-osoite, jossa ei ole käyttäjätunnusta eikä salasanaa' },
      ]);
    }
    const none = await api(own.users.admin, 'POST', '/api/webhooks', { url: receiver.url, events: [] });
    expect(none.status).toBe(400);
  });

  it("are another organisation's to see and change only: 404 here", async () => {
    const endpoint = await register(own, ['shiftApproved']);
    const body = { url: receiver.url, events: ['invoiceCreated'] };
    expect((await api(other.users.admin, 'PUT', `/api/webhooks/${endpoint.id}`, body)).status).toBe(404);
    expect((await api(other.users.admin, 'POST', `/api/webhooks/${endpoint.id}/test`)).status).toBe(404);
    expect((await api(other.users.admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await remove(endpoint, other)).status).toBe(404);
    expect((await api(other.users.admin, 'GET', '/api/webhooks')).body).toEqual([]);
    expect(receiver.received).toEqual([]);
    expect((await remove(endpoint)).status).toBe(204);
  });

  it('send a signed ping at once with "Send test" and log it', async () => {
    const endpoint = await register(own, ['invoiceCreated']);
    const tested = await api(own.users.admin, 'POST', `/api/webhooks/${endpoint.id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ ok: true, responseStatus: 200, responseSnippet: 'thanks' });
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received;
    expect(ping!.verified).toBe(true);
    expect(ping!.headers['rahti-event']).toBe('ping');
    expect(ping!.headers['rahti-delivery']).toBe(tested.body.deliveryId);
    expect(JSON.parse(ping!.body)).toMatchObject({ id: tested.body.deliveryId, event: 'ping' });
    expect(await deliveries(endpoint)).toEqual([
      expect.objectContaining({ event: 'ping', status: 'delivered', attempts: 1, responseStatus: 200 }),
    ]);
    await remove(endpoint);
  });
});

describe('webhook deliveries', () => {
  it('carry a shift approval, signed, with the event and delivery id; a disabled endpoint gets nothing', async () => {
    const endpoint = await register(own, ['shiftApproved']);
    const disabled = await register(own, ['shiftApproved']);
    await api(own.users.admin, 'PUT', `/api/webhooks/${disabled.id}`, {
      url: receiver.url,
      events: ['shiftApproved'],
      enabled: false,
    });
    receiver.secret = endpoint.secret;
    const shiftId = await approveNewShift();
    expect(receiver.received).toEqual([]);
    expect(await deliverDueWebhooks(t.context)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.verified).toBe(true);
    expect(delivery!.headers['rahti-event']).toBe('shiftApproved');
    const body = JSON.parse(delivery!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'shiftApproved',
      organisationId: own.organisationId,
      data: { shiftId, driverId: own.driverId },
    });
    expect(delivery!.headers['rahti-delivery']).toBe(body.id);
    expect(await deliveries(endpoint)).toEqual([
      expect.objectContaining({ id: body.id, status: 'delivered', attempts: 1, responseStatus: 200 }),
    ]);
    expect(await deliveries(disabled)).toEqual([]);
    await remove(endpoint);
    await remove(disabled);
  });

  it('carry an absence approved, and a week approved at once item by item', async () => {
    const endpoint = await register(own, ['shiftApproved', 'absenceApproved']);
    const absence = await api(own.users.admin, 'POST', '/api/absences', {
      driverId: own.driverId,
      workType: 18,
      kind: 'vacation',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
    });
    expect(absence.status).toBe(201);
    const approved = await api(own.users.admin, 'POST', `/api/absences/${absence.body.id}/approval`, {
      action: 'approve',
      version: absence.body.version,
    });
    expect(approved.status).toBe(200);
    const shift = await api(
      own.users.admin,
      'POST',
      '/api/shifts',
      shiftBody(own.driverId!, [{ start: '2026-07-13T06:00:00.000Z', end: '2026-07-13T12:00:00.000Z' }]),
    );
    const week = await api(own.users.admin, 'POST', '/api/timesheet/approve', {
      driverId: own.driverId,
      from: '2026-07-13',
      to: '2026-07-19',
    });
    expect(week.body).toMatchObject({ approvedShifts: 1 });
    await deliverDueWebhooks(t.context);
    const received = receiver.received.map((r) => JSON.parse(r.body) as { event: string; data: unknown });
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: 'absenceApproved',
          data: { absenceId: absence.body.id, driverId: own.driverId },
        }),
        expect.objectContaining({ event: 'shiftApproved', data: { shiftId: shift.body.id, driverId: own.driverId } }),
      ]),
    );
    expect(received).toHaveLength(2);
    await remove(endpoint);
  });

  it('carry an invoice made', async () => {
    const endpoint = await register(own, ['invoiceCreated']);
    const customerId = await addCustomer(t, own);
    const invoice = await api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-20',
      rows: [{ description: 'Odotus', quantity: 2, unit: 'h', unitPrice: 65, vatPercent: 25.5 }],
    });
    expect(invoice.status).toBe(201);
    await deliverDueWebhooks(t.context);
    expect(receiver.received.map((r) => JSON.parse(r.body) as { event: string; data: unknown })).toEqual([
      expect.objectContaining({
        event: 'invoiceCreated',
        data: { invoiceId: invoice.body.id, number: invoice.body.number },
      }),
    ]);
    expect(receiver.received[0]!.verified).toBe(true);
    await remove(endpoint);
  });

  it('are tried again with back-off after a 500 and then arrive, with the same id and body', async () => {
    const endpoint = await register(own, ['shiftApproved']);
    receiver.answers.push(500);
    await approveNewShift();
    await deliverDueWebhooks(t.context);
    const [failed] = await deliveries(endpoint);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      responseSnippet: 'receiver down',
    });
    const wait = Date.parse(failed!.nextAttemptAt!) - Date.parse(failed!.lastAttemptAt!);
    expect(wait).toBe(30_000);
    expect(await deliverDueWebhooks(t.context)).toBe(0);
    offsetMs = 31_000;
    expect(await deliverDueWebhooks(t.context)).toBe(1);
    expect(await deliveries(endpoint)).toEqual([
      expect.objectContaining({ id: failed!.id, status: 'delivered', attempts: 2, responseStatus: 200 }),
    ]);
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['rahti-delivery']).toBe(first!.headers['rahti-delivery']);
    expect(second!.verified).toBe(true);
    await remove(endpoint);
  });

  it('are given up after a day of failures and marked failed', async () => {
    const endpoint = await register(own, ['shiftApproved']);
    receiver.answers.push(...Array.from({ length: 10 }, () => 503));
    await approveNewShift();
    await deliverDueWebhooks(t.context);
    expect((await deliveries(endpoint))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    // Nearly a day later: the next wait would end past the day since the event.
    offsetMs = 24 * 60 * 60_000 - 10_000;
    await deliverDueWebhooks(t.context);
    expect((await deliveries(endpoint))[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      responseStatus: 503,
      nextAttemptAt: null,
    });
    offsetMs += 7 * 24 * 60 * 60_000;
    expect(await deliverDueWebhooks(t.context)).toBe(0);
    await remove(endpoint);
  });

  it('carry each overdue fleet item once, found by the hourly look', async () => {
    const endpoint = await register(own, ['fleetItemOverdue']);
    const late = await addFleetItem(api, own, { type: 'maintenance', dueType: 'time', dueDate: '2026-01-05' });
    await addFleetItem(api, own, { type: 'inspection', dueType: 'time', dueDate: '2099-01-05' });
    expect(await queueOverdueFleetItems(t.context)).toBe(1);
    expect(await queueOverdueFleetItems(t.context)).toBe(0);
    await deliverDueWebhooks(t.context);
    expect(receiver.received.map((r) => JSON.parse(r.body) as { event: string; data: unknown })).toEqual([
      expect.objectContaining({
        event: 'fleetItemOverdue',
        data: { fleetItemId: late, vehicleId: own.vehicleId, type: 'maintenance', dueDate: '2026-01-05', dueKm: null },
      }),
    ]);
    await remove(endpoint);
  });

  it('are sent by jobs of the jobs table that every server schedules at start', () => {
    for (const kind of [WEBHOOK_DELIVERY_JOB, WEBHOOK_FLEET_OVERDUE_JOB]) {
      expect(JOB_HANDLERS[kind]).toBeDefined();
      expect(DAILY_JOBS).toContain(kind);
    }
  });
});
