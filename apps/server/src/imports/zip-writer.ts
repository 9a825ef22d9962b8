import { crc32 } from 'node:zlib';

export const ZIP_SIGNATURES = { localFile: 0x04034b50, centralFile: 0x02014b50, endOfDirectory: 0x06054b50 } as const;
export const ZIP_METHODS = { stored: 0, deflated: 8 } as const;

/** What a zip says of an entry, in its own (local) header and in the central directory. */
export interface ZipHeaderFields {
  method: number;
  crc: number;
  compressedBytes: number;
  unpackedBytes: number;
}

export interface ZipWriterEntry {
  name: string;
  /** The bytes as they stand in the archive (compressed with `local.method`). */
  data: Buffer;
  local: ZipHeaderFields;
  /** What the directory says; the same as the local header unless a test makes them differ. */
  central?: ZipHeaderFields;
}

const UTF8_NAMES = 0x0800;
const DOS_DATE_1980_01_01 = 0x21;

// The fields both headers share, from "version needed" on: at 4 in a local header, 6 in the directory's.
function writeSharedFields(header: Buffer, at: number, fields: ZipHeaderFields, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(fields.method, at + 4);
  header.writeUInt16LE(DOS_DATE_1980_01_01, at + 8);
  header.writeUInt32LE(fields.crc >>> 0, at + 10);
  header.writeUInt32LE(fields.compressedBytes, at + 14);
  header.writeUInt32LE(fields.unpackedBytes, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** The entries (local headers and data) and their directory, for an archive whose first entry is at `startOffset`. */
export function zipParts(entries: readonly ZipWriterEntry[], startOffset = 0): { files: Buffer; directory: Buffer } {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = startOffset;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(ZIP_SIGNATURES.localFile, 0);
    writeSharedFields(local, 4, entry.local, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(ZIP_SIGNATURES.centralFile, 0);
    central.writeUInt16LE(20, 4);
    writeSharedFields(central, 6, entry.central ?? entry.local, name.length);
    central.writeUInt32LE(offset, 42);
    files.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  return { files: Buffer.concat(files), directory: Buffer.concat(directory) };
}

/** The end record pointing at a directory; `length` below 22 makes a truncated one (tests). */
export function zipEndRecord(entryCount: number, directoryBytes: number, directoryOffset: number, length = 22): Buffer {
  const end = Buffer.alloc(length);
  end.writeUInt32LE(ZIP_SIGNATURES.endOfDirectory, 0);
  end.writeUInt16LE(entryCount, 8);
  if (length >= 12) end.writeUInt16LE(entryCount, 10);
  if (length >= 16) end.writeUInt32LE(directoryBytes, 12);
  if (length >= 20) end.writeUInt32LE(directoryOffset, 16);
  return end;
}

export function writeZip(entries: readonly ZipWriterEntry[]): Buffer {
  const { files, directory } = zipParts(entries);
  return Buffer.concat([files, directory, zipEndRecord(entries.length, directory.length, files.length)]);
}

/** A plain zip of `files`, stored without compression. */
export function storedZip(files: readonly { name: string; data: Buffer }[]): Buffer {
  return writeZip(
    files.map(({ name, data }) => {
      const crc = crc32(data) >>> 0;
      return {
        name,
        data,
        local: { method: ZIP_METHODS.stored, crc, compressedBytes: data.length, unpackedBytes: data.length },
      };
    }),
  );
}
