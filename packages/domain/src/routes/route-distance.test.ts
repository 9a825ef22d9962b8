import { describe, expect, it } from 'vitest';
import { estimateRoute } from './route-distance';

const helsinki = { lat: 60.1699, lng: 24.9384 };
const tampere = { lat: 61.4978, lng: 23.761 };
const oulu = { lat: 65.0121, lng: 25.4651 };

describe('estimateRoute (decision 0027: great circle × 1.3 at 70 km/h)', () => {
  it('one degree of longitude on the equator: 2π × 6371.0088 / 360 = 111.195 km', () => {
    // 111.195 × 1.3 = 144.554 → 144.6 km; 144.554 / 70 × 60 = 123.90 → 124 min.
    expect(
      estimateRoute([
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
      ]),
    ).toEqual({ distanceKm: 144.6, drivingMinutes: 124 });
  });

  it('Helsinki to Tampere', () => {
    // Δφ = 1.3279°, Δλ = −1.1774°: h = sin²(Δφ/2) + cos 60.1699° · cos 61.4978° · sin²(Δλ/2)
    // = 0.00013428 + 0.49743 · 0.47719 · 0.00010557 = 0.00015934; d = 2R · asin √h = 160.845 km.
    // 160.845 × 1.3 = 209.099 → 209.1 km; 209.099 / 70 × 60 = 179.23 → 179 min.
    expect(estimateRoute([helsinki, tampere])).toEqual({ distanceKm: 209.1, drivingMinutes: 179 });
  });

  it('sums the legs in order: Helsinki, Tampere, Oulu', () => {
    // Tampere–Oulu is 399.932 km on the great circle: (160.845 + 399.932) × 1.3 = 729.010 → 729.0 km;
    // 729.010 / 70 × 60 = 624.87 → 625 min (from the unrounded distance).
    expect(estimateRoute([helsinki, tampere, oulu])).toEqual({ distanceKm: 729, drivingMinutes: 625 });
    expect(estimateRoute([oulu, tampere, helsinki])).toEqual({ distanceKm: 729, drivingMinutes: 625 });
  });

  it('gives 0 km and 0 min for fewer than two waypoints or a route that stays put', () => {
    expect(estimateRoute([])).toEqual({ distanceKm: 0, drivingMinutes: 0 });
    expect(estimateRoute([helsinki])).toEqual({ distanceKm: 0, drivingMinutes: 0 });
    expect(estimateRoute([helsinki, helsinki])).toEqual({ distanceKm: 0, drivingMinutes: 0 });
  });
});
