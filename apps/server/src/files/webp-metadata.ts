import { concatBytes, UnreadableImageError } from './image-types';

const HEADER_BYTES = 12;
const METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
/** VP8X's flags (its first byte) that announce EXIF and XMP chunks. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * The WebP without its EXIF and XMP chunks, the extended header's flags and the RIFF size
 * changed to match; every other chunk byte for byte.
 *
 * @computation (a pass over the image's chunks)
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [bytes.slice(0, HEADER_BYTES)];
  let offset = HEADER_BYTES;
  while (offset + 8 <= riffEnd) {
    const type = fourCc(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) throw new UnreadableImageError('webp chunk longer than the file');
    if (type === 'VP8X') {
      const chunk = bytes.slice(offset, Math.min(end, riffEnd));
      if (chunk.length > 8) chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG);
      kept.push(chunk);
    } else if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, Math.min(end, riffEnd)));
    offset = end;
  }
  if (kept.length === 1) throw new UnreadableImageError('webp without chunks');
  const stripped = concatBytes(kept);
  new DataView(stripped.buffer).setUint32(4, stripped.length - 8, true);
  return stripped;
}
