import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { DRIVER_ID, driverPeriod, lookupHandlers, mondayShift, nightShift } from '../timesheet/test-data';
import { apiError, metsa, testTask } from './test-tasks';

const WEEK = 'from=2026-03-23&to=2026-03-29';
const approvedMonday = { ...mondayShift, approval: 'approved' as const };
const handlers = {
  ...lookupHandlers,
  'GET /api/organisation/customers': [metsa],
  [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [
    approvedMonday,
    nightShift,
  ]),
};
const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Make tasks of the approved shifts of 23.03.2026–29.03.2026' },
      { timeout: 15_000 },
    ),
  );
  return screen.findByRole('dialog', { name: 'Make tasks from approved shifts' });
};

describe('making tasks from the timesheet’s approved shifts', { timeout: 30_000 }, () => {
  it('sends the week’s approved shifts with the chosen customer and says what was made', async () => {
    let body: unknown;
    const { user } = renderApp(`/timesheet?driverId=${DRIVER_ID}&${WEEK}`, {
      handlers: {
        ...handlers,
        'POST /api/tasks/from-shifts': (init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return jsonResponse({ created: [testTask({ shiftId: approvedMonday.id })], alreadyMade: 0 }, 201);
        },
      },
    });
    const dialog = await openDialog(user);
    expect(dialog.textContent).toContain('Make a task of the one approved shift of 23.03.2026–29.03.2026?');
    await user.selectOptions(within(dialog).getByLabelText(/^Customer/), 'Metsä Oy');
    await user.click(within(dialog).getByRole('button', { name: 'Make a task' }));
    await waitFor(() => expect(body).toEqual({ shiftIds: [approvedMonday.id], customerId: metsa.id }));
    expect((await screen.findByText(/1 task was made\./)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open tasks' }).getAttribute('href')).toBe('/taskProfitability');
  });

  it('names the vehicles without a calculation when nothing could be made', async () => {
    const message =
      'Could not create tasks; make sure every vehicle in the shift has a calculation assigned. Without one: ABC-123';
    const { user } = renderApp(`/timesheet?driverId=${DRIVER_ID}&${WEEK}`, {
      handlers: {
        ...handlers,
        'POST /api/tasks/from-shifts': jsonResponse(
          apiError(409, 'tasks:fromShiftsWithoutCalculationNamed', message, 'shiftIds'),
          409,
        ),
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Make a task' }));
    expect(within(await within(dialog).findByRole('alert')).getByText(message)).toBeTruthy();
  });
});
