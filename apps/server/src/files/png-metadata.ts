import { concatBytes, UnreadableImageError } from './image-types';

const SIGNATURE_BYTES = 8;
/** Text (tEXt, iTXt, zTXt), Exif (eXIf) and the last-modified time (tIME): words and places, no pixels. */
const METADATA_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);

const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * The PNG without its text, Exif and time chunks; every other chunk byte for byte (each carries
 * its own CRC, so none changes). Anything after IEND is dropped.
 *
 * @computation (a pass over the image's chunks)
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, SIGNATURE_BYTES)];
  let offset = SIGNATURE_BYTES;
  let isFirst = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = chunkType(bytes, offset + 4);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new UnreadableImageError('png chunk longer than the file');
    if (isFirst && type !== 'IHDR') throw new UnreadableImageError('png without IHDR first');
    isFirst = false;
    if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return concatBytes(kept);
  }
  throw new UnreadableImageError('png without IEND');
}
