import { compactCalendar } from '@rahti/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { chunksOf, isoWeekNumber, seasonOf } from './planning-period';
import { anna, annaDraft, bo8h, boPublished, lookupHandlers, testCalendar } from './test-planning';

describe('season periods', () => {
  it('widens three months to whole weeks and cuts them into pieces the API takes', () => {
    const season = seasonOf('2026-03-18');
    expect(season).toEqual({ from: '2026-02-23', to: '2026-05-31', months: ['2026-03', '2026-04', '2026-05'] });
    expect(chunksOf(season)).toEqual([
      { from: '2026-02-23', to: '2026-04-25' },
      { from: '2026-04-26', to: '2026-05-31' },
    ]);
  });

  it('numbers weeks as ISO 8601 does, across the turn of a year', () => {
    expect(isoWeekNumber('2026-03-09')).toBe(11);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2024-12-30')).toBe(1);
  });
});

describe('season view', () => {
  it('shows each driver’s planned hours a week against the standard hours, less holidays and absences', async () => {
    const first = testCalendar({
      from: '2026-02-23',
      to: '2026-04-25',
      drivers: [anna, bo8h],
      // Bo's plan is also in the second piece: counted once.
      plans: [annaDraft, boPublished],
    });
    const second = testCalendar({
      from: '2026-04-26',
      to: '2026-05-31',
      drivers: [bo8h],
      plans: [boPublished],
      absences: [],
    });
    renderApp('/resource-planning?view=season&date=2026-03-09', {
      handlers: {
        ...lookupHandlers,
        'GET /api/resource-planning/calendar?from=2026-02-23&to=2026-04-25': compactCalendar(first),
        'GET /api/resource-planning/calendar?from=2026-04-26&to=2026-05-31': compactCalendar(second),
      },
    });
    const table = await screen.findByRole('table', { name: 'Planned hours by week against the standard hours' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((head) => head.textContent);
    expect(heads.slice(0, 3)).toEqual(['Driver', 'Week 9', 'Week 10']);
    expect(heads).toContain('Week 14Good Friday Fri 3 AprEaster Sunday Sun 5 Apr');

    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Week 11 (9–15 March): Anna has a plan of 8 h and no group; Bo 8 h of 5 × 8 h less two days of vacation.
    expect(cells('Anna Aalto')[2]).toBe('8 h (no group)');
    expect(cells('Bo Berg')[2]).toBe('8 / 24 h2 days absent');
    expect(cells('Bo Berg')[1]).toBe('0 / 40 h');
    // Week 15 holds Easter Monday.
    expect(cells('Bo Berg')[6]).toBe('0 / 32 h');
  });
});
