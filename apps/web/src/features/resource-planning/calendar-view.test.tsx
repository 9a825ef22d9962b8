import { compactCalendar } from '@rahti/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequest } from '../../lib/early-requests';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import {
  anna,
  annaDraft,
  bo,
  bodyOf,
  boPublished,
  CONFLICTS,
  lookupHandlers,
  plannedShift,
  testCalendar,
  testId,
  testTask,
  turku,
  WEEK,
  scania,
} from './test-planning';

const PAGE = '/resource-planning?date=2026-03-09';

/** The week's calendar with no conflicts; the plans the page posts are kept in `posted`. */
function renderPosting() {
  const posted: unknown[] = [];
  const rendered = renderApp(PAGE, {
    handlers: {
      ...lookupHandlers,
      [WEEK]: compactCalendar(testCalendar()),
      [CONFLICTS]: { conflicts: [] },
      'POST /api/planned-shifts': (init?: RequestInit) => {
        posted.push(bodyOf(init));
        return jsonResponse(plannedShift(annaDraft), 201);
      },
    },
  });
  return { ...rendered, posted };
}

describe('resource planning calendar', () => {
  it('shows drivers by day with their plans, completed shifts and absences, and the open runs', async () => {
    renderApp(PAGE, {
      handlers: { ...lookupHandlers, [WEEK]: compactCalendar(testCalendar()), [CONFLICTS]: { conflicts: [] } },
    });
    const grid = await screen.findByRole('table', { name: 'Drivers by day' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Anna Aalto101', 'Bo Berg102']);
    expect(within(grid).getAllByRole('columnheader')[1]?.getAttribute('aria-label')).toBe('Monday 9 March');

    const draft = within(grid).getByRole('button', {
      name: 'Draft, Anna Aalto, TU1 Turku run, Monday 9 March, 07:00–15:00, ABC-123',
    });
    expect(draft.textContent).toBe('DraftTU1 Turku run07:00–15:00ABC-123');
    expect(
      within(grid).getByRole('button', {
        name: 'Published, Bo Berg, No route, Tuesday 10 March, 06:00–14:00, no vehicle',
      }),
    ).toBeTruthy();
    const [, boRow] = within(grid).getAllByRole('row').slice(1);
    const boCells = within(boRow!).getAllByRole('cell');
    expect(boCells[0]?.textContent).toBe('CompletedNo route07:02–15:10ABC-123');
    expect(boCells[3]?.textContent).toBe('AbsenceVacationNot approved');
    expect(boCells[4]?.textContent).toBe('AbsenceVacationNot approved');

    const runs = screen.getByRole('region', { name: 'Open runs (1)' });
    expect(within(runs).getByRole('heading', { name: 'Wednesday 11 March' })).toBeTruthy();
    expect(
      within(runs).getByRole('button', { name: 'Plan TU1 Turku run, Wednesday 11 March 07:00–15:00' }),
    ).toBeTruthy();
  });

  it('says what the plans in view earn, the incomes it could not add and a shift recorded off its plan’s route', async () => {
    const calendar = testCalendar();
    const offRoute = { ...calendar.shifts[0]!, id: testId(4302), driverId: anna.id, plannedShiftId: annaDraft.id };
    renderApp(PAGE, {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar({
          ...calendar,
          routes: [...calendar.routes, { ...turku, id: testId(4103), name: 'Oulu run', code: '', income: 0 }],
          plans: [...calendar.plans, { ...boPublished, id: testId(4214), routeId: testId(4103) }],
          shifts: [...calendar.shifts, offRoute],
        }),
        [CONFLICTS]: { conflicts: [] },
      },
    });
    const notes = await screen.findByRole('region', { name: 'Income and notes' });
    expect(within(notes).getByText('The plans in view earn €650.00 by their routes (1 plan).')).toBeTruthy();
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Incomes could not be added: 1 plan is on Oulu run, which has no income set — set one on the route',
      "Events without a matching route: Anna Aalto's shift on Mon 9 Mar 07:02–15:10 carried out a plan of TU1 Turku run but was recorded without it, so it does not count for the route — correct the shift's route in the timesheet",
    ]);
  });

  it('plans an open run by keyboard: the dialog posts a draft with the run’s route, vehicle and times', async () => {
    const { user, posted } = renderPosting();
    const run = await screen.findByRole('button', { name: /^Plan TU1 Turku run, Wednesday 11 March/ });
    run.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    expect((within(dialog).getByLabelText(/^Route/) as HTMLSelectElement).value).toBe(turku.id);
    expect((within(dialog).getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('07:00');
    await user.selectOptions(within(dialog).getByLabelText(/^Driver/), 'Bo Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('The plan was added as a draft');
    expect(posted).toEqual([
      {
        driverId: bo.id,
        vehicleIds: [scania.id],
        start: '2026-03-11T05:00:00.000Z',
        end: '2026-03-11T13:00:00.000Z',
        routeId: turku.id,
        status: 'draft',
      },
    ]);
  });

  it('plans a task of the period by keyboard: the draft carries the task, its vehicle and times', async () => {
    const { user, posted } = renderPosting();
    const tasks = await screen.findByRole('region', { name: 'Tasks to plan (1)' });
    const task = within(tasks).getByRole('button', {
      name: 'Plan task Nosturin siirto, Pirkan Nosturit Oy, Thursday 12 March 08:00–11:30, no driver yet',
    });
    task.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    expect((within(dialog).getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('08:00');
    await user.selectOptions(within(dialog).getByLabelText(/^Driver/), 'Anna Aalto');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('The plan was added as a draft');
    expect(posted).toEqual([
      {
        driverId: anna.id,
        vehicleIds: [scania.id],
        start: testTask.start,
        end: testTask.end,
        taskIds: [testTask.id],
        status: 'draft',
      },
    ]);
  });

  it('names each conflict in words on its block and in the period’s list, and opens the plan from there', async () => {
    let checked = 0;
    const { user } = renderApp(PAGE, {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar()),
        [CONFLICTS]: () => {
          checked += 1;
          return {
            conflicts: [
              { ref: annaDraft.id, kind: 'missingLicence', licenceCodes: ['CE'] },
              { ref: annaDraft.id, kind: 'drivingTime', rule: 'daily-driving', minutes: 45 },
            ],
          };
        },
      },
    });
    const list = await screen.findByRole('region', { name: 'Conflicts (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna Aalto lacks licence CE (missing or expired) for TU1 Turku run on Mon 9 Mar — choose a driver who holds it',
      'Anna Aalto would exceed the daily driving limit (9 h, twice a week 10 h) by 0 h 45 min with TU1 Turku run on Mon 9 Mar — shorten the plan or choose another driver',
    ]);
    const block = screen.getByRole('button', { name: /^Draft, Anna Aalto, TU1 Turku run/ });
    expect(block.getAttribute('aria-label')).toMatch(/, 2 conflicts$/);
    expect(block.textContent).toContain('2 conflicts');
    // The period's stored plans are checked once, by the period (no plan is sent).
    expect(checked).toBe(1);

    await user.click(within(list).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Plan' });
    expect(within(dialog).getByText(/^Anna Aalto lacks licence CE/)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Driver/) as HTMLSelectElement).value).toBe(anna.id);
  });

  it('shows the conflicts the app asked for as it started, without asking for them again', async () => {
    const conflicts = { conflicts: [{ ref: annaDraft.id, kind: 'missingLicence', licenceCodes: ['CE'] }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(conflicts)),
    );
    startEarlyRequest(`/api/${CONFLICTS.slice('GET /api/'.length)}`, 'stored-token', 'en');
    vi.unstubAllGlobals();
    let asked = 0;
    renderApp(PAGE, {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar()),
        [CONFLICTS]: () => {
          asked += 1;
          return { conflicts: [] };
        },
      },
    });
    expect(await screen.findByRole('button', { name: /^Draft, Anna Aalto, .*, 1 conflict$/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Conflicts (1)' })).toBeTruthy();
    expect(asked).toBe(0);
  });
});
