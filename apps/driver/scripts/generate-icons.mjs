// Writes the driver app's PNG icons with Node's zlib only (no image tooling in the build).
// Run once after changing the shape: `node apps/driver/scripts/generate-icons.mjs`.
// The shapes match public/icons/icon.svg: a white lorry on the theme colour, kept inside
// the central 80 % circle so the same files work as maskable icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x36, 0x4f, 0xc7];
const FOREGROUND = [0xff, 0xff, 0xff];
const SUPERSAMPLING = 4;

/** Shapes in a unit square; later shapes paint over earlier ones. */
const shapes = [
  { kind: 'rect', x0: 0.2, y0: 0.32, x1: 0.6, y1: 0.62, colour: FOREGROUND },
  { kind: 'rect', x0: 0.62, y0: 0.42, x1: 0.8, y1: 0.62, colour: FOREGROUND },
  { kind: 'rect', x0: 0.66, y0: 0.46, x1: 0.76, y1: 0.53, colour: BACKGROUND },
  { kind: 'circle', cx: 0.33, cy: 0.65, r: 0.07, colour: FOREGROUND },
  { kind: 'circle', cx: 0.7, cy: 0.65, r: 0.07, colour: FOREGROUND },
  { kind: 'circle', cx: 0.33, cy: 0.65, r: 0.028, colour: BACKGROUND },
  { kind: 'circle', cx: 0.7, cy: 0.65, r: 0.028, colour: BACKGROUND },
];

function colourAt(x, y) {
  let colour = BACKGROUND;
  for (const s of shapes) {
    const inside =
      s.kind === 'rect'
        ? x >= s.x0 && x < s.x1 && y >= s.y0 && y < s.y1
        : (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r ** 2;
    if (inside) colour = s.colour;
  }
  return colour;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let py = 0; py < size; py++) {
    const rowStart = py * (1 + size * 3); // filter byte 0 (none) then RGB triples
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLING; sy++) {
        for (let sx = 0; sx < SUPERSAMPLING; sx++) {
          const c = colourAt((px + (sx + 0.5) / SUPERSAMPLING) / size, (py + (sy + 0.5) / SUPERSAMPLING) / size);
          for (let i = 0; i < 3; i++) sum[i] += c[i];
        }
      }
      for (let i = 0; i < 3; i++) rows[rowStart + 1 + px * 3 + i] = Math.round(sum[i] / SUPERSAMPLING ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const file = new URL(`../public/icons/icon-${size}.png`, import.meta.url);
  writeFileSync(file, png(size));
  console.log(`wrote ${file.pathname}`);
}
