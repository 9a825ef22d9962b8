import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Shift } from '@rahti/domain';
import { testId } from '../../test/fixtures';
import { jsonResponse, type FetchHandlers } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { DRIVER_ID, driverPeriod, lookupHandlers, mondayShift, nightShift, plannedShift } from './test-data';

const WEEK = 'from=2026-03-23&to=2026-03-29';
const periodPath = `/timesheet?driverId=${DRIVER_ID}&${WEEK}`;
/** The driver's week with `shifts`, and the plans and writes of `handlers`. */
const renderWeek = (shifts: Shift[], handlers: FetchHandlers) =>
  renderApp(periodPath, {
    handlers: {
      ...lookupHandlers,
      [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', shifts),
      ...handlers,
    },
  });
const MONDAY = 'Shift 23.03. 06:00–14:00';
const NIGHT = 'Shift 28.03. 22:00–06:00 (29.03.)';
/** The plans of 22–24 March: the office's, drafts too, as GET /api/planned-shifts answers them. */
const AROUND_MONDAY = 'GET /api/planned-shifts?from=2026-03-22&to=2026-03-24';

const mondayPlan = plannedShift(80);
/** Sunday 22.03. 22:00 to Monday 06:00, no route. */
const sundayNightPlan = plannedShift(81, {
  start: '2026-03-22T20:00:00.000Z',
  end: '2026-03-23T04:00:00.000Z',
  routeId: null,
  routeName: null,
});
const tuesdayDraft = plannedShift(82, { start: '2026-03-24T05:00:00.000Z', status: 'draft', publishedAt: null });
const othersPlan = plannedShift(83, { driverId: testId(2), driverName: 'Pekka Aalto' });
const wednesdayPlan = plannedShift(84, {
  start: '2026-03-25T05:00:00.000Z',
  end: '2026-03-25T13:00:00.000Z',
  routeName: 'Oulu night run',
});

/** A handler that keeps each request's body. */
function recorder(answer: unknown) {
  const bodies: Record<string, unknown>[] = [];
  return {
    bodies,
    handle: (init?: RequestInit) => (bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>), answer),
  };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openEditor(user: ReturnType<typeof renderApp>['user'], shiftName: string) {
  const card = await screen.findByRole('article', { name: shiftName }, { timeout: 15_000 });
  await user.click(within(card).getByRole('button', { name: `Actions of ${shiftName}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit the shift' });
}

describe('the planned shift a shift carries out', { timeout: 30_000 }, () => {
  it('offers a new shift the driver’s published plans around the day it starts, and sends the one chosen', async () => {
    const post = recorder(mondayShift);
    const { user } = renderWeek([mondayShift, nightShift], {
      [AROUND_MONDAY]: [sundayNightPlan, mondayPlan, tuesdayDraft, othersPlan],
      'GET /api/planned-shifts?from=2026-03-24&to=2026-03-26': [tuesdayDraft, wednesdayPlan],
      'POST /api/shifts': post.handle,
    });
    await user.click(await screen.findByRole('button', { name: 'Add a shift' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shift' });
    const select = within(dialog).getByRole('combobox', { name: 'Planned shift' });
    // The period's first day, 23.03.: Anna's published plans of 22–24 March, not her draft nor Pekka's plan.
    await within(select).findByRole('option', { name: 'Tampere–Rauma, Mon 23 Mar 06:00–14:00' });
    expect(optionTexts(select)).toEqual([
      'None',
      'No route, Sun 22 Mar 22:00–06:00 (+1)',
      'Tampere–Rauma, Mon 23 Mar 06:00–14:00',
    ]);
    expect((select as HTMLSelectElement).value).toBe('');

    // Typed to start on Wednesday, the shift is offered the plans of 24–26 March.
    fireEvent.change(within(dialog).getByLabelText('Start date of event 1'), { target: { value: '2026-03-25' } });
    fireEvent.change(within(dialog).getByLabelText('Start time of event 1'), { target: { value: '07:00' } });
    fireEvent.change(within(dialog).getByLabelText('End date of event 1'), { target: { value: '2026-03-25' } });
    fireEvent.change(within(dialog).getByLabelText('End time of event 1'), { target: { value: '15:00' } });
    await within(select).findByRole('option', { name: 'Oulu night run, Wed 25 Mar 07:00–15:00' });
    expect(optionTexts(select)).toEqual(['None', 'Oulu night run, Wed 25 Mar 07:00–15:00']);
    await user.selectOptions(select, 'Oulu night run, Wed 25 Mar 07:00–15:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add the shift' }));

    await waitFor(() => expect(post.bodies).toHaveLength(1));
    expect(post.bodies[0]).toMatchObject({
      driverId: DRIVER_ID,
      plannedShiftId: wednesdayPlan.id,
      events: [{ start: '2026-03-25T05:00:00.000Z', end: '2026-03-25T13:00:00.000Z' }],
    });
  });

  it('shows a linked shift’s plan, preselects it when editing and sends another one chosen, with no way to unlink', async () => {
    const put = recorder(mondayShift);
    const linked = { ...mondayShift, plannedShiftId: mondayPlan.id };
    const { user } = renderWeek([linked, nightShift], {
      [AROUND_MONDAY]: [sundayNightPlan, mondayPlan],
      [`GET /api/planned-shifts/${mondayPlan.id}`]: mondayPlan,
      [`PUT /api/shifts/${mondayShift.id}`]: put.handle,
    });
    const card = await screen.findByRole('article', { name: MONDAY }, { timeout: 15_000 });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    const planned = within(card).getByText('Planned shift');
    await waitFor(() => expect(planned.nextElementSibling?.textContent).toBe('Tampere–Rauma, Mon 23 Mar 06:00–14:00'));

    const dialog = await openEditor(user, MONDAY);
    const select = within(dialog).getByRole('combobox', {
      name: 'Planned shift',
      description:
        'The shift stays linked to a planned shift: another one can be chosen, but the link cannot be removed.',
    });
    await within(select).findByRole('option', { name: 'Tampere–Rauma, Mon 23 Mar 06:00–14:00' });
    expect(optionTexts(select)).toEqual([
      'No route, Sun 22 Mar 22:00–06:00 (+1)',
      'Tampere–Rauma, Mon 23 Mar 06:00–14:00',
    ]);
    expect((select as HTMLSelectElement).value).toBe(mondayPlan.id);

    await user.selectOptions(select, 'No route, Sun 22 Mar 22:00–06:00 (+1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ plannedShiftId: sundayNightPlan.id, version: 3 });
  });

  it('keeps a shift without a plan unlinked, saying so when the plans cannot be loaded', async () => {
    const put = recorder(nightShift);
    const { user } = renderWeek([mondayShift, nightShift], {
      'GET /api/planned-shifts?from=2026-03-27&to=2026-03-29': jsonResponse({ message: 'Unavailable' }, 503),
      [`PUT /api/shifts/${nightShift.id}`]: put.handle,
    });
    const dialog = await openEditor(user, NIGHT);
    const select = await within(dialog).findByRole('combobox', {
      name: 'Planned shift',
      description: "The driver's planned shifts could not be loaded.",
    });
    expect(optionTexts(select)).toEqual(['None']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]?.plannedShiftId).toBeNull();
  });
});
