import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const operatorHandlers = {
  'GET /api/organisation/all': [],
  'GET /api/organisation/all/users': [],
  'GET /api/salesforce': [
    {
      id: '00000000-0000-4000-8000-0000000000c1',
      organisationId: '00000000-0000-4000-8000-0000000000aa',
      company: 'Kuljetus Virtanen Oy',
      name: 'Maija Virtanen',
      email: 'maija@example.com',
      phone: '+358 40 123 4567',
      subject: 'Price of the map feature',
      description: 'How much does the map cost for 12 trucks?',
      createdAt: '2026-11-20T08:15:00.000Z',
    },
  ],
};

describe('administration', () => {
  it('shows the site operator what customers wrote through the contact form', async () => {
    renderApp('/administration', { account: { role: 'Admin', isSiteOperator: true }, handlers: operatorHandlers });
    const heading = await screen.findByRole('heading', { name: 'Contact messages' });
    const section = heading.closest('section') ?? document.body;
    expect(await within(section as HTMLElement).findByText('Price of the map feature')).toBeTruthy();
    expect(within(section as HTMLElement).getByText('How much does the map cost for 12 trucks?')).toBeTruthy();
    expect(
      within(section as HTMLElement)
        .getByRole('link', { name: 'maija@example.com' })
        .getAttribute('href'),
    ).toBe('mailto:maija@example.com');
  });

  it('tells an Admin of an ordinary organisation that the page is for the site operator', async () => {
    renderApp('/administration', { account: { role: 'Admin', isSiteOperator: false } });
    expect(await screen.findByText(/Administration is for the site operator/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact messages' })).toBeNull();
  });

  it("leads every organisation's Admin to its equipment when vehicles are subscribed", async () => {
    renderApp('/administration', { account: { role: 'Admin', isSiteOperator: false } });
    expect((await screen.findByRole('link', { name: 'Equipment' })).getAttribute('href')).toBe(
      '/administration/equipment',
    );
  });
});
