import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zonedToday } from '../../lib/organisation-time';
import type { ShiftSummaryRow } from '@rahti/domain';
import { captureDownloads } from '../../test/capture-downloads';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp, testI18n } from '../../test/render-app';
import { presetPeriod } from '../../lib/period-presets';
import { departments, lookupHandlers, testId } from '../drivers/test-fixtures';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
function row(overrides: Partial<ShiftSummaryRow>): ShiftSummaryRow {
  return {
    driverId: testId(1),
    name: 'Virta Anna',
    employeeNumber: '1001',
    driverGroupId: null,
    shiftCount: 0,
    hours: 0,
    eveningHours: 0,
    nightHours: 0,
    sundayHours: 0,
    overtime50Hours: 0,
    overtime100Hours: 0,
    guaranteedTopUpHours: 0,
    standardHours: null,
    absences: [],
    allowances: zeros(['1', '2', '3', '4', '5', '6']),
    bonusHours: zeros(['adr', 'crane', 'dirtyJob', 'hct']),
    instances: zeros(['wait', 'queue', 'paidBreak', 'break', 'drive', 'load', 'unload', 'refuel', 'maintenance']),
    notApproved: { shifts: 0, absences: 0 },
    ...overrides,
  };
}
const virta = row({
  driverId: testId(1),
  name: 'Virta Anna',
  employeeNumber: '1001',
  shiftCount: 9,
  hours: 76.5,
  eveningHours: 4.25,
  nightHours: 12,
  sundayHours: 8,
  overtime50Hours: 1.5,
  absences: [{ workType: 18, days: 3, hours: 0, calendarDays: 3 }],
  allowances: { ...zeros(['1', '2', '3', '5', '6']), 4: 2 },
  bonusHours: { adr: 5, crane: 0, dirtyJob: 1.5, hct: 0 },
  instances: {
    ...zeros(['wait', 'queue', 'paidBreak', 'load', 'unload', 'refuel', 'maintenance']),
    drive: 12,
    break: 4,
  },
  notApproved: { shifts: 2, absences: 1 },
});
const aalto = row({ driverId: testId(2), name: 'Aalto Pekka', employeeNumber: '1002', shiftCount: 10, hours: 80 });

const CUSTOM = '/timesheet/summary?period=custom&from=2026-05-04&to=2026-05-17';
const API = '/api/shift-summary?from=2026-05-04&to=2026-05-17';
const page = (items: ShiftSummaryRow[], nextCursor: string | null = null) => ({ items, nextCursor });
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('shift summary page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it(
    'lists a row per driver with hours, absences, allowances and bonuses, and flags items not approved with a link to the timesheet',
    { timeout: 20_000 },
    async () => {
      renderApp(CUSTOM, { handlers: { ...lookupHandlers, [`GET ${API}&limit=500`]: page([virta, aalto]) } });
      const table = await screen.findByRole('table', { name: 'Shift summary 04.05.2026–17.05.2026' });
      expect(rowNames()).toEqual(['Aalto Pekka', 'Virta Anna']);
      const cells = within(screen.getByRole('rowheader', { name: 'Virta Anna' }).closest('tr') as HTMLElement);
      for (const text of [
        '1001',
        '9',
        '76.50',
        '4.25',
        '12.00',
        '1.50',
        'Holiday 3 days',
        'Full foreign allowance: 2',
        'ADR bonus (h): 5.00, Dirty job bonus (h): 1.50',
        'Breaks (times): 4, Driving (times): 12',
      ]) {
        expect(cells.getByText(text)).toBeTruthy();
      }
      const flag = cells.getByRole('link', { name: '3 not approved' });
      expect(flag.getAttribute('href')).toBe(`/timesheet?driverId=${testId(1)}&from=2026-05-04&to=2026-05-17`);
      expect(within(table).getByText('All approved')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('2 drivers · 3 items not approved');
    },
  );

  // A wide table: role queries over it are slow on a shared two-core machine.
  it('sorts by a column, both ways', { timeout: 20_000 }, async () => {
    const { user } = renderApp(CUSTOM, {
      handlers: { ...lookupHandlers, [`GET ${API}&limit=500`]: page([virta, aalto]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Hours' }));
    expect(rowNames()).toEqual(['Virta Anna', 'Aalto Pekka']);
    await user.click(screen.getByRole('button', { name: 'Hours' }));
    expect(rowNames()).toEqual(['Aalto Pekka', 'Virta Anna']);
    expect(screen.getByRole('columnheader', { name: /Hours/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('asks for this two weeks by default, then for the department chosen', async () => {
    const range = presetPeriod('thisTwoWeeks', zonedToday('Europe/Helsinki'));
    const base = `/api/shift-summary?from=${range.from}&to=${range.to}`;
    const { user } = renderApp('/timesheet/summary', {
      handlers: {
        ...lookupHandlers,
        [`GET ${base}&limit=500`]: page([virta, aalto]),
        [`GET ${base}&departmentId=${departments[0]!.id}&limit=500`]: page([aalto]),
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Virta Anna' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Kaukoliikenne');
    await waitFor(() => expect(rowNames()).toEqual(['Aalto Pekka']));
  });

  it('says why custom dates that end before they start are not asked for', async () => {
    renderApp('/timesheet/summary?period=custom&from=2026-05-17&to=2026-05-04', { handlers: lookupHandlers });
    expect(await screen.findByText('The end date cannot be before the start date')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty state, and a failure with a retry', async () => {
    let calls = 0;
    const { user } = renderApp(CUSTOM, {
      handlers: {
        ...lookupHandlers,
        [`GET ${API}&limit=500`]: () =>
          ++calls === 1 ? jsonResponse({ code: 'unknown', message: 'Unknown error occurred' }, 500) : page([]),
      },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No drivers match these filters')).toBeTruthy();
  });

  it('downloads every row as CSV in the chosen period', async () => {
    const downloads = captureDownloads();
    const csv = '\uFEFFDriver;Employee number\r\nVirta Anna;1001\r\n';
    const { user } = renderApp(CUSTOM, {
      handlers: {
        ...lookupHandlers,
        [`GET ${API}&limit=500`]: page([virta]),
        [`GET /api/shift-summary.csv?from=2026-05-04&to=2026-05-17`]: () =>
          new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect(await downloads.last()).toMatchObject({ fileName: 'shift-summary-2026-05-04-2026-05-17.csv', text: csv });
  });

  it('pages with the server cursor', async () => {
    const { user } = renderApp(CUSTOM, {
      handlers: {
        ...lookupHandlers,
        [`GET ${API}&limit=500`]: page([aalto], 'abc'),
        [`GET ${API}&limit=500&cursor=abc`]: page([virta]),
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'Aalto Pekka' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'Virta Anna' })).toBeTruthy();
  });

  it('is in the shift group of the side menu', async () => {
    renderApp(CUSTOM, { handlers: { ...lookupHandlers, [`GET ${API}&limit=500`]: page([]) } });
    expect(await screen.findByRole('link', { name: 'Shift summary' })).toBeTruthy();
  });

  it('speaks Finnish, with decimal commas', { timeout: 20_000 }, async () => {
    await testI18n.changeLanguage('fi');
    renderApp(CUSTOM, {
      account: { displayLanguage: 'fi' },
      handlers: { ...lookupHandlers, [`GET ${API}&limit=500`]: page([virta]) },
    });
    const cells = within((await screen.findByRole('rowheader', { name: 'Virta Anna' })).closest('tr') as HTMLElement);
    for (const text of ['76,50', '4,25', 'Vuosiloma 3 pv', 'Ulkomaan kokopäiväraha: 2'])
      expect(cells.getByText(text)).toBeTruthy();
    expect(cells.getByRole('link', { name: '3 hyväksymättä' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Vuoroyhteenveto' })).toBeTruthy();
  });
});
