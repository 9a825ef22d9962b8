import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '@rahti/domain';
import { monthContaining } from '../../lib/period-presets';
import { renderApp } from '../../test/render-app';
import { testRoute } from '../routes/test-routes';
import { emptyTotals, lookupHandlers, testTask } from './test-tasks';

const timber = testTask({ shiftId: '00000000-0000-4000-8000-000000000777' });

describe('task detail page', () => {
  it('shows the task and how its cost and profit come about from the vehicle’s rates', async () => {
    renderApp(`/taskProfitability/task/${timber.id}`, {
      handlers: { ...lookupHandlers, [`GET /api/tasks/${timber.id}`]: timber },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Timber to Rauma' })).toBeTruthy();
    const table = screen.getByRole('table', { name: "How the task's cost and profit are counted" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Time-based cost', '€45.00 per hour × 8 h', '€360.00'],
      ['Distance-based cost', '€0.80 per km × 250 km', '€200.00'],
      ['Other costs', '', '€40.00'],
      ['Total cost', '', '€600.00'],
      ['Income', '', '€900.00'],
      ['Profit', 'Income − total cost', '€300.00'],
      ['Margin', 'Profit ÷ income × 100', '33.33 %'],
    ]);
    expect(await screen.findByText('Kaukoliikenne')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/taskProfitability/editTask/${timber.id}`,
    );
    expect(screen.getByRole('link', { name: 'Open the shift this task was made from' }).getAttribute('href')).toBe(
      `/timesheet?shiftId=${timber.shiftId}`,
    );
    expect(screen.getByRole('link', { name: 'Make an invoice' }).getAttribute('href')).toBe(
      `/taskProfitability/task/${timber.id}/invoice`,
    );
  });

  it('links the route the task is a run of', async () => {
    const route = testRoute({ name: 'Tampere–Rauma' });
    const onRoute = testTask({ routeId: route.id });
    renderApp(`/taskProfitability/task/${onRoute.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/tasks/${onRoute.id}`]: onRoute,
        [`GET /api/routes/${route.id}`]: route,
      },
    });
    const link = await screen.findByRole('link', { name: 'Tampere–Rauma' });
    expect(link.getAttribute('href')).toBe(`/route/edit/${route.id}`);
  });

  it('deletes the task after asking, and goes back to the list', async () => {
    const month = monthContaining(localDateOf(Date.now(), 'Europe/Helsinki'));
    const filters = `from=${month.from}&to=${month.to}`;
    const { user, router } = renderApp(`/taskProfitability/task/${timber.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/tasks/${timber.id}`]: timber,
        [`GET /api/tasks?${filters}&offset=0&limit=50`]: { items: [], total: 0 },
        [`GET /api/tasks/totals?${filters}`]: emptyTotals,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete task' });
    expect(dialog.textContent).toContain('Delete the task 02.03.2026 08:00, ABC-123?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await screen.findByRole('heading', { level: 1, name: 'Tasks' });
    expect(router.state.location.pathname).toBe('/taskProfitability');
  });
});
