import type { FleetCalendarFeed } from '@rahti/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { fleetPage, inspection, PAGE, vehicleHandlers } from './test-fleet';

const PATH = '/vehicle/fleet-management';
const FEED = '/api/fleet-calendar-feed';
const address = (n: number) => `https://rahti.example/api/fleet-calendar/${String(n).repeat(43)}.ics`;
const bodyOf = (init?: RequestInit): unknown => JSON.parse(String(init?.body));

/** The server's side of the feed: off at first; each POST makes a new address, DELETE turns it off. */
function feedServer() {
  let feed: FleetCalendarFeed = { enabled: false, createdAt: null, language: null, url: null };
  const posted: unknown[] = [];
  let deleted = 0;
  const handlers = {
    ...vehicleHandlers,
    [PAGE]: fleetPage([inspection]),
    [`GET ${FEED}`]: () => ({ ...feed, url: null }),
    [`POST ${FEED}`]: (init?: RequestInit) => {
      const body = bodyOf(init) as { language: 'en' | 'fi' | 'sv' };
      posted.push(body);
      feed = {
        enabled: true,
        createdAt: '2026-11-28T08:00:00.000Z',
        language: body.language,
        url: address(posted.length),
      };
      return feed;
    },
    [`DELETE ${FEED}`]: () => {
      deleted += 1;
      feed = { enabled: false, createdAt: null, language: null, url: null };
      return new Response(null, { status: 204 });
    },
  };
  return { handlers, posted, deleted: () => deleted };
}

const section = () => screen.getByRole('region', { name: 'Calendar feed' });

describe('the calendar feed on the fleet page', { timeout: 30_000 }, () => {
  it('is turned on by an Admin in a chosen language, and its address shown once with a copy button', async () => {
    const server = feedServer();
    const { user } = renderApp(PATH, { account: { role: 'Admin' }, handlers: server.handlers });
    expect(
      await within(await screen.findByRole('region', { name: 'Calendar feed' })).findByText(
        'The calendar feed is off.',
      ),
    ).toBeTruthy();
    await user.selectOptions(within(section()).getByLabelText('Language of the events'), 'Finnish');
    await user.click(within(section()).getByRole('button', { name: 'Turn on the calendar feed' }));
    expect(server.posted).toEqual([{ language: 'fi' }]);

    const field = await within(section()).findByRole('textbox', { name: 'Address of the calendar feed' });
    expect((field as HTMLInputElement).value).toBe(address(1));
    expect(await screen.findByText('The calendar feed is on: copy its address into your calendar now.')).toBeTruthy();
    expect(
      await within(section()).findByText(
        'The calendar feed is on since 28.11.2026, in Finnish. Its address is shown only when it is made: make a new one to see it again (the old one then stops working).',
      ),
    ).toBeTruthy();
    await user.click(within(section()).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(address(1));
    expect(within(section()).getByRole('status').textContent).toBe('Copied');
  });

  it('asks before making a new address or turning it off, as subscribed calendars lose it', async () => {
    const server = feedServer();
    const { user } = renderApp(PATH, { account: { role: 'Admin' }, handlers: server.handlers });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Calendar feed' })).findByRole('button', {
        name: 'Turn on the calendar feed',
      }),
    );
    await within(section()).findByRole('textbox', { name: 'Address of the calendar feed' });

    await user.click(await within(section()).findByRole('button', { name: 'Make a new address' }));
    const renew = await screen.findByRole('dialog', { name: 'Make a new address?' });
    await user.click(within(renew).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() =>
      expect(
        (within(section()).getByRole('textbox', { name: 'Address of the calendar feed' }) as HTMLInputElement).value,
      ).toBe(address(2)),
    );
    expect(server.posted).toHaveLength(2);

    await user.click(within(section()).getByRole('button', { name: 'Turn off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn off the calendar feed?' });
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(section()).findByText('The calendar feed is off.')).toBeTruthy();
    expect(server.deleted()).toBe(1);
    expect(within(section()).queryByRole('textbox', { name: 'Address of the calendar feed' })).toBeNull();
  });

  it.each(['Superuser', 'User'] as const)('is not there for a %s', async (role) => {
    renderApp(PATH, { account: { role }, handlers: feedServer().handlers });
    await screen.findByRole('table', { name: /^Open fleet items/ });
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).toBeNull();
  });
});
