import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workTypeLook } from '@rahti/domain';
import { renderApp } from '../../test/render-app';
import { DRIVER_ID, driverPeriod, driverRow, event, lookupHandlers, shift } from './test-data';

const WEEK = 'from=2026-03-23&to=2026-03-29';

/**
 * Issue 21: one shift of 47 min 30 s (drive 10 min 40 s, load 36 min 5 s, wait 45 s) reads the
 * same everywhere: 48 min in its day, 0.80 h in the totals and the overview, the 45 s wait in
 * seconds rather than "0 min" or "1 min".
 */
const shortShift = shift(30, [
  event(1, '2026-03-24T04:00:00.000Z', '2026-03-24T04:10:40.000Z'),
  event(2, '2026-03-24T04:10:40.000Z', '2026-03-24T04:46:45.000Z'),
  event(4, '2026-03-24T04:46:45.000Z', '2026-03-24T04:47:30.000Z'),
]);

describe('lengths of time in the timesheet', { timeout: 30_000 }, () => {
  it('rounds each length once from the exact times, and shows seconds under a minute', async () => {
    renderApp(`/timesheet?driverId=${DRIVER_ID}&${WEEK}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [shortShift], []),
      },
    });
    const tuesday = await screen.findByRole('region', { name: 'Tuesday 24.03.2026' }, { timeout: 15_000 });
    expect(within(tuesday).getByText('Day total 48 min (Drive 11 min, Load 36 min, Wait 45 s)')).toBeTruthy();
    const timeline = within(tuesday).getByRole('list', { name: /^Events of Shift 24.03./ });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Drive 06:00–06:10, 11 min', 'Load 06:10–06:46, 36 min', 'Wait 06:46–06:47, 45 s']);
    const totals = screen.getByRole('table', { name: /^Hours of Anna Virta by work type/ });
    expect(within(totals).getByRole('row', { name: /Total/ }).textContent).toBe('Total0.80');
  });

  it("shows the overview's whole minutes as the same hours", async () => {
    renderApp(`/timesheet?${WEEK}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers?${WEEK}`]: { items: [driverRow({ eventMinutes: 48 })], nextCursor: null },
      },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Drivers in the period 23.03.2026–29.03.2026' },
      { timeout: 15_000 },
    );
    expect(
      within(within(table).getByRole('rowheader', { name: 'Anna Virta' }).closest('tr')!).getAllByRole('cell')[2]!
        .textContent,
    ).toBe('0.80');
  });

  it("draws each event in its work type's colour from the domain, the one the driver app's buttons have", async () => {
    renderApp(`/timesheet?driverId=${DRIVER_ID}&${WEEK}`, {
      handlers: {
        ...lookupHandlers,
        [`GET /api/timesheet/drivers/${DRIVER_ID}?${WEEK}`]: driverPeriod('2026-03-23', '2026-03-29', [shortShift], []),
      },
    });
    const tuesday = await screen.findByRole('region', { name: 'Tuesday 24.03.2026' }, { timeout: 15_000 });
    const bars = within(within(tuesday).getByRole('list', { name: /^Events of Shift 24.03./ })).getAllByRole(
      'listitem',
    );
    const hex = (colour: string) => `rgb(${[1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).join(', ')})`;
    expect(bars.map((bar) => bar.style.background || bar.style.backgroundColor)).toEqual(
      [1, 2, 4].map((type) => hex(workTypeLook(type).colour)),
    );
  });
});
