/** Images a calculation may carry, and the most bytes one may have (2 MB). */
export const CALCULATION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type CalculationImageType = (typeof CALCULATION_IMAGE_TYPES)[number];
export const CALCULATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, i) => bytes[offset + i] === value);

/**
 * The image type the bytes really are, from their magic numbers (a client's Content-Type is
 * only a claim): PNG "\x89PNG\r\n\x1a\n", JPEG FF D8 FF, WebP "RIFF"…"WEBP". Undefined otherwise.
 */
export function sniffImageType(bytes: Uint8Array): CalculationImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

export function isCalculationImageType(value: string): value is CalculationImageType {
  return (CALCULATION_IMAGE_TYPES as readonly string[]).includes(value);
}
