import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { testAccount, testOrganisation } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ORGANISATION_ID = '00000000-0000-4000-8000-0000000000aa';
const organisation = testOrganisation({ id: ORGANISATION_ID });
const me = testAccount();
const person = (id: string, displayName: string, role: User['role']): User => ({
  id,
  organisationId: ORGANISATION_ID,
  username: `${id}@example.com`,
  email: `${id}@example.com`,
  displayName,
  displayLanguage: 'fi',
  role,
  isDriver: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const self = { ...person(me.id, 'Maija Virtanen', 'Admin') };
const pekka = person('00000000-0000-4000-8000-000000000002', 'Pekka Driver', 'User');
const url = `PUT /api/organisation/${ORGANISATION_ID}/users/${pekka.id}/temporary-password`;

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('temporary passwords on the users table', () => {
  it('lets an Admin set one for another user, checked by the password rules first', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [self, pekka],
        [url]: (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse(undefined, 204);
        },
      },
    });
    expect(screen.queryByRole('button', { name: 'Set a temporary password for Maija Virtanen' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Set a temporary password for Pekka Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a temporary password for Pekka Driver' });
    expect(within(dialog).getByText(/must then choose their own/)).toBeTruthy();

    await user.type(field(dialog, 'Password'), 'temp');
    await user.type(field(dialog, 'Confirm password'), 'Temp');
    await user.click(within(dialog).getByRole('button', { name: 'Set the password' }));
    expect(await within(dialog).findByText('Please enter at least 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(field(dialog, 'Password'));
    await user.type(field(dialog, 'Password'), 'Te-12a');
    await user.clear(field(dialog, 'Confirm password'));
    await user.type(field(dialog, 'Confirm password'), 'Te-12a');
    await user.click(within(dialog).getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(sent).toEqual([{ password: 'Te-12a', confirmPassword: 'Te-12a' }]));
    expect(await screen.findByText('Temporary password set for Pekka Driver')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000); // Much typing: slow on a shared two-core machine.

  it('is not offered to a Superuser', async () => {
    renderApp('/organisation', {
      account: { role: 'Superuser' },
      handlers: { 'GET /api/organisation': organisation, 'GET /api/organisation/users': [self, pekka] },
    });
    expect(await screen.findByRole('button', { name: 'Edit Pekka Driver' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set a temporary password for Pekka Driver' })).toBeNull();
  });
});
