import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { pageHandlers, testVehicle } from './test-vehicles';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
// 12 March is winter time in Helsinki (UTC+2): 12:05 UTC is 14:05 there.
const reporting = testVehicle({ registerNumber: 'ABC-123', isActive: true, lastPositionAt: minutesAgo(5) });
const parked = testVehicle({ registerNumber: 'KLM-456', isActive: true, lastPositionAt: '2026-03-12T12:05:00.000Z' });
const quietSince = testVehicle({ registerNumber: 'MNO-789', isActive: true, lastPositionAt: minutesAgo(31) });
const neverSeen = testVehicle({ registerNumber: 'XYZ-987', isActive: false, lastPositionAt: null });
const handlers = { ...pageHandlers(5), 'GET /api/vehicles': [neverSeen, parked, reporting, quietSince] };

const cellOf = (registerNumber: string, column: string) => {
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
  const row = screen.getByRole('rowheader', { name: registerNumber }).closest('tr') as HTMLElement;
  const index = headers.findIndex((header) => header.startsWith(column));
  return within(row).getAllByRole(index === 0 ? 'rowheader' : 'cell')[index - 1]?.textContent;
};

describe('the vehicles list: last position', () => {
  it('says which vehicles report their position now (the last 30 minutes) and when the others were last seen, apart from activation', async () => {
    renderApp('/vehicles', { account: { role: 'User', organisationTimeZone: 'Europe/Helsinki' }, handlers });
    await screen.findByRole('table', { name: "Your organisation's vehicles" });
    expect(cellOf('ABC-123', 'Last position')).toBe('Reporting now');
    expect(cellOf('KLM-456', 'Last position')).toBe('Last seen 12.03.2026 14:05');
    expect(cellOf('MNO-789', 'Last position')).toMatch(/^Last seen \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(cellOf('XYZ-987', 'Last position')).toBe('No position yet');
    // Activation is its own column: an activated vehicle that is not reporting is still "Active".
    expect(cellOf('KLM-456', 'Status')).toBe('Active');
    expect(cellOf('XYZ-987', 'Status')).toBe('Not active');
  });

  it('sorts by the last position, newest last', async () => {
    const { user } = renderApp('/vehicles', { account: { role: 'User' }, handlers });
    await screen.findByRole('table', { name: "Your organisation's vehicles" });
    await user.click(screen.getByRole('button', { name: /^Last position/ }));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'XYZ-987',
      'KLM-456',
      'MNO-789',
      'ABC-123',
    ]);
  });

  it("shows the times on the organisation's clock, in Finnish", async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'User', organisationTimeZone: 'Europe/Stockholm' },
      handlers,
    });
    await screen.findByRole('table', { name: "Your organisation's vehicles" });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    expect(await screen.findByText('Nähty viimeksi 12.03.2026 klo 13:05')).toBeTruthy();
    expect(screen.getByText('Sijainti päivittyy nyt')).toBeTruthy();
    expect(screen.getByText('Ei sijaintia vielä')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kieli: Suomi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Last seen 12.03.2026 13:05')).toBeTruthy();
  });
});
