import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stripImageMetadata } from '../../src/files/image-metadata';
import { sniffImageType, UnreadableImageError } from '../../src/files/image-types';
import {
  EXIF_WITH_GPS,
  JPEG_COMMENT,
  jpeg,
  jpegMarkers,
  jpegSegment,
  png,
  pngChunk,
  pngChunks,
  webpChunks,
  webpWithMetadata,
} from './test-images';

const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'));

describe('a JPEG', () => {
  it('loses its Exif (with the GPS position), its XMP and its comments, and keeps every other byte', () => {
    const xmp = jpegSegment(0xe1, Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>', 'latin1'));
    const photo = jpeg([EXIF_WITH_GPS, xmp, JPEG_COMMENT]);
    expect(jpegMarkers(photo)).toEqual([0xe1, 0xe1, 0xfe, 0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    const cleaned = stripImageMetadata('image/jpeg', photo);
    expect(jpegMarkers(cleaned)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xda]);
    expect(has(cleaned, 'GPSLatitude')).toBe(false);
    expect(has(cleaned, 'Vuosaari')).toBe(false);
    expect(Buffer.from(cleaned).equals(Buffer.from(jpeg()))).toBe(true);
    expect(sniffImageType(cleaned)).toBe('image/jpeg');
  });

  it('leaves a JPEG without metadata as it is, and drops what follows its end', () => {
    expect(Buffer.from(stripImageMetadata('image/jpeg', jpeg())).equals(jpeg())).toBe(true);
    const trailing = Buffer.concat([jpeg(), Buffer.from('GPSLatitude=60.1699', 'latin1')]);
    expect(Buffer.from(stripImageMetadata('image/jpeg', trailing)).equals(jpeg())).toBe(true);
  });

  it('refuses one cut short, or with a segment longer than the file', () => {
    const photo = jpeg([EXIF_WITH_GPS]);
    expect(() => stripImageMetadata('image/jpeg', photo.subarray(0, 40))).toThrow(UnreadableImageError);
    const lying = Buffer.from(photo);
    lying.writeUInt16BE(0xfff0, 4);
    expect(() => stripImageMetadata('image/jpeg', lying)).toThrow(UnreadableImageError);
  });
});

describe('a PNG', () => {
  it('loses its text, Exif and time chunks, and keeps the image chunks byte for byte', () => {
    const photo = png([
      pngChunk('tEXt', Buffer.from('Comment\0Vuosaari harbour', 'latin1')),
      pngChunk('iTXt', Buffer.from('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>', 'latin1')),
      pngChunk('zTXt', Buffer.from('Author\0\0x', 'latin1')),
      pngChunk('eXIf', Buffer.from('MM\0*GPSLatitude=60.1699', 'latin1')),
      pngChunk('tIME', Buffer.from([7, 234, 5, 4, 6, 0, 0])),
      pngChunk('pHYs', Buffer.from([0, 0, 11, 19, 0, 0, 11, 19, 1])),
    ]);
    const cleaned = stripImageMetadata('image/png', photo);
    expect(pngChunks(cleaned)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    expect(has(cleaned, 'GPSLatitude') || has(cleaned, 'Vuosaari')).toBe(false);
    expect(Buffer.from(cleaned).equals(png([pngChunk('pHYs', Buffer.from([0, 0, 11, 19, 0, 0, 11, 19, 1]))]))).toBe(
      true,
    );
  });

  it('refuses one that does not start with its header or has no end', () => {
    expect(() => stripImageMetadata('image/png', png().subarray(0, 50))).toThrow(UnreadableImageError);
    const headless = Buffer.concat([png().subarray(0, 8), pngChunk('tEXt', Buffer.from('a\0b')), png().subarray(8)]);
    expect(() => stripImageMetadata('image/png', headless)).toThrow(UnreadableImageError);
  });
});

describe('a WebP', () => {
  it('loses its EXIF and XMP chunks, and its header stops announcing them', () => {
    const photo = webpWithMetadata();
    expect(webpChunks(photo)).toEqual(['VP8X', 'VP8L', 'EXIF', 'XMP ']);
    const cleaned = stripImageMetadata('image/webp', photo);
    expect(webpChunks(cleaned)).toEqual(['VP8X', 'VP8L']);
    expect(cleaned[20]).toBe(0);
    expect(Buffer.from(cleaned).readUInt32LE(4)).toBe(cleaned.length - 8);
    expect(has(cleaned, 'GPSLatitude') || has(cleaned, 'Vuosaari')).toBe(false);
    expect(sniffImageType(cleaned)).toBe('image/webp');
  });
});

describe('any bytes', () => {
  it('are cleaned or refused as unreadable, never anything else', () => {
    const starts = {
      'image/jpeg': jpeg([EXIF_WITH_GPS]),
      'image/png': png(),
      'image/webp': webpWithMetadata(),
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(starts) as (keyof typeof starts)[])),
        fc.nat(),
        fc.uint8Array({ maxLength: 64 }),
        (type, cut, tail) => {
          const original = starts[type];
          const bytes = Buffer.concat([original.subarray(0, Math.max(12, cut % original.length)), tail]);
          try {
            const cleaned = stripImageMetadata(type, bytes);
            expect(cleaned.length).toBeLessThanOrEqual(bytes.length);
          } catch (error) {
            expect(error).toBeInstanceOf(UnreadableImageError);
          }
        },
      ),
    );
  });
});
