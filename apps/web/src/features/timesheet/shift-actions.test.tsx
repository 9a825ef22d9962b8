import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@rahti/domain';
import { testId } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { DRIVER_ID, driverPeriod, lookupHandlers, mondayShift, nightShift } from './test-data';

const WEEK = 'from=2026-03-23&to=2026-03-29';
const periodPath = `/timesheet?driverId=${DRIVER_ID}&${WEEK}`;
const NIGHT = 'Shift 28.03. 22:00–06:00 (29.03.)';
const MONDAY = 'Shift 23.03. 06:00–14:00';

const editedMonday = { ...mondayShift, hasDriverEdit: true };
const driverEdit: HistoryEntry = {
  id: testId(70),
  at: '2026-03-23T13:05:00.000Z',
  byUserId: null,
  byName: 'Anna Virta',
  action: 'driverEdit',
  before: { ...mondayShift },
  after: {
    ...mondayShift,
    endKm: 121_010,
    events: [...mondayShift.events.slice(0, 2), { ...mondayShift.events[2]!, end: '2026-03-23T12:30:00.000Z' }],
  },
};
const approval: HistoryEntry = {
  id: testId(71),
  at: '2026-03-23T14:00:00.000Z',
  byUserId: testId(1),
  byName: 'Maija Virtanen',
  action: 'approve',
  before: { approval: 'checked' },
  after: { approval: 'approved' },
};

/** A handler that keeps each request's body. */
function recorder(answer: unknown) {
  const bodies: unknown[] = [];
  return { bodies, handle: (init?: RequestInit) => (bodies.push(JSON.parse(String(init?.body))), answer) };
}

async function openAction(user: ReturnType<typeof renderApp>['user'], shiftName: string, action: string) {
  const card = await screen.findByRole('article', { name: shiftName }, { timeout: 15_000 });
  await user.click(within(card).getByRole('button', { name: `Actions of ${shiftName}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return card;
}

describe('shift actions', { timeout: 30_000 }, () => {
  it('shows the change history in words: who, when, what, before and after', async () => {
    const { user } = renderApp(periodPath, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29'),
        [`GET /api/shifts/${mondayShift.id}/history`]: [approval, driverEdit],
      },
    });
    await openAction(user, MONDAY, 'Change history');
    const dialog = await screen.findByRole('dialog', { name: `Change history of ${MONDAY}` });
    expect(await within(dialog).findByText('23.03.2026 16:00 · Maija Virtanen · Approved')).toBeTruthy();
    const changes = within(dialog).getByRole('table', {
      name: 'Changes: 23.03.2026 15:05 · Anna Virta · Edited by the driver',
    });
    expect(
      within(changes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'EventsLoad 23.03. 06:00–07:00, Drive 23.03. 07:00–13:00, Unload 23.03. 13:00–14:00Load 23.03. 06:00–07:00, Drive 23.03. 07:00–13:00, Unload 23.03. 13:00–14:30',
      'End km120980121010',
    ]);
  });

  it('shows what the driver changed before rejecting it, then rejects it', async () => {
    const post = recorder(editedMonday);
    const { user } = renderApp(periodPath, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [
          editedMonday,
          nightShift,
        ]),
        [`GET /api/shifts/${mondayShift.id}/history`]: [driverEdit],
        [`POST /api/shifts/${mondayShift.id}/approval`]: post.handle,
      },
    });
    const card = await openAction(user, MONDAY, "Reject the driver's edit");
    expect(within(card).getByText('Edited by the driver')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: "Reject the driver's edit" });
    expect(await within(dialog).findByRole('table', { name: 'Changed by Anna Virta' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: "Reject the driver's edit" }));
    await waitFor(() => expect(post.bodies).toEqual([{ action: 'rejectDriverEdit', version: 3 }]));
    expect(
      await screen.findByText(`The driver's edit of ${MONDAY} was rejected; it is back as the office left it.`),
    ).toBeTruthy();
  });

  it('splits a shift at a local time sent as its instant, after checking it falls inside the shift', async () => {
    const post = recorder({ before: nightShift, after: nightShift });
    const { user } = renderApp(periodPath, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29'),
        [`POST /api/shifts/${nightShift.id}/split`]: post.handle,
      },
    });
    await openAction(user, NIGHT, 'Split');
    const dialog = await screen.findByRole('dialog', { name: 'Split the shift' });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '21:00' } });
    expect(await within(dialog).findByText('Choose a time inside the shift')).toBeTruthy();
    // 05:00 on Sunday is after the change to summer time: UTC+3.
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-29' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '05:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Split' }));
    await waitFor(() => expect(post.bodies).toEqual([{ at: '2026-03-29T02:00:00.000Z', version: 3 }]));
  });

  it('merges two adjacent shifts of the driver, naming both versions', async () => {
    const post = recorder(mondayShift);
    const later = {
      ...nightShift,
      id: testId(12),
      start: '2026-03-23T12:30:00.000Z',
      end: '2026-03-23T14:00:00.000Z',
      events: [{ ...nightShift.events[0]!, start: '2026-03-23T12:30:00.000Z', end: '2026-03-23T14:00:00.000Z' }],
      version: 7,
    };
    const { user } = renderApp(periodPath, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod(
          '2026-03-23',
          '2026-03-29',
          [mondayShift, later],
          [],
        ),
        'POST /api/shifts/merge': post.handle,
      },
    });
    await openAction(user, MONDAY, 'Merge with the next shift');
    const dialog = await screen.findByRole('dialog', { name: 'Merge shifts' });
    expect(
      within(dialog).getByText(`Merge ${MONDAY} with the next shift 14:30–16:00? They become one shift.`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(post.bodies).toEqual([{ firstId: mondayShift.id, firstVersion: 3, secondId: later.id, secondVersion: 7 }]),
    );
    // The later shift has nothing after it to merge with.
    const laterCard = screen.getByRole('article', { name: 'Shift 23.03. 14:30–16:00' });
    await user.click(within(laterCard).getByRole('button', { name: /^Actions of/ }));
    expect(await screen.findByRole('menuitem', { name: 'Split' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Merge with the next shift' })).toBeNull();
  });

  it('ends an ongoing shift at the chosen time', async () => {
    const post = recorder(nightShift);
    const ongoing = {
      ...nightShift,
      end: null,
      status: 'ongoing' as const,
      events: [...nightShift.events.slice(0, 2), { ...nightShift.events[2]!, end: null }],
    };
    const { user } = renderApp(periodPath, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [ongoing], []),
        [`POST /api/shifts/${nightShift.id}/end`]: post.handle,
      },
    });
    const name = 'Shift 28.03. 22:00–ongoing';
    const card = await openAction(user, name, 'End the shift');
    expect(within(card).getAllByText('Ongoing').length).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog', { name: 'End the shift' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-28' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '23:00' } });
    expect(await within(dialog).findByText('Choose an end time after the last event started')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-29' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '06:15' } });
    await user.click(within(dialog).getByRole('button', { name: 'End the shift' }));
    await waitFor(() => expect(post.bodies).toEqual([{ at: '2026-03-29T03:15:00.000Z', version: 3 }]));
  });

  it('keeps the period and filters in the URL, so a link reopens the same view', async () => {
    const { user, router } = renderApp('/timesheet', { handlers: lookupHandlers });
    await user.selectOptions(await screen.findByLabelText('Period', {}, { timeout: 15_000 }), 'Last month');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The end date cannot be before the start date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-20' } });
    await user.type(screen.getByLabelText('Driver'), 'virta');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ from: '2026-03-10', to: '2026-03-20', search: 'virta' });
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('custom');
  });
});
