import type { VehicleClass } from './vehicle-classes';

/**
 * The pre-trip check (issue 25, decision 0034): what a driver looks at before driving off, per
 * vehicle class. Without zod, so the driver app reads it without the schemas.
 */

/** The built-in items; their labels are the `pre-trip` catalogue's `items.<key>` in each language. */
export const PRE_TRIP_BUILT_IN_ITEMS = [
  'lights',
  'tyres',
  'brakes',
  'mirrors',
  'leaks',
  'loadSecuring',
  'coupling',
  'documents',
  'safetyKit',
] as const;
export type PreTripBuiltInItem = (typeof PRE_TRIP_BUILT_IN_ITEMS)[number];

/** A checklist's item: a built-in one by its key, or the organisation's own with its label. */
export type PreTripItem = { kind: 'builtIn'; key: PreTripBuiltInItem } | { kind: 'own'; key: string; label: string };

export const PRE_TRIP_LIMITS = {
  itemsMax: 30,
  labelMax: 80,
  noteMax: 500,
  photosMax: 3,
  /** An own item's key: `own-` and up to 36 letters or digits, made by whoever adds it. */
  ownKeyMax: 40,
  /** The office's list reads at most this many days at a time. */
  periodDaysMax: 366,
} as const;
export const PRE_TRIP_OWN_KEY_PATTERN = /^own-[a-z0-9]{1,36}$/;

export const PRE_TRIP_RESULTS = ['ok', 'defect'] as const;
export type PreTripResult = (typeof PRE_TRIP_RESULTS)[number];
/** `skipped`: the driver chose to drive without the check; it is recorded so the office sees it. */
export const PRE_TRIP_STATUSES = ['done', 'skipped'] as const;
export type PreTripStatus = (typeof PRE_TRIP_STATUSES)[number];

const builtIn = (...keys: PreTripBuiltInItem[]): PreTripItem[] => keys.map((key) => ({ kind: 'builtIn', key }));

/** What every powered vehicle is checked for; the coupling only where a combination is driven. */
const POWERED = ['lights', 'tyres', 'brakes', 'mirrors', 'leaks'] as const;
const ON_BOARD = ['documents', 'safetyKit'] as const;

/**
 * The built-in checklist of each vehicle class (spec section 3's classes), until the organisation
 * writes its own: load securing where a load is carried, the coupling on tractor units, HCT
 * combinations and trailers, the documents, tachograph card, first-aid kit and extinguisher in
 * whatever has a cab. A machine's is the few that apply to a machine on a site.
 */
export const PRE_TRIP_DEFAULT_CHECKLISTS: Readonly<Record<VehicleClass, readonly PreTripItem[]>> = {
  1: builtIn(...POWERED, ...ON_BOARD),
  2: builtIn(...POWERED, 'loadSecuring', ...ON_BOARD),
  3: builtIn(...POWERED, 'loadSecuring', ...ON_BOARD),
  4: builtIn(...POWERED, 'coupling', ...ON_BOARD),
  5: builtIn('lights', 'tyres', 'brakes', 'leaks', 'loadSecuring', 'coupling'),
  6: builtIn('lights', 'tyres', 'brakes', 'leaks', 'loadSecuring', 'coupling'),
  7: builtIn(...POWERED, 'loadSecuring', 'coupling', ...ON_BOARD),
  8: builtIn(...POWERED, ...ON_BOARD),
  9: builtIn('lights', 'leaks', 'safetyKit'),
};

/** The catalogue key of a built-in item's label. */
export const preTripItemLabelKey = (key: PreTripBuiltInItem) => `pre-trip:items.${key}` as const;
