import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultTimeZoneFor,
  isTimeZone,
  localDateOf,
  localDayHours,
  localMidnight,
  nextDate,
  zoneOffsetMinutes,
} from './time-zones';

const ZONES = ['Europe/Helsinki', 'Europe/Stockholm'] as const;

describe('organisation time zones', () => {
  it('defaults to Helsinki, and to Stockholm for kronor', () => {
    expect(defaultTimeZoneFor('EUR')).toBe('Europe/Helsinki');
    expect(defaultTimeZoneFor('SEK')).toBe('Europe/Stockholm');
    expect(isTimeZone('Europe/Helsinki')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('puts an instant on the local date, which may be a day after the UTC one', () => {
    expect(localDateOf(Date.parse('2026-03-28T22:30:00Z'), 'Europe/Helsinki')).toBe('2026-03-29');
    expect(localDateOf(Date.parse('2026-03-28T22:30:00Z'), 'Europe/Stockholm')).toBe('2026-03-28');
  });

  it('finds local midnight and the true length of the daylight-saving days of 2026', () => {
    expect(localMidnight('2026-03-29', 'Europe/Helsinki')).toBe(Date.parse('2026-03-28T22:00:00Z'));
    expect(localMidnight('2026-07-01', 'Europe/Helsinki')).toBe(Date.parse('2026-06-30T21:00:00Z'));
    expect(localMidnight('2026-07-01', 'Europe/Stockholm')).toBe(Date.parse('2026-06-30T22:00:00Z'));
    for (const zone of ZONES) {
      expect(localDayHours('2026-03-29', zone)).toBe(23);
      expect(localDayHours('2026-10-25', zone)).toBe(25);
      expect(localDayHours('2026-06-15', zone)).toBe(24);
    }
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Helsinki')).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Helsinki')).toBe(180);
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });

  it('has local midnight on its own date, and the instant before it on the day before', () => {
    const dates = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.constantFrom(...ZONES), (date, zone) => {
        const midnight = localMidnight(date, zone);
        expect(localDateOf(midnight, zone)).toBe(date);
        expect(localDateOf(midnight - 1000, zone)).not.toBe(date);
        expect([23, 24, 25]).toContain(localDayHours(date, zone));
      }),
    );
  });

  // Intl formats every sample: seconds on a busy machine, over the 5 s default.
  it(
    'gives the offset and the date the zone’s clocks show, as Intl does, around every change (property)',
    { timeout: 30_000 },
    () => {
      const intlDate = (instant: number, zone: string) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
          instant,
        );
      const intlOffset = (instant: number, zone: string) => {
        const parts = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
        }).formatToParts(instant);
        const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
        const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
        return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
      };
      const zones = [...ZONES, 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Apia', 'UTC'];
      fc.assert(
        fc.property(
          fc.constantFrom(...zones),
          fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
          (zone, instant) => {
            expect(localDateOf(instant, zone)).toBe(intlDate(instant, zone));
            expect(zoneOffsetMinutes(instant, zone)).toBe(intlOffset(instant, zone));
          },
        ),
        { numRuns: 3000 },
      );
      // The minutes around Helsinki's and Apia's changes, where the offset changes within the day.
      for (const [zone, change] of [
        ['Europe/Helsinki', Date.parse('2026-03-29T01:00:00Z')],
        ['Europe/Helsinki', Date.parse('2026-10-25T01:00:00Z')],
        ['Pacific/Apia', Date.parse('2011-12-30T10:00:00Z')],
      ] as const)
        for (let minute = -90; minute <= 90; minute += 1) {
          const instant = change + minute * 60_000;
          expect(localDateOf(instant, zone)).toBe(intlDate(instant, zone));
          expect(zoneOffsetMinutes(instant, zone)).toBe(intlOffset(instant, zone));
        }
    },
  );
});
