import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, testI18n } from '../../test/render-app';
import { entryOf, fleetRow, oilChange, testId } from '../fleet-management/test-fleet';
import { pageHandlers, testVehicle } from './test-vehicles';

const volvo = testVehicle({ id: oilChange.vehicleId, registerNumber: 'ABC-123', name: 'Volvo FH' });
const scania = testVehicle({ registerNumber: 'XYZ-789', name: 'Scania R' });
/** Volvo's overdue items, as the server lists them: the oil change at 120 000 km and a service of 1 November. */
const service = fleetRow({ id: testId(621), state: 'overdue', dueDate: '2026-11-01' });
const handlers = {
  ...pageHandlers(),
  'GET /api/vehicles': [volvo, scania],
  'GET /api/fleet-items/overdue': [oilChange, service].map((row) => ({
    ...entryOf(row),
    description: row.description,
  })),
};
const rowOf = (registerNumber: string) =>
  screen.getByRole('rowheader', { name: registerNumber }).closest('tr') as HTMLElement;

describe('the vehicles page', () => {
  afterEach(() => testI18n.changeLanguage('en'));

  it("shows each vehicle's overdue fleet items in words, and how many vehicles have some, with the way to them", async () => {
    const { user, router } = renderApp('/vehicles', { account: { role: 'User' }, handlers });
    await screen.findByRole('columnheader', { name: /^Overdue upkeep/ });
    expect(
      within(rowOf('ABC-123')).getByText(
        '2 overdue: Maintenance (01.11.2026); Maintenance: Oil and filters (120 000 km)',
      ),
    ).toBeTruthy();
    expect(within(rowOf('XYZ-789')).queryByText(/overdue/)).toBeNull();
    expect(screen.getByText(/^1 vehicle has overdue fleet items\./)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Open fleet management' }));
    expect(router.state.location.pathname).toBe('/vehicle/fleet-management');
  });

  it('says it in Finnish', async () => {
    await testI18n.changeLanguage('fi');
    renderApp('/vehicles', { account: { role: 'User', displayLanguage: 'fi' }, handlers });
    await screen.findByRole('columnheader', { name: /^Myöhässä olevat huollot/ });
    expect(
      within(rowOf('ABC-123')).getByText('2 myöhässä: Huolto (01.11.2026); Huolto: Oil and filters (120 000 km)'),
    ).toBeTruthy();
    expect(screen.getByText(/^1 ajoneuvolla on myöhässä olevia huoltoja\./)).toBeTruthy();
  });
});
