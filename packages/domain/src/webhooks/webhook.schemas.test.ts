import { describe, expect, it } from 'vitest';
import { integrationShiftsQuerySchema, integrationTransportTasksQuerySchema } from './integration.schemas';
import { isWebhookUrl, webhookInputSchema } from './webhook.schemas';

describe('webhook endpoints', () => {
  it('take https addresses only, without a user or password in them', () => {
    expect(isWebhookUrl('https://erp.example.com/rahti?key=1')).toBe(true);
    for (const url of [
      'http://erp.example.com/',
      'https://me:pw@erp.example.com/',
      'https://me@erp.example.com/',
      'ftp://x',
      'erp.example.com',
    ])
      expect(isWebhookUrl(url)).toBe(false);
  });

  it('need at least one known event, each kept once, and are enabled unless told', () => {
    expect(webhookInputSchema.parse({ url: 'https://a.example/', events: ['shiftApproved', 'shiftApproved'] })).toEqual(
      {
        url: 'https://a.example/',
        events: ['shiftApproved'],
        enabled: true,
      },
    );
    expect(webhookInputSchema.safeParse({ url: 'https://a.example/', events: [] }).error?.issues[0]?.message).toBe(
      'webhooks:noEvents',
    );
    expect(webhookInputSchema.safeParse({ url: 'https://a.example/', events: ['ping'] }).success).toBe(false);
  });
});

describe("integrators' pages", () => {
  it('hold 1 to 100 items, 100 unless told', () => {
    expect(integrationTransportTasksQuerySchema.parse({}).limit).toBe(100);
    expect(integrationTransportTasksQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(integrationTransportTasksQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(integrationShiftsQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-31', limit: '100' }).success).toBe(
      true,
    );
    expect(integrationShiftsQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-31', limit: '101' }).success).toBe(
      false,
    );
  });
});
