import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KMH_PER_KNOT, KMH_PER_METRE_PER_SECOND, parseOsmandRequest, type OsmandRequest } from './osmand';

const RECEIVED = Date.UTC(2025, 5, 10, 8, 20, 0);

/** A position as a device means it; every value is one the parser keeps exactly (hundredths, whole seconds). */
const fixArbitrary = fc.record({
  deviceId: fc.stringMatching(/^[0-9A-Za-z]{1,20}$/),
  // From 2^31 − 1 (in 2038) a number is read as milliseconds (Traccar's rule): the protocol's seconds end there.
  seconds: fc.integer({ min: 0, max: 2_147_483_646 }),
  // + 0 turns −0 into 0: a device cannot write −0 differently from 0.
  latitude: fc.double({ min: -90, max: 90, noNaN: true }).map((value) => value + 0),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((value) => value + 0),
  speedCentiKmh: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
  headingCentiDegrees: fc.option(fc.integer({ min: 0, max: 36_000 }), { nil: null }),
  accuracyCentiMeters: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  batteryPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});
type Fix = typeof fixArbitrary extends fc.Arbitrary<infer T> ? T : never;

const request = (extra: Partial<OsmandRequest>): OsmandRequest => ({
  contentType: undefined,
  query: '',
  body: '',
  receivedAtMs: RECEIVED,
  ...extra,
});

const queryOf = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** As Traccar Client Android writes it (ProtocolFormatter): speed in knots, the time in seconds. */
function androidParams(fix: Fix): Record<string, string> {
  const params: Record<string, string> = {
    id: fix.deviceId,
    timestamp: String(fix.seconds),
    lat: String(fix.latitude),
    lon: String(fix.longitude),
  };
  if (fix.speedCentiKmh !== null) params.speed = String(fix.speedCentiKmh / 100 / KMH_PER_KNOT);
  if (fix.headingCentiDegrees !== null) params.bearing = String(fix.headingCentiDegrees / 100);
  if (fix.accuracyCentiMeters !== null) params.accuracy = String(fix.accuracyCentiMeters / 100);
  if (fix.batteryPercent !== null) params.batt = String(fix.batteryPercent);
  return params;
}

/** As Traccar Client 9 writes it: speed in m/s, ISO time, battery 0–1, −1 for unknown. */
function asJson(fix: Fix): string {
  const coords = {
    latitude: fix.latitude,
    longitude: fix.longitude,
    speed: fix.speedCentiKmh === null ? -1 : fix.speedCentiKmh / 100 / KMH_PER_METRE_PER_SECOND,
    heading: fix.headingCentiDegrees === null ? -1 : fix.headingCentiDegrees / 100,
    accuracy: fix.accuracyCentiMeters === null ? -1 : fix.accuracyCentiMeters / 100,
    altitude: 0,
  };
  const battery = { level: fix.batteryPercent === null ? -1 : fix.batteryPercent / 100, is_charging: false };
  return JSON.stringify({
    location: { timestamp: new Date(fix.seconds * 1000).toISOString(), coords, battery },
    device_id: fix.deviceId,
  });
}

const expected = (fix: Fix) => ({
  deviceId: fix.deviceId,
  fixTimeMs: fix.seconds * 1000,
  latitude: fix.latitude,
  longitude: fix.longitude,
  speedKmh: fix.speedCentiKmh === null ? null : fix.speedCentiKmh / 100,
  headingDegrees: fix.headingCentiDegrees === null ? null : fix.headingCentiDegrees / 100,
  accuracyMeters: fix.accuracyCentiMeters === null ? null : fix.accuracyCentiMeters / 100,
  batteryPercent: fix.batteryPercent,
});

describe('the OsmAnd parser', () => {
  it('answers every request, whatever its text, with a fix or an error and never throws', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json());
    const pairs = fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'id',
            'deviceid',
            'lat',
            'lon',
            'location',
            'timestamp',
            'speed',
            'bearing',
            'batt',
            'valid',
            'accuracy',
            'x',
          ),
          fc.oneof(fc.string(), fc.double().map(String)),
        ),
      )
      .map((list) => list.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'));
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded')),
        fc.oneof(text, pairs),
        fc.oneof(text, pairs),
        (contentType, query, body) => {
          const result = parseOsmandRequest(request({ contentType: contentType ?? undefined, query, body }));
          expect(typeof result.ok).toBe('boolean');
          if (result.ok) {
            expect(Math.abs(result.fix.latitude)).toBeLessThanOrEqual(90);
            expect(Math.abs(result.fix.longitude)).toBeLessThanOrEqual(180);
            expect(Number.isFinite(result.fix.fixTimeMs)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
    // 500 random requests take about a second alone, several on a machine busy with other suites.
  }, 30_000);

  it('gives back a well-formed fix of either form with the values the device meant', () => {
    fc.assert(
      fc.property(fixArbitrary, (fix) => {
        expect(parseOsmandRequest(request({ query: queryOf(androidParams(fix)) }))).toEqual({
          ok: true,
          fix: expect.objectContaining({ form: 'query', ...expected(fix) }),
        });
        expect(parseOsmandRequest(request({ contentType: 'application/json', body: asJson(fix) }))).toEqual({
          ok: true,
          fix: expect.objectContaining({ form: 'json', ...expected(fix) }),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a well-formed line with one value spoiled', () => {
    const spoilers = fc.constantFrom<[string, string]>(
      ['lat', 'NaN'],
      ['lat', '91'],
      ['lon', '-180.5'],
      ['lon', 'Infinity'],
      ['speed', '12,5'],
      ['bearing', '0x10'],
      ['batt', ''],
      ['timestamp', '10.06.2025 08:15'],
      ['id', ''],
    );
    fc.assert(
      fc.property(fixArbitrary, spoilers, (fix, [key, value]) => {
        const result = parseOsmandRequest(request({ query: queryOf({ ...androidParams(fix), [key]: value }) }));
        expect(result.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
