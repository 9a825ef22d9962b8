/** Emission standards 0–8 as spec section 3 numbers them (EEV last, by the spec's order). */
export const EMISSION_STANDARDS = {
  0: 'none',
  1: 'EURO I',
  2: 'EURO II',
  3: 'EURO III',
  4: 'EURO IV',
  5: 'EURO V',
  6: 'EURO VI',
  7: 'EURO VII',
  8: 'EURO III EEV',
} as const;
export type EmissionStandard = keyof typeof EMISSION_STANDARDS;
export const EMISSION_STANDARD_VALUES = Object.keys(EMISSION_STANDARDS).map(Number) as EmissionStandard[];

export function isEmissionStandard(value: unknown): value is EmissionStandard {
  return typeof value === 'number' && value in EMISSION_STANDARDS;
}
