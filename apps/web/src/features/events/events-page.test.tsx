import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventRow } from '@rahti/domain';
import { captureDownloads } from '../../test/capture-downloads';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { lookupHandlers, testId, vehicles } from '../drivers/test-fixtures';

// Wednesday 14 January 2026 in Helsinki: this two weeks is the block of 12–25 January (blocks of 14 days from Monday 1 January 2024).
const NOW = new Date('2026-01-14T10:00:00Z');
const THIS_TWO_WEEKS = 'GET /api/events?from=2026-01-12&to=2026-01-25';

const event = (overrides: Partial<EventRow> = {}): EventRow => ({
  id: testId(11),
  shiftId: testId(21),
  driverId: testId(31),
  driverName: 'Anna Virta',
  employeeNumber: '1001',
  workType: 1,
  // 22:30 UTC is 00:30 the next day in Helsinki (UTC+2 in winter).
  start: '2026-01-13T22:30:00Z',
  end: '2026-01-14T01:15:00Z',
  minutes: 165,
  registerNumbers: ['ABC-123', 'XYZ-9'],
  answer: 'Pallets 12',
  approval: 'checked',
  ...overrides,
});

const page = (items: EventRow[], nextCursor: string | null = null) => ({ items, nextCursor });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Events of the period' }))
    .getAllByRole('row')
    .slice(1);

describe('events page', { timeout: 30_000 }, () => {
  // A whole page renders per test; on a loaded machine that can take longer than the default 5 s.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lists the events in the organisation time zone, with work type names and a link to the shift', async () => {
    renderApp('/events', {
      handlers: {
        ...lookupHandlers,
        [THIS_TWO_WEEKS]: page([
          event(),
          event({
            id: testId(12),
            workType: 42,
            start: '2026-01-15T06:00:00Z',
            end: null,
            minutes: 30,
            registerNumbers: [],
            answer: null,
            approval: 'unapproved',
          }),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: /Events/ })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('beta')).toBeTruthy();
    await screen.findByRole('table', { name: 'Events of the period' });
    const [first, second] = bodyRows().map((row) =>
      [...row.querySelectorAll('td, th')].map((cell) => cell.textContent),
    );
    expect(first).toEqual([
      '14.01.2026',
      '00:30',
      '03:15',
      'Anna Virta (1001)',
      'Drive',
      '2 h 45 min',
      'ABC-123, XYZ-9',
      'Pallets 12',
      'Checked',
      'Open shift',
    ]);
    expect(second?.slice(0, 5)).toEqual(['15.01.2026', '08:00', 'running', 'Anna Virta (1001)', 'Unknown']);
    expect(
      screen.getAllByRole('link', { name: 'Open the shift of Anna Virta on 14.01.2026' })[0]?.getAttribute('href'),
    ).toBe(`/timesheet?shiftId=${testId(21)}`);
    expect(screen.getByText(/Europe\/Helsinki/)).toBeTruthy();
  });

  it("says the Answer column holds the answer to the driver group's question, with its unit, and shows seconds under a minute", async () => {
    renderApp('/events', {
      handlers: {
        ...lookupHandlers,
        [THIS_TWO_WEEKS]: page([
          event({
            workType: 2,
            minutes: 11,
            durationSeconds: 640,
            answer: '12',
            question: { text: 'How many pallets were loaded?', unit: 'pallets' },
          }),
          event({ id: testId(12), workType: 4, minutes: 1, durationSeconds: 45, answer: null, question: null }),
        ]),
      },
    });
    const table = await screen.findByRole('table', { name: 'Events of the period' });
    const header = within(table).getByRole('columnheader', { name: "Answer (driver group's question)" });
    expect(header.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(header.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /what the driver answered to their driver group's question for the work type, with the question's unit/,
    );
    expect(within(table).getByRole('columnheader', { name: 'Duration' })).toBeTruthy();
    const [loaded, waited] = bodyRows().map((row) =>
      [...row.querySelectorAll('td, th')].map((cell) => cell.textContent),
    );
    expect(loaded?.slice(5, 8)).toEqual(['11 min', 'ABC-123, XYZ-9', '12 palletsHow many pallets were loaded?']);
    expect(within(table).getByText('How many pallets were loaded?')).toBeTruthy();
    expect(waited?.slice(5, 8)).toEqual(['45 s', 'ABC-123, XYZ-9', '']);
  });

  it('asks the server again as the filters change, and keeps them in the URL', async () => {
    const asked: string[] = [];
    const answer = (key: string) => () => {
      asked.push(key);
      return page([event()]);
    };
    const keys = [
      THIS_TWO_WEEKS,
      'GET /api/events?from=2025-12-01&to=2025-12-31',
      'GET /api/events?from=2025-12-01&to=2025-12-31&search=virta',
      'GET /api/events?from=2025-12-01&to=2025-12-31&search=virta&workType=2',
      `GET /api/events?from=2025-12-01&to=2025-12-31&search=virta&workType=2&vehicleId=${vehicles[0]!.id}`,
      `GET /api/events?from=2025-12-01&to=2025-12-31&search=virta&workType=2&vehicleId=${vehicles[0]!.id}&approval=approved`,
    ];
    const { user, router } = renderApp('/events', {
      handlers: { ...lookupHandlers, ...Object.fromEntries(keys.map((key) => [key, answer(key)])) },
    });
    await screen.findByRole('table', { name: 'Events of the period' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
    await waitFor(() => expect(asked).toContain(keys[1]));
    await user.type(screen.getByRole('searchbox', { name: 'Driver' }), 'virta');
    await waitFor(() => expect(asked).toContain(keys[2]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work type' }), 'Load');
    await waitFor(() => expect(asked).toContain(keys[3]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Vehicles' }), 'ABC-123 – Scania R 450');
    await waitFor(() => expect(asked).toContain(keys[4]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Approval' }), 'Approved');
    await waitFor(() => expect(asked).toContain(keys[5]));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: 'lastMonth',
      search: 'virta',
      workType: '2',
      vehicleId: vehicles[0]!.id,
      approval: 'approved',
    });
  });

  it('opens with the filters of its URL, and says why custom dates cannot be asked for', async () => {
    const { user } = renderApp(`/events?period=custom&from=2026-01-01&to=2026-01-10&baseId=${testId(602)}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/events?from=2026-01-01&to=2026-01-10&baseId=${testId(602)}`]: page([event()]),
      },
    });
    await screen.findByRole('table', { name: 'Events of the period' });
    expect((screen.getByRole('combobox', { name: 'Base' }) as HTMLSelectElement).value).toBe(testId(602));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-01');
    expect(await screen.findByText('The end date cannot be before the start date')).toBeTruthy();
  });

  it('goes to the next page with its cursor and back again', async () => {
    const { user } = renderApp('/events', {
      handlers: {
        ...lookupHandlers,
        [THIS_TWO_WEEKS]: page([event({ driverName: 'First Page' })], 'c2'),
        [`${THIS_TWO_WEEKS}&cursor=c2`]: page([event({ driverName: 'Second Page' })]),
      },
    });
    expect(await screen.findByText('First Page')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages of the event list' });
    expect((within(pager).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Second Page')).toBeTruthy();
    expect(within(pager).getByText('Page 2')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('First Page')).toBeTruthy();
  });

  it('downloads every matching row as CSV from the server, with the filters but no cursor', async () => {
    const downloads = captureDownloads();
    const csvKey = 'GET /api/events.csv?from=2026-01-12&to=2026-01-25&approval=checked';
    const { user } = renderApp('/events?approval=checked', {
      handlers: {
        ...lookupHandlers,
        'GET /api/events?from=2026-01-12&to=2026-01-25&approval=checked': page([event()], 'c2'),
        [csvKey]: () =>
          new Response('\uFEFFDate;Driver\r\n14.01.2026;Anna Virta\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      },
    });
    await screen.findByRole('table', { name: 'Events of the period' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toBe('events.csv');
    expect(file.text).toBe('\uFEFFDate;Driver\r\n14.01.2026;Anna Virta\r\n');
  });

  it('says so when nothing matches, and shows a failure with a retry', async () => {
    let fail = true;
    const { user } = renderApp('/events', {
      handlers: {
        ...lookupHandlers,
        [THIS_TWO_WEEKS]: () =>
          fail ? jsonResponse({ statusCode: 400, code: 'bad', message: 'Choose at most 366 days' }, 400) : page([]),
      },
    });
    expect(await screen.findByText('Choose at most 366 days')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No events match the period and filters.')).toBeTruthy();
  });
});
