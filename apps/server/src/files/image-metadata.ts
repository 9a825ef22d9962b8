import type { ImageType } from './image-types';
import { stripJpegMetadata } from './jpeg-metadata';
import { stripPngMetadata } from './png-metadata';
import { stripWebpMetadata } from './webp-metadata';

/**
 * The image without what it says beyond its pixels: a phone's photo carries the place it was
 * taken (Exif GPS), the phone's make and serial, and times. Throws UnreadableImageError for bytes
 * that are not the image their first bytes claim.
 *
 * @computation (a pass over every byte of the image)
 */
export function stripImageMetadata(type: ImageType, bytes: Uint8Array): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpegMetadata(bytes);
    case 'image/png':
      return stripPngMetadata(bytes);
    case 'image/webp':
      return stripWebpMetadata(bytes);
  }
}
