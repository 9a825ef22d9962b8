import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Absence } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { driver, testId } from '../drivers/test-fixtures';

const ANNA = testId(31);
const anna = driver({ id: ANNA, firstName: 'Anna', lastName: 'Virta', employeeNumber: '1001' });
// 14 January 2026 in Helsinki.
const NOW = new Date('2026-01-14T10:00:00Z');
// January 2026 starts on a Thursday and ends on a Saturday: its grid runs Monday 29 December to Sunday 1 February.
const JANUARY = `GET /api/absences?from=2025-12-29&to=2026-02-01&driverId=${ANNA}`;
// February 2026 starts on a Sunday: its grid runs Monday 26 January to Sunday 1 March.
const FEBRUARY = `GET /api/absences?from=2026-01-26&to=2026-03-01&driverId=${ANNA}`;

const absence = (overrides: Partial<Absence> = {}): Absence => ({
  id: testId(41),
  clientKey: 'k41',
  driverId: ANNA,
  driverName: 'Anna Virta',
  workType: 18,
  kind: 'vacation',
  startDate: '2026-01-29',
  endDate: '2026-02-02',
  hours: null,
  note: '',
  approval: 'approved',
  hasDriverEdit: false,
  version: 3,
  createdAt: '2026-01-02T08:00:00Z',
  updatedAt: '2026-01-02T08:00:00Z',
  ...overrides,
});
const page = (items: Absence[], nextCursor: string | null = null) => ({ items, nextCursor });
/** A day of the grid by its accessible name (its aria-label); role queries over 42 cells are slow. */
function day(name: RegExp): HTMLElement {
  const cells = [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter((cell) =>
    name.test(cell.getAttribute('aria-label') ?? ''),
  );
  if (cells.length !== 1) throw new Error(`${cells.length} days named ${String(name)}`);
  return cells[0]!;
}

describe('absences calendar', { timeout: 30_000 }, () => {
  // A whole page renders per test; on a loaded machine that can take longer than the default 5 s.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows an absence on every day it covers, across the month end, from every page of the list', async () => {
    const { user } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      handlers: {
        'GET /api/drivers': [anna],
        [JANUARY]: page([absence()], 'p2'),
        [`${JANUARY}&cursor=p2`]: page([
          absence({
            id: testId(42),
            workType: 15,
            kind: 'absence',
            startDate: '2026-01-12',
            endDate: '2026-01-12',
            hours: 3,
            approval: 'unapproved',
            hasDriverEdit: true,
          }),
        ]),
        [FEBRUARY]: page([absence()]),
      },
    });
    const grid = await screen.findByRole('grid', { name: 'January 2026' });
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    for (const date of ['29 January 2026', '30 January 2026', '31 January 2026', '1 February 2026']) {
      expect(day(new RegExp(`\\s${date}: Holiday, whole day, approved$`))).toBeTruthy();
    }
    expect(day(/28 January 2026: no absences$/)).toBeTruthy();
    expect(
      day(/12 January 2026: Sick leave \(self-reported\), 3 h a day, not approved, changed by the driver$/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'February 2026' })).toBeTruthy();
    for (const date of [
      '29 January 2026',
      '30 January 2026',
      '31 January 2026',
      '1 February 2026',
      '2 February 2026',
    ]) {
      expect(day(new RegExp(`\\s${date}: Holiday, whole day, approved$`))).toBeTruthy();
    }
    expect(day(/\s3 February 2026: no absences$/)).toBeTruthy();
  });

  it('moves between days with the arrow keys and into the next month', async () => {
    const { user, router } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      handlers: { 'GET /api/drivers': [anna], [JANUARY]: page([absence()]), [FEBRUARY]: page([absence()]) },
    });
    await screen.findByRole('grid', { name: 'January 2026' });
    // Today is the one tab stop.
    expect(day(/14 January 2026/).getAttribute('tabindex')).toBe('0');
    await user.click(day(/29 January 2026/));
    expect(screen.getByRole('heading', { name: /29 January 2026/ })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/30 January 2026/));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('grid', { name: 'February 2026' });
    await waitFor(() => expect(document.activeElement).toBe(day(/\s6 February 2026/)));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-02');
  });

  it('asks for a driver first, and keeps the one chosen in the URL', async () => {
    const { user, router } = renderApp('/timesheet/absences', {
      handlers: { 'GET /api/drivers': [anna], [JANUARY]: page([]) },
    });
    expect(await screen.findByText('Choose a driver to see their absences.')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Driver' });
    await user.click(picker);
    await user.type(picker, 'Virta');
    await user.click(await screen.findByRole('option', { name: 'Anna Virta (1001)' }));
    expect(await screen.findByText('No absences this month.')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ driverId: ANNA });
  });

  it("shows the form's messages before sending, proposes the type's kind, and sends a valid absence", async () => {
    const sent: unknown[] = [];
    const { user } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      handlers: {
        'GET /api/drivers': [anna],
        [JANUARY]: page([]),
        'POST /api/absences': (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse(absence({ approval: 'unapproved', version: 1 }), 201);
        },
      },
    });
    await screen.findByRole('grid', { name: 'January 2026' });
    await user.click(screen.getByRole('button', { name: 'Add absence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add absence' });
    await user.click(within(dialog).getByRole('button', { name: 'Add absence' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Holiday');
    expect((within(dialog).getByLabelText('Kind') as HTMLSelectElement).value).toBe('vacation');
    const last = within(dialog).getByLabelText(/^Last day/);
    await user.clear(last);
    await user.type(last, '2026-01-10');
    expect(within(dialog).getByText('The last day cannot be before the first day')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Hours a day' }));
    await user.type(within(dialog).getByLabelText(/^Hours each day/), '30');
    expect(within(dialog).getByText('Enter a valid value')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add absence' }));
    expect(sent).toEqual([]);

    await user.clear(last);
    await user.type(last, '2026-01-16');
    await user.clear(within(dialog).getByLabelText(/^Hours each day/));
    await user.type(within(dialog).getByLabelText(/^Hours each day/), '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Add absence' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      driverId: ANNA,
      workType: 18,
      kind: 'vacation',
      startDate: '2026-01-14',
      endDate: '2026-01-16',
      hours: 7.5,
      note: '',
    });
  });

  it('offers a User checking but not approving or deleting', async () => {
    const { user } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      account: { role: 'User' },
      handlers: { 'GET /api/drivers': [anna], [JANUARY]: page([absence({ approval: 'unapproved' })]) },
    });
    await screen.findByRole('grid', { name: 'January 2026' });
    await user.click(day(/29 January 2026/));
    await user.click(screen.getByRole('button', { name: 'Open Holiday 29.01.2026–02.02.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holiday, Anna Virta' });
    expect(within(dialog).getByRole('button', { name: 'Mark checked' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets an Admin approve, and shows a 409 in words with a reload', async () => {
    const sent: unknown[] = [];
    let version = 3;
    const { user } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/drivers': [anna],
        [JANUARY]: () => page([absence({ approval: 'checked', version })]),
        [`POST /api/absences/${testId(41)}/approval`]: (init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          version = 4;
          return jsonResponse(
            {
              statusCode: 409,
              code: 'shifts:staleVersion',
              message: 'Pekka Aalto changed this at 14.01.2026 11:58 while you were editing.',
            },
            409,
          );
        },
      },
    });
    await screen.findByRole('grid', { name: 'January 2026' });
    await user.click(day(/29 January 2026/));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Holiday, Anna Virta' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove check' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Pekka Aalto changed this at 14.01.2026 11:58 while you were editing.');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { action: 'approve', version: 3 },
        { action: 'approve', version: 4 },
      ]),
    );
  });

  it("asks for the driver's change to be accepted or rejected before editing, and shows the history", async () => {
    const { user } = renderApp(`/timesheet/absences?driverId=${ANNA}&month=2026-01`, {
      handlers: {
        'GET /api/drivers': [anna],
        [JANUARY]: page([absence({ approval: 'unapproved', hasDriverEdit: true })]),
        [`GET /api/absences/${testId(41)}/history`]: [
          {
            id: testId(91),
            at: '2026-01-13T22:30:00Z',
            byUserId: null,
            byName: 'Anna Virta',
            action: 'driverEdit',
            before: {},
            after: {},
          },
          {
            id: testId(92),
            at: '2026-01-02T08:00:00Z',
            byUserId: testId(1),
            byName: 'Maija Virtanen',
            action: 'create',
            before: null,
            after: {},
          },
        ],
      },
    });
    await screen.findByRole('grid', { name: 'January 2026' });
    await user.click(day(/29 January 2026/));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Holiday, Anna Virta' });
    expect(within(dialog).getByRole('button', { name: "Accept the driver's change" })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: "Reject the driver's change" })).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(dialog).getByText('The driver has changed this item. Accept or reject the change first'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Show history' }));
    const history = await within(dialog).findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14.01.2026 00:30 Anna Virta: changed in the driver app', '02.01.2026 10:00 Maija Virtanen: added']);
  });
});
