/** Subscription flags of an organisation (spec section 3, "Feature flags"). */
export const FEATURE_KEYS = [
  'dashboard',
  'calculations',
  'drivers',
  'taskProfitability',
  'timesheetManagement',
  'routes',
  'vehicles',
  'sharing',
  'map',
  'reports',
  'externalServiceIntegration',
  'api',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type Features = Record<FeatureKey, boolean>;

/** What a newly registered organisation gets: the base subscription (the access-denied pages
 * say other features are "not part of the base subscription"). */
export const BASE_SUBSCRIPTION: readonly FeatureKey[] = ['dashboard', 'calculations'];

/** Fills every flag, so a stored partial object or a new key reads as disabled, never undefined. */
export function normaliseFeatures(stored: Partial<Record<string, unknown>> | null | undefined): Features {
  const features = {} as Features;
  for (const key of FEATURE_KEYS) features[key] = stored?.[key] === true;
  return features;
}

export function baseSubscriptionFeatures(): Features {
  return normaliseFeatures(Object.fromEntries(BASE_SUBSCRIPTION.map((key) => [key, true])));
}

export function allFeatures(): Features {
  return normaliseFeatures(Object.fromEntries(FEATURE_KEYS.map((key) => [key, true])));
}
