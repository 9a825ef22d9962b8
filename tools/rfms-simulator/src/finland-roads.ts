import type { LatLon } from './geo';

/**
 * Four depots and the main roads between them, as waypoints near the real routes (Vt1/E18,
 * Vt3/E12, Vt4/E75, Vt9/E63, Vt12). Straight lines between waypoints are close enough for a map.
 */
export const DEPOTS = {
  helsinki: { name: 'Helsinki, Roihupelto', lat: 60.2185, lon: 25.065 },
  tampere: { name: 'Tampere, Lakalaiva', lat: 61.46, lon: 23.79 },
  turku: { name: 'Turku, Artukainen', lat: 60.456, lon: 22.19 },
  lahti: { name: 'Lahti, Kujala', lat: 60.951, lon: 25.71 },
} as const satisfies Record<string, LatLon & { name: string }>;

export type DepotId = keyof typeof DEPOTS;
export const DEPOT_IDS = Object.keys(DEPOTS) as DepotId[];

interface Road {
  from: DepotId;
  to: DepotId;
  /** Waypoints between the two depots, from `from` towards `to`. */
  via: readonly (readonly [number, number])[];
}

const ROADS: readonly Road[] = [
  {
    from: 'helsinki',
    to: 'tampere',
    via: [
      [60.23, 24.95],
      [60.27, 24.87],
      [60.42, 24.82],
      [60.63, 24.78],
      [60.77, 24.62],
      [60.97, 24.47],
      [61.1, 24.18],
      [61.17, 23.9],
      [61.31, 23.76],
    ],
  },
  {
    from: 'helsinki',
    to: 'turku',
    via: [
      [60.23, 24.95],
      [60.22, 24.65],
      [60.25, 24.35],
      [60.26, 24.07],
      [60.31, 23.64],
      [60.39, 23.13],
      [60.46, 22.7],
      [60.47, 22.4],
    ],
  },
  {
    from: 'helsinki',
    to: 'lahti',
    via: [
      [60.28, 25.05],
      [60.35, 25.08],
      [60.47, 25.1],
      [60.63, 25.32],
      [60.78, 25.5],
    ],
  },
  {
    from: 'tampere',
    to: 'turku',
    via: [
      [61.34, 23.63],
      [61.08, 23.54],
      [60.85, 23.06],
      [60.65, 22.59],
      [60.52, 22.35],
    ],
  },
  {
    from: 'lahti',
    to: 'tampere',
    via: [
      [61.05, 25.44],
      [61.08, 25.05],
      [61.22, 24.6],
      [61.34, 24.27],
      [61.46, 24.07],
    ],
  },
];

/** The depots one road away from `depot`, in a fixed order. */
export function neighbours(depot: DepotId): DepotId[] {
  return ROADS.flatMap((road) => (road.from === depot ? [road.to] : road.to === depot ? [road.from] : []));
}

/** The waypoints of the road from one depot to a neighbour, depots included. */
export function routeBetween(from: DepotId, to: DepotId): LatLon[] {
  const road = ROADS.find((r) => (r.from === from && r.to === to) || (r.from === to && r.to === from));
  if (!road) throw new Error(`No road from ${from} to ${to}`);
  const inner = road.via.map(([lat, lon]) => ({ lat, lon }));
  const forward = [DEPOTS[road.from], ...inner, DEPOTS[road.to]].map(({ lat, lon }) => ({ lat, lon }));
  return road.from === from ? forward : forward.reverse();
}
