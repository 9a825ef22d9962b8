/**
 * The requests Traccar Client sends (reference section 3), as it writes them, for a device id and
 * time of the caller's choosing: the parser's and the server's tests, the bench and end-to-end
 * journeys send these. The position is Helsinki unless told.
 */
export interface SamplePosition {
  latitude: number;
  longitude: number;
}

const HELSINKI: SamplePosition = { latitude: 60.1699, longitude: 24.9384 };

/**
 * Traccar Client Android ≤ 8 (reference section 3.1): an empty POST with this query string.
 * Speed 12.3 knots, course 270°, altitude 15 m, accuracy 5 m, battery 87 %.
 */
export function traccarAndroidQuery(
  deviceId: string,
  unixSeconds: number,
  position: SamplePosition = HELSINKI,
): string {
  return `id=${encodeURIComponent(deviceId)}&timestamp=${unixSeconds}&lat=${position.latitude}&lon=${position.longitude}&speed=12.3&bearing=270.0&altitude=15.0&accuracy=5.0&batt=87.0`;
}

/**
 * Traccar Client 9's JSON body (reference section 3.2), POSTed as application/json; `coords`
 * replaces fields of its coordinates (speed 3.4 m/s, course 270°, accuracy 5 m, altitude 15 m).
 * The `_` field is the app's trick for servers that read the body as a form.
 */
export function traccarClient9Body(
  deviceId: string,
  isoTime: string,
  coords: Partial<Record<'latitude' | 'longitude' | 'speed' | 'heading' | 'accuracy' | 'altitude', number>> = {},
) {
  const at = { ...HELSINKI, ...coords };
  return {
    location: {
      timestamp: isoTime,
      coords: {
        latitude: at.latitude,
        longitude: at.longitude,
        accuracy: 5.0,
        speed: 3.4,
        heading: 270.0,
        altitude: 15.0,
        ...coords,
      },
      is_moving: true,
      odometer: 12345.6,
      event: 'motionchange',
      battery: { level: 0.87, is_charging: false },
      activity: { type: 'in_vehicle' },
      extras: {},
      _: `&id=${deviceId}&lat=${at.latitude}&lon=${at.longitude}&timestamp=${isoTime}&`,
    },
    device_id: deviceId,
  };
}
