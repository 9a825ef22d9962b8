import { parseDecimal, ROUTE_LIMITS, type Waypoint } from '@rahti/domain';

/** A waypoint as its inputs hold it: coordinates as typed (a decimal point or comma), a key for the list. */
export interface WaypointDraft {
  key: number;
  address: string;
  lat: string;
  lng: string;
}

export type WaypointAction =
  /** A new last waypoint: a map click gives its place, the list's button none. */
  | { type: 'add'; lat?: number; lng?: number }
  | { type: 'edit'; index: number; field: 'address' | 'lat' | 'lng'; text: string }
  /** A marker dragged to a new place. */
  | { type: 'place'; index: number; lat: number; lng: number }
  /** One step earlier (-1) or later (1) in the order driven. */
  | { type: 'move'; index: number; offset: -1 | 1 }
  | { type: 'remove'; index: number };

/** Six decimals of a degree are about 10 cm: a map click is not more exact than that. */
const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * The waypoint list after one edit, from the map or from the list's inputs and buttons. An edit
 * that does nothing (moving the first one up, adding past the limit) gives the list as it was.
 */
export function waypointsReducer(list: readonly WaypointDraft[], action: WaypointAction): readonly WaypointDraft[] {
  const inRange = 'index' in action && action.index >= 0 && action.index < list.length;
  switch (action.type) {
    case 'add': {
      if (list.length >= ROUTE_LIMITS.waypointsMax) return list;
      const key = list.reduce((max, item) => Math.max(max, item.key), 0) + 1;
      const text = (value: number | undefined) => (value === undefined ? '' : coordinateText(value));
      return [...list, { key, address: '', lat: text(action.lat), lng: text(action.lng) }];
    }
    case 'edit':
      if (!inRange) return list;
      return list.map((item, i) => (i === action.index ? { ...item, [action.field]: action.text } : item));
    case 'place':
      if (!inRange) return list;
      return list.map((item, i) =>
        i === action.index ? { ...item, lat: coordinateText(action.lat), lng: coordinateText(action.lng) } : item,
      );
    case 'move': {
      const to = action.index + action.offset;
      if (!inRange || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[action.index], next[to]] = [next[to]!, next[action.index]!];
      return next;
    }
    case 'remove':
      return inRange ? list.filter((_, i) => i !== action.index) : list;
  }
}

/** The drafts of a saved route's waypoints, keyed 1, 2, … in order. */
export function waypointDrafts(waypoints: readonly Waypoint[]): WaypointDraft[] {
  return waypoints.map((waypoint, i) => ({
    key: i + 1,
    address: waypoint.address,
    lat: String(waypoint.lat),
    lng: String(waypoint.lng),
  }));
}

/** A draft's place, when both coordinates are numbers on the globe. */
export function placeOf(draft: WaypointDraft): { lat: number; lng: number } | undefined {
  const lat = parseDecimal(draft.lat.trim());
  const lng = parseDecimal(draft.lng.trim());
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** Every draft as a waypoint, or undefined while one has no place yet: what can be measured. */
export function completeWaypoints(list: readonly WaypointDraft[]): Waypoint[] | undefined {
  const waypoints: Waypoint[] = [];
  for (const draft of list) {
    const place = placeOf(draft);
    if (!place) return undefined;
    waypoints.push({ address: draft.address.trim(), ...place });
  }
  return waypoints;
}
