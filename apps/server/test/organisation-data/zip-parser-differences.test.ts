import { constants, crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../src/imports/spreadsheet-reader';
import { checkZipSize, storedZip } from '../../src/imports/zip-guard';

const MB = 1024 * 1024;
const BOMB_BYTES = 200 * MB;

/** 200 MB of zeros deflated a megabyte at a time, never held whole, with its CRC. */
function deflatedZeros(): { data: Buffer; crc: number } {
  const zeros = Buffer.alloc(MB);
  const chunk = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let n = 0; n < BOMB_BYTES / MB; n++) crc = crc32(zeros, crc);
  return { data: Buffer.concat([...Array.from({ length: BOMB_BYTES / MB }, () => chunk), deflateRawSync(Buffer.alloc(0))]), crc: crc >>> 0 };
}

interface Header {
  method: number;
  crc: number;
  compressed: number;
  unpacked: number;
}

function entry(name: string, local: Header, central: Header, data: Buffer, offset: number) {
  const n = Buffer.from(name);
  const l = Buffer.alloc(30);
  l.writeUInt32LE(0x04034b50, 0);
  l.writeUInt16LE(20, 4);
  l.writeUInt16LE(local.method, 8);
  l.writeUInt32LE(local.crc, 14);
  l.writeUInt32LE(local.compressed, 18);
  l.writeUInt32LE(local.unpacked, 22);
  l.writeUInt16LE(n.length, 26);
  const c = Buffer.alloc(46);
  c.writeUInt32LE(0x02014b50, 0);
  c.writeUInt16LE(20, 4);
  c.writeUInt16LE(20, 6);
  c.writeUInt16LE(central.method, 10);
  c.writeUInt32LE(central.crc, 16);
  c.writeUInt32LE(central.compressed, 20);
  c.writeUInt32LE(central.unpacked, 24);
  c.writeUInt16LE(n.length, 28);
  c.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([l, n, data]), central: Buffer.concat([c, n]) };
}

function endRecord(entries: number, directoryBytes: number, directoryOffset: number, length = 22): Buffer {
  const end = Buffer.alloc(length);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** Reads the file and returns how much buffer memory it left behind at most. */
function readAndMeasure(file: Buffer): { error: unknown; grewMb: number } {
  const before = process.memoryUsage().arrayBuffers;
  let error: unknown;
  try {
    readSpreadsheet(file, 'drivers.xlsx');
  } catch (caught) {
    error = caught;
  }
  return { error, grewMb: (process.memoryUsage().arrayBuffers - before) / MB };
}

describe('an XLSX whose parts disagree about what it holds', () => {
  const bomb = deflatedZeros();

  it('is read from the entries the guard checked, not from headers the guard did not read', () => {
    // The directory says "stored" (the guard's reading); the entry's own header says a
    // deflated 200 MB (the spreadsheet library's reading).
    const stored: Header = { method: 0, crc: crc32(bomb.data) >>> 0, compressed: bomb.data.length, unpacked: bomb.data.length };
    const deflated: Header = { method: 8, crc: bomb.crc, compressed: bomb.data.length, unpacked: BOMB_BYTES };
    const part = entry('xl/workbook.xml', deflated, stored, bomb.data, 0);
    const file = Buffer.concat([part.local, part.central, endRecord(1, part.central.length, part.local.length)]);
    expect(checkZipSize(file, 60 * MB).ok).toBe(true);
    const { error, grewMb } = readAndMeasure(file);
    expect(error).toMatchObject({ statusCode: 400 });
    expect(grewMb).toBeLessThan(60);
  });

  it('is read from the directory the guard checked, not from a second end record in the last bytes', () => {
    const real: Header = { method: 8, crc: bomb.crc, compressed: bomb.data.length, unpacked: BOMB_BYTES };
    const bombPart = entry('xl/workbook.xml', real, real, bomb.data, 0);
    const hello = Buffer.from('hello');
    const helloHeader: Header = { method: 0, crc: crc32(hello) >>> 0, compressed: 5, unpacked: 5 };
    const helloAt = bombPart.local.length + bombPart.central.length;
    const helloPart = entry('a.txt', helloHeader, helloHeader, hello, helloAt);
    // A short end record in the last 21 bytes, pointing at the bomb's directory entry.
    const fake = endRecord(1, bombPart.central.length, bombPart.local.length, 21);
    const file = Buffer.concat([bombPart.local, bombPart.central, helloPart.local, helloPart.central, endRecord(1, helloPart.central.length, helloAt + helloPart.local.length), fake]);
    const { error, grewMb } = readAndMeasure(file);
    expect(error).toMatchObject({ statusCode: 400 });
    expect(grewMb).toBeLessThan(60);
  });

  it('writes a plain zip that the guard reads back as the same files', () => {
    const files = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet>ä</worksheet>') },
    ];
    const check = checkZipSize(storedZip(files), MB);
    expect(check).toEqual({ ok: true, unpackedBytes: files[0]!.data.length + files[1]!.data.length, files });
  });
});
