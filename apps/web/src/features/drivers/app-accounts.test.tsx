import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppAccountsInput, Driver } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { driver, lookupHandlers, testId } from './test-fixtures';

/** A fake server keeping the drivers' account state, recording what it was sent. */
function accountsServer(drivers: Driver[], passwordFor: (d: Driver) => string | undefined = () => undefined) {
  const sent: AppAccountsInput[] = [];
  const handlers = {
    ...lookupHandlers,
    'GET /api/drivers': () => drivers,
    'POST /api/drivers/app-accounts': (init?: RequestInit) => {
      const input = JSON.parse(String(init?.body)) as AppAccountsInput;
      sent.push(input);
      return drivers
        .filter((d) => input.driverIds.includes(d.id))
        .map((d) => {
          const generatedPassword = input.active && !d.appAccountActive && !input.password ? passwordFor(d) : undefined;
          d.appAccountActive = input.active;
          return { driverId: d.id, username: d.username, active: input.active, ...(generatedPassword ? { generatedPassword } : {}) };
        });
    },
  };
  return { handlers, sent };
}

const team = () => [
  driver({ id: testId(1), firstName: 'Anna', lastName: 'Virta', username: 'anna.virta' }),
  driver({ id: testId(2), firstName: 'Pekka', lastName: 'Aalto', username: 'pekka' }),
  driver({ id: testId(3), firstName: 'Liisa', lastName: 'Laine', username: 'liisa', appAccountActive: true }),
];

describe('driver app accounts', () => {
  it('activates the selected drivers and shows the generated passwords once', async () => {
    const server = accountsServer(team(), (d) => `pw-${d.username}-Ab1!`);
    const { user } = renderApp('/drivers', { account: { role: 'Admin' }, handlers: server.handlers });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Anna Virta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pekka Aalto' }));
    expect(screen.getByText('2 drivers selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Activate app account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activate 2 app accounts' });
    expect(within(dialog).getByText('Anna Virta (anna.virta)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    const passwords = await screen.findByRole('dialog', { name: 'Driver app passwords' });
    expect(within(passwords).getByText('Shown only now')).toBeTruthy();
    const table = within(passwords).getByRole('table', { name: 'Sign-in details for the driver app' });
    expect(within(within(table).getByRole('rowheader', { name: 'Anna Virta' }).closest('tr')!).getByText('pw-anna.virta-Ab1!')).toBeTruthy();
    expect(within(table).getByText('pw-pekka-Ab1!')).toBeTruthy();
    expect(server.sent).toEqual([{ driverIds: [testId(1), testId(2)], active: true }]);

    await user.click(within(passwords).getByRole('button', { name: 'I have saved the passwords' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('pw-pekka-Ab1!')).toBeNull();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'App account of Pekka Aalto' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Select drivers to activate or deactivate their app accounts.')).toBeTruthy();
  });

  it('uses the password the manager types, once it meets the rules', async () => {
    const server = accountsServer(team(), () => 'never-shown');
    const { user } = renderApp('/drivers', { account: { role: 'Admin' }, handlers: server.handlers });
    await user.click(await screen.findByRole('switch', { name: 'App account of Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate app account' });
    const password = within(dialog).getByLabelText('Initial password (optional)');
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(within(dialog).getByText('Please enter at least 6 characters')).toBeTruthy();
    expect(server.sent).toEqual([]);

    await user.clear(password);
    await user.type(password, 'Rekka-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent).toEqual([{ driverIds: [testId(1)], active: true, password: 'Rekka-2026!' }]);
  });

  it('switches one driver off at once, and all drivers of the page off together', async () => {
    const drivers = team();
    for (const d of drivers) d.appAccountActive = true;
    const server = accountsServer(drivers);
    const { user } = renderApp('/drivers', { account: { role: 'Admin' }, handlers: server.handlers });
    await user.click(await screen.findByRole('switch', { name: 'App account of Liisa Laine' }));
    await waitFor(() => expect(server.sent).toEqual([{ driverIds: [testId(3)], active: false }]));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all drivers on this page' }));
    expect(screen.getByText('3 drivers selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deactivate app account' }));
    await waitFor(() => expect(server.sent[1]).toEqual({ driverIds: [testId(1), testId(2), testId(3)], active: false }));
    await waitFor(() => expect(screen.getAllByText('Inactive')).toHaveLength(3));
  });

  it('says why an activation failed and keeps the dialog open', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': team(),
        'POST /api/drivers/app-accounts': jsonResponse({ statusCode: 409, code: 'organisation-data:usernameTaken', message: 'User name is already taken', fields: [{ path: 'driverIds', message: 'User name is already taken' }] }, 409),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'App account of Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate app account' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User name is already taken');
  });
});
