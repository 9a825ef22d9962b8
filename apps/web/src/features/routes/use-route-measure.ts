import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { DistanceSource, RouteMeasure, Waypoint } from '@rahti/domain';
import { useMeasureRoute } from './routes-api';
import { completeWaypoints, type WaypointDraft } from './waypoints-reducer';

/** Typing a coordinate pauses this long before the route is measured again. */
const MEASURE_DEBOUNCE_MS = 600;

interface MeasureTarget {
  waypoints: readonly WaypointDraft[];
  distanceManual: boolean;
  /** Puts the measured figures in the form: the distance to 0.1 km, the driving time in minutes. */
  onMeasured: (measure: RouteMeasure) => void;
}

/**
 * Measures the route between its waypoints (POST /api/routes/measure) whenever the places
 * change and at least two are complete, unless the distance was typed; "measure again" does it
 * at once, typed or not. Keeps the source and the line to draw.
 */
export function useRouteMeasure({ waypoints, distanceManual, onMeasured }: MeasureTarget, saved?: DistanceSource) {
  const measure = useMeasureRoute();
  const complete = completeWaypoints(waypoints);
  const places = complete && complete.length >= 2 ? JSON.stringify(complete.map((w) => [w.lat, w.lng])) : '';
  const [result, setResult] = useState<
    { source: DistanceSource; path: RouteMeasure['path']; places: string } | undefined
  >(saved ? { source: saved, path: [], places } : undefined);
  const [settled] = useDebouncedValue(places, MEASURE_DEBOUNCE_MS);
  const measured = useRef(places);
  const latest = useRef({ complete, onMeasured });
  latest.current = { complete, onMeasured };

  const run = (list: Waypoint[]) =>
    measure.mutate(list, {
      onSuccess: (answer) => {
        setResult({
          source: answer.source,
          path: answer.path,
          places: JSON.stringify(list.map((w) => [w.lat, w.lng])),
        });
        latest.current.onMeasured(answer);
      },
    });

  useEffect(() => {
    // The saved route's own places are not measured again on opening; only a change is.
    if (settled === measured.current) return;
    measured.current = settled;
    const list = latest.current.complete;
    if (!settled || !list || distanceManual) return;
    run(list);
    // Once per settled change of the places: the rest is read from `latest` as it is then.
  }, [settled]);

  return {
    source: distanceManual ? ('manual' as const) : result?.source,
    /** The measured line of the places as they are now; none yet: the waypoints in order are drawn. */
    path: result && result.places === places ? result.path : [],
    pending: measure.isPending,
    error: measure.error,
    canMeasure: Boolean(places),
    measureAgain: () => {
      if (complete && complete.length >= 2) run(complete);
    },
  };
}

export type RouteMeasureState = ReturnType<typeof useRouteMeasure>;
