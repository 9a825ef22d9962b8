import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaybillsPage } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { takeWaybillNumber } from '../../src/transport/waybill-numbers';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderBody, transportApi } from './transport-fixtures';

/** Waybill numbers (issue 26): gap-free per organisation, even when many orders are made at once. */
let t: TestApp;
let own: TestTenant;
let http: ReturnType<typeof transportApi>;

beforeAll(async () => {
  t = await createTestApp();
  http = transportApi(t);
  own = await createTenant(t.context);
});
afterAll(() => t.close());

describe('waybill numbers', () => {
  it('run 1 to 100 without a hole when 100 orders are made at once and one more fails after taking its number', async () => {
    const failing = withTenant(t.database.db, own.organisationId, async (tx) => {
      await takeWaybillNumber(tx, own.organisationId);
      throw new Error('the insert after the number failed');
    });
    const creates = Array.from({ length: 100 }, (_, index) =>
      http.api(own.users.user, 'POST', '/api/transport-tasks', orderBody({ reference: `R-${index}` })),
    );
    const [failed, ...answers] = await Promise.allSettled([failing, ...creates]);
    expect(failed?.status).toBe('rejected');
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.status : 0))).toEqual(
      Array.from({ length: 100 }, () => 201),
    );
    const page = await http.api(own.users.user, 'GET', '/api/waybills?limit=500');
    const numbers = (page.body as unknown as WaybillsPage).items.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    // The next order takes the next number: nothing was lost to the failure.
    expect((await http.create(own.users.user)).waybill?.number).toBe(101);
  });

  it('are counted per organisation', async () => {
    const other = await createTenant(t.context);
    expect((await http.create(other.users.user)).waybill?.number).toBe(1);
  });
});
