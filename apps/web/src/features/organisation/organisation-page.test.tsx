import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { testOrganisation } from '../../test/fixtures';

const ORGANISATION_ID = '00000000-0000-4000-8000-0000000000aa';
const organisation = testOrganisation({ id: ORGANISATION_ID });
const admin: User = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: ORGANISATION_ID,
  username: 'maija@example.com',
  email: 'maija@example.com',
  displayName: 'Maija Virtanen',
  displayLanguage: 'fi',
  role: 'Admin',
  isDriver: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

// Labels of required fields end in an asterisk, hence the anchored patterns.
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));

async function fillCreateUser(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  await user.type(field(dialog, 'Email'), 'pekka@example.com');
  await user.type(field(dialog, 'Name'), 'Pekka Driver');
  await user.selectOptions(field(dialog, 'Role'), 'Superuser');
  await user.selectOptions(field(dialog, 'Language'), 'sv');
  await user.type(field(dialog, 'Password'), 'Secret-123');
  await user.type(field(dialog, 'Confirm password'), 'Secret-123');
  await user.click(within(dialog).getByRole('button', { name: 'Create user' }));
  return dialog;
}

describe('organisation users', { timeout: 30_000 }, () => {
  // The whole organisation page renders per test: slow on a shared two-core machine.
  it('creates a user and lists them', async () => {
    const users = [admin];
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': () => users,
        'POST /api/organisation/users': (init?: RequestInit) => {
          const body = JSON.parse(String(init?.body)) as Pick<
            User,
            'email' | 'displayName' | 'role' | 'displayLanguage'
          >;
          const created = { ...admin, ...body, id: '00000000-0000-4000-8000-000000000002', username: body.email };
          users.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    await fillCreateUser(user);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('pekka@example.com')).toBeTruthy();
    expect(within(table).getByText('Superuser')).toBeTruthy();
  });

  it("shows the server's message when the user name is taken", async () => {
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [admin],
        'POST /api/organisation/users': jsonResponse(
          { statusCode: 409, code: 'usernameTaken', message: 'User name is already taken' },
          409,
        ),
      },
    });
    const dialog = await fillCreateUser(user);
    expect(await within(dialog).findByText('User name is already taken')).toBeTruthy();
  });
});
