import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures, FEATURE_KEYS, normaliseFeatures } from './features';

describe('features', () => {
  it('read every missing or non-true flag as disabled', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (stored) => {
        const features = normaliseFeatures(stored);
        expect(Object.keys(features).sort()).toEqual([...FEATURE_KEYS].sort());
        for (const key of FEATURE_KEYS) expect(features[key]).toBe(stored[key] === true);
      }),
    );
  });

  it('give a new organisation the base subscription: dashboard and calculations', () => {
    const enabled = Object.entries(baseSubscriptionFeatures())
      .filter(([, on]) => on)
      .map(([key]) => key);
    expect(enabled).toEqual(['dashboard', 'calculations']);
  });
});
