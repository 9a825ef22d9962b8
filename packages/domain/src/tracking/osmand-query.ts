import {
  accuracyOf,
  altitudeOf,
  batteryPercentOf,
  coordinateError,
  decimalOf,
  deviceIdOf,
  headingOf,
  KMH_PER_KNOT,
  speedKmhOf,
  textOf,
  type OsmandError,
  type OsmandFix,
  type OsmandParseResult,
} from './osmand-fix';
import { parseOsmandTimestamp } from './osmand-timestamp';
import { queryPairsOf } from './query-string';

/** Parameters read as numbers: text that is not one makes the line malformed (Traccar's parseDouble throws). */
const NUMERIC_PARAMS = ['lat', 'lon', 'speed', 'bearing', 'heading', 'altitude', 'accuracy', 'batt', 'hdop'] as const;

/**
 * The query-string form (reference section 3.1), from the URL's query or, when that holds no
 * parameter, from a form-encoded body (Traccar's rule). A parameter given twice counts its last
 * value; parameters we do not keep (`cell`, `wifi`, `hdop`, `driverUniqueId`, …) are ignored,
 * but a numeric one must still be a number.
 */
export function parseOsmandQuery(query: string, body: string, receivedAtMs: number): OsmandParseResult {
  let params = queryPairsOf(query);
  if (params.length === 0) params = queryPairsOf(body);
  const last = new Map<string, string>();
  for (const [key, value] of params) last.set(key, value);

  // `id` and `deviceid` are one field, as are `bearing` and `heading`: the later parameter wins, as in Traccar's loop.
  const idKey = lastKeyOf(params, ['id', 'deviceid']);
  const rawId = idKey === undefined ? undefined : last.get(idKey);
  const deviceId = rawId === undefined ? undefined : deviceIdOf(rawId);
  const fail = (code: OsmandError['code'], field?: string): OsmandParseResult => ({
    ok: false,
    error: { code, form: 'query', ...(field ? { field } : {}), ...(deviceId ? { deviceId } : {}) },
  });
  if (rawId === undefined) return fail('missingDeviceId');
  if (!deviceId) return fail('invalidDeviceId', idKey);

  const numbers = new Map<string, number>();
  for (const key of NUMERIC_PARAMS) {
    const text = last.get(key);
    if (text === undefined) continue;
    const value = decimalOf(text);
    if (value === undefined) return fail('invalidNumber', key);
    numbers.set(key, value);
  }

  let fixTimeMs = receivedAtMs;
  const timestamp = last.get('timestamp');
  if (timestamp !== undefined) {
    const parsed = parseOsmandTimestamp(timestamp);
    if (parsed === undefined) return fail('invalidTimestamp', 'timestamp');
    fixTimeMs = parsed;
  }

  let latitude = numbers.get('lat');
  let longitude = numbers.get('lon');
  const location = last.get('location');
  if (location !== undefined) {
    const [lat, lon] = location.split(',').map(decimalOf);
    if (lat === undefined || lon === undefined) return fail('invalidNumber', 'location');
    [latitude, longitude] = [lat, lon];
  }
  if (latitude === undefined || longitude === undefined) return fail('missingLocation');
  const outOfRange = coordinateError(latitude, longitude);
  if (outOfRange)
    return fail(outOfRange, location !== undefined ? 'location' : outOfRange === 'latitudeOutOfRange' ? 'lat' : 'lon');

  const knots = numbers.get('speed');
  const headingKey = lastKeyOf(params, ['bearing', 'heading']);
  const heading = headingKey === undefined ? undefined : numbers.get(headingKey);
  const altitude = numbers.get('altitude');
  const accuracy = numbers.get('accuracy');
  const battery = numbers.get('batt');
  const fix: OsmandFix = {
    form: 'query',
    deviceId,
    fixTimeMs,
    latitude: latitude + 0,
    longitude: longitude + 0,
    speedKmh: knots === undefined ? null : speedKmhOf(knots * KMH_PER_KNOT),
    headingDegrees: heading === undefined ? null : headingOf(heading),
    altitudeMeters: altitude === undefined ? null : altitudeOf(altitude),
    accuracyMeters: accuracy === undefined ? null : accuracyOf(accuracy),
    batteryPercent: battery === undefined ? null : batteryPercentOf(battery),
    isCharging: booleanOf(last.get('charge')),
    // Traccar: Boolean.parseBoolean(value) || "1".equals(value); absent = valid.
    isValid: last.has('valid') ? last.get('valid')!.toLowerCase() === 'true' || last.get('valid') === '1' : true,
    isMock: booleanOf(last.get('mock')),
    isMoving: booleanOf(last.get('motion')),
    event: textOrNull(last.get('event')),
    alarm: textOrNull(last.get('alarm')),
    odometerMeters: null,
  };
  return { ok: true, fix };
}

/** Whichever of `keys` came last in the request. */
function lastKeyOf(params: readonly [string, string][], keys: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const [key] of params) if (keys.includes(key)) found = key;
  return found;
}

/** Java's Boolean.parseBoolean for a parameter that is there: "true" in any case; absent is null. */
const booleanOf = (value: string | undefined) => (value === undefined ? null : value.toLowerCase() === 'true');
const textOrNull = (value: string | undefined) => (value === undefined || value === '' ? null : textOf(value));
