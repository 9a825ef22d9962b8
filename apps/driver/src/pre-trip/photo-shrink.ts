import type { PreTripPhoto } from '../data/driver-data.types';

/** The long side a photo is shrunk to: enough to see a cut tyre or a cracked lamp, a few hundred KB as JPEG. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.8;

/** The size a `width` × `height` photo is drawn at: its long side at most `max`, its shape kept, never enlarged. */
export function shrunkSize(
  width: number,
  height: number,
  max: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A camera's photo as the phone keeps it: drawn at most `maxSide` (1 600) px on its long side, upright as the
 * camera meant it, and encoded as JPEG. Drawing it again leaves the camera's metadata (the place
 * it was taken) behind; the server takes out whatever would remain.
 */
export async function shrinkPhoto(
  file: Blob,
  { maxSide = PHOTO_MAX_SIDE, quality = JPEG_QUALITY }: { maxSide?: number; quality?: number } = {},
): Promise<PreTripPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = shrunkSize(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('the photo could not be encoded');
  return { bytes: await blob.arrayBuffer(), contentType: 'image/jpeg' };
}
