import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, fromZonedInputValue, toZonedInputValue } from './zoned-time';

describe("times on the organisation's clocks", () => {
  it('shows DD.MM.YYYY HH:mm in the zone, whatever the phone’s zone', () => {
    expect(formatZonedDateTime('2026-03-02T22:30:00Z', 'Europe/Helsinki')).toBe('03.03.2026 00:30');
    expect(formatZonedDateTime('2026-07-02T22:30:00Z', 'Europe/Stockholm')).toBe('03.07.2026 00:30');
  });

  it('reads a typed time back to the same instant, on both sides of a daylight-saving change', () => {
    for (const instant of [
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
      '2026-10-24T23:30:00.000Z',
    ]) {
      expect(fromZonedInputValue(toZonedInputValue(instant, 'Europe/Helsinki'), 'Europe/Helsinki')).toBe(instant);
    }
  });

  it('answers undefined for an empty or broken value', () => {
    expect(fromZonedInputValue('', 'Europe/Helsinki')).toBeUndefined();
    expect(fromZonedInputValue('2026-13-01', 'Europe/Helsinki')).toBeUndefined();
  });
});
