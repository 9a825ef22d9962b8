import { constants, crc32, deflateRawSync } from 'node:zlib';
import { columnLetter } from '../../src/imports/spreadsheet-reader';
import { writeZip, ZIP_METHODS } from '../../src/imports/zip-writer';

/** One file inside a built zip: its bytes, or a run of zero bytes deflated without holding it whole. */
export type ZipEntry = { name: string; data: Buffer } | { name: string; zeros: number };

interface Packed {
  name: Buffer;
  compressed: Buffer;
  crc: number;
  size: number;
}

const ZERO_CHUNK = Buffer.alloc(1024 * 1024);

/** `bytes` zero bytes, deflated without holding them whole, with their CRC. */
export function deflatedZeros(bytes: number): { compressed: Buffer; crc: number } {
  // Fully flushed deflate blocks stand alone, so one compressed megabyte of zeros can repeat.
  const chunk = deflateRawSync(ZERO_CHUNK, { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  for (let left = bytes; left > 0; left -= ZERO_CHUNK.length) {
    const piece = left >= ZERO_CHUNK.length ? ZERO_CHUNK : ZERO_CHUNK.subarray(0, left);
    parts.push(piece === ZERO_CHUNK ? chunk : deflateRawSync(piece, { finishFlush: constants.Z_FULL_FLUSH }));
    crc = crc32(piece, crc);
  }
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { compressed: Buffer.concat(parts), crc };
}

function pack(entry: ZipEntry): Packed {
  const name = Buffer.from(entry.name);
  if ('data' in entry)
    return { name, compressed: deflateRawSync(entry.data), crc: crc32(entry.data), size: entry.data.length };
  return { name, ...deflatedZeros(entry.zeros), size: entry.zeros };
}

/**
 * A deflated zip archive, written the way spreadsheet programs write XLSX files. `declare`
 * may make the archive lie about an entry's unpacked size, in both of its headers.
 */
export function buildZip(
  entries: readonly ZipEntry[],
  declare: (entry: { name: string; size: number }) => number = ({ size }) => size,
): Buffer {
  return writeZip(
    entries.map(pack).map((entry) => ({
      name: entry.name.toString(),
      data: entry.compressed,
      local: {
        method: ZIP_METHODS.deflated,
        crc: entry.crc,
        compressedBytes: entry.compressed.length,
        unpackedBytes: declare({ name: entry.name.toString(), size: entry.size }),
      },
    })),
  );
}

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
/** A cell's text, or the XML inside its `<c>` element with its attributes (`{ xml: ' t="e"><v>#N/A</v>' }`). */
export type SheetCell = string | { xml: string };
const cell = (ref: string, content: SheetCell) =>
  typeof content === 'string'
    ? `<c r="${ref}" t="inlineStr"><is><t>${content}</t></is></c>`
    : `<c r="${ref}"${content.xml}</c>`;

/** The parts of a minimal one-sheet XLSX workbook whose rows are the given cells. */
export function xlsxEntries(rows: readonly (readonly SheetCell[])[]): ZipEntry[] {
  const sheetRows = rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((text, c) => cell(`${columnLetter(c)}${r + 1}`, text)).join('')}</row>`,
    )
    .join('');
  return [
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Drivers" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
      ),
    },
  ];
}
