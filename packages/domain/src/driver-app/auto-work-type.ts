import { distanceMeters } from '../tracking/geo-distance';
import { DRIVE_WORK_TYPES, isEventWorkType, type WorkType } from '../work-types';

/**
 * Auto drive and auto break (spec section 9), judged over the stream of the phone's positions:
 * - auto drive: speed above 15 km/h for 3 minutes switches a non-driving event to Drive (1),
 *   the new event starting when the movement began;
 * - auto break: stationary for 5 minutes while driving (1 or 19) switches to Break (5), starting
 *   when the vehicle stopped.
 * Only time since the current event started counts, so a driver who taps Load while still rolling
 * into the dock is not switched back. Each run of movement or standing still suggests at most
 * once: a driver who undoes a suggestion (a ferry crossing, a queue) is not asked again until the
 * vehicle stops or moves again.
 */

export const AUTO_DRIVE_SPEED_KMH = 15;
export const AUTO_DRIVE_AFTER_MS = 3 * 60_000;
export const AUTO_BREAK_AFTER_MS = 5 * 60_000;
/** Below this reported speed a vehicle may be standing (GPS reports a few km/h of noise when parked). */
export const STATIONARY_SPEED_KMH = 3;
/** How far a standing vehicle's fixes may wander beyond their two accuracy radii (a truck shunting in a yard). */
export const STATIONARY_RADIUS_METERS = 30;
/** A longer silence of the GPS ends a run: what happened in between is not known. */
export const MAX_SAMPLE_GAP_MS = 2 * 60_000;
/** Fixes worse than this (cell or Wi-Fi positions) say too little about movement and are skipped. */
export const MAX_USABLE_ACCURACY_METERS = 100;
/** Assumed for a fix that gives no accuracy. */
export const ASSUMED_ACCURACY_METERS = 20;
/** A speed worked out from positions is measured over at least this long, so jitter averages out. */
export const SPEED_BASELINE_MS = 30_000;

const DRIVE: WorkType = 1;
const BREAK: WorkType = 5;

/** One fix of the phone's Geolocation API; `speedKmh` is null when the phone gives none. */
export interface PositionSample {
  atMs: number;
  speedKmh: number | null;
  latitude: number;
  longitude: number;
  accuracyMeters: number | null;
}

/** The running event of the ongoing shift. */
export interface CurrentWorkType {
  workType: number;
  startMs: number;
}

export interface AutoWorkTypeSuggestion {
  workType: 1 | 5;
  /** When the new event starts: never before the current event started, never after the last fix. */
  atMs: number;
}

interface Run {
  sinceMs: number;
  lastMs: number;
  /** The run already made its suggestion. */
  isSpent: boolean;
}

/** What the stream has shown so far; plain data, so it can be kept anywhere. */
export interface AutoWorkTypeState {
  /** The usable fixes of the last `SPEED_BASELINE_MS` and the one before them, oldest first. */
  recent: PositionSample[];
  /** Fixes above `AUTO_DRIVE_SPEED_KMH` without a break. */
  moving: Run | null;
  /** Fixes near `anchor`, the first of them, without a break. */
  still: (Run & { anchor: PositionSample }) | null;
}

export const AUTO_WORK_TYPE_START: AutoWorkTypeState = { recent: [], moving: null, still: null };

/**
 * Takes the next fix and says whether the work type should change now. Fixes out of order, at the
 * same time as the previous one, or too inaccurate are ignored.
 */
export function observePosition(
  state: AutoWorkTypeState,
  sample: PositionSample,
  current: CurrentWorkType,
): { state: AutoWorkTypeState; suggestion: AutoWorkTypeSuggestion | null } {
  const previous = state.recent.at(-1);
  if (!isUsable(sample) || (previous && sample.atMs <= previous.atMs)) return { state, suggestion: null };
  const isContinuous = previous !== undefined && sample.atMs - previous.atMs <= MAX_SAMPLE_GAP_MS;

  const speedKmh = speedKmhOf(sample, state.recent);
  let moving: Run | null = null;
  if (speedKmh !== null && speedKmh > AUTO_DRIVE_SPEED_KMH) {
    moving =
      state.moving && isContinuous
        ? { ...state.moving, lastMs: sample.atMs }
        : { sinceMs: sample.atMs, lastMs: sample.atMs, isSpent: false };
  }
  let still: AutoWorkTypeState['still'] = null;
  if (sample.speedKmh === null || sample.speedKmh < STATIONARY_SPEED_KMH) {
    still =
      state.still && isContinuous && isWithinReach(state.still.anchor, sample)
        ? { ...state.still, lastMs: sample.atMs }
        : { anchor: sample, sinceMs: sample.atMs, lastMs: sample.atMs, isSpent: false };
  }

  let suggestion: AutoWorkTypeSuggestion | null = null;
  const isDriving = DRIVE_WORK_TYPES.includes(current.workType as WorkType);
  if (isEventWorkType(current.workType) && !isDriving && moving && !moving.isSpent) {
    const fromMs = Math.max(moving.sinceMs, current.startMs);
    if (sample.atMs - fromMs >= AUTO_DRIVE_AFTER_MS) {
      suggestion = { workType: DRIVE as 1, atMs: fromMs };
      moving = { ...moving, isSpent: true };
    }
  } else if (isDriving && still && !still.isSpent) {
    const fromMs = Math.max(still.sinceMs, current.startMs);
    if (sample.atMs - fromMs >= AUTO_BREAK_AFTER_MS) {
      suggestion = { workType: BREAK as 5, atMs: fromMs };
      still = { ...still, isSpent: true };
    }
  }
  return { state: { recent: keepRecent([...state.recent, sample], sample.atMs), moving, still }, suggestion };
}

function isUsable(sample: PositionSample): boolean {
  return (
    Number.isFinite(sample.atMs) &&
    Number.isFinite(sample.latitude) &&
    Number.isFinite(sample.longitude) &&
    (sample.accuracyMeters === null || sample.accuracyMeters <= MAX_USABLE_ACCURACY_METERS)
  );
}

function accuracyOf(sample: PositionSample): number {
  return sample.accuracyMeters ?? ASSUMED_ACCURACY_METERS;
}

/**
 * The reported speed, else a lower bound from positions: the distance from a fix at least
 * `SPEED_BASELINE_MS` earlier less both accuracy radii, over the time between. A parked phone's
 * jitter stays inside its accuracy and so reads 0; the bound never exceeds the true average speed.
 * Null when there is no earlier fix to measure from.
 */
function speedKmhOf(sample: PositionSample, recent: readonly PositionSample[]): number | null {
  if (sample.speedKmh !== null && Number.isFinite(sample.speedKmh)) return sample.speedKmh;
  const base = recent.findLast((fix) => sample.atMs - fix.atMs >= SPEED_BASELINE_MS) ?? recent[0];
  if (!base) return null;
  const meters = Math.max(0, distanceMeters(base, sample) - accuracyOf(base) - accuracyOf(sample));
  return (meters / (sample.atMs - base.atMs)) * 3600;
}

function isWithinReach(anchor: PositionSample, sample: PositionSample): boolean {
  return distanceMeters(anchor, sample) <= STATIONARY_RADIUS_METERS + accuracyOf(anchor) + accuracyOf(sample);
}

function keepRecent(fixes: PositionSample[], nowMs: number): PositionSample[] {
  const baseIndex = fixes.findLastIndex((fix) => nowMs - fix.atMs >= SPEED_BASELINE_MS);
  return baseIndex > 0 ? fixes.slice(baseIndex) : fixes;
}
