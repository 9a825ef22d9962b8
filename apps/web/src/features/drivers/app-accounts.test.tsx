import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
          return {
            driverId: d.id,
            username: d.username,
            active: input.active,
            ...(generatedPassword ? { generatedPassword } : {}),
          };
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

const switchOf = (name: string) => screen.getByRole('switch', { name: `App account of ${name}` }) as HTMLInputElement;
/** Everything the mutation cache still holds, as text. */
const cachedMutations = (queryClient: ReturnType<typeof renderApp>['queryClient']) =>
  JSON.stringify(
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  );

describe('driver app accounts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // The notification store outlives a test; earlier messages would queue behind the limit.
    notifications.clean();
  });

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
    expect(
      within(within(table).getByRole('rowheader', { name: 'Anna Virta' }).closest('tr')!).getByText(
        'pw-anna.virta-Ab1!',
      ),
    ).toBeTruthy();
    expect(within(table).getByText('pw-pekka-Ab1!')).toBeTruthy();
    expect(server.sent).toEqual([{ driverIds: [testId(1), testId(2)], active: true }]);

    await user.click(within(passwords).getByRole('button', { name: 'I have saved the passwords' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('pw-pekka-Ab1!')).toBeNull();
    // The selection is gone, and with it the bar's buttons: the focus goes to the page heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Drivers' })),
    );
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'App account of Pekka Aalto' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
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
    await waitFor(() =>
      expect(server.sent[1]).toEqual({ driverIds: [testId(1), testId(2), testId(3)], active: false }),
    );
    await waitFor(() => expect(screen.getAllByText('Inactive')).toHaveLength(3));
  });

  it('says why an activation failed and keeps the dialog open', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': team(),
        'POST /api/drivers/app-accounts': jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:usernameTaken',
            message: 'User name is already taken',
            fields: [{ path: 'driverIds', message: 'User name is already taken' }],
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'App account of Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate app account' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User name is already taken');
  });

  it('keeps the passwords dialog open until the manager says they are saved, and copies a password', async () => {
    const server = accountsServer(team(), (d) => `pw-${d.username}-Ab1!`);
    const { user, queryClient } = renderApp('/drivers', { account: { role: 'Admin' }, handlers: server.handlers });
    await user.click(await screen.findByRole('switch', { name: 'App account of Anna Virta' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Activate app account' })).getByRole('button', {
        name: 'Activate',
      }),
    );
    const passwords = await screen.findByRole('dialog', { name: 'Driver app passwords' });

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Driver app passwords' })).toBeTruthy();
    expect(within(passwords).queryByRole('button', { name: 'Close' })).toBeNull();
    // The password stays the row's last cell, the copy button beside it adding no text.
    const row = within(passwords).getByRole('rowheader', { name: 'Anna Virta' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe('pw-anna.virta-Ab1!');

    await user.click(within(passwords).getByRole('button', { name: 'Copy password of Anna Virta' }));
    expect(await navigator.clipboard.readText()).toBe('pw-anna.virta-Ab1!');
    expect(within(passwords).getByRole('status').textContent).toBe('Copied');
    // Once shown, the generated password lives in the dialog only, not in the mutation cache.
    await waitFor(() => expect(cachedMutations(queryClient)).not.toContain('pw-anna.virta-Ab1!'));

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(passwords).getByRole('button', { name: 'Copy password of Anna Virta' }));
    expect(
      await within(passwords).findByText(/This browser does not let the page copy\. Click a password to select it/),
    ).toBeTruthy();

    await user.click(within(passwords).getByRole('button', { name: 'I have saved the passwords' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The switch that started it all gets the focus back.
    await waitFor(() => expect(document.activeElement).toBe(switchOf('Anna Virta')));
  });

  it('keeps a typed password out of the mutation cache, whether the activation works or not', async () => {
    let refuse = true;
    const server = accountsServer(team());
    const { user, queryClient } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...server.handlers,
        'POST /api/drivers/app-accounts': (init?: RequestInit) =>
          refuse
            ? jsonResponse({ statusCode: 400, code: 'validation', message: 'Not this time' }, 400)
            : server.handlers['POST /api/drivers/app-accounts'](init),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'App account of Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate app account' });
    await user.type(within(dialog).getByLabelText('Initial password (optional)'), 'Rekka-2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not this time');
    await waitFor(() => expect(cachedMutations(queryClient)).not.toContain('Rekka-2026!'));

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent).toEqual([{ driverIds: [testId(1)], active: true, password: 'Rekka-2026!' }]);
    await waitFor(() => expect(cachedMutations(queryClient)).not.toContain('Rekka-2026!'));
  });

  it('reports every switch-off, even when the next starts before the first is answered', async () => {
    const drivers = team();
    for (const d of drivers) d.appAccountActive = true;
    const answers: ((response: Response) => void)[] = [];
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => drivers,
        'POST /api/drivers/app-accounts': () => new Promise<Response>((resolve) => answers.push(resolve)),
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'App account of Liisa Laine' }));
    await user.click(switchOf('Anna Virta'));
    await waitFor(() => expect(answers).toHaveLength(2));
    // Each driver waits for its own answer with the switch disabled; the others stay usable.
    expect(switchOf('Liisa Laine').disabled).toBe(true);
    expect(switchOf('Anna Virta').disabled).toBe(true);
    expect(switchOf('Pekka Aalto').disabled).toBe(false);

    answers[0]!(jsonResponse({ statusCode: 409, code: 'conflict', message: 'Liisa Laine was changed meanwhile' }, 409));
    drivers[0]!.appAccountActive = false;
    answers[1]!(jsonResponse([{ driverId: testId(1), username: 'anna.virta', active: false }]));

    expect(await screen.findByText('Liisa Laine was changed meanwhile')).toBeTruthy();
    expect(await screen.findByText('App account deactivated for 1 driver')).toBeTruthy();
    await waitFor(() => expect(switchOf('Liisa Laine').disabled).toBe(false));
    expect(switchOf('Liisa Laine').checked).toBe(true);
    expect(switchOf('Anna Virta').checked).toBe(false);
  });

  it('names the drivers whose usernames are taken', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': team(),
        'POST /api/drivers/app-accounts': jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:usernameTakenBy',
            message: 'User name is already taken: pekka',
            fields: [{ path: 'driverIds.1', message: 'User name is already taken' }],
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Anna Virta' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pekka Aalto' }));
    await user.click(screen.getByRole('button', { name: 'Activate app account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate 2 app accounts' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('User name is already taken: pekka');
    expect(within(dialog).getByText('Pekka Aalto (pekka) – User name is already taken')).toBeTruthy();
    expect(within(dialog).getByText('Anna Virta (anna.virta)')).toBeTruthy();
  });
});
