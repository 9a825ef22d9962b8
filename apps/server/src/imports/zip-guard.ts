import { crc32, inflateRawSync } from 'node:zlib';
import { ZIP_METHODS, ZIP_SIGNATURES } from './zip-writer';

/**
 * Zip-bomb guard for XLSX uploads: reads the zip's central directory and adds up the declared
 * unpacked sizes before anything is inflated, then unpacks each entry with its declared size
 * as a hard cap and checks that size and checksum, so an archive that lies about its sizes is
 * refused (SheetJS would read such a sheet as empty) instead of inflating past the limit.
 * The spreadsheet library then reads a zip written here from those checked entries
 * (`storedZip` in zip-writer.ts), never the upload: its own reading of a zip (local headers, another end
 * record) could otherwise differ from this one and inflate what was never checked.
 */
const END_OF_CENTRAL_DIRECTORY = ZIP_SIGNATURES.endOfDirectory;
const CENTRAL_FILE_HEADER = ZIP_SIGNATURES.centralFile;
const LOCAL_FILE_HEADER = ZIP_SIGNATURES.localFile;
const STORED = ZIP_METHODS.stored;
const DEFLATED = ZIP_METHODS.deflated;

export interface ZipFile {
  name: string;
  data: Buffer;
}

export type ZipCheck =
  { ok: true; unpackedBytes: number; files: ZipFile[] } | { ok: false; reason: 'notZip' | 'tooLarge' | 'unreadable' };

interface DirectoryEntry {
  name: string;
  method: number;
  crc: number;
  compressedBytes: number;
  unpackedBytes: number;
  localHeaderOffset: number;
}

function findEndOfDirectory(buffer: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65 535 bytes, at the end of the file.
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 22; i >= searchFrom; i--)
    if (buffer.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) return i;
  return -1;
}

/** What one entry unpacks to, or undefined when it is not what the directory says. */
function unpack(buffer: Buffer, entry: DirectoryEntry): Buffer | undefined {
  const local = entry.localHeaderOffset;
  if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL_FILE_HEADER) return undefined;
  const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
  if (start + entry.compressedBytes > buffer.length) return undefined;
  const data = buffer.subarray(start, start + entry.compressedBytes);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED) return undefined;
  try {
    // One byte of room past the declared size tells "more than declared" from "exactly".
    return inflateRawSync(data, { maxOutputLength: entry.unpackedBytes + 1 });
  } catch {
    return undefined;
  }
}

export function checkZipSize(buffer: Buffer, maxUnpackedBytes: number, maxEntries = 2000): ZipCheck {
  const end = findEndOfDirectory(buffer);
  if (end < 0) return { ok: false, reason: 'notZip' };
  const count = buffer.readUInt16LE(end + 10);
  if (count > maxEntries) return { ok: false, reason: 'tooLarge' };
  const entries: DirectoryEntry[] = [];
  let offset = buffer.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_FILE_HEADER)
      return { ok: false, reason: 'notZip' };
    const unpackedBytes = buffer.readUInt32LE(offset + 24);
    // 0xFFFFFFFF means the size is in a ZIP64 field: far beyond any import we accept.
    if (unpackedBytes === 0xffffffff) return { ok: false, reason: 'tooLarge' };
    total += unpackedBytes;
    if (total > maxUnpackedBytes) return { ok: false, reason: 'tooLarge' };
    entries.push({
      name: buffer.toString('utf8', offset + 46, offset + 46 + buffer.readUInt16LE(offset + 28)),
      method: buffer.readUInt16LE(offset + 10),
      crc: buffer.readUInt32LE(offset + 16),
      compressedBytes: buffer.readUInt32LE(offset + 20),
      unpackedBytes,
      localHeaderOffset: buffer.readUInt32LE(offset + 42),
    });
    offset +=
      46 + buffer.readUInt16LE(offset + 28) + buffer.readUInt16LE(offset + 30) + buffer.readUInt16LE(offset + 32);
  }
  const files: ZipFile[] = [];
  for (const entry of entries) {
    const unpacked = unpack(buffer, entry);
    if (!unpacked || unpacked.length !== entry.unpackedBytes || crc32(unpacked) >>> 0 !== entry.crc)
      return { ok: false, reason: 'unreadable' };
    files.push({ name: entry.name, data: unpacked });
  }
  return { ok: true, unpackedBytes: total, files };
}
