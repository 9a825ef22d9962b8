import { deflateSync } from 'node:zlib';
import { blockyJpeg, type BlockColour } from './blocky-jpeg';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's chunk checksum (CRC-32 of ISO 3309, as the PNG specification gives it). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const WIDTH = 360;
const HEIGHT = 120;

/**
 * The demo consignee's signature, drawn in code as a phone's signature pad would export it: a PNG,
 * dark strokes on white (8-bit greyscale), a looping hand-written line and its underline.
 */
export function demoSignaturePng(): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * WIDTH + px] = 30;
      }
  };
  for (let s = 0; s <= 1; s += 0.0005) {
    const x = 30 + s * 290;
    const y = 60 - 28 * Math.sin(s * Math.PI * 7) * Math.exp(-s * 1.2) + 10 * Math.cos(s * Math.PI * 19);
    dot(x, y);
  }
  for (let x = 40; x < 310; x++) dot(x, 100 + Math.sin(x / 40) * 2);
  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    rows[y * (WIDTH + 1)] = 0; // filter type None
    rows.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const DOCK: BlockColour = [120, 124, 130];
const WALL: BlockColour = [205, 208, 212];
const PALLET: BlockColour = [176, 132, 84];
const WRAP: BlockColour = [226, 232, 236];
const LABEL: BlockColour = [250, 200, 40];

/** The demo delivery's photo: two wrapped pallets on a loading dock, 320 × 240 px of 8 px blocks. */
export function demoDeliveryPhoto(): Uint8Array {
  const blocks: BlockColour[] = [];
  for (let y = 0; y < 30; y++)
    for (let x = 0; x < 40; x++) {
      const onPallet = (x >= 6 && x <= 17) || (x >= 22 && x <= 33);
      const colour =
        y >= 25
          ? DOCK
          : !onPallet || y < 8
            ? WALL
            : y >= 23
              ? PALLET
              : (x === 10 || x === 26) && y === 14
                ? LABEL
                : WRAP;
      blocks.push(colour);
    }
  return blockyJpeg(40, blocks);
}
