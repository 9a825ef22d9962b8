import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type Analytics, type AnalyticsFigures } from '@rahti/domain';
import { renderApp } from '../../../test/render-app';

const NOVEMBER = 'period=custom&from=2026-11-01&to=2026-11-30';
const request = (groupBy: string) => `GET /api/analytics?from=2026-11-01&to=2026-11-30&groupBy=${groupBy}`;

const figures = (extra: Partial<AnalyticsFigures> = {}): AnalyticsFigures => ({
  revenue: 800.1,
  cost: 464.5,
  margin: 335.6,
  marginPercent: 41.94,
  taskCount: 2,
  taskKm: 230,
  shiftCount: 1,
  shiftKm: 180,
  hours: 7.5,
  drivingHours: 6,
  emptyDriveHours: 1.5,
  emptyDrivePercent: 25,
  waitingHours: 0.5,
  queueingHours: 0.25,
  inShiftHours: 8,
  availableHours: 720,
  utilisationPercent: 1.1,
  ...extra,
});
const idle = figures({
  revenue: 0,
  cost: 0,
  margin: 0,
  marginPercent: null,
  taskCount: 0,
  inShiftHours: 0,
  utilisationPercent: 0,
});
const answer = (groupBy: 'vehicle' | 'month'): Analytics => ({
  from: '2026-11-01',
  to: '2026-11-30',
  groupBy,
  currency: 'EUR',
  totals: figures({ availableHours: 1440, utilisationPercent: 0.6 }),
  groups:
    groupBy === 'vehicle'
      ? [
          { key: 'a', label: 'AAA-1', ...figures() },
          { key: null, label: '', ...idle },
        ]
      : [{ key: '2026-11', label: '2026-11', ...figures() }],
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('the dashboard’s analytics', () => {
  it('shows the key figures, and beside each chart a table holding its figures', async () => {
    renderApp(`/dashboard?${NOVEMBER}`, {
      features: allFeatures(),
      handlers: { [request('vehicle')]: answer('vehicle') },
    });
    const money = await screen.findByRole('table', { name: 'Revenue, cost and margin by vehicle' });
    expect(cells(money)).toEqual([
      ['Vehicle', 'Revenue', 'Cost', 'Margin', 'Margin %'],
      ['AAA-1', '€800.10', '€464.50', '€335.60', '41.9 %'],
      ['No vehicle', '€0.00', '€0.00', '€0.00', '–'],
    ]);
    const time = screen.getByRole('table', {
      name: 'Hours worked, driving, empty driving, waiting and queueing by vehicle',
    });
    expect(cells(time)[1]).toEqual(['AAA-1', '7.5 h', '6 h', '1.5 h', '25.0 %', '0.5 h', '0.25 h']);
    const utilisation = screen.getByRole('table', { name: 'Hours in a shift and utilisation by vehicle' });
    expect(cells(utilisation)[1]).toEqual(['AAA-1', '8 h', '720 h', '1.1 %']);
    const keyFigures = screen.getByRole('region', { name: 'Key figures of the period' });
    for (const text of ['€800.10', '€335.60 (41.9 %)', '230 km / 180 km', '0.6 %', '25.0 % (1.5 h)'])
      expect(within(keyFigures).getByText(text)).toBeTruthy();
  });

  it('splits by month when asked, keeping the choice in the address', async () => {
    const { user, router } = renderApp(`/dashboard?${NOVEMBER}`, {
      features: allFeatures(),
      handlers: { [request('vehicle')]: answer('vehicle'), [request('month')]: answer('month') },
    });
    await screen.findByRole('table', { name: 'Revenue, cost and margin by vehicle' });
    await user.selectOptions(screen.getByLabelText('Split by'), 'month');
    const money = await screen.findByRole('table', { name: 'Revenue, cost and margin by month' });
    expect(cells(money)[1]?.[0]).toBe('November 2026');
    expect(router.state.location.search).toContain('groupBy=month');
  });

  it('is left out without the dashboard feature', async () => {
    renderApp(`/dashboard?${NOVEMBER}`, { features: { ...allFeatures(), dashboard: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
  });
});
