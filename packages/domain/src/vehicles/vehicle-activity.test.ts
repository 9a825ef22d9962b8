import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VEHICLE_ACTIVE_MINUTES, isVehicleActiveAt } from './vehicle-activity';

const now = new Date('2026-03-12T14:35:00Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('an active vehicle (a position in the last 30 minutes)', () => {
  it('is active up to and including 30 minutes after its newest position, and not after', () => {
    expect(VEHICLE_ACTIVE_MINUTES).toBe(30);
    expect(isVehicleActiveAt(minutesBefore(0), now)).toBe(true);
    expect(isVehicleActiveAt(minutesBefore(30), now)).toBe(true);
    expect(isVehicleActiveAt(new Date(now.getTime() - 30 * 60_000 - 1).toISOString(), now)).toBe(false);
    expect(isVehicleActiveAt(minutesBefore(24 * 60), now)).toBe(false);
  });

  it('is not active without any position', () => {
    expect(isVehicleActiveAt(null, now)).toBe(false);
  });

  it('agrees with the age of the newest position, whatever its time zone offset is written in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5 * 60_000, max: 3 * 60 * 60_000 }),
        fc.constantFrom('Z', '+02:00', '-05:00'),
        (ageMs, offset) => {
          const at = new Date(now.getTime() - ageMs);
          const written = offset === 'Z' ? at.toISOString() : shiftedIso(at, offset);
          expect(isVehicleActiveAt(written, now)).toBe(ageMs <= VEHICLE_ACTIVE_MINUTES * 60_000);
        },
      ),
    );
  });

  it('stays active no longer as time passes: once inactive, later is inactive too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 60 * 60_000 }),
        fc.integer({ min: 0, max: 10 * 60 * 60_000 }),
        (firstMs, laterMs) => {
          const last = now.toISOString();
          const first = new Date(now.getTime() + firstMs);
          const later = new Date(first.getTime() + laterMs);
          if (!isVehicleActiveAt(last, first)) expect(isVehicleActiveAt(last, later)).toBe(false);
        },
      ),
    );
  });
});

/** The same instant written with another UTC offset ("2026-03-12T16:35:00.000+02:00"). */
function shiftedIso(at: Date, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  const wall = new Date(at.getTime() + sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000);
  return `${wall.toISOString().slice(0, -1)}${offset}`;
}
