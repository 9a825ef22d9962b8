import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Share } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const share = (extra: Partial<Share>): Share => ({
  id: '00000000-0000-4000-8000-000000000701',
  side: 'maker',
  code: 'ACDE3467FGHJ9KMN',
  status: 'pending',
  direction: 'send',
  callerOwnsData: true,
  dataTypes: ['shifts', 'routes'],
  scope: {},
  partnerName: null,
  createdAt: '2026-11-20T08:00:00Z',
  joinedAt: null,
  approvedAt: null,
  endedAt: null,
  ...extra,
});

describe('sharing page', () => {
  it('lists shares with their state in words, the other organisation and the scope', async () => {
    renderApp('/sharing', {
      handlers: {
        'GET /api/sharing': [
          share({}),
          share({
            id: '00000000-0000-4000-8000-000000000702',
            side: 'partner',
            code: null,
            status: 'receiving',
            callerOwnsData: false,
            partnerName: 'Kuljetus Virtanen Oy',
            dataTypes: ['invoices'],
            scope: { from: '2026-11-01', routeIds: ['00000000-0000-4000-8000-000000000703'] },
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Shares of this organisation' });
    const row = within(table)
      .getByRole('rowheader', { name: /Kuljetus Virtanen Oy/ })
      .closest('tr') as HTMLElement;
    for (const text of ['Receiving', 'Invoices', "We see the other organisation's data.", '1 route, from 01.11.2026'])
      expect(within(row).getByText(text)).toBeTruthy();
    const waiting = within(table)
      .getByRole('rowheader', { name: /No one has joined yet/ })
      .closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Waiting for the other organisation')).toBeTruthy();
    expect(within(waiting).getByText('Everything of the chosen data')).toBeTruthy();
  });

  it('makes a share of the chosen data and shows its code in groups of four', async () => {
    const bodies: unknown[] = [];
    const { user } = renderApp('/sharing', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/sharing': [],
        'GET /api/organisation/customers': [],
        'GET /api/routes?month=2026-11': [],
        'GET /api/vehicles': [],
        'POST /api/sharing': (init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(
            { id: '00000000-0000-4000-8000-000000000704', code: 'ACDE3467FGHJ9KMN', status: 'pending' },
            201,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New share' }));
    const dialog = await screen.findByRole('dialog', { name: 'New share' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the share' }));
    expect(await within(dialog).findByText('Choose at least one kind of data to share')).toBeTruthy();
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Shifts' }));
    await user.click(within(dialog).getByRole('radio', { name: /Retrieve their data/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make the share' }));
    const created = await screen.findByRole('dialog', { name: 'Give this code to the other organisation' });
    expect(within(created).getByText('ACDE-3467-FGHJ-9KMN')).toBeTruthy();
    expect(bodies).toEqual([{ dataTypes: ['shifts'], direction: 'retrieve' }]);
  });

  it('says in words when no share waits for a typed code', async () => {
    const { user } = renderApp('/sharing', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/sharing': [],
        'POST /api/sharing/join': () => jsonResponse({ statusCode: 404, code: 'notFound', message: 'Not found' }, 404),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enter a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter a sharing code' });
    await user.type(within(dialog).getByLabelText(/^Sharing code/), 'acde 3467 fghj 9kmn');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText(/No share waits for this code/)).toBeTruthy();
  });
});
