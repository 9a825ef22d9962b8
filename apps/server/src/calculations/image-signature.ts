/** Images a calculation may carry, and the most bytes one may have (2 MB). */
export const CALCULATION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CalculationImageType = (typeof CALCULATION_IMAGE_TYPES)[number];
export const CALCULATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The image type the bytes really are, from their magic numbers (files/image-types.ts). */
export { sniffImageType } from '../files/image-types';

export function isCalculationImageType(value: string): value is CalculationImageType {
  return (CALCULATION_IMAGE_TYPES as readonly string[]).includes(value);
}
