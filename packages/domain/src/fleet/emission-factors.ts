import type { FuelTypeValue, FuelUnit } from './fuel-types';

/**
 * A fuel's CO₂e factor per unit bought (ISO 14083 / GLEC, fuel-based): tank-to-wheel and
 * well-to-wheel, each with where it came from. WTT is always WTW − TTW.
 */
export interface EmissionFactor {
  fuelType: FuelTypeValue;
  unit: FuelUnit;
  ttwKgPerUnit: number;
  wtwKgPerUnit: number;
  source: string;
}

/**
 * Built-in factors for an organisation that set none (decision 0033 gives each one's derivation
 * and what is to be confirmed). AdBlue (4) has none: it is not counted.
 */
export const DEFAULT_EMISSION_FACTORS: readonly EmissionFactor[] = [
  { fuelType: 0, unit: 'l', ttwKgPerUnit: 2.67, wtwKgPerUnit: 3.24, source: 'EN 16258:2012 Annex A, diesel B0' },
  {
    fuelType: 1,
    unit: 'kWh',
    ttwKgPerUnit: 0,
    wtwKgPerUnit: 0.07,
    source: 'Finnish grid average, rounded (to confirm)',
  },
  { fuelType: 2, unit: 'l', ttwKgPerUnit: 2.67, wtwKgPerUnit: 3.24, source: 'EN 16258:2012 Annex A, as diesel B0' },
  {
    fuelType: 3,
    unit: 'l',
    ttwKgPerUnit: 0,
    wtwKgPerUnit: 0.51,
    source: 'HVO: 15 g CO₂e/MJ × 34.3 MJ/l (RED II PoS example)',
  },
  { fuelType: 5, unit: 'kg', ttwKgPerUnit: 2.68, wtwKgPerUnit: 3.07, source: 'EN 16258:2012 Annex A, CNG' },
  {
    fuelType: 6,
    unit: 'l',
    ttwKgPerUnit: 1.169,
    wtwKgPerUnit: 1.339,
    source: 'DESNZ LNG 2 598.3 kg/t × 0.45 kg/l; WTW/TTW as CNG',
  },
  {
    fuelType: 7,
    unit: 'kg',
    ttwKgPerUnit: 0,
    wtwKgPerUnit: 1,
    source: 'Biogas: 20 g CO₂e/MJ × 50 MJ/kg (supplier PoS to confirm)',
  },
  {
    fuelType: 8,
    unit: 'l',
    ttwKgPerUnit: 0,
    wtwKgPerUnit: 0.45,
    source: 'Bio-LNG: 20 g CO₂e/MJ × 50 MJ/kg × 0.45 kg/l (to confirm)',
  },
];

/** AdBlue is bought and refuelled, but it is not a fuel that emits: emissions leave it out. */
export const ADBLUE_FUEL_TYPE = 4;

/** The organisation's factors over the built-in ones, by fuel type. */
export function factorsByFuel(own: readonly EmissionFactor[]): Map<number, EmissionFactor> {
  const factors = new Map<number, EmissionFactor>(DEFAULT_EMISSION_FACTORS.map((factor) => [factor.fuelType, factor]));
  for (const factor of own) factors.set(factor.fuelType, factor);
  return factors;
}
