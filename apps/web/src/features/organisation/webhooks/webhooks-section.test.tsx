import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

const endpoint: WebhookEndpoint = {
  id: '00000000-0000-4000-8000-0000000000a1',
  url: 'https://erp.example.com/rahti',
  events: ['shiftApproved', 'invoiceCreated'],
  enabled: true,
  createdAt: '2026-11-02T08:00:00.000Z',
  lastDeliveryAt: null,
  lastStatus: null,
};
const delivery: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  event: 'shiftApproved',
  status: 'pending',
  attempts: 2,
  responseStatus: 503,
  responseSnippet: 'maintenance',
  createdAt: '2026-11-02T08:00:00.000Z',
  lastAttemptAt: '2026-11-02T08:01:00.000Z',
  nextAttemptAt: '2026-11-02T08:03:00.000Z',
  deliveredAt: null,
};

function renderWebhooks(handlers: Record<string, unknown>, endpoints: WebhookEndpoint[] = [endpoint]) {
  return renderApp('/organisation', {
    account: { role: 'Admin' },
    handlers: {
      'GET /api/organisation/users': [],
      'GET /api/SalaryTypeCodes': [],
      'GET /api/supervisors': [],
      'GET /api/licence-types': { classes: [], qualifications: [], custom: [] },
      'GET /api/organisation/externalcredentials': [],
      'GET /api/organisation/task-feeds': [],
      'GET /api/webhooks': endpoints,
      ...handlers,
    },
  });
}

describe('webhooks on the organisation page', { timeout: 30_000 }, () => {
  it('sends a test and shows the receiver’s answer, and shows the delivery log', async () => {
    const { user } = renderWebhooks({
      [`POST /api/webhooks/${endpoint.id}/test`]: {
        ok: false,
        responseStatus: 500,
        responseSnippet: 'receiver down',
        deliveryId: delivery.id,
      },
      [`GET /api/webhooks/${endpoint.id}/deliveries`]: [delivery],
    });
    const card = await screen.findByRole('region', { name: endpoint.url });
    expect(card.textContent).toContain('Shift approved, Invoice created');
    await user.click(within(card).getByRole('button', { name: 'Send test' }));
    expect((await within(card).findByRole('status')).textContent).toBe('The test was not received: 500 receiver down');
    await user.click(within(card).getByRole('button', { name: 'Delivery log' }));
    const log = await within(card).findByRole('table', { name: 'Delivery log' });
    expect(log.textContent).toContain('Waiting to be sent');
    expect(log.textContent).toContain('503 maintenance');
  });

  it('registers an endpoint for the events ticked and shows its secret once', async () => {
    const created: NewWebhookEndpoint = { ...endpoint, events: ['taskDelivered'], secret: 'whsec_abc123' };
    let sent: unknown;
    const { user } = renderWebhooks(
      {
        'POST /api/webhooks': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(created, 201);
        },
      },
      [],
    );
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'https://erp.example.com/rahti');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shift approved' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Transport task delivered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(secret.textContent).toContain('whsec_abc123');
    expect(secret.textContent).toContain('it is not shown again');
    expect(sent).toEqual({ url: 'https://erp.example.com/rahti', events: ['taskDelivered'], enabled: true });
  });
});
