import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One file inside a built zip: its bytes, or a run of zero bytes deflated without holding it whole. */
export type ZipEntry = { name: string; data: Buffer } | { name: string; zeros: number };

interface Packed {
  name: Buffer;
  compressed: Buffer;
  crc: number;
  size: number;
}

const ZERO_CHUNK = Buffer.alloc(1024 * 1024);

function pack(entry: ZipEntry): Packed {
  const name = Buffer.from(entry.name);
  if ('data' in entry) return { name, compressed: deflateRawSync(entry.data), crc: crc32(entry.data), size: entry.data.length };
  // Fully flushed deflate blocks stand alone, so one compressed megabyte of zeros can repeat.
  const chunk = deflateRawSync(ZERO_CHUNK, { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  for (let left = entry.zeros; left > 0; left -= ZERO_CHUNK.length) {
    const piece = left >= ZERO_CHUNK.length ? ZERO_CHUNK : ZERO_CHUNK.subarray(0, left);
    parts.push(piece === ZERO_CHUNK ? chunk : deflateRawSync(piece, { finishFlush: constants.Z_FULL_FLUSH }));
    crc = crc32(piece, crc);
  }
  parts.push(deflateRawSync(Buffer.alloc(0)));
  return { name, compressed: Buffer.concat(parts), crc, size: entry.zeros };
}

/**
 * A deflated zip archive, written the way spreadsheet programs write XLSX files. `declare`
 * may make the archive lie about an entry's unpacked size, in both of its headers.
 */
export function buildZip(entries: readonly ZipEntry[], declare: (entry: { name: string; size: number }) => number = ({ size }) => size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries.map(pack)) {
    const declared = declare({ name: entry.name.toString(), size: entry.size });
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.compressed);
    centrals.push(central, entry.name);
    offset += local.length + entry.name.length + entry.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`);
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The parts of a minimal one-sheet XLSX workbook whose rows are the given cells. */
export function xlsxEntries(rows: readonly (readonly string[])[]): ZipEntry[] {
  const sheetRows = rows.map((cells, r) => `<row r="${r + 1}">${cells.map((text, c) => cell(`${String.fromCharCode(65 + c)}${r + 1}`, text)).join('')}</row>`).join('');
  return [
    { name: '[Content_Types].xml', data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>') },
    { name: '_rels/.rels', data: xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>') },
    { name: 'xl/workbook.xml', data: xml('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Drivers" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', data: xml('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', data: xml(`<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`) },
  ];
}
