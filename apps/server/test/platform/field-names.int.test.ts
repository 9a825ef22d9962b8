import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../organisation-data/api';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  api = apiAs(t);
});
afterAll(() => t.close());

describe('a 400 for a malformed id', () => {
  it('names the record in words, in the caller language, beside the field it concerns', async () => {
    const calculation = await api(own.users.admin, 'GET', '/api/calculations/not-an-id');
    expect(calculation).toMatchObject({
      status: 400,
      body: {
        code: 'validation',
        message: 'Calculation: Enter a valid value',
        fields: [{ path: 'id', message: 'Enter a valid value' }],
      },
    });
    expect((await api(own.users.admin, 'GET', '/api/calculations/not-an-id', undefined, 'fi')).body.message).toBe(
      'Laskelma: Anna kelvollinen arvo',
    );
    expect((await api(own.users.admin, 'GET', '/api/calculations/not-an-id', undefined, 'sv')).body.message).toBe(
      'Kalkyl: Ange ett giltigt värde',
    );
  });

  it('names vehicles, drivers and driver groups too', async () => {
    const messages = await Promise.all(
      ['/api/vehicles/x', '/api/drivers/x', '/api/driver-groups/x'].map(
        async (url) => (await api(own.users.admin, 'GET', url)).body.message,
      ),
    );
    expect(messages).toEqual([
      'Vehicle: Enter a valid value',
      'Driver: Enter a valid value',
      'Driver group: Enter a valid value',
    ]);
  });
});
