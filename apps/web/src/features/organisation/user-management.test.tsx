import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@rahti/domain';
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
const users = [
  person(me.id, 'Sanna Superuser', 'Superuser'),
  person('00000000-0000-4000-8000-000000000002', 'Aino Admin', 'Admin'),
  person('00000000-0000-4000-8000-000000000003', 'Urho User', 'User'),
];
const handlers = { 'GET /api/organisation': organisation, 'GET /api/organisation/users': users };
const roleChoices = (dialog: HTMLElement) =>
  within(within(dialog).getByLabelText('Role'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the users a Superuser manages (the role table's one rule)", () => {
  it('offers to change and remove Users, never an Admin, and no Admin role to give', async () => {
    const { user } = renderApp('/organisation', { account: { role: 'Superuser' }, handlers });
    expect(await screen.findByRole('button', { name: 'Edit Urho User' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Urho User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Aino Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Aino Admin' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Urho User' }));
    expect(roleChoices(await screen.findByRole('dialog'))).toEqual(['Superuser', 'User']);
  });

  it('lets an Admin change and remove everyone but themselves, with every role to give', async () => {
    const admin = users.map((u) => (u.id === me.id ? { ...u, role: 'Admin' as const } : u));
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: { ...handlers, 'GET /api/organisation/users': admin },
    });
    expect(await screen.findByRole('button', { name: 'Edit Aino Admin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Aino Admin' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(roleChoices(await screen.findByRole('dialog'))).toEqual(['Admin', 'Superuser', 'User']);
  });
});
