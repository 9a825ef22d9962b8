import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint } from '@rahti/domain';
import { seedDemoWebhooks } from '../../src/seed/seed-webhooks';
import { deliverDueWebhooks } from '../../src/webhooks/webhook-delivery';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.context);
});
afterAll(() => t?.close());

describe("the demo's webhook endpoint", () => {
  it('is disabled at an example address, has a delivery log, sends nothing, and is made once', async () => {
    expect(await seedDemoWebhooks(t.database.db, tenant.organisationId, new Date())).toEqual([
      'a disabled webhook endpoint with logged deliveries',
    ]);
    const api = apiAs(t);
    const [endpoint, ...more] = (await api(tenant.users.admin, 'GET', '/api/webhooks'))
      .body as unknown as WebhookEndpoint[];
    expect(more).toEqual([]);
    expect(endpoint).toMatchObject({ url: 'https://erp.example.com/rahti/webhooks', enabled: false });
    const log = (await api(tenant.users.admin, 'GET', `/api/webhooks/${endpoint!.id}/deliveries`))
      .body as unknown as WebhookDelivery[];
    expect(log).toEqual([expect.objectContaining({ event: 'ping', status: 'delivered', responseStatus: 200 })]);
    expect(await deliverDueWebhooks(t.context)).toBe(0);
    expect(await seedDemoWebhooks(t.database.db, tenant.organisationId, new Date())).toEqual([]);
  });
});
