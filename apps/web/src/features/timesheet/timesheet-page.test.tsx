import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { zonedToday } from '../../lib/organisation-time';
import { renderApp } from '../../test/render-app';
import { testRoute } from '../routes/test-routes';
import { DRIVER_ID, driverPeriod, driverRow, lookupHandlers, mondayShift, nightShift } from './test-data';

const WEEK = 'from=2026-03-23&to=2026-03-29';
const periodPath = `/timesheet?driverId=${DRIVER_ID}&${WEEK}`;
const periodHandlers = {
  ...lookupHandlers,
  [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29'),
};
const shiftOf = (name: string) => screen.findByRole('article', { name });
const NIGHT = 'Shift 28.03. 22:00–06:00 (29.03.)';

// A busy machine: the first test imports the page's code, the editing test types in a large dialog.
describe('timesheet', { timeout: 30_000 }, () => {
  it('sends a user without timesheetManagement to /no-timesheet-access', async () => {
    const { router } = renderApp('/timesheet', { features: { ...allFeatures(), timesheetManagement: false } });
    expect(await screen.findByText('Timesheets are not part of the base subscription.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-timesheet-access');
  });

  it('lists the period’s drivers with their counts and loads the next page', async () => {
    const { user } = renderApp(`/timesheet?${WEEK}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers?${WEEK}`]: { items: [driverRow()], nextCursor: 'page-2' },
        [`GET /api/timesheet/drivers?${WEEK}&cursor=page-2`]: {
          items: [
            driverRow({ driverId: '00000000-0000-4000-8000-000000000002', name: 'Pekka Aalto', driverEditCount: 0 }),
          ],
          nextCursor: null,
        },
      },
    });
    // The first test to open the page waits for its code to compile.
    const table = await screen.findByRole(
      'table',
      { name: 'Drivers in the period 23.03.2026–29.03.2026' },
      { timeout: 15_000 },
    );
    const cells = within(within(table).getByRole('rowheader', { name: 'Anna Virta' }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Employee number, shifts, hours (4 590 min), ongoing, unapproved, checked, approved, driver edits, absences.
    expect(cells).toEqual(['1001', '9', '76.50', '1', '5', '2', '1', '2', '3']);
    expect(screen.getByLabelText('2 items changed by the driver')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more drivers' }));
    expect(await within(table).findByRole('rowheader', { name: 'Pekka Aalto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more drivers' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Anna Virta' }).getAttribute('href')).toBe(
      `/timesheet?${WEEK}&driverId=${DRIVER_ID}`,
    );
    // The side menu's shift group holds the page, open while it is shown.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('button', { name: 'Shifts' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Timesheet' }).getAttribute('aria-current')).toBe('page');
  });

  it("opens from the payroll summary's link with only the drivers whose items are not approved, and the box clears it", async () => {
    const { user, router } = renderApp(`/timesheet?${WEEK}&notApproved=true`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers?${WEEK}&notApproved=true`]: { items: [driverRow()], nextCursor: null },
        [`GET /api/timesheet/drivers?${WEEK}`]: {
          items: [
            driverRow(),
            driverRow({ driverId: '00000000-0000-4000-8000-000000000002', name: 'Pekka Aalto', unapprovedCount: 0 }),
          ],
          nextCursor: null,
        },
      },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Drivers in the period 23.03.2026–29.03.2026' },
      { timeout: 15_000 },
    );
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna Virta']);
    const box = screen.getByRole('checkbox', { name: 'Only drivers with items not approved' });
    expect(box).toHaveProperty('checked', true);
    await user.click(box);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Anna Virta', 'Pekka Aalto']),
    );
    expect(router.state.location.search).toBe(`?${WEEK}`);
  });

  it('shows every day of the driver’s week with timelines, tables and totals, a night across the DST change at its true length', async () => {
    const { user } = renderApp(periodPath, { handlers: periodHandlers });
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Virta' })).toBeTruthy();
    for (const day of [
      'Monday 23.03.2026',
      'Tuesday 24.03.2026',
      'Wednesday 25.03.2026',
      'Thursday 26.03.2026',
      'Friday 27.03.2026',
      'Saturday 28.03.2026',
      'Sunday 29.03.2026',
    ]) {
      expect(screen.getByRole('region', { name: day })).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Tuesday 24.03.2026' })).getByText('No shifts')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Wednesday 25.03.2026' })).getByRole('article', {
        name: 'Sick leave (self-reported) 25.03.2026',
      }),
    ).toBeTruthy();

    const night = await shiftOf(NIGHT);
    expect(within(night).getByText('7 h')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Saturday 28.03.2026' })).getByText(
        'Day total 7 h (Drive 6 h 30 min, Break 30 min)',
      ),
    ).toBeTruthy();
    const timeline = within(night).getByRole('list', { name: `Events of ${NIGHT}` });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Drive 22:00–01:00 (29.03.), 3 h',
      'Break 01:00 (29.03.)–01:30 (29.03.), 30 min',
      'Drive 01:30 (29.03.)–06:00 (29.03.), 3 h 30 min',
    ]);
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .every((item) => item.tabIndex === 0),
    ).toBe(true);

    await user.click(within(night).getByRole('button', { name: 'Show details' }));
    const events = within(night).getByRole('table', { name: `Events of ${NIGHT}` });
    expect(
      within(events)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Drive22:0001:00 (29.03.)3 h',
      'Break01:00 (29.03.)01:30 (29.03.)30 min',
      'Drive01:30 (29.03.)06:00 (29.03.)3 h 30 min',
    ]);
    for (const text of ['ABC-123 Scania', '120 500', '480 km', '152.5 l', 'ADR', 'Full domestic'])
      expect(within(night).getByText(text)).toBeTruthy();

    // Hand-computed: drive 3 + 3.5 + 6 = 12.5 h, break 0.5, load 1, unload 1; 15 h in all.
    const totals = screen.getByRole('table', { name: 'Hours of Anna Virta by work type, 23.03.2026–29.03.2026' });
    expect(
      within(totals)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Drive12.50', 'Load1.00', 'Unload1.00', 'Break0.50', 'Total15.00']);
  });

  it('shows the driving-time infringements of the period beside the shift that causes them, and counts them above', async () => {
    // The week's first local midnight and the next Monday's in Helsinki (summer time from 29.03. 03:00).
    const span = 'from=2026-03-22T22%3A00%3A00.000Z&at=2026-03-29T21%3A00%3A00.000Z';
    const infringement = { rule: 'daily-driving', severity: 'VSI', start: '2026-03-28T21:00:00.000Z', minutes: 90 };
    const earlier = { rule: 'weekly-rest', severity: 'SI', start: '2026-03-20T10:00:00.000Z', minutes: 60 };
    const driving = {
      driverId: DRIVER_ID,
      name: 'Virta Anna',
      employeeNumber: '1001',
      weeks: [],
      remaining: { dailyMinutes: 0, weeklyMinutes: 0, fortnightMinutes: 0, untilBreakMinutes: 0 },
      infringements: [earlier, infringement],
      activities: [],
    };
    renderApp(periodPath, {
      handlers: { ...periodHandlers, [`GET /api/driving-time/drivers/${DRIVER_ID}?${span}`]: driving },
    });
    const night = await shiftOf(NIGHT);
    const list = await within(night).findByRole('list', { name: 'Driving-time infringements beside this shift' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['very seriousDaily driving, very serious: 1 h 30 min, from 28.03.2026 23:00']);
    // The weekly rest of 20.03. is before the period: not counted here.
    const summary = screen.getByRole('region', { name: 'Driving time in this period' });
    expect(within(summary).getByText('1 driving-time infringement in this period:')).toBeTruthy();
    expect(within(summary).getByText('1 very serious')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Open the driving-time view' }).getAttribute('href')).toBe(
      '/timesheet/driving-time',
    );
  });

  it('checks the events with the shift rules as they are typed, before anything is sent', async () => {
    let sent = 0;
    const { user } = renderApp(periodPath, {
      handlers: { ...periodHandlers, [`PUT /api/shifts/${nightShift.id}`]: () => (sent++, nightShift) },
    });
    await user.click(within(await shiftOf(NIGHT)).getByRole('button', { name: `Actions of ${NIGHT}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the shift' });
    // The break now starts at 00:30, half an hour before the drive before it ends.
    fireEvent.change(within(dialog).getByLabelText('Start time of event 2'), { target: { value: '00:30' } });
    expect(await within(dialog).findByText('Event end time exceeds next event start')).toBeTruthy();
    expect(within(dialog).getByText('Event cannot start before previous ends')).toBeTruthy();
    expect(within(dialog).getByText('Some events are overlapping')).toBeTruthy();
    expect(
      (within(dialog).getByLabelText('End time of event 1') as HTMLInputElement).getAttribute('aria-invalid'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sent).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('Start time of event 2'), { target: { value: '01:00' } });
    await waitFor(() => expect(within(dialog).queryByText('Some events are overlapping')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(await screen.findByText('The shift was saved.')).toBeTruthy();
  });

  it('sets the route the shift is a run of, from the routes by name with an ended one marked', async () => {
    const rauma = testRoute({ name: 'Tampere–Rauma' });
    const oulu = testRoute({ name: 'Oulu night run', endedOn: '2026-02-27' });
    let body: { routeId?: string | null } | undefined;
    const { user } = renderApp(periodPath, {
      handlers: {
        ...periodHandlers,
        [`GET /api/routes?month=${zonedToday('Europe/Helsinki').slice(0, 7)}`]: [rauma, oulu],
        [`PUT /api/shifts/${nightShift.id}`]: (init?: RequestInit) => {
          body = JSON.parse(String(init?.body)) as typeof body;
          return nightShift;
        },
      },
    });
    await user.click(within(await shiftOf(NIGHT)).getByRole('button', { name: `Actions of ${NIGHT}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the shift' });
    await within(dialog).findByRole('option', { name: 'Tampere–Rauma' });
    const route = within(dialog).getByLabelText('Route', { selector: 'select' });
    expect(
      within(route)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'Oulu night run (ended 27.02.2026)', 'Tampere–Rauma']);
    await user.selectOptions(route, 'Tampere–Rauma');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body?.routeId).toBe(rauma.id));
  });

  it('has no route field without the routes feature, and keeps the shift’s route as saved', async () => {
    const routeId = testRoute().id;
    let body: { routeId?: string | null } | undefined;
    const { user } = renderApp(periodPath, {
      features: { ...allFeatures(), routes: false },
      handlers: {
        ...periodHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [
          mondayShift,
          { ...nightShift, routeId },
        ]),
        [`PUT /api/shifts/${nightShift.id}`]: (init?: RequestInit) => {
          body = JSON.parse(String(init?.body)) as typeof body;
          return nightShift;
        },
      },
    });
    await user.click(within(await shiftOf(NIGHT)).getByRole('button', { name: `Actions of ${NIGHT}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the shift' });
    expect(within(dialog).queryByLabelText('Route', { selector: 'select' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body?.routeId).toBe(routeId);
  });

  it('approves a whole week with its dates and says what was skipped and why', async () => {
    let body: unknown;
    const { user } = renderApp(periodPath, {
      account: { role: 'Admin' },
      handlers: {
        ...periodHandlers,
        'POST /api/timesheet/approve': (init?: RequestInit) => {
          body = JSON.parse(String(init?.body));
          return {
            approvedShifts: 1,
            approvedAbsences: 1,
            skipped: [{ itemType: 'shift', id: nightShift.id, reason: 'driverEditPending' }],
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the week 23.03.2026–29.03.2026' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve the week' })).getByRole('button', {
        name: 'Approve the week',
      }),
    );
    await waitFor(() => expect(body).toEqual({ driverId: DRIVER_ID, from: '2026-03-23', to: '2026-03-29' }));
    const result = await screen.findByText(/1 item was left unapproved/);
    expect(result.textContent).toContain('Approved in 23.03.2026–29.03.2026: 1 shifts and 1 absences.');
    expect(
      screen.getByText("Shift starting 28.03.2026 22:00: the driver's edit waits for acceptance or rejection"),
    ).toBeTruthy();
  });

  it('gives a User no approve button, for the week or a shift', async () => {
    const { user } = renderApp(periodPath, { account: { role: 'User' }, handlers: periodHandlers });
    const monday = await shiftOf('Shift 23.03. 06:00–14:00');
    expect(screen.queryByRole('button', { name: /Approve the week/ })).toBeNull();
    await user.click(within(monday).getByRole('button', { name: /^Actions of/ }));
    expect(await screen.findByRole('menuitem', { name: 'Mark checked' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve Sick leave/ })).toBeNull();
  });

  it('shows the server’s words for a stale version, and reloads on request', async () => {
    let periodLoads = 0;
    const { user } = renderApp(periodPath, {
      handlers: {
        ...periodHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: () => (
          periodLoads++,
          driverPeriod('2026-03-23', '2026-03-29')
        ),
        [`POST /api/shifts/${mondayShift.id}/approval`]: jsonResponse(
          {
            statusCode: 409,
            code: 'shifts:staleVersion',
            message:
              'Pekka Aalto changed this at 23.03.2026 10.15 while you were editing. Reload to see their change, then make yours again',
          },
          409,
        ),
      },
    });
    const monday = await shiftOf('Shift 23.03. 06:00–14:00');
    await user.click(within(monday).getByRole('button', { name: /^Actions of/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark checked' }));
    const alert = await within(monday).findByRole('alert');
    expect(alert.textContent).toContain('Pekka Aalto changed this at 23.03.2026 10.15 while you were editing.');
    const loadsBefore = periodLoads;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(periodLoads).toBeGreaterThan(loadsBefore));
    expect(within(monday).queryByRole('alert')).toBeNull();
  });

  it('opens the shift of ?shiftId= in its driver’s two weeks, focused and with its details', async () => {
    const { router } = renderApp(`/timesheet?shiftId=${nightShift.id}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/shifts/${nightShift.id}`]: nightShift,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?from=2026-03-23&to=2026-04-05`]: driverPeriod(
          '2026-03-23',
          '2026-04-05',
        ),
      },
    });
    const night = await shiftOf(NIGHT);
    await waitFor(() => expect(document.activeElement).toBe(night));
    expect(within(night).getByRole('table', { name: `Events of ${NIGHT}` })).toBeTruthy();
    expect(within(night).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('driverId'), params.get('from'), params.get('to')]).toEqual([
      DRIVER_ID,
      '2026-03-23',
      '2026-04-05',
    ]);
  });
});
