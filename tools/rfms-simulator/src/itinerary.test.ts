import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPOTS } from './finland-roads';
import { createFleet } from './fleet';
import { distanceMeters } from './geo';
import { createItinerary } from './itinerary';

const TUESDAY_NOON = Date.UTC(2025, 2, 4, 10); // 12:00 in Helsinki

describe('the simulated fleet', () => {
  it('is the same for the same seed, in VIN order, with 17-character VINs and Finnish plates', () => {
    const fleet = createFleet(7, 5);
    expect(createFleet(7, 5)).toEqual(fleet);
    expect(createFleet(8, 5).map((t) => t.vin)).not.toEqual(fleet.map((t) => t.vin));
    expect(fleet.map((t) => t.vin)).toEqual(fleet.map((t) => t.vin).sort());
    for (const truck of fleet) {
      expect(truck.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(truck.name).toMatch(/^[A-Z]{3}-[1-9]\d{0,2}$/);
      expect(truck.driverCard.identification).toHaveLength(14);
    }
  });

  // 10 × 1 080 positions checked: seconds on a busy machine, hence the longer timeout.
  it('drives plausibly: stays in southern Finland, under 90 km/h, moving no further than its speed allows, odometer never going back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 6 * 24 }),
        (seed, index, hoursIn) => {
          const truck = createFleet(seed, 5)[index]!;
          const itinerary = createItinerary(truck, seed, TUESDAY_NOON - 24 * 3_600_000);
          const from = TUESDAY_NOON - 24 * 3_600_000 + hoursIn * 3_600_000;
          let previous = itinerary.stateAt(from);
          for (let at = from + 10_000; at <= from + 3 * 3_600_000; at += 10_000) {
            const state = itinerary.stateAt(at);
            expect(state.lat).toBeGreaterThan(60.1);
            expect(state.lat).toBeLessThan(61.6);
            expect(state.lon).toBeGreaterThan(22.1);
            expect(state.lon).toBeLessThan(25.8);
            expect(state.speedKmh).toBeGreaterThanOrEqual(0);
            expect(state.speedKmh).toBeLessThan(90);
            expect(state.headingDegrees >= 0 && state.headingDegrees < 360).toBe(true);
            const moved = distanceMeters(previous, state);
            expect(moved).toBeLessThanOrEqual((90 / 3.6) * 10 + 1);
            // Along straight road segments the odometer counts at least the distance moved.
            expect(state.odometerMeters - previous.odometerMeters).toBeGreaterThanOrEqual(Math.floor(moved) - 2);
            expect(state.engineHours).toBeGreaterThanOrEqual(previous.engineHours);
            expect(state.fuelUsedMl).toBeGreaterThanOrEqual(previous.fuelUsedMl);
            if (state.workingState !== 'DRIVE') expect(state.speedKmh).toBe(0);
            if (state.workingState !== 'DRIVE' && previous.workingState !== 'DRIVE') expect(moved).toBe(0);
            previous = state;
          }
        },
      ),
      // [3432, 4, 140] once stepped the fuel back 1 ml where a drive ended (the odometer was rounded per leg).
      { numRuns: 10, examples: [[3432, 4, 140]] },
    );
  }, 30_000);

  it('stops at depots between drives and parks overnight', () => {
    const [truck] = createFleet(1, 1);
    const itinerary = createItinerary(truck!, 1, TUESDAY_NOON - 24 * 3_600_000);
    const states = Array.from({ length: 24 * 60 }, (_, minute) =>
      itinerary.stateAt(TUESDAY_NOON - 24 * 3_600_000 + minute * 60_000),
    );
    const depots = Object.values(DEPOTS);
    const stopped = states.filter((s) => s.speedKmh === 0);
    expect(stopped.every((s) => depots.some((d) => d.lat === s.lat && d.lon === s.lon))).toBe(true);
    expect(states.some((s) => s.speedKmh > 70)).toBe(true);
    expect(new Set(states.map((s) => s.workingState))).toEqual(new Set(['DRIVE', 'WORK', 'REST']));
    // 02:00 Helsinki time: parked, resting.
    expect(itinerary.stateAt(Date.UTC(2025, 2, 4, 0))).toMatchObject({ speedKmh: 0, workingState: 'REST' });
  });
});
