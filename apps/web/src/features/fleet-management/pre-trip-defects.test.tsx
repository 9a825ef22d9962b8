import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { fleetPage, oilChange, PAGE, vehicleHandlers } from './test-fleet';
import { brakeCheck, cleanCheck, PHOTO_ID, recentChecksKey, skippedCheck } from './test-pre-trip';

const PATH = '/vehicle/fleet-management';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

function handlers(checks = [brakeCheck, skippedCheck, cleanCheck]) {
  return {
    ...vehicleHandlers,
    [PAGE]: fleetPage([oilChange]),
    [recentChecksKey()]: checks,
    [`GET /api/files/${PHOTO_ID}`]: () => new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }),
  };
}

describe('pre-trip defects on the fleet page', { timeout: 30_000 }, () => {
  it('lists each defect with its vehicle, what is wrong, its photo, driver, time and the maintenance item it became', async () => {
    const urls = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:brake-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user } = renderApp(PATH, { handlers: handlers() });
    const table = await screen.findByRole('table', { name: 'Pre-trip defects of the last 14 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const cells = [...rows[0]!.children].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'ABC-123 Volvo FH',
      'Brakes',
      'Left rear brake drags and squeals',
      expect.any(String),
      'Anna Virta',
      '28.11.2026 06:55',
      'Brakes: Left rear brake drags and squealsDue soondue 28.11.2026',
    ]);
    expect(screen.getByText('Checks in the last 14 days: 2 done, 1 skipped.')).toBeTruthy();

    // The photo is fetched with the token and shown from the bytes; a click opens it large.
    const photo = await within(rows[0]!).findByRole('img', { name: 'Brakes, ABC-123 Volvo FH, photo 1' });
    expect(photo.getAttribute('src')).toBe('blob:brake-photo');
    expect(await (urls.mock.calls[0]![0] as Blob).arrayBuffer()).toEqual(JPEG.buffer);
    await user.click(within(rows[0]!).getByRole('button', { name: 'Open Brakes, ABC-123 Volvo FH, photo 1' }));
    expect(await screen.findByRole('dialog', { name: 'Brakes, ABC-123 Volvo FH, photo 1' })).toBeTruthy();
  });

  it('leads an Admin to the checklists', async () => {
    renderApp(PATH, { account: { role: 'Admin' }, handlers: handlers() });
    const link = await screen.findByRole('link', { name: 'Edit the pre-trip checklists' });
    expect(link.getAttribute('href')).toBe('/vehicle/fleet-management/pre-trip-checklists');
  });

  it('is without the link for a Superuser, and says when there is no defect', async () => {
    renderApp(PATH, { account: { role: 'Superuser' }, handlers: handlers([cleanCheck]) });
    expect(await screen.findByText('No defects found.')).toBeTruthy();
    expect(screen.getByText('Checks in the last 14 days: 1 done, 0 skipped.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit the pre-trip checklists' })).toBeNull();
  });

  it('speaks Swedish to a Swedish user', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:brake-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp(PATH, { account: { displayLanguage: 'sv' }, handlers: handlers() });
    const table = await screen.findByRole('table', { name: 'Fel från avfärdskontroller de senaste 14 dagarna' });
    expect(within(table).getByRole('columnheader', { name: 'Underhållspunkt' })).toBeTruthy();
    expect(within(table).getByText('Bromsar')).toBeTruthy();
    expect(within(table).getByText('förfaller 28.11.2026')).toBeTruthy();
  });
});
