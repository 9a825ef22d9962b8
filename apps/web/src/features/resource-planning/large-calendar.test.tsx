import { compactCalendar, type CalendarPlan } from '@rahti/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { anna, annaDraft, CONFLICTS, lookupHandlers, testCalendar, testId, turku, WEEK } from './test-planning';

/** 60 drivers, each with Monday's draft: more rows than are in sight, more conflicts than the list shows. */
const drivers = Array.from({ length: 60 }, (_, n) => ({
  ...anna,
  id: testId(5000 + n),
  name: `Kuljettaja ${String(n + 1).padStart(2, '0')}`,
  employeeNumber: String(500 + n),
}));
const plans: CalendarPlan[] = drivers.map((driver, n) => ({ ...annaDraft, id: testId(6000 + n), driverId: driver.id }));

describe('a large office’s week', () => {
  it('draws the rows in sight, the rest as the grid scrolls, and lists the first 20 conflicts until all are asked for', async () => {
    const { user } = renderApp('/resource-planning?date=2026-03-09', {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar({ drivers, plans })),
        [CONFLICTS]: { conflicts: plans.map((plan) => ({ ref: plan.id, kind: 'noPayPeriod' })) },
      },
    });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' }, { timeout: 15_000 });
    // The table says how many rows it has, and draws the first ones (a test's page has no layout:
    // the grid is taken to be 800 pixels high).
    expect(grid.getAttribute('aria-rowcount')).toBe('61');
    const firstRows = within(grid).getAllByRole('row');
    expect(firstRows.length).toBeGreaterThan(10);
    expect(firstRows.length).toBeLessThan(61);
    expect(firstRows[1]!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(grid).getByRole('rowheader', { name: /Kuljettaja 01/ })).toBeTruthy();
    expect(within(grid).queryByRole('rowheader', { name: /Kuljettaja 60/ })).toBeNull();
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { name: /1 conflict$/ })).toHaveLength(firstRows.length - 1),
    );

    // Scrolled to the end (the test's page keeps no scroll position of its own).
    Object.defineProperty(grid, 'scrollTop', { configurable: true, value: 60 * 120 });
    fireEvent.scroll(grid);
    const last = await within(grid).findByRole('rowheader', { name: /Kuljettaja 60/ });
    expect(last.closest('[role="row"]')!.getAttribute('aria-rowindex')).toBe('61');
    expect(within(grid).queryByRole('rowheader', { name: /Kuljettaja 01/ })).toBeNull();

    const list = await screen.findByRole('region', { name: 'Conflicts (60)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(within(list).getByRole('button', { name: 'Show all 60 conflicts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    expect(within(list).queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('lists the first 15 open runs until all are asked for', async () => {
    // 45 runs of the Turku route, every hour from Tuesday 02:00 UTC.
    const runs = Array.from({ length: 45 }, (_, n) => {
      const start = Date.parse('2026-03-10T02:00:00.000Z') + n * 3_600_000;
      return {
        routeId: turku.id,
        date: new Date(start + 2 * 3_600_000).toISOString().slice(0, 10),
        start: new Date(start).toISOString(),
        end: new Date(start + 1_800_000).toISOString(),
        plannedShiftId: null,
      };
    });
    const { user } = renderApp('/resource-planning?date=2026-03-09', {
      handlers: { ...lookupHandlers, [WEEK]: compactCalendar(testCalendar({ runs })), [CONFLICTS]: { conflicts: [] } },
    });
    const list = await screen.findByRole('region', { name: 'Open runs (45)' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('button', { name: /^Plan / })).toHaveLength(15);
    await user.click(within(list).getByRole('button', { name: 'Show all 45 open runs' }));
    expect(within(list).getAllByRole('button', { name: /^Plan / })).toHaveLength(45);
    expect(within(list).queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
