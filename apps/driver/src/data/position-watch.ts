import type { PhonePosition, PositionSample } from '@rahti/domain';
import type { DriverDataSnapshot } from './driver-data.types';

export type Tracking = DriverDataSnapshot['tracking'];

/** Positions kept for the map: one every 5 s is a smooth track at a fifth of the GPS's rate. */
export const POSITION_KEEP_INTERVAL_MS = 5_000;

// GeolocationPositionError codes (jsdom and some browsers lack the named constants).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

export interface PositionWatch {
  stop(): void;
}

/** Reads the phone's position with high accuracy until stopped; says when it cannot. */
export function watchPositions(
  geolocation: Geolocation | undefined,
  handlers: { onPosition(position: GeolocationPosition): void; onTracking(tracking: Tracking): void },
): PositionWatch {
  if (!geolocation) {
    handlers.onTracking('unavailable');
    return { stop() {} };
  }
  handlers.onTracking('on');
  let isStopped = false;
  const id = geolocation.watchPosition(
    (position) => {
      if (isStopped) return;
      handlers.onTracking('on');
      handlers.onPosition(position);
    },
    (error) => {
      if (isStopped) return;
      if (error.code === PERMISSION_DENIED) {
        handlers.onTracking('denied');
        geolocation.clearWatch(id);
      } else if (error.code === POSITION_UNAVAILABLE) {
        handlers.onTracking('unavailable');
      }
    },
    { enableHighAccuracy: true, maximumAge: 0 },
  );
  return {
    stop() {
      isStopped = true;
      geolocation.clearWatch(id);
    },
  };
}

const speedKmhOf = (coords: GeolocationCoordinates) => (coords.speed === null || !Number.isFinite(coords.speed) ? null : coords.speed * 3.6);

/**
 * A fix as the auto work-type rules read it, stamped `atMs` by the app's clock on arrival: the
 * shift's events are stamped by that clock, and a fix's own timestamp may come from another
 * (some phones and emulators report fix times off by seconds or more).
 */
export function sampleOf(position: GeolocationPosition, atMs: number): PositionSample {
  const { coords } = position;
  return {
    atMs,
    speedKmh: speedKmhOf(coords),
    latitude: coords.latitude,
    longitude: coords.longitude,
    accuracyMeters: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
  };
}

/** The position as the API takes it; values outside its ranges (a wild fix) become null or are left out. */
export function phonePositionOf(position: GeolocationPosition, vehicleId: string, atMs: number): PhonePosition | null {
  const { coords } = position;
  if (Math.abs(coords.latitude) > 90 || Math.abs(coords.longitude) > 180 || !Number.isFinite(atMs)) return null;
  const within = (value: number | null, max: number) => (value !== null && Number.isFinite(value) && value >= 0 && value <= max ? value : null);
  return {
    vehicleId,
    at: new Date(atMs).toISOString(),
    latitude: coords.latitude,
    longitude: coords.longitude,
    speedKmh: within(speedKmhOf(coords), 400),
    headingDegrees: within(coords.heading, 360),
    accuracyMeters: within(coords.accuracy, 100_000),
  };
}
