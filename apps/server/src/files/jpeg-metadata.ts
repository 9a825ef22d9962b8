import { concatBytes, UnreadableImageError } from './image-types';

const SOS = 0xda;
const EOI = 0xd9;

/** Markers without a length: TEM and the restart markers RST0–RST7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** APP1–APP15 (Exif with its GPS position, XMP, ICC, maker notes …) and COM carry no pixels; APP0 (JFIF) stays. */
const isMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;

/** Where a scan's entropy-coded data ends: the next marker that is neither a stuffed 0xFF nor a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length - 1) {
    if (bytes[at] !== 0xff) {
      at++;
      continue;
    }
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at++;
    else return at;
  }
  throw new UnreadableImageError('jpeg scan without an end');
}

/**
 * The JPEG without its metadata segments (APP1–APP15 and COM), every other segment and the
 * image data byte for byte; anything after the end-of-image marker is dropped too.
 *
 * @computation (a pass over every byte of the image)
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new UnreadableImageError('jpeg without SOI');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let hasScan = false;
  while (offset < bytes.length - 1) {
    if (bytes[offset] !== 0xff) throw new UnreadableImageError('jpeg segment without a marker');
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte before a marker
      continue;
    }
    if (marker === EOI) {
      if (!hasScan) break;
      kept.push(bytes.subarray(offset, offset + 2));
      return concatBytes(kept);
    }
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) break;
    const end = offset + 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (end < offset + 4 || end > bytes.length) throw new UnreadableImageError('jpeg segment longer than the file');
    if (!isMetadata(marker)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (marker === SOS) {
      hasScan = true;
      const dataEnd = scanEnd(bytes, offset);
      kept.push(bytes.subarray(offset, dataEnd));
      offset = dataEnd;
    }
  }
  throw new UnreadableImageError(hasScan ? 'jpeg without EOI' : 'jpeg without image data');
}
