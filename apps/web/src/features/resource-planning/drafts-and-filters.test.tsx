import { compactCalendar } from '@rahti/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import {
  annaDraft,
  bo,
  bodyOf,
  boPublished,
  CONFLICTS,
  lookupHandlers,
  plannedShift,
  testCalendar,
  testId,
  WEEK,
} from './test-planning';

const PAGE = '/resource-planning?date=2026-03-09';
const handlers = (extra: Record<string, unknown> = {}) => ({
  ...lookupHandlers,
  [WEEK]: compactCalendar(testCalendar()),
  [CONFLICTS]: { conflicts: [] },
  ...extra,
});
const search = (location: { search: string }) => Object.fromEntries(new URLSearchParams(location.search));

describe('resource planning drafts', () => {
  it('publishes the drafts in view', async () => {
    const published: unknown[] = [];
    const { user } = renderApp(PAGE, {
      handlers: handlers({
        'POST /api/planned-shifts/publish': (init?: RequestInit) => {
          published.push(bodyOf(init));
          return { published: [annaDraft.id] };
        },
      }),
    });
    expect(await screen.findByText('1 draft in view')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish drafts' }));
    expect(await screen.findByText('1 plan published: its driver sees it now')).toBeTruthy();
    expect(published).toEqual([{ ids: [annaDraft.id] }]);
  });

  it('asks before discarding the drafts in view', async () => {
    const discarded: unknown[] = [];
    const { user } = renderApp(PAGE, {
      handlers: handlers({
        'POST /api/planned-shifts/discard': (init?: RequestInit) => {
          discarded.push(bodyOf(init));
          return { discarded: [annaDraft.id] };
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard drafts' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard drafts' });
    expect(within(confirm).getByText('The 1 draft in view will be removed. Published plans stay.')).toBeTruthy();
    expect(discarded).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Discard 1 draft' }));
    expect(await screen.findByText('1 draft discarded')).toBeTruthy();
    expect(discarded).toEqual([{ ids: [annaDraft.id] }]);
  });

  it('says when another planner saved the plan first, and loads the calendar again', async () => {
    let loads = 0;
    const { user } = renderApp(PAGE, {
      handlers: handlers({
        [WEEK]: () => (++loads, compactCalendar(testCalendar())),
        [`PUT /api/planned-shifts/${boPublished.id}`]: jsonResponse(
          {
            statusCode: 409,
            code: 'planning:versionConflict',
            message: 'Someone else saved this planned shift meanwhile. Reload it and make your change again.',
          },
          409,
        ),
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Published, Bo Berg/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan' });
    await user.clear(within(dialog).getByLabelText(/^End time/));
    await user.type(within(dialog).getByLabelText(/^End time/), '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/^Someone else saved this planned shift meanwhile/)).toBeTruthy();
    await vi.waitFor(() => expect(loads).toBe(2));
  });

  it('moves a plan dropped on another driver’s day, keeping its times of day', async () => {
    const moved: unknown[] = [];
    renderApp(PAGE, {
      handlers: handlers({
        [`PUT /api/planned-shifts/${annaDraft.id}`]: (init?: RequestInit) => {
          moved.push(bodyOf(init));
          return plannedShift(annaDraft);
        },
      }),
    });
    const block = await screen.findByRole('button', { name: /^Draft, Anna Aalto/ });
    const boThursday = screen.getAllByRole('row')[2]!.querySelectorAll('[role="cell"]')[3]!;
    fireEvent.dragStart(block, { dataTransfer: dataTransfer() });
    fireEvent.dragOver(boThursday, { dataTransfer: dataTransfer() });
    fireEvent.drop(boThursday, { dataTransfer: dataTransfer() });
    expect(await screen.findByText('The plan was moved')).toBeTruthy();
    expect(moved).toEqual([
      {
        driverId: bo.id,
        vehicleIds: annaDraft.vehicleIds,
        start: '2026-03-12T05:00:00.000Z',
        end: '2026-03-12T13:00:00.000Z',
        routeId: annaDraft.routeId,
        taskIds: [],
        status: 'draft',
        version: annaDraft.version,
      },
    ]);
  });

  it('ends a plan on the day its end handle is dropped on, keeping its start and end time', async () => {
    const resized: unknown[] = [];
    renderApp(PAGE, {
      handlers: handlers({
        [`PUT /api/planned-shifts/${annaDraft.id}`]: (init?: RequestInit) => {
          resized.push(bodyOf(init));
          return plannedShift(annaDraft);
        },
      }),
    });
    await screen.findByRole('button', { name: /^Draft, Anna Aalto/ });
    const handle = document.querySelector(`[data-resize-plan-id="${annaDraft.id}"]`)!;
    const [annaCells, boCells] = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('[role="cell"]'));
    // Not on another driver's row: nothing is sent.
    fireEvent.dragStart(handle, { dataTransfer: dataTransfer() });
    fireEvent.drop(boCells![2]!, { dataTransfer: dataTransfer() });
    fireEvent.dragStart(handle, { dataTransfer: dataTransfer() });
    fireEvent.dragOver(annaCells![2]!, { dataTransfer: dataTransfer() });
    fireEvent.drop(annaCells![2]!, { dataTransfer: dataTransfer() });
    expect(await screen.findByText('The plan now ends on the day it was dragged to')).toBeTruthy();
    expect(resized).toEqual([
      expect.objectContaining({
        driverId: annaDraft.driverId,
        start: annaDraft.start,
        end: '2026-03-11T13:00:00.000Z',
        version: annaDraft.version,
      }),
    ]);
  });
});

describe('resource planning filters', () => {
  it('keeps the filters and the span in the address', async () => {
    const { user, router } = renderApp(PAGE, {
      handlers: handlers({
        'GET /api/resource-planning/calendar?from=2026-03-01&to=2026-03-31': compactCalendar(
          testCalendar({ from: '2026-03-01', to: '2026-03-31' }),
        ),
      }),
    });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    await user.selectOptions(screen.getByLabelText("Driver's base"), 'Oulu');
    expect(search(router.state.location)).toMatchObject({ base: testId(602) });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Bo Berg102']);

    await user.click(screen.getByRole('checkbox', { name: 'Absences' }));
    expect(search(router.state.location)).toMatchObject({ hide: 'absences' });
    expect(within(grid).queryByText('Vacation')).toBeNull();

    await user.type(screen.getByLabelText('Vehicle'), 'abc');
    expect(search(router.state.location)).toMatchObject({ vehicle: 'abc' });
    expect(within(grid).queryByRole('button', { name: /^Published, Bo Berg/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(search(router.state.location)).toMatchObject({ span: 'month', base: testId(602) });
    expect(await screen.findByText('01.03.2026–31.03.2026')).toBeTruthy();
  });

  it('hides the runs and plans of routes whose vehicle is at another base, keeping plans without a route', async () => {
    const { user, router } = renderApp(PAGE, { handlers: handlers() });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    expect(within(grid).getByRole('button', { name: /^Draft, Anna Aalto, TU1 Turku run/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Open runs (1)' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Route's base"), 'Oulu');
    expect(search(router.state.location)).toMatchObject({ routeBase: testId(602) });
    expect(within(grid).queryByRole('button', { name: /^Draft, Anna Aalto/ })).toBeNull();
    expect(within(grid).getByRole('button', { name: /^Published, Bo Berg, No route/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Open runs (0)' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Route's base"), 'Tampere');
    expect(within(grid).getByRole('button', { name: /^Draft, Anna Aalto, TU1 Turku run/ })).toBeTruthy();
  });
});

/** jsdom has no DataTransfer; the page sets and reads only these. */
function dataTransfer() {
  return { setData: () => undefined, getData: () => '', effectAllowed: 'all', dropEffect: 'none' };
}
