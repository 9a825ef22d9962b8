/**
 * What a tracking device reports over the OsmAnd protocol (reference section 3), in our units.
 * The two request shapes (the query string of Traccar Client ≤ 8, OsmAnd and many DIY trackers;
 * the JSON of Traccar Client 9) normalise to this one shape.
 */

/** Which of the protocol's two request shapes a report came in. */
export type OsmandForm = 'query' | 'json';

/** An HTTP request to the listener, as text: the parser needs nothing else. */
export interface OsmandRequest {
  /** The Content-Type header, if any: `application/json…` selects the JSON form. */
  contentType: string | undefined;
  /** The URL's query string, without the leading `?` ('' when none). */
  query: string;
  /** The body as text ('' when none). */
  body: string;
  /** When the server received the request (ms since the epoch, UTC): the fix time of a report without one. */
  receivedAtMs: number;
}

/** One position of a device. Values a device leaves out or marks unknown (−1) are null. */
export interface OsmandFix {
  form: OsmandForm;
  /** The device's id as it sent it (`id`/`deviceid`, or `device_id` in JSON); we match it to a vehicle's IMEI. */
  deviceId: string;
  /** When the position was taken, ms since the epoch (UTC). */
  fixTimeMs: number;
  latitude: number;
  longitude: number;
  /** Ground speed in km/h, to 0.01 (the query form sends knots, the JSON form m/s). */
  speedKmh: number | null;
  /** Course over ground in degrees, 0–360, to 0.01. */
  headingDegrees: number | null;
  /** Metres above sea level, to 0.01. */
  altitudeMeters: number | null;
  /** Horizontal accuracy radius in metres, to 0.01 (Traccar Client sends 0 for a pure GPS fix). */
  accuracyMeters: number | null;
  /** Battery charge in per cent, 0–100. */
  batteryPercent: number | null;
  isCharging: boolean | null;
  /** False when the device says it had no satellite fix (`valid=false` or `valid=0`); true otherwise. */
  isValid: boolean;
  /** The location came from a mock provider (a developer setting on the phone). */
  isMock: boolean | null;
  /** Whether the phone thinks it is moving (JSON form). */
  isMoving: boolean | null;
  /** Why the app sent it (JSON form: `motionchange`, `heartbeat`, …). */
  event: string | null;
  /** An alarm the device raised (`alarm=sos`). */
  alarm: string | null;
  /** The phone's own distance counter in metres (JSON form). */
  odometerMeters: number | null;
}

/**
 * Why a request is not a position. Every one is answered with 400 and nothing stored, except
 * `missingLocation`: a well-formed report of a known device without coordinates (a heartbeat),
 * which Traccar would store at the last known place; we have that place already.
 */
export type OsmandErrorCode =
  | 'invalidJson'
  | 'missingDeviceId'
  | 'invalidDeviceId'
  | 'invalidNumber'
  | 'invalidTimestamp'
  | 'latitudeOutOfRange'
  | 'longitudeOutOfRange'
  | 'missingLocation';

export interface OsmandError {
  code: OsmandErrorCode;
  form: OsmandForm;
  /** The parameter or JSON field at fault, when there is one. */
  field?: string;
  /** The device id, when the request carried a usable one (the listener answers an unknown device as such). */
  deviceId?: string;
}

export type OsmandParseResult = { ok: true; fix: OsmandFix } | { ok: false; error: OsmandError };

/** Knots to km/h (the query form's speed; the Android client sends m/s × 1.943844). */
export const KMH_PER_KNOT = 1.852;
/** m/s to km/h (the JSON form's `coords.speed`). */
export const KMH_PER_METRE_PER_SECOND = 3.6;

/** A device id: printable ASCII without spaces, at most this long (IMEIs are 15 digits; Traccar Client makes 8). */
export const OSMAND_DEVICE_ID_MAX_LENGTH = 64;
const DEVICE_ID = new RegExp(`^[\\x21-\\x7e]{1,${OSMAND_DEVICE_ID_MAX_LENGTH}}$`);

/**
 * Plausible bounds: a value outside is treated as unknown (null) rather than stored, so one odd
 * device cannot put a value the positions table refuses into a batch that other reports share.
 */
const LIMITS = { speedKmh: 2000, accuracyMeters: 1_000_000, altitudeMeters: 100_000 } as const;
/** Free text from the device (event, alarm) is cut to this many characters. */
const TEXT_MAX_LENGTH = 100;

/** The device id, trimmed, when it is one. */
export function deviceIdOf(value: string): string | undefined {
  const id = value.trim();
  return DEVICE_ID.test(id) ? id : undefined;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A finite decimal number written as text (`12.3`, `-1`, `1e3`); not `NaN`, `Infinity` or hex. */
export function decimalOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounded to 0.01: what a `real` column keeps anyway, and no underflow for a value like 1e-50. */
const hundredths = (value: number) => Math.round(value * 100) / 100 + 0;

/** A speed in km/h; a negative speed (−1 = unknown) or an implausible one is null. */
export function speedKmhOf(kmh: number): number | null {
  return kmh >= 0 && kmh <= LIMITS.speedKmh ? hundredths(kmh) : null;
}

/** A course in degrees; negative (−1 = unknown) or above 360 is null. */
export function headingOf(degrees: number): number | null {
  return degrees >= 0 && degrees <= 360 ? hundredths(degrees) : null;
}

export function accuracyOf(meters: number): number | null {
  return meters >= 0 && meters <= LIMITS.accuracyMeters ? hundredths(meters) : null;
}

export function altitudeOf(meters: number): number | null {
  return Math.abs(meters) <= LIMITS.altitudeMeters ? hundredths(meters) : null;
}

/** Battery per cent, 0–100; anything else (−1 = unknown) is null. */
export function batteryPercentOf(percent: number): number | null {
  return percent >= 0 && percent <= 100 ? Math.round(percent * 10) / 10 + 0 : null;
}

export function textOf(value: string): string {
  return value.slice(0, TEXT_MAX_LENGTH);
}

/** Which coordinate is out of range, if one is (the table refuses both, reference: reject, never clamp). */
export function coordinateError(
  latitude: number,
  longitude: number,
): 'latitudeOutOfRange' | 'longitudeOutOfRange' | undefined {
  if (!(latitude >= -90 && latitude <= 90)) return 'latitudeOutOfRange';
  if (!(longitude >= -180 && longitude <= 180)) return 'longitudeOutOfRange';
  return undefined;
}
