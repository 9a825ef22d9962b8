import {
  accuracyOf,
  altitudeOf,
  batteryPercentOf,
  coordinateError,
  deviceIdOf,
  headingOf,
  KMH_PER_METRE_PER_SECOND,
  speedKmhOf,
  textOf,
  type OsmandError,
  type OsmandParseResult,
} from './osmand-fix';
import { parseOsmandTimestamp } from './osmand-timestamp';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field that is absent or null is unknown; any other non-number makes the report malformed. */
const MALFORMED = Symbol('malformed');
const numberAt = (object: JsonObject, key: string): number | null | typeof MALFORMED => {
  const value = object[key];
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) ? value : MALFORMED;
};
const booleanAt = (object: JsonObject, key: string) => (typeof object[key] === 'boolean' ? object[key] : null);
const textAt = (object: JsonObject, key: string) =>
  typeof object[key] === 'string' && object[key] !== '' ? textOf(object[key]) : null;
const objectAt = (object: JsonObject, key: string) => (isObject(object[key]) ? object[key] : {});
const unknownOr = (value: number | null, convert: (value: number) => number | null) =>
  value === null ? null : convert(value);

const COORD_KEYS = ['latitude', 'longitude', 'speed', 'heading', 'accuracy', 'altitude'] as const;
type Coords = Record<(typeof COORD_KEYS)[number], number | null>;

/** The numbers of `coords`, or the first field that holds something else. */
function coordsOf(object: JsonObject): Coords | { malformed: string } {
  const coords = {} as Coords;
  for (const key of COORD_KEYS) {
    const value = numberAt(object, key);
    if (value === MALFORMED) return { malformed: key };
    coords[key] = value;
  }
  return coords;
}

/**
 * The JSON form of Traccar Client 9 (reference section 3.2): `{"location": {...}, "device_id": "…"}`
 * from the transistorsoft plugin. `coords.speed` is m/s, `heading` degrees, `battery.level` 0–1;
 * −1 is unknown for each. Without `coords` the report has no location (`missingLocation`).
 */
export function parseOsmandJson(body: string, receivedAtMs: number): OsmandParseResult {
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch {
    return { ok: false, error: { code: 'invalidJson', form: 'json' } };
  }
  if (!isObject(root)) return { ok: false, error: { code: 'invalidJson', form: 'json' } };
  const rawId = root.device_id;
  const deviceId =
    typeof rawId === 'string' || (typeof rawId === 'number' && Number.isSafeInteger(rawId))
      ? deviceIdOf(String(rawId))
      : undefined;
  const fail = (code: OsmandError['code'], field?: string): OsmandParseResult => ({
    ok: false,
    error: { code, form: 'json', ...(field ? { field } : {}), ...(deviceId ? { deviceId } : {}) },
  });
  if (rawId === undefined || rawId === null) return fail('missingDeviceId', 'device_id');
  if (!deviceId) return fail('invalidDeviceId', 'device_id');

  const location = root.location;
  if (!isObject(location)) return fail('invalidJson', 'location');

  let fixTimeMs = receivedAtMs;
  const timestamp = location.timestamp;
  if (timestamp !== undefined && timestamp !== null) {
    const parsed =
      typeof timestamp === 'string' || typeof timestamp === 'number'
        ? parseOsmandTimestamp(String(timestamp))
        : undefined;
    if (parsed === undefined) return fail('invalidTimestamp', 'location.timestamp');
    fixTimeMs = parsed;
  }

  if (location.coords === undefined || location.coords === null) return fail('missingLocation', 'location.coords');
  if (!isObject(location.coords)) return fail('invalidJson', 'location.coords');
  const coords = coordsOf(location.coords);
  if ('malformed' in coords) return fail('invalidNumber', `location.coords.${coords.malformed}`);
  const { latitude, longitude } = coords;
  if (latitude === null || longitude === null) return fail('missingLocation', 'location.coords');
  const outOfRange = coordinateError(latitude, longitude);
  if (outOfRange)
    return fail(outOfRange, `location.coords.${outOfRange === 'latitudeOutOfRange' ? 'latitude' : 'longitude'}`);

  const battery = objectAt(location, 'battery');
  const level = numberAt(battery, 'level');
  if (level === MALFORMED) return fail('invalidNumber', 'location.battery.level');
  const odometer = numberAt(location, 'odometer');
  if (odometer === MALFORMED) return fail('invalidNumber', 'location.odometer');
  const extras = objectAt(location, 'extras');

  return {
    ok: true,
    fix: {
      form: 'json',
      deviceId,
      fixTimeMs,
      latitude: latitude + 0,
      longitude: longitude + 0,
      speedKmh: unknownOr(coords.speed, (metresPerSecond) => speedKmhOf(metresPerSecond * KMH_PER_METRE_PER_SECOND)),
      headingDegrees: unknownOr(coords.heading, headingOf),
      altitudeMeters: unknownOr(coords.altitude, altitudeOf),
      accuracyMeters: unknownOr(coords.accuracy, accuracyOf),
      batteryPercent: level === null || level < 0 ? null : batteryPercentOf(Math.round(level * 100)),
      isCharging: booleanAt(battery, 'is_charging'),
      isValid: true,
      isMock: booleanAt(location, 'mock'),
      isMoving: booleanAt(location, 'is_moving'),
      event: textAt(location, 'event'),
      alarm: textAt(location, 'alarm') ?? textAt(extras, 'alarm'),
      odometerMeters: odometer === null || odometer < 0 ? null : Math.round(odometer * 10) / 10 + 0,
    },
  };
}
