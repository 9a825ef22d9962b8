/**
 * Zip-bomb guard for XLSX uploads: reads the zip's central directory (no decompression) and
 * adds up the declared uncompressed sizes before SheetJS inflates anything.
 */
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;

export type ZipCheck = { ok: true; unpackedBytes: number } | { ok: false; reason: 'notZip' | 'tooLarge' };

export function checkZipSize(buffer: Buffer, maxUnpackedBytes: number, maxEntries = 2000): ZipCheck {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes, at the end of the file.
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'notZip' };
  const entries = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (entries > maxEntries) return { ok: false, reason: 'tooLarge' };
  let offset = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_FILE_HEADER) return { ok: false, reason: 'notZip' };
    const uncompressed = buffer.readUInt32LE(offset + 24);
    // 0xFFFFFFFF means the size is in a ZIP64 field: far beyond any import we accept.
    if (uncompressed === 0xffffffff) return { ok: false, reason: 'tooLarge' };
    total += uncompressed;
    if (total > maxUnpackedBytes) return { ok: false, reason: 'tooLarge' };
    offset += 46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  return { ok: true, unpackedBytes: total };
}
