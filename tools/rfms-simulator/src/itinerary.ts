import { DEPOTS, neighbours, routeBetween, type DepotId } from './finland-roads';
import { FUEL_ML_PER_METER, type SimulatedTruck } from './fleet';
import { makePath, pointAlong, type Path } from './geo';
import { pick, seededRandom } from './random';

/**
 * Where a truck is at any moment, as a pure function of its seed and the time: it waits at a
 * depot (loading, or parked overnight), drives a road to a neighbouring depot, and so on.
 */

type Leg =
  | { kind: 'stop'; start: number; end: number; depot: DepotId; overnight: boolean; headingDegrees: number }
  | { kind: 'drive'; start: number; end: number; path: Path; cruiseMps: number };

export interface TruckState {
  lat: number;
  lon: number;
  headingDegrees: number;
  speedKmh: number;
  /** Altitude above sea level, metres: a gentle, made-up landscape. */
  altitudeMeters: number;
  odometerMeters: number;
  engineHours: number;
  fuelUsedMl: number;
  workingState: 'DRIVE' | 'WORK' | 'REST';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Starting and braking, m/s². */
const ACCELERATION = 0.5;

export interface Itinerary {
  stateAt(at: number): TruckState;
}

export function createItinerary(truck: SimulatedTruck, seed: number, startsAt: number): Itinerary {
  const random = seededRandom(seed * 7919 + truck.index * 104_729 + 1);
  const legs: Leg[] = [];
  // Odometer, engine hours at the start of each leg, so a state is found without replaying the past.
  const odometerAtLeg: number[] = [];
  const engineHoursAtLeg: number[] = [];

  let depot = truck.home;
  let odometer = truck.startOdometerMeters;
  let engineHours = truck.startEngineHours;
  let heading = 0;
  let clock = startsAt;

  function push(leg: Leg) {
    legs.push(leg);
    odometerAtLeg.push(odometer);
    engineHoursAtLeg.push(engineHours);
  }

  function addStop(first: boolean) {
    // Trucks leave at different times: the first wait is up to 1.5 h, later ones 25–75 min of loading.
    let end = clock + (first ? random() * 90 * MINUTE : (25 + random() * 50) * MINUTE);
    const overnight = isNightDeparture(end);
    if (overnight) end = nextMorning(end);
    push({ kind: 'stop', start: clock, end: Math.round(end / 1000) * 1000, depot, overnight, headingDegrees: heading });
    clock = legs[legs.length - 1]!.end;
  }

  function addDrive() {
    const to = pick(random, neighbours(depot));
    const path = makePath(routeBetween(depot, to));
    const cruiseMps = truck.cruiseKmh / 3.6;
    const seconds = driveSeconds(path.lengthMeters, cruiseMps);
    push({ kind: 'drive', start: clock, end: clock + Math.round(seconds) * 1000, path, cruiseMps });
    clock = legs[legs.length - 1]!.end;
    // Unrounded, as a drive's state adds it up: a leg's end and the next leg's start then agree,
    // and the odometer and fuel (rounded only when reported) never step back at the boundary.
    odometer += path.lengthMeters;
    engineHours += Math.round(seconds) / 3600;
    heading = pointAlong(path, path.lengthMeters).headingDegrees;
    depot = to;
  }

  function extendTo(at: number) {
    if (legs.length === 0) addStop(true);
    while (clock <= at) {
      addDrive();
      addStop(false);
    }
  }

  return {
    stateAt(at) {
      const time = Math.max(at, startsAt);
      extendTo(time);
      const index = findLeg(legs, time);
      const leg = legs[index]!;
      const odometerBefore = odometerAtLeg[index]!;
      const engineHoursBefore = engineHoursAtLeg[index]!;
      if (leg.kind === 'stop') {
        const place = DEPOTS[leg.depot];
        return state(
          place.lat,
          place.lon,
          leg.headingDegrees,
          0,
          odometerBefore,
          engineHoursBefore,
          leg.overnight ? 'REST' : 'WORK',
        );
      }
      const seconds = (time - leg.start) / 1000;
      const { meters, speedMps } = trapezoid(leg.path.lengthMeters, leg.cruiseMps, seconds);
      const point = pointAlong(leg.path, meters);
      return state(
        point.lat,
        point.lon,
        point.headingDegrees,
        speedMps * 3.6,
        odometerBefore + meters,
        engineHoursBefore + seconds / 3600,
        'DRIVE',
      );
    },
  };

  function state(
    lat: number,
    lon: number,
    headingDegrees: number,
    speedKmh: number,
    odometerMeters: number,
    hours: number,
    workingState: TruckState['workingState'],
  ): TruckState {
    return {
      lat: round(lat, 6),
      lon: round(lon, 6),
      headingDegrees,
      speedKmh: round(speedKmh, 1),
      altitudeMeters: Math.round(60 + 40 * Math.sin(lat * 40) + 30 * Math.cos(lon * 30)),
      odometerMeters: Math.round(odometerMeters),
      engineHours: round(hours, 2),
      fuelUsedMl: Math.round(truck.startFuelUsedMl + (odometerMeters - truck.startOdometerMeters) * FUEL_ML_PER_METER),
      workingState,
    };
  }
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The last leg starting at or before `at` (legs cover the timeline without gaps). */
function findLeg(legs: readonly Leg[], at: number): number {
  let low = 0;
  let high = legs.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (legs[middle]!.start <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** No departures between 20:00 and 05:00 Finnish time (UTC+2 is close enough all year). */
function isNightDeparture(at: number): boolean {
  const hour = new Date(at + 2 * HOUR).getUTCHours();
  return hour >= 20 || hour < 5;
}

function nextMorning(at: number): number {
  const local = new Date(at + 2 * HOUR);
  const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 5) - 2 * HOUR;
  return morning > at ? morning : morning + 24 * HOUR;
}

function driveSeconds(lengthMeters: number, cruiseMps: number): number {
  const rampMeters = (cruiseMps * cruiseMps) / ACCELERATION;
  if (lengthMeters <= rampMeters) return 2 * Math.sqrt(lengthMeters / ACCELERATION);
  return (2 * cruiseMps) / ACCELERATION + (lengthMeters - rampMeters) / cruiseMps;
}

/** Distance and speed `seconds` into a drive that speeds up to cruise, cruises and brakes to a stop. */
function trapezoid(lengthMeters: number, cruiseMps: number, seconds: number): { meters: number; speedMps: number } {
  const total = driveSeconds(lengthMeters, cruiseMps);
  const top = Math.min(cruiseMps, Math.sqrt(lengthMeters * ACCELERATION));
  const ramp = top / ACCELERATION;
  const t = Math.min(Math.max(seconds, 0), total);
  if (t < ramp) return { meters: (ACCELERATION * t * t) / 2, speedMps: ACCELERATION * t };
  const rampMeters = (top * top) / (2 * ACCELERATION);
  if (t <= total - ramp) return { meters: rampMeters + top * (t - ramp), speedMps: top };
  const left = total - t;
  return { meters: lengthMeters - (ACCELERATION * left * left) / 2, speedMps: ACCELERATION * left };
}
