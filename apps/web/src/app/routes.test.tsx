import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { renderApp } from '../test/render-app';

const ORGANISATION = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Kuljetus Virtanen Oy',
  currency: 'EUR',
  timeZone: 'Europe/Helsinki',
  vehicleLimit: 5,
  setToBeDeletedAt: null,
  createdAt: '2025-03-01T08:00:00.000Z',
};
const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  organisationId: ORGANISATION.id,
  username: 'maija@example.com',
  email: 'maija@example.com',
  displayName: 'Maija Virtanen',
  displayLanguage: 'fi',
  role: 'Admin',
  isDriver: false,
  createdAt: '2025-03-01T08:00:00.000Z',
};
const handlers = {
  'GET /api/organisation': ORGANISATION,
  'GET /api/organisation/users': [USER],
  'GET /api/organisation/all': [{ ...ORGANISATION, features: allFeatures() }],
  'GET /api/organisation/all/users': [{ ...USER, organisationName: ORGANISATION.name }],
};

describe('every signed-in page of this version opens with its heading', () => {
  it.each([
    ['/dashboard', 'Kuljetus Virtanen Oy'],
    ['/calculations', 'Calculations'],
    ['/userprofile', 'User profile'],
    ['/organisation', 'Organisation'],
    ['/administration', 'Administration'],
    ['/contact-us', 'Contact us'],
    ['/mediakit', 'Media kit'],
    ['/no-access?feature=drivers', 'Not included in your subscription'],
  ])('%s', async (path, heading) => {
    renderApp(path, { account: { role: 'Admin', isSiteOperator: true }, handlers });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the site operator everything, with dates as DD.MM.YYYY', async () => {
    renderApp('/administration', { account: { role: 'Admin', isSiteOperator: true }, handlers });
    expect(await screen.findByRole('heading', { name: 'Organisations' })).toBeTruthy();
    expect(await screen.findAllByText('01.03.2025')).toHaveLength(2);
  });

  it('explains administration to an Admin outside the site operator', async () => {
    renderApp('/administration', { account: { role: 'Admin', isSiteOperator: false }, handlers });
    expect(await screen.findByText(/Administration is for the site operator/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Organisations' })).toBeNull();
  });

  it('shows the subscription on the dashboard', async () => {
    renderApp('/dashboard', { features: { ...allFeatures(), map: false } });
    const row = (await screen.findByRole('rowheader', { name: 'Map' })).closest('tr');
    expect(row?.textContent).toContain('Not included');
  });

  it('prefills the contact form subject from the feedback link', async () => {
    renderApp('/contact-us?subject=feedback');
    expect(((await screen.findByLabelText(/^Subject/)) as HTMLInputElement).value).toBe('Feedback');
    expect(screen.getByText('Monday to Friday 8:00–16:00')).toBeTruthy();
  });
});
