import type { FeatureKey } from '@rahti/domain';

/** The contact form with the subject "adding features to our subscription" filled in, naming one feature if given. */
export function askForFeaturesPath(feature?: FeatureKey): string {
  const params = new URLSearchParams({ subject: 'sales' });
  if (feature) params.set('feature', feature);
  return `/contact-us?${params.toString()}`;
}
