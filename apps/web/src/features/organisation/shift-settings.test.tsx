import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type User } from '@rahti/domain';
import { testAccount, testId, testOrganisation } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { timeZoneChoices } from './time-zone-select';
import { driver } from '../drivers/test-fixtures';

const ORGANISATION_ID = '00000000-0000-4000-8000-0000000000aa';
const organisation = testOrganisation({ id: ORGANISATION_ID });
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
const self = person(testAccount().id, 'Maija Virtanen', 'Admin');
const pekka = person(testId(2), 'Pekka Aalto', 'User');
const liisa = person(testId(3), 'Liisa Laine', 'User');
const anna = driver({ id: testId(31), firstName: 'Anna', lastName: 'Virta', employeeNumber: '1001' });
const olli = driver({ id: testId(32), firstName: 'Olli', lastName: 'Nieminen', employeeNumber: '1002' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('time zone of the organisation', { timeout: 30_000 }, () => {
  // A whole page renders per test; on a loaded machine that can take longer than the default 5 s.
  it('offers Helsinki and Stockholm first, then every zone the browser knows', () => {
    const zones = timeZoneChoices('Europe/Helsinki');
    expect(zones.slice(0, 2)).toEqual(['Europe/Helsinki', 'Europe/Stockholm']);
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('is saved with the organisation, and says shift times are shown in it', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [self],
        'PUT /api/organisation': (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { ...organisation, timeZone: 'Europe/Stockholm' };
        },
      },
    });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLInputElement).value).toBe('Europe/Helsinki');
    expect(screen.getByText(/times are shown in this time zone/)).toBeTruthy();
    await user.clear(zone);
    await user.type(zone, 'Stockh');
    await user.click(await screen.findByRole('option', { name: 'Europe/Stockholm' }));
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(sent).toEqual([
        { name: 'Kuljetus Virtanen Oy', currency: 'EUR', timeZone: 'Europe/Stockholm', driverNameOrder: 'lastFirst' },
      ]),
    );
  });
});

describe('supervisors on the users list', { timeout: 30_000 }, () => {
  it('shows how many drivers each User supervises and saves the drivers chosen', async () => {
    const sent: unknown[] = [];
    const { user } = renderApp('/organisation', {
      account: { role: 'Superuser' },
      handlers: {
        'GET /api/organisation': organisation,
        'GET /api/organisation/users': [self, pekka, liisa],
        'GET /api/drivers': [anna, olli],
        'GET /api/supervisors': [{ userId: pekka.id, driverIds: [anna.id], plannedShiftIds: [testId(77)] }],
        [`PUT /api/supervisors/${pekka.id}`]: (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { userId: pekka.id, driverIds: [anna.id, olli.id], plannedShiftIds: [testId(77)] };
        },
      },
    });
    expect(await screen.findByText(/a supervisor sees only the shifts of those drivers/)).toBeTruthy();
    expect(within(rowOf('Pekka Aalto')).getByText('1 driver')).toBeTruthy();
    expect(within(rowOf('Liisa Laine')).getByText('All drivers (not a supervisor)')).toBeTruthy();
    expect(within(rowOf('Maija Virtanen')).queryByRole('button', { name: /supervises/ })).toBeNull();

    await user.click(
      within(rowOf('Pekka Aalto')).getByRole('button', { name: 'Choose the drivers Pekka Aalto supervises' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Drivers supervised by Pekka Aalto' });
    expect(within(dialog).getByText(/sees only the shifts and absences of the drivers chosen here/)).toBeTruthy();
    const picker = within(dialog).getByRole('combobox', { name: 'Drivers' });
    await user.click(picker);
    await user.type(picker, 'Niem');
    await user.click(await screen.findByRole('option', { name: 'Olli Nieminen (1002)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ driverIds: [anna.id, olli.id], plannedShiftIds: [testId(77)] }]));
  });

  it('is not offered without timesheets in the subscription', async () => {
    renderApp('/organisation', {
      account: { role: 'Admin' },
      features: { ...allFeatures(), timesheetManagement: false },
      handlers: { 'GET /api/organisation': organisation, 'GET /api/organisation/users': [self, pekka] },
    });
    expect(await screen.findByText('Pekka Aalto')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Supervises' })).toBeNull();
    expect(screen.queryByRole('button', { name: /supervises/ })).toBeNull();
  });
});
