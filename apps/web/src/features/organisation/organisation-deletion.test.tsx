import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testOrganisation } from '../../test/fixtures';

const organisation = testOrganisation();

describe('setting the organisation to be deleted', { timeout: 30_000 }, () => {
  it('asks for the name typed out, then ends the session, as sign-in to it has stopped', async () => {
    let asked: unknown;
    const { user, session } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [],
        [`PUT /api/organisation/${organisation.id}/SetDelete`]: (init?: RequestInit) => {
          asked = JSON.parse(String(init?.body));
          return new Response(null, { status: 204 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set organisation to be deleted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set organisation to be deleted' });
    const confirm = within(dialog).getByRole('button', { name: 'Set to be deleted' });
    await user.type(within(dialog).getByLabelText('Organisation name'), 'Kuljetus Virtanen');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Organisation name'), ' Oy');
    await user.click(confirm);
    await waitFor(() => expect(session.signOut).toHaveBeenCalledOnce());
    expect(asked).toEqual({ setToBeDeleted: true });
  });
});
