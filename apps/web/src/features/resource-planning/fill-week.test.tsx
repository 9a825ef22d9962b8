import { compactCalendar } from '@rahti/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { anna, bodyOf, CONFLICTS, lookupHandlers, testCalendar, testId, turku, WEEK } from './test-planning';

const PAGE = '/resource-planning?date=2026-03-09';

describe('Fill the period', () => {
  it('asks for the period’s open runs to be planned, and says what was drafted and why, and what stayed open', async () => {
    const asked: unknown[] = [];
    const { user } = renderApp(PAGE, {
      handlers: {
        ...lookupHandlers,
        [WEEK]: compactCalendar(testCalendar()),
        [CONFLICTS]: { conflicts: [] },
        'POST /api/resource-planning/suggest': (init?: RequestInit) => {
          asked.push(bodyOf(init));
          return {
            suggestions: [
              {
                plannedShiftId: testId(4901),
                routeId: turku.id,
                date: '2026-03-11',
                driverId: anna.id,
                vehicleIds: [],
                start: '2026-03-11T05:00:00.000Z',
                end: '2026-03-11T13:00:00.000Z',
                reasons: ['usualDriver', 'vehicleBusy'],
              },
            ],
            unfilled: [
              { routeId: turku.id, date: '2026-03-13', start: '2026-03-13T05:00:00.000Z', blockedBy: 'missingLicence' },
            ],
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Fill the period' }));
    expect(await screen.findByText('1 open run planned as a draft')).toBeTruthy();
    expect(asked).toEqual([{ from: '2026-03-09', to: '2026-03-15' }]);
    expect(
      screen.getByText(
        /Turku run, .*11.* 07:00: Anna Aalto \(drives the route usually, the route's vehicle is taken, choose one\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('1 run left open')).toBeTruthy();
    expect(screen.getByText(/Turku run, .*13.* 07:00: no free driver holds the licences/)).toBeTruthy();
  });
});
