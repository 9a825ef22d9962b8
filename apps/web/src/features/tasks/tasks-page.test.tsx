import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { captureDownloads } from '../../test/capture-downloads';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { emptyTotals, lookupHandlers, metsa, testTask, testTotals } from './test-tasks';

const MARCH = 'period=custom&from=2026-03-01&to=2026-03-31';
const FILTERS = 'from=2026-03-01&to=2026-03-31';
const page = (query = FILTERS) => `GET /api/tasks?${query}&offset=0&limit=50`;
const totals = (query = FILTERS) => `GET /api/tasks/totals?${query}`;

const timber = testTask();
const gravel = testTask({
  start: '2026-03-10T05:00:00.000Z',
  end: '2026-03-10T09:30:00.000Z',
  customerId: null,
  customerName: null,
  description: '=cmd|calc',
  economics: {
    ...timber.economics,
    hours: 4.5,
    km: 80.5,
    income: 300,
    totalCost: 350.5,
    profit: -50.5,
    marginPercent: -16.83,
  },
});

describe('tasks page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the totals, each task with its economics, the weeks and the margin per customer', async () => {
    renderApp(`/taskProfitability?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [timber, gravel], total: 2 },
        [totals()]: testTotals({ count: 2, income: 1200, totalCost: 950.5, profit: 249.5, marginPercent: 20.79 }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tasks of the period with their income, cost and profit' });
    const totalsList = screen.getByRole('region', { name: 'Totals of the period' });
    for (const text of ['€1,200.00', '€950.50', '€249.50', '20.79 %'])
      expect(within(totalsList).getByText(text)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 tasks');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        '02.03.2026 08:00',
        'Metsä Oy',
        'ABC-123',
        'Anna Virta',
        'Timber to Rauma',
        '250',
        '8',
        '€900.00',
        '€600.00',
        '€300.00',
        '33.33 %',
      ],
      [
        '10.03.2026 07:00',
        '–',
        'ABC-123',
        'Anna Virta',
        '=cmd|calc',
        '80.5',
        '4.5',
        '€300.00',
        '€350.50',
        '-€50.50',
        '-16.83 %',
      ],
    ]);
    expect(
      within(table).getByRole('link', { name: 'Open the task of 02.03.2026 08:00, ABC-123' }).getAttribute('href'),
    ).toBe(`/taskProfitability/task/${timber.id}`);
    expect(screen.getByRole('table', { name: 'Income, cost and profit per ISO week' }).textContent).toContain(
      'Week 10 (from 02.03.2026)',
    );
    const customers = screen.getByRole('table', { name: 'Income, cost, profit and margin per customer' });
    expect(within(customers).getByRole('rowheader', { name: 'Metsä Oy' })).toBeTruthy();
  });

  it('keeps the filters and the order in the address and asks the server with them', async () => {
    const customerQuery = `${FILTERS}&customerId=${metsa.id}`;
    const { user, router } = renderApp(`/taskProfitability?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [timber], total: 1 },
        [totals()]: testTotals(),
        [page(customerQuery)]: { items: [timber], total: 1 },
        [totals(customerQuery)]: testTotals(),
        [page(`${customerQuery}&status=upcoming&sort=profit`)]: { items: [], total: 0 },
        [totals(`${customerQuery}&status=upcoming`)]: emptyTotals,
        [page(`${customerQuery}&sort=profit`)]: { items: [timber], total: 1 },
      },
    });
    const table = await screen.findByRole('table', { name: /^Tasks of the period/ });
    await user.selectOptions(screen.getByLabelText('Customer'), 'Metsä Oy');
    expect(new URLSearchParams(router.state.location.search).get('customerId')).toBe(metsa.id);

    await user.click(within(table).getByRole('button', { name: /^Profit/ }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('profit');
    expect(
      within(table)
        .getByRole('columnheader', { name: /^Profit/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: /^Date/ }).getAttribute('aria-sort')).toBe('none');

    await user.selectOptions(screen.getByLabelText('Status'), 'Upcoming');
    expect(router.state.location.search).toContain('status=upcoming');
    expect(await screen.findByText('No task matches the filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(new URLSearchParams(router.state.location.search).get('customerId')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('custom');
  });

  it('opens on the current month', async () => {
    renderApp('/taskProfitability', { handlers: lookupHandlers });
    expect(await screen.findByLabelText('Period')).toHaveProperty('value', 'thisMonth');
  });

  it('downloads every filtered task as CSV with semicolons and a byte-order mark, in the language shown', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp(`/taskProfitability?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: { items: [timber], total: 2 },
        [totals()]: testTotals({ count: 2 }),
        [`GET /api/tasks?${FILTERS}&offset=0&limit=500`]: { items: [timber, gravel], total: 2 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const file = await downloads.last();
    expect(file.fileName).toBe('tasks-2026-03-01-2026-03-31.csv');
    expect(file.bytes.slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const lines = file.text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Date;End;Customer;Vehicle;Driver;Description;Status;Source;External id;Distance (km);Hours;Income;Time-based cost;Distance-based cost;Other costs;Cost;Profit;Margin (%)',
    );
    expect(lines[1]).toBe(
      '02.03.2026 08:00;02.03.2026 16:00;Metsä Oy;ABC-123;Anna Virta;Timber to Rauma;Done;Internal;;250;8;900.00;360.00;200.00;40.00;600.00;300.00;33.33',
    );
    // Text a spreadsheet would run is written as text (decision 0007); a negative amount stays a number.
    expect(lines[2]).toContain(";'=cmd|calc;");
    expect(lines[2]).toContain(';-50.50;');
  });

  it('explains an empty period and links to a new task and to the timesheet', async () => {
    renderApp(`/taskProfitability?${MARCH}`, {
      handlers: { ...lookupHandlers, [page()]: { items: [], total: 0 }, [totals()]: emptyTotals },
    });
    expect(await screen.findByText('No tasks in this period')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New task' }).at(-1)?.getAttribute('href')).toBe(
      '/taskProfitability/newTask',
    );
    expect(screen.getByRole('link', { name: 'Make tasks from approved shifts' }).getAttribute('href')).toBe(
      '/timesheet',
    );
  });

  it('says the task data could not be fetched, and tries again', async () => {
    let calls = 0;
    const { user } = renderApp(`/taskProfitability?${MARCH}`, {
      handlers: {
        ...lookupHandlers,
        [page()]: () => (++calls === 1 ? jsonResponse({}, 500) : { items: [timber], total: 1 }),
        [totals()]: testTotals(),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch task data');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Tasks of the period/ })).toBeTruthy();
  });

  it('is not there without the taskProfitability feature', async () => {
    const { router } = renderApp('/taskProfitability', {
      handlers: lookupHandlers,
      features: { ...allFeatures(), taskProfitability: false },
    });
    await screen.findByText('Tasks are not part of the base subscription.');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/no-access?feature=tasks');
  });
});
