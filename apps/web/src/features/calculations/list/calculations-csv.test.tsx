import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { summary, testId } from './test-fixtures';
import { captureDownloads } from '../../../test/capture-downloads';

/** Clicks "Download CSV" and returns the file the browser was handed, with its name. */
async function downloadedCsv(user: ReturnType<typeof renderApp>['user']) {
  const downloads = captureDownloads();
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  return downloads.last();
}

describe('CSV download of the calculations list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a byte-order mark, semicolons, translated headers and money with two decimals', async () => {
    const rows = [
      summary({
        id: testId(1),
        name: 'Scania R 450',
        kind: 'newInvestment',
        vehicleClass: 3,
        currency: 'SEK',
        costPerHour: 614.5,
        costPerKm: 7.2049,
        updatedAt: '2026-03-02T10:00:00.000Z',
      }),
      summary({
        id: testId(2),
        name: 'Sprinter; "city"',
        kind: 'existingVehicle',
        vehicleClass: 2,
        currency: 'EUR',
        costPerHour: 38,
        costPerKm: 0.3,
        updatedAt: '2026-01-15T10:00:00.000Z',
      }),
    ];
    const { user } = renderApp('/calculations', { handlers: { 'GET /api/calculations': rows } });
    const { fileName, bytes, text } = await downloadedCsv(user);

    expect(fileName).toBe('calculations.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name;Type;Vehicle class;Currency;Cost per hour;Cost per km;Updated');
    expect(lines[1]?.split(';').slice(3)).toEqual(['SEK', '614.50', '7.20', '02.03.2026']);
    expect(lines[2]).toContain('"Sprinter; ""city""";');
    expect(lines[2]?.endsWith(';EUR;38.00;0.30;15.01.2026')).toBe(true);
  });

  it('writes only the rows the search leaves', async () => {
    const rows = [summary({ id: testId(1), name: 'Scania' }), summary({ id: testId(2), name: 'Volvo' })];
    const { user } = renderApp('/calculations', { handlers: { 'GET /api/calculations': rows } });
    await user.type(await screen.findByRole('searchbox', { name: 'Search calculations' }), 'volvo');
    const { text } = await downloadedCsv(user);
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
    expect(text).toContain('Volvo');
    expect(text).not.toContain('Scania');
  });
});
