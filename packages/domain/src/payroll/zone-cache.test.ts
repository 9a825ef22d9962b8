import fc from 'fast-check';
import { expect, it } from 'vitest';
import { localDateOf, zoneOffsetMinutes } from '../platform/time-zones';
import { cachedLocalDate, cachedOffsetMinutes } from './zone-cache';

it('gives the same offset and local date as the uncached look-up, daylight-saving changes included', () => {
  // Helsinki's spring change: 01:00Z on 29.3.2026; a second before and after it.
  expect(cachedOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Helsinki')).toBe(120);
  expect(cachedOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Helsinki')).toBe(180);
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') }),
      fc.constantFrom('Europe/Helsinki', 'Europe/Stockholm', 'UTC'),
      (instant, zone) => {
        expect(cachedOffsetMinutes(instant, zone)).toBe(zoneOffsetMinutes(instant, zone));
        expect(cachedLocalDate(instant, zone)).toBe(localDateOf(instant, zone));
      },
    ),
    { numRuns: 500 },
  );
});
