import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Share, SharedItems } from '@rahti/domain';
import { renderApp } from '../../test/render-app';
import { lookupHandlers, testRoute } from '../routes/test-routes';

const receiving: Share = {
  id: '00000000-0000-4000-8000-000000000711',
  side: 'partner',
  code: null,
  status: 'receiving',
  direction: 'retrieve',
  callerOwnsData: false,
  dataTypes: ['routes'],
  scope: {},
  partnerName: 'Kuljetus Virtanen Oy',
  createdAt: '2026-02-20T08:00:00Z',
  joinedAt: '2026-02-21T08:00:00Z',
  approvedAt: '2026-02-21T09:00:00Z',
  endedAt: null,
};
const theirRoutes: SharedItems = {
  dataType: 'routes',
  items: [
    {
      organisationName: 'Kuljetus Virtanen Oy',
      id: '00000000-0000-4000-8000-000000000712',
      name: 'Kouvola–Kotka',
      code: 'KK',
      customerName: 'Sataman Puu Oy',
      vehicle: 'VIR-101',
      distanceKm: 88,
      drivingMinutes: 75,
      income: 420,
    },
  ],
};
const MARCH = '?month=2026-03&sharedPeriod=custom&sharedFrom=2026-03-01&sharedTo=2026-03-31';
const handlers = {
  ...lookupHandlers,
  'GET /api/routes?month=2026-03': [testRoute()],
  [`GET /api/sharing/${receiving.id}/items/routes?from=2026-03-01&to=2026-03-31`]: theirRoutes,
};

describe('"own / shared with us" on a page of one data type', () => {
  it('shows what another organisation shares, read-only under its name, in place of our own list', async () => {
    const { user } = renderApp(`/routes${MARCH}&sharing=shared`, {
      handlers: { ...handlers, 'GET /api/sharing': [receiving] },
    });
    const filter = await screen.findByRole('radiogroup', { name: 'Whose data' });
    expect(within(filter).getByRole('radio', { name: 'Shared with us' })).toHaveProperty('checked', true);
    const theirs = await screen.findByRole('table', { name: 'Routes shared by Kuljetus Virtanen Oy' });
    const row = within(theirs).getByRole('rowheader', { name: 'Kouvola–Kotka' }).closest('tr') as HTMLElement;
    expect([...row.children].map((cell) => cell.textContent)).toEqual([
      'Kouvola–Kotka',
      'KK',
      'Sataman Puu Oy',
      'VIR-101',
      '88',
      '1:15',
      '420.00',
    ]);
    expect(screen.getByText('Kuljetus Virtanen Oy: 1 item, read-only.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Routes with one run/ })).toBeNull();
    expect(within(theirs).queryByRole('button')).toBeNull();

    await user.click(within(filter).getByRole('radio', { name: 'Our own' }));
    expect(await screen.findByRole('table', { name: /^Routes with one run/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Routes shared by Kuljetus Virtanen Oy' })).toBeNull();
  });

  it('shows each item once when the same organisation shares it twice, in the owner’s order', async () => {
    const second: Share = { ...receiving, id: '00000000-0000-4000-8000-000000000713', dataTypes: ['routes', 'shifts'] };
    const another = {
      ...theirRoutes.items[0]!,
      id: '00000000-0000-4000-8000-000000000714',
      name: 'Hamina–Kouvola',
      code: 'HK',
    };
    renderApp(`/routes${MARCH}&sharing=shared`, {
      handlers: {
        ...handlers,
        'GET /api/sharing': [receiving, second],
        [`GET /api/sharing/${second.id}/items/routes?from=2026-03-01&to=2026-03-31`]: {
          dataType: 'routes',
          items: [theirRoutes.items[0], another],
        },
      },
    });
    const theirs = await screen.findByRole('table', { name: 'Routes shared by Kuljetus Virtanen Oy' });
    expect(
      within(theirs)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hamina–Kouvola', 'Kouvola–Kotka']);
    expect(screen.getAllByRole('table', { name: 'Routes shared by Kuljetus Virtanen Oy' })).toHaveLength(1);
    expect(screen.getByText('Kuljetus Virtanen Oy: 2 items, read-only.')).toBeTruthy();
  });

  it('asked for in the address, waits for the shares instead of showing our own list first', async () => {
    renderApp(`/routes${MARCH}&sharing=shared`, {
      handlers: { ...handlers, 'GET /api/sharing': () => new Promise<never>(() => undefined) },
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Routes with one run/ })).toBeNull();
  });

  it('is not offered without a share of that data being received', async () => {
    const ours: Share = { ...receiving, side: 'maker', status: 'sharing', callerOwnsData: true };
    renderApp(`/routes${MARCH}&sharing=shared`, {
      handlers: { ...handlers, 'GET /api/sharing': [{ ...receiving, dataTypes: ['invoices'] }, ours] },
    });
    expect(await screen.findByRole('table', { name: /^Routes with one run/ })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Whose data' })).toBeNull();
  });
});
