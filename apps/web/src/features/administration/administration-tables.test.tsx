import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('administration tables', () => {
  it('scroll sideways by keyboard too: each table area is a named tab stop', async () => {
    const { user } = renderApp('/administration', {
      account: { role: 'Admin', isSiteOperator: true },
      handlers: {
        'GET /api/organisation/all': [],
        'GET /api/organisation/all/users': [
          {
            id: '00000000-0000-4000-8000-0000000000b1',
            organisationId: '00000000-0000-4000-8000-0000000000aa',
            username: 'maija@example.com',
            email: 'maija@example.com',
            displayName: 'Maija Virtanen',
            displayLanguage: 'fi',
            role: 'Admin',
            isDriver: false,
            organisationName: 'Kuljetus Virtanen Oy',
            createdAt: '2026-01-05T08:00:00.000Z',
          },
        ],
        'GET /api/salesforce': [],
      },
    });
    await screen.findByText('maija@example.com');
    const users = screen.getByRole('group', { name: 'All users' });
    expect(users.tabIndex).toBe(0);
    expect(users.querySelector('table')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Organisations' }).tabIndex).toBe(0);

    screen.getByLabelText('Search users').focus();
    await user.tab();
    expect(document.activeElement).toBe(users);
  });
});
