import { crc32, deflateSync } from 'node:zlib';
import { blockyJpeg } from '../../src/seed/blocky-jpeg';

/** Real small images built in the test, with the metadata a phone's photo carries. */

const ascii = (text: string) => Buffer.from(text, 'latin1');
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A PNG chunk: length, type, data and its CRC over type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

/** A 2 × 2 RGB PNG (red, green / blue, white), with `extra` chunks after IHDR. */
export function png(extra: Buffer[] = []): Buffer {
  const header = Buffer.concat([uint32(2), uint32(2), Buffer.from([8, 2, 0, 0, 0])]);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG segment: marker and length (which counts itself), then its data. */
export function jpegSegment(marker: number, data: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
}

/** An Exif APP1 as a phone writes one, holding a GPS position (60.1699 N, 24.9384 E in its text). */
export const EXIF_WITH_GPS = jpegSegment(
  0xe1,
  Buffer.concat([ascii('Exif\0\0'), ascii('MM\0*\0\0\0\x08GPSLatitude=60.1699;GPSLongitude=24.9384;Make=Phone')]),
);
export const JPEG_COMMENT = jpegSegment(0xfe, ascii('Taken at Vuosaari harbour'));

/** A 16 × 8 colour JPEG (a red and a blue block) with `segments` right after SOI, as a camera puts them. */
export function jpeg(segments: Buffer[] = []): Buffer {
  const plain = Buffer.from(
    blockyJpeg(2, [
      [200, 30, 30],
      [30, 30, 200],
    ]),
  );
  return Buffer.concat([plain.subarray(0, 2), ...segments, plain.subarray(2)]);
}

/** The 1 × 1 lossless WebP browsers are probed with (a VP8L chunk). */
const VP8L_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64').subarray(12);

const riffChunk = (type: string, data: Uint8Array) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([ascii(type), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** An extended WebP (VP8X) announcing and carrying EXIF and XMP chunks around its 1 × 1 image. */
export function webpWithMetadata(): Buffer {
  const vp8x = Buffer.from([0x08 | 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    VP8L_1X1,
    riffChunk('EXIF', ascii('MM\0*GPSLatitude=60.1699')),
    riffChunk('XMP ', ascii('<x:xmpmeta>Vuosaari</x:xmpmeta>')),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length + 4);
  return Buffer.concat([ascii('RIFF'), size, ascii('WEBP'), body]);
}

/** The JPEG's segment markers up to its first scan, in order. */
export function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    markers.push(marker);
    if (marker === 0xda) return markers;
    offset += 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
  }
  return markers;
}

/** The PNG's chunk types, in order. */
export function pngChunks(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= buffer.length; offset += 12 + buffer.readUInt32BE(offset))
    types.push(buffer.toString('latin1', offset + 4, offset + 8));
  return types;
}

/** The WebP's chunk types, in order. */
export function webpChunks(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const types: string[] = [];
  for (let offset = 12; offset + 8 <= buffer.length;) {
    const size = buffer.readUInt32LE(offset + 4);
    types.push(buffer.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return types;
}
