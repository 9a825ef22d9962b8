import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/capture-downloads';
import { testId } from '../../test/fixtures';
import { renderApp, testI18n } from '../../test/render-app';

const catalogue = [
  { kind: 'vehicles', groupings: ['vehicle', 'month'], filters: ['vehicleIds'], access: 'signedIn' },
  { kind: 'driversHours', groupings: ['driver'], filters: ['departmentIds', 'driverIds'], access: 'signedIn' },
];
const table = {
  kind: 'vehicles',
  grouping: 'vehicle',
  from: '2026-10-01',
  to: '2026-10-31',
  columns: [
    { key: 'group', labelKey: 'columns.vehicle', type: 'text' },
    { key: 'km', labelKey: 'columns.km', type: 'km' },
    { key: 'fuelCost', labelKey: 'columns.fuelCost', type: 'money' },
    { key: 'drive', labelKey: 'columns.paidMinutes', type: 'minutes' },
  ],
  rows: [
    { group: 'ABC-123', km: 1234.5, fuelCost: 262.48, drive: 465 },
    { group: 'XYZ-789', km: 50, fuelCost: 0, drive: 60 },
  ],
  totals: { group: null, km: 1284.5, fuelCost: 262.48, drive: 525 },
};
const schedule = {
  id: testId(5),
  kind: 'vehicles',
  grouping: null,
  filters: { departmentIds: [], vehicleIds: [], driverIds: [], customerIds: [] },
  format: 'pdf',
  frequency: 'monthly',
  day: 1,
  recipients: [testId(1)],
  lastSentPeriod: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const users = [
  {
    id: testId(1),
    organisationId: testId(170),
    username: 'maija@example.com',
    email: 'maija@example.com',
    displayName: 'Maija Virtanen',
    displayLanguage: 'en',
    role: 'Admin',
    isDriver: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];
const handlers = {
  'GET /api/reports/catalogue': catalogue,
  'POST /api/reports/preview': table,
  'GET /api/report-schedules': [schedule],
  'GET /api/organisation/users': users,
};
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('reports', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('previews the table with its caption and totals, and downloads the CSV the server makes', async () => {
    const downloads = captureDownloads();
    const posted: unknown[] = [];
    const { user } = renderApp('/report', {
      handlers: {
        ...handlers,
        'POST /api/organisation/report': (init?: RequestInit) => {
          posted.push(JSON.parse(String(init?.body)));
          return new Response('\uFEFFVehicle;Km\r\n', { headers: { 'content-type': 'text/csv' } });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show report' }));
    const shown = await screen.findByRole('table', { name: /^Vehicles: km, fuel and cost, / });
    expect(rowsOf(shown)).toEqual([
      ['Vehicle', 'Km', 'Fuel cost', 'Paid time (h:mm)'],
      ['ABC-123', '1 234.5', '262.48', '7:45'],
      ['XYZ-789', '50.0', '0.00', '1:00'],
      ['Total', '1 284.5', '262.48', '8:45'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.text).toBe('\uFEFFVehicle;Km\r\n');
    expect(file.fileName).toMatch(/^report-vehicles-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(posted[0]).toMatchObject({ kind: 'vehicles', format: 'csv', grouping: 'vehicle' });
  });

  it('lists the scheduled reports for an Admin and opens the dialog from the keyboard', async () => {
    const { user } = renderApp('/report', { account: { role: 'Admin' }, session: undefined, handlers });
    const list = await screen.findByRole('table', { name: 'Reports by mail' });
    expect(rowsOf(list)[1]).toEqual(['Vehicles: km, fuel and cost', 'Monthly on day 1', 'PDF', 'Maija Virtanen', '']);
    screen.getByRole('button', { name: 'Add a scheduled report' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New scheduled report' });
    expect(within(dialog).getByLabelText('How often')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no schedules for a User, and the beta page says beta', async () => {
    renderApp('/report-new', { handlers });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reports 2.0' });
    expect(within(heading.parentElement!).getByText('beta')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reports by mail' })).toBeNull();
  });
});
