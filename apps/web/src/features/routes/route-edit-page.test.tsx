import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Occurrence } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { addDays } from '../../lib/calendar-dates';
import { renderApp } from '../../test/render-app';
import { apiError, editHandlers, flaggedMonth, testId, testRoute, today } from './test-routes';

const route = testRoute();
const page = `/route/edit/${route.id}`;
const at = (date: string, time: string) => `${date}T${time}:00+02:00`;
/** Runs on the days after today, so they are upcoming whatever day the tests run on. */
const day = (offset: number) => addDays(today(), offset);
const planned = (date: string): Occurrence => ({
  date,
  start: at(date, '07:00'),
  end: at(date, '15:00'),
  status: 'planned',
});
const moved: Occurrence = {
  date: day(3),
  start: at(day(3), '09:30'),
  end: at(day(3), '17:30'),
  status: 'moved',
  originalDate: day(2),
};
const withSkip = testRoute({
  id: route.id,
  recurrence: { ...route.recurrence!, exceptions: [{ date: day(5), action: 'skip' }] },
});
const runsTable = () => screen.findByRole('table', { name: 'Runs of the next 8 weeks' });
const formatted = (date: string) => date.split('-').reverse().join('.');

describe('a route’s edit page', () => {
  it('lists the upcoming runs, skipped ones too, and skips, moves and restores a run', async () => {
    const calls: { key: string; body?: unknown }[] = [];
    const record = (key: string) => (init?: RequestInit) => {
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return withSkip;
    };
    const { user } = renderApp(page, {
      handlers: {
        ...editHandlers(withSkip, [planned(day(1)), moved]),
        [`DELETE /api/routes/${route.id}/occurrences/${day(1)}`]: record('skip'),
        [`PUT /api/routes/${route.id}/exceptions/${day(2)}`]: record('move'),
        [`DELETE /api/routes/${route.id}/exceptions/${day(5)}`]: record('restore'),
      },
    });
    const table = await runsTable();
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].slice(1, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['07:00–15:00', 'Planned'],
      ['09:30–17:30', `Moved from ${formatted(day(2))}`],
      ['–', 'Skipped'],
    ]);

    const first = within(table).getAllByRole('rowheader')[0]!.textContent!;
    await user.click(within(table).getByRole('button', { name: `Skip the run of ${first}` }));
    await waitFor(() => expect(calls.map((call) => call.key)).toEqual(['skip']));

    const second = within(table).getAllByRole('rowheader')[1]!.textContent!;
    await user.click(within(table).getByRole('button', { name: `Move the run of ${second}` }));
    const dialog = await screen.findByRole('dialog', { name: `Move the run of ${formatted(day(2))}` });
    expect((within(dialog).getByLabelText(/^New start time/) as HTMLInputElement).value).toBe('09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ key: 'move', body: { action: 'move', toDate: day(3), toTime: '09:30' } }),
    );

    const third = within(table).getAllByRole('rowheader')[2]!.textContent!;
    await user.click(within(table).getByRole('button', { name: `Restore the run of ${third}` }));
    await waitFor(() => expect(calls.map((call) => call.key)).toEqual(['skip', 'move', 'restore']));
  });

  it('saves the form at the version its own skip brought the route to, keeping what was typed', async () => {
    let sent: Record<string, unknown> | undefined;
    const skipped = testRoute({
      id: route.id,
      version: 5,
      recurrence: { ...route.recurrence!, exceptions: [{ date: day(1), action: 'skip' }] },
    });
    const { user } = renderApp(page, {
      handlers: {
        ...editHandlers(route, [planned(day(1))]),
        [`DELETE /api/routes/${route.id}/occurrences/${day(1)}`]: skipped,
        [`PUT /api/routes/${route.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return skipped;
        },
      },
    });
    const name = await screen.findByLabelText(/^Name/, { selector: 'input' });
    await user.type(name, ' (mornings)');
    await user.click(within(await runsTable()).getByRole('button', { name: /^Skip the run of/ }));
    expect(await screen.findByText(`The run of ${formatted(day(1))} is skipped`)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Tampere–Rauma (mornings)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        name: 'Tampere–Rauma (mornings)',
        version: 5,
        recurrence: { exceptions: [{ date: day(1), action: 'skip' }] },
      }),
    );
  });

  it('says "Error deleting a recurrence" when a run cannot be skipped', async () => {
    const { user } = renderApp(page, {
      handlers: {
        ...editHandlers(route, [planned(day(1))]),
        [`DELETE /api/routes/${route.id}/occurrences/${day(1)}`]: jsonResponse({}, 500),
      },
    });
    const table = await runsTable();
    await user.click(within(table).getByRole('button', { name: /^Skip the run of/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error deleting a recurrence');
  });

  it('flags a month whose actual margin fell more than 5 points below plan, in words, and links each run’s shifts and tasks', async () => {
    renderApp(page, { handlers: editHandlers(route, [], flaggedMonth) });
    const section = await screen.findByRole('region', { name: 'Plan against actual' });
    const flag = await within(section).findByRole('alert');
    expect(flag.textContent).toContain('Margin below plan');
    expect(flag.textContent).toContain('12.78 percentage points below plan');
    expect(flag.querySelector('svg')).toBeTruthy();
    const table = within(section).getByRole('table', { name: /^Each run of the month/ });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['02.03.2026', '€560.00', '€900.00', '37.78 %', '€675.00', '€900.00', '25.0 %', '35 min', 'Shift 1Task 1'],
      ['03.03.2026', '€560.00', '€900.00', '37.78 %', '–', '–', '–', '–', '–'],
      ['Runs with actual figures', '€560.00', '€900.00', '37.78 %', '€675.00', '€900.00', '25.0 %', '', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'Shift 1 of the run on 02.03.2026' }).getAttribute('href')).toBe(
      `/timesheet?shiftId=${testId(3001)}`,
    );
    expect(within(table).getByRole('link', { name: 'Task 1 of the run on 02.03.2026' }).getAttribute('href')).toBe(
      `/taskProfitability/task/${testId(3101)}`,
    );
    expect(within(section).getByText(/^Margin drift this month: -12\.78 percentage points/)).toBeTruthy();
  });

  it('ends the route on a chosen day and opens it again', async () => {
    const bodies: unknown[] = [];
    const ended = testRoute({ id: route.id, endedOn: '2026-12-31', version: 5 });
    const { user } = renderApp(page, {
      handlers: {
        ...editHandlers(route),
        [`GET /api/routes/${route.id}`]: () => (bodies.length === 1 ? ended : route),
        [`POST /api/routes/${route.id}/end`]: (init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          return bodies.length === 1 ? ended : testRoute({ id: route.id, version: 6 });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'End route' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the route Tampere–Rauma' });
    const date = within(dialog).getByLabelText(/^Last day the route runs/, { selector: 'input' });
    await user.clear(date);
    await user.type(date, '31.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'End route' }));
    await waitFor(() => expect(bodies).toEqual([{ date: '2026-12-31' }]));
    expect(await screen.findByText('Ended 31.12.2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reopen route' }));
    await waitFor(() => expect(bodies).toEqual([{ date: '2026-12-31' }, { date: null }]));
  });

  it('asks before deleting, and shows why a route others depend on stays', async () => {
    const message = 'Could not delete route because resources depend on it: 2 shifts, one task';
    const { user } = renderApp(page, {
      handlers: {
        ...editHandlers(route),
        [`DELETE /api/routes/${route.id}`]: jsonResponse(apiError(409, 'routes:hasDependents', message), 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete route' });
    expect(
      within(dialog).getByText('Delete the route Tampere–Rauma? Its schedule and plan are removed for good.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete route' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
