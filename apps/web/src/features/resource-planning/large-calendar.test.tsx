import { compactCalendar, type CalendarPlan } from '@rahti/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { anna, annaDraft, CONFLICTS, lookupHandlers, testCalendar, testId, WEEK } from './test-planning';

/** 60 drivers, each with Monday's draft: more rows than the grid draws at once, more conflicts than the list shows. */
const drivers = Array.from({ length: 60 }, (_, n) => ({
  ...anna,
  id: testId(5000 + n),
  name: `Kuljettaja ${String(n + 1).padStart(2, '0')}`,
  employeeNumber: String(500 + n),
}));
const plans: CalendarPlan[] = drivers.map((driver, n) => ({ ...annaDraft, id: testId(6000 + n), driverId: driver.id }));

describe('a large office’s week', () => {
  it('draws every driver’s row, and lists the first 50 conflicts until all are asked for', async () => {
    const { user } = renderApp('/resource-planning?date=2026-03-09', {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar({ drivers, plans })),
        [CONFLICTS]: { conflicts: plans.map((plan) => ({ ref: plan.id, kind: 'noPayPeriod' })) },
      },
    });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' }, { timeout: 15_000 });
    // The rows come a slice at a time; all 60 and the header row are there in the end.
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(61));
    expect(within(grid).getByRole('rowheader', { name: /Kuljettaja 60/ })).toBeTruthy();
    expect(within(grid).getAllByRole('button', { name: /1 conflict$/ })).toHaveLength(60);

    const list = await screen.findByRole('region', { name: 'Conflicts (60)' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(list).getByRole('button', { name: 'Show all 60 conflicts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    expect(within(list).queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
