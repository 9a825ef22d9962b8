import { describe, expect, it } from 'vitest';
import { presetPeriod, weeksOf } from './period';
import { zoneInstant } from './zone-time';

describe('timesheet periods', () => {
  it('gives the presets around a date as Monday-based two weeks and calendar months', () => {
    expect(presetPeriod('thisTwoWeeks', '2026-03-28')).toEqual({ from: '2026-03-23', to: '2026-04-05' });
    expect(presetPeriod('lastTwoWeeks', '2026-03-28')).toEqual({ from: '2026-03-09', to: '2026-03-22' });
    expect(presetPeriod('thisMonth', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('cuts the period into Monday-to-Sunday weeks', () => {
    expect(weeksOf({ from: '2026-03-01', to: '2026-03-10' })).toEqual([
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-08' },
      { from: '2026-03-09', to: '2026-03-10' },
    ]);
  });

  it('reads a wall-clock time in the organisation’s zone on either side of a daylight-saving change', () => {
    expect(new Date(zoneInstant('2026-03-28', '22:00', 'Europe/Helsinki')!).toISOString()).toBe(
      '2026-03-28T20:00:00.000Z',
    );
    expect(new Date(zoneInstant('2026-03-29', '06:00', 'Europe/Helsinki')!).toISOString()).toBe(
      '2026-03-29T03:00:00.000Z',
    );
    expect(new Date(zoneInstant('2026-10-25', '12:00', 'Europe/Stockholm')!).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
    expect(zoneInstant('2026-02-30', '10:00', 'Europe/Helsinki')).toBeUndefined();
    expect(zoneInstant('2026-03-28', '', 'Europe/Helsinki')).toBeUndefined();
  });
});
