import { allFeatures, compactCalendar } from '@rahti/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { entryOf, fleetRow, testId } from '../fleet-management/test-fleet';
import { CONFLICTS, lookupHandlers, scania, testCalendar, WEEK } from './test-planning';

const PAGE = '/resource-planning?date=2026-03-09';
/** Scania's service and inspection, both overdue. */
const items = [
  fleetRow({ id: testId(8001), vehicleId: scania.id, state: 'overdue', dueDate: '2026-03-01' }),
  fleetRow({ id: testId(8002), vehicleId: scania.id, type: 'inspection', state: 'overdue', dueDate: '2026-02-20' }),
];
const handlers = {
  ...lookupHandlers,
  'GET /api/fleet-items/overdue': items.map((row) => ({ ...entryOf(row), description: row.description })),
  [WEEK]: compactCalendar(testCalendar()),
  [CONFLICTS]: { conflicts: [] },
};

describe('the planning calendar', () => {
  it('names a vehicle with overdue fleet items with their count, in its words and its blocks’ names', async () => {
    renderApp(PAGE, { handlers });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    const draft = await within(grid).findByRole('button', {
      name: 'Draft, Anna Aalto, TU1 Turku run, Monday 9 March, 07:00–15:00, ABC-123 (2 overdue fleet items)',
    });
    expect(draft.textContent).toBe('DraftTU1 Turku run07:00–15:00ABC-123 (2 overdue fleet items)');
    // Bo's recorded shift drove the same truck.
    expect(within(grid).getAllByText('ABC-123 (2 overdue fleet items)').length).toBeGreaterThanOrEqual(2);
  });

  it('draws the blocks once, with the marks, when the overdue items come after the calendar', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const late = new Promise<unknown>((resolve) => (answer = resolve));
    let calendarAnswered = false;
    const calendar = () => {
      calendarAnswered = true;
      return handlers[WEEK];
    };
    renderApp(PAGE, { handlers: { ...handlers, [WEEK]: calendar, 'GET /api/fleet-items/overdue': () => late } });
    await waitFor(() => expect(calendarAnswered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The calendar is in, but its blocks wait for the items that change their vehicles' names.
    expect(screen.queryByRole('table', { name: 'Drivers by day' })).toBeNull();
    answer(handlers['GET /api/fleet-items/overdue']);
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    expect(within(grid).getAllByText('ABC-123 (2 overdue fleet items)').length).toBeGreaterThanOrEqual(2);
  });

  it('names it plainly without the vehicles feature, whose fleet items it does not ask for', async () => {
    renderApp(PAGE, { features: { ...allFeatures(), vehicles: false }, handlers });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    expect(
      within(grid).getByRole('button', {
        name: 'Draft, Anna Aalto, TU1 Turku run, Monday 9 March, 07:00–15:00, ABC-123',
      }),
    ).toBeTruthy();
    expect(within(grid).queryByText(/overdue/)).toBeNull();
  });
});
