import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { lookupHandlers, testEconomics, testRoute } from './test-routes';

const MARCH = 'GET /api/routes?month=2026-03';
const tampere = testRoute();
const harbour = testRoute({
  name: 'Kotka harbour',
  code: 'KH',
  customerId: null,
  customerName: null,
  recurrence: {
    frequency: 'monthly',
    interval: 1,
    setPosition: -1,
    weekday: 'FR',
    startDate: '2026-01-30',
    startTime: '06:00',
    durationMinutes: 300,
    skipPublicHolidays: false,
    exceptions: [],
  },
  scheduleType: 'monthly',
  distanceKm: 132.4,
  distanceSource: 'estimate',
  endedOn: '2026-06-30',
  economics: testEconomics({
    km: 132.4,
    estimatedCost: null,
    timeCost: null,
    distanceCost: null,
    profit: null,
    marginPercent: null,
    calculationId: null,
    timeCostPerHour: null,
    distanceCostPerKm: null,
    incomePerRun: 450,
    runsInMonth: 1,
    turnoverInMonth: 450,
  }),
});
const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);

describe('routes page', () => {
  it('lists each route with its schedule in words and one run’s economics, and the month’s totals', async () => {
    renderApp('/routes?month=2026-03', { handlers: { ...lookupHandlers, [MARCH]: [tampere, harbour] } });
    const table = await screen.findByRole('table', { name: /^Routes with one run/ });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      [
        'Kotka harbourEnded 30.06.2026',
        'KH',
        '–',
        'Last Friday of the month at 06:00',
        '132.4 kmestimate',
        '€450.00',
        '–',
        '–',
        '1',
        '€450.00',
      ],
      [
        'Tampere–Rauma',
        'TR1',
        'Metsä Oy',
        'Mon–Fri at 07:00, every week',
        '250 km',
        '€900.00',
        '€560.00',
        '37.78 %',
        '22',
        '€19,800.00',
      ],
      // The harbour's cost is not known, so neither is the month's margin.
      ['Totals of the month', '–', '23', '€20,250.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'Tampere–Rauma' }).getAttribute('href')).toBe(
      `/route/edit/${tampere.id}`,
    );
    expect(screen.getByRole('status').textContent).toBe('2 routes');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('2026-03');
  });

  it('sorts by a column, the order kept in the address, and asks for another month', async () => {
    const { user, router } = renderApp('/routes?month=2026-03', {
      handlers: {
        ...lookupHandlers,
        [MARCH]: [tampere, harbour],
        'GET /api/routes?month=2026-04': [tampere],
      },
    });
    const table = await screen.findByRole('table', { name: /^Routes with one run/ });
    await user.click(within(table).getByRole('button', { name: /^Turnover this month/ }));
    await user.click(within(table).getByRole('button', { name: /^Turnover this month/ }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-turnover');
    expect(
      within(table)
        .getByRole('columnheader', { name: /^Turnover/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('Tampere–Rauma');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-04');
    expect(await screen.findByText('1 route')).toBeTruthy();
  });

  it('points to a new route when there is none', async () => {
    renderApp('/routes?month=2026-03', { handlers: { ...lookupHandlers, [MARCH]: [] } });
    const empty = (await screen.findByText('No routes yet')).parentElement!;
    expect(within(empty).getByText(/^A route is a run you drive again and again/)).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'New route' }).getAttribute('href')).toBe('/newRoute');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the route data could not be fetched, and tries again', async () => {
    let calls = 0;
    const { user } = renderApp('/routes?month=2026-03', {
      handlers: { ...lookupHandlers, [MARCH]: () => (++calls === 1 ? jsonResponse({}, 500) : [tampere]) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch route data');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Routes with one run/ })).toBeTruthy();
  });

  it('is in the side menu after the shifts and before the fleet', async () => {
    renderApp('/routes?month=2026-03', { handlers: { ...lookupHandlers, [MARCH]: [] } });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .concat(within(menu).getAllByRole('button'))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.textContent);
    const routes = entries.indexOf('Routes');
    expect(routes).toBeGreaterThan(entries.indexOf('Shifts'));
    expect(routes).toBeLessThan(entries.indexOf('Fleet'));
    expect(within(menu).getByRole('link', { name: 'Routes' }).getAttribute('aria-current')).toBe('page');
  });

  it('is neither in the menu nor open without the routes feature', async () => {
    const { router } = renderApp('/routes', { features: { ...allFeatures(), routes: false } });
    await screen.findByText('Routes are not part of the base subscription.');
    expect(router.state.location.search).toBe('?feature=routes');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Routes' })).toBeNull();
  });
});
