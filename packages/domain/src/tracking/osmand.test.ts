import { describe, expect, it } from 'vitest';
import { parseOsmandRequest, parseOsmandTimestamp, type OsmandFix, type OsmandRequest } from './osmand';
import { shortenDeviceId } from './osmand-refusals.schemas';
import { traccarAndroidQuery, traccarClient9Body } from './osmand-requests';

const RECEIVED = Date.UTC(2025, 5, 10, 8, 20, 0);
const query = (text: string, extra: Partial<OsmandRequest> = {}): OsmandRequest => ({
  contentType: undefined,
  query: text,
  body: '',
  receivedAtMs: RECEIVED,
  ...extra,
});
const json = (body: unknown): OsmandRequest => ({
  contentType: 'application/json; charset=utf-8',
  query: '',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  receivedAtMs: RECEIVED,
});
const fixOf = (request: OsmandRequest): OsmandFix => {
  const result = parseOsmandRequest(request);
  if (!result.ok) throw new Error(`not a fix: ${JSON.stringify(result.error)}`);
  return result.fix;
};
const errorOf = (request: OsmandRequest) => {
  const result = parseOsmandRequest(request);
  if (result.ok) throw new Error('parsed');
  return result.error;
};

/** Reference section 3.1: what Traccar Client Android ≤ 8 sends, all in the query of an empty POST. */
const ANDROID = traccarAndroidQuery('123456', 1718000000);

/** Reference section 3.2: Traccar Client 9's JSON, with the `_` field a form-reading server would use. */
const CLIENT_9 = traccarClient9Body('123456', '2025-06-10T08:15:30.123Z');

describe('the sample requests every suite sends', () => {
  it('are the reference’s, word for word', () => {
    expect(ANDROID).toBe(
      'id=123456&timestamp=1718000000&lat=60.1699&lon=24.9384&speed=12.3&bearing=270.0&altitude=15.0&accuracy=5.0&batt=87.0',
    );
    expect(JSON.stringify(CLIENT_9)).toBe(
      '{"location":{"timestamp":"2025-06-10T08:15:30.123Z","coords":{"latitude":60.1699,"longitude":24.9384,"accuracy":5,"speed":3.4,"heading":270,"altitude":15},' +
        '"is_moving":true,"odometer":12345.6,"event":"motionchange","battery":{"level":0.87,"is_charging":false},"activity":{"type":"in_vehicle"},"extras":{},' +
        '"_":"&id=123456&lat=60.1699&lon=24.9384&timestamp=2025-06-10T08:15:30.123Z&"},"device_id":"123456"}',
    );
  });
});

describe('the query-string form (Traccar Client Android, OsmAnd, trackers)', () => {
  it("reads the Android client's request: knots to km/h, seconds to an instant, battery in per cent", () => {
    expect(fixOf(query(ANDROID))).toEqual({
      form: 'query',
      deviceId: '123456',
      fixTimeMs: 1_718_000_000_000,
      latitude: 60.1699,
      longitude: 24.9384,
      speedKmh: 22.78,
      headingDegrees: 270,
      altitudeMeters: 15,
      accuracyMeters: 5,
      batteryPercent: 87,
      isCharging: null,
      isValid: true,
      isMock: null,
      isMoving: null,
      event: null,
      alarm: null,
      odometerMeters: null,
    });
  });

  it('takes the parameters from a form-encoded body when the query is empty', () => {
    expect(fixOf(query('', { body: ANDROID, contentType: 'application/x-www-form-urlencoded' }))).toEqual(
      fixOf(query(ANDROID)),
    );
  });

  it('reads location=lat,lon, deviceid, heading, charge, mock, alarm and valid=0', () => {
    expect(
      fixOf(
        query(
          'deviceid=357207059646786&location=-33.8688,151.2093&heading=12.5&charge=true&mock=true&alarm=sos&valid=0',
        ),
      ),
    ).toMatchObject({
      deviceId: '357207059646786',
      latitude: -33.8688,
      longitude: 151.2093,
      headingDegrees: 12.5,
      isCharging: true,
      isMock: true,
      alarm: 'sos',
      isValid: false,
      fixTimeMs: RECEIVED,
    });
  });

  it('treats −1 as an unknown speed, course and battery', () => {
    expect(fixOf(query('id=1&lat=1&lon=2&speed=-1&bearing=-1&batt=-1&accuracy=-1'))).toMatchObject({
      speedKmh: null,
      headingDegrees: null,
      batteryPercent: null,
      accuracyMeters: null,
    });
  });

  it('lets the later of two parameters for one field win, as Traccar reads them in order', () => {
    expect(fixOf(query('id=1&lat=1&lon=2&heading=10&bearing=20&lat=3'))).toMatchObject({
      latitude: 3,
      headingDegrees: 20,
    });
  });

  it('refuses a malformed line with the field at fault', () => {
    expect(errorOf(query('lat=60&lon=24'))).toEqual({ code: 'missingDeviceId', form: 'query' });
    expect(errorOf(query('id=&lat=60&lon=24'))).toMatchObject({ code: 'invalidDeviceId', field: 'id' });
    expect(errorOf(query('id=1&lat=NaN&lon=24'))).toMatchObject({ code: 'invalidNumber', field: 'lat', deviceId: '1' });
    expect(errorOf(query('id=1&lat=60&lon=24&speed=fast'))).toMatchObject({ code: 'invalidNumber', field: 'speed' });
    expect(errorOf(query('id=1&lat=90.5&lon=24'))).toMatchObject({ code: 'latitudeOutOfRange', field: 'lat' });
    expect(errorOf(query('id=1&location=60,-181'))).toMatchObject({ code: 'longitudeOutOfRange', field: 'location' });
    expect(errorOf(query('id=1&location=60'))).toMatchObject({ code: 'invalidNumber', field: 'location' });
    expect(errorOf(query('id=1&lat=60&lon=24&timestamp=yesterday'))).toMatchObject({
      code: 'invalidTimestamp',
      field: 'timestamp',
    });
  });

  it('says a report without coordinates has no location, with its device', () => {
    expect(errorOf(query('id=123456&batt=50'))).toEqual({ code: 'missingLocation', form: 'query', deviceId: '123456' });
  });
});

describe('the JSON form (Traccar Client 9)', () => {
  it('reads the 9.x request: m/s to km/h, the battery level to per cent, the ISO time', () => {
    expect(fixOf(json(CLIENT_9))).toEqual({
      form: 'json',
      deviceId: '123456',
      fixTimeMs: Date.parse('2025-06-10T08:15:30.123Z'),
      latitude: 60.1699,
      longitude: 24.9384,
      speedKmh: 12.24,
      headingDegrees: 270,
      altitudeMeters: 15,
      accuracyMeters: 5,
      batteryPercent: 87,
      isCharging: false,
      isValid: true,
      isMock: null,
      isMoving: true,
      event: 'motionchange',
      alarm: null,
      odometerMeters: 12345.6,
    });
  });

  it('treats −1 as unknown and finds an alarm in extras', () => {
    const location = {
      ...CLIENT_9.location,
      coords: { ...CLIENT_9.location.coords, speed: -1, heading: -1 },
      battery: { level: -1, is_charging: true },
      extras: { alarm: 'sos' },
    };
    expect(fixOf(json({ ...CLIENT_9, location }))).toMatchObject({
      speedKmh: null,
      headingDegrees: null,
      batteryPercent: null,
      isCharging: true,
      alarm: 'sos',
    });
  });

  it('takes the receive time when the location has no timestamp', () => {
    const { timestamp: _, ...location } = CLIENT_9.location;
    expect(fixOf(json({ ...CLIENT_9, location })).fixTimeMs).toBe(RECEIVED);
  });

  it('is read by its `_` field when it arrives without a JSON content type', () => {
    expect(fixOf({ ...json(CLIENT_9), contentType: 'text/plain' })).toMatchObject({
      form: 'query',
      deviceId: '123456',
      latitude: 60.1699,
      longitude: 24.9384,
      fixTimeMs: Date.parse('2025-06-10T08:15:30.123Z'),
    });
  });

  it('refuses malformed JSON and missing or wrong fields', () => {
    expect(errorOf(json('{"location": {'))).toEqual({ code: 'invalidJson', form: 'json' });
    expect(errorOf(json([CLIENT_9]))).toEqual({ code: 'invalidJson', form: 'json' });
    expect(errorOf(json({ location: CLIENT_9.location }))).toMatchObject({ code: 'missingDeviceId' });
    expect(errorOf(json({ device_id: '123456' }))).toMatchObject({
      code: 'invalidJson',
      field: 'location',
      deviceId: '123456',
    });
    expect(
      errorOf(
        json({
          ...CLIENT_9,
          location: { ...CLIENT_9.location, coords: { ...CLIENT_9.location.coords, latitude: '60.1' } },
        }),
      ),
    ).toMatchObject({ code: 'invalidNumber', field: 'location.coords.latitude' });
    expect(
      errorOf(
        json({
          ...CLIENT_9,
          location: { ...CLIENT_9.location, coords: { ...CLIENT_9.location.coords, longitude: 200 } },
        }),
      ),
    ).toMatchObject({ code: 'longitudeOutOfRange' });
    expect(errorOf(json({ ...CLIENT_9, location: { ...CLIENT_9.location, timestamp: 'soon' } }))).toMatchObject({
      code: 'invalidTimestamp',
    });
  });

  it('says a location without coords has no location, with its device', () => {
    const { coords: _, ...location } = CLIENT_9.location;
    expect(errorOf(json({ ...CLIENT_9, location }))).toEqual({
      code: 'missingLocation',
      form: 'json',
      field: 'location.coords',
      deviceId: '123456',
    });
  });
});

describe('timestamps', () => {
  it('reads seconds below 2^31 − 1 and milliseconds from it, as Traccar does', () => {
    expect(parseOsmandTimestamp('1718000000')).toBe(1_718_000_000_000);
    expect(parseOsmandTimestamp('1718000000123')).toBe(1_718_000_000_123);
    expect(parseOsmandTimestamp('2147483646')).toBe(2_147_483_646_000);
    expect(parseOsmandTimestamp('2147483647')).toBe(2_147_483_647);
    expect(parseOsmandTimestamp('1718000000.5')).toBe(1_718_000_000_500);
  });

  it('reads ISO text (no zone is UTC) and yyyy-MM-dd HH:mm:ss as UTC', () => {
    expect(parseOsmandTimestamp('2025-06-10T08:15:30.123Z')).toBe(Date.UTC(2025, 5, 10, 8, 15, 30, 123));
    expect(parseOsmandTimestamp('2025-06-10T11:15:30+03:00')).toBe(Date.UTC(2025, 5, 10, 8, 15, 30));
    expect(parseOsmandTimestamp('2025-06-10T08:15')).toBe(Date.UTC(2025, 5, 10, 8, 15));
    expect(parseOsmandTimestamp('2025-06-10 08:15:30')).toBe(Date.UTC(2025, 5, 10, 8, 15, 30));
    expect(fixOf(query('id=1&lat=1&lon=2&timestamp=2025-06-10+08:15:30')).fixTimeMs).toBe(
      Date.UTC(2025, 5, 10, 8, 15, 30),
    );
  });

  it('refuses days that do not exist, zones that do not exist and times outside 1970–2099', () => {
    for (const text of [
      '2025-02-30 10:00:00',
      '2025-06-10T24:00:00Z',
      '2025-06-10T08:00:00+25:00',
      '1969-12-31T23:59:59Z',
      '2100-01-01T00:00:00Z',
      '0099-01-01T00:00:00Z',
      '',
      '-5',
      '1e9',
    ]) {
      expect(parseOsmandTimestamp(text), text).toBeUndefined();
    }
  });
});

describe('device ids shown to people', () => {
  it('keep the first two and last four characters of an IMEI', () => {
    expect(shortenDeviceId('357207059646786')).toBe('35…6786');
    expect(shortenDeviceId('12345678')).toBe('12…5678');
    expect(shortenDeviceId('123456')).toBe('1…6');
    expect(shortenDeviceId('12')).toBe('…');
  });
});
