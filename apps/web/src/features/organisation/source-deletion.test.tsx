import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testOrganisation } from '../../test/fixtures';

const organisation = testOrganisation();

describe('removal of tasks or invoices by source', { timeout: 30_000 }, () => {
  it('asks for the name, removes the external invoices and says why the sent ones stay', async () => {
    const removals: string[] = [];
    const url = `/api/organisation/invoices?source=external&confirmName=${encodeURIComponent(organisation.name)}`;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [],
        [`DELETE ${url}`]: () => {
          removals.push(url);
          return { deleted: 2, kept: 3, reason: '3 sent invoices were kept: the law requires keeping sent invoices' };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Remove tasks or invoices by source' });
    await user.selectOptions(within(section).getByLabelText('What'), 'invoices');
    await user.click(within(section).getByRole('button', { name: 'Remove…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove every external invoice not sent?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove them' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/organisation's name|name/i), organisation.name);
    await user.click(confirm);
    expect(
      await within(section).findByText(
        '2 were removed. 3 sent invoices were kept: the law requires keeping sent invoices',
      ),
    ).toBeTruthy();
    expect(removals).toEqual([url]);
  });
});
