/** The image types the product keeps, by what their bytes are (a client's Content-Type is only a claim). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((value, i) => bytes[offset + i] === value);

/**
 * The image type the bytes really are, from their magic numbers: PNG "\x89PNG\r\n\x1a\n", JPEG
 * FF D8 FF, WebP "RIFF"…"WEBP". Undefined for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** An image whose structure cannot be walked (cut short, or not what its first bytes claim). */
export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(`unreadable image: ${reason}`);
  }
}

/** Joins byte ranges into one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
