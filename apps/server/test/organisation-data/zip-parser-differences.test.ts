import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DRIVER_IMPORT } from '@rahti/domain';
import { readSpreadsheet } from '../../src/imports/spreadsheet-reader';
import { checkZipSize } from '../../src/imports/zip-guard';
import { deflatedZeros } from './zip-builder';
import { storedZip, zipEndRecord, zipParts, ZIP_METHODS, type ZipHeaderFields } from '../../src/imports/zip-writer';

const MB = 1024 * 1024;
const BOMB_BYTES = 200 * MB;

/** Reads the file and returns how much buffer memory it left behind at most. */
function readAndMeasure(file: Buffer): { error: unknown; grewMb: number } {
  const before = process.memoryUsage().arrayBuffers;
  let error: unknown;
  try {
    readSpreadsheet(file, 'drivers.xlsx', DRIVER_IMPORT.columns.length);
  } catch (caught) {
    error = caught;
  }
  return { error, grewMb: (process.memoryUsage().arrayBuffers - before) / MB };
}

describe('an XLSX whose parts disagree about what it holds', () => {
  const zeros = deflatedZeros(BOMB_BYTES);
  const bomb = { data: zeros.compressed, crc: zeros.crc };

  it('is read from the entries the guard checked, not from headers the guard did not read', () => {
    // The directory says "stored" (the guard's reading); the entry's own header says a
    // deflated 200 MB (the spreadsheet library's reading).
    const stored: ZipHeaderFields = {
      method: ZIP_METHODS.stored,
      crc: crc32(bomb.data),
      compressedBytes: bomb.data.length,
      unpackedBytes: bomb.data.length,
    };
    const deflated: ZipHeaderFields = {
      method: ZIP_METHODS.deflated,
      crc: bomb.crc,
      compressedBytes: bomb.data.length,
      unpackedBytes: BOMB_BYTES,
    };
    const part = zipParts([{ name: 'xl/workbook.xml', data: bomb.data, local: deflated, central: stored }]);
    const file = Buffer.concat([part.files, part.directory, zipEndRecord(1, part.directory.length, part.files.length)]);
    expect(checkZipSize(file, 60 * MB).ok).toBe(true);
    const { error, grewMb } = readAndMeasure(file);
    expect(error).toMatchObject({ statusCode: 400 });
    expect(grewMb).toBeLessThan(60);
  });

  it('is read from the directory the guard checked, not from a second end record in the last bytes', () => {
    const bombPart = zipParts([
      {
        name: 'xl/workbook.xml',
        data: bomb.data,
        local: {
          method: ZIP_METHODS.deflated,
          crc: bomb.crc,
          compressedBytes: bomb.data.length,
          unpackedBytes: BOMB_BYTES,
        },
      },
    ]);
    const hello = Buffer.from('hello');
    const helloAt = bombPart.files.length + bombPart.directory.length;
    const helloPart = zipParts(
      [
        {
          name: 'a.txt',
          data: hello,
          local: { method: ZIP_METHODS.stored, crc: crc32(hello), compressedBytes: 5, unpackedBytes: 5 },
        },
      ],
      helloAt,
    );
    // A short end record in the last 21 bytes, pointing at the bomb's directory entry.
    const fake = zipEndRecord(1, bombPart.directory.length, bombPart.files.length, 21);
    const realEnd = zipEndRecord(1, helloPart.directory.length, helloAt + helloPart.files.length);
    const file = Buffer.concat([
      bombPart.files,
      bombPart.directory,
      helloPart.files,
      helloPart.directory,
      realEnd,
      fake,
    ]);
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
