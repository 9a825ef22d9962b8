/**
 * A baseline JPEG of flat 8×8 blocks, written without an image library: each block is one colour,
 * so it needs only its DC coefficient (JPEG's Annex K luminance DC table) and an end-of-block.
 * Enough for the demo's defect photo and for tests that need a real JPEG to clean.
 */

/** One colour per 8×8 block, rows of `widthBlocks`, as [r, g, b] from 0 to 255. */
export type BlockColour = readonly [number, number, number];

/** Annex K.3, Table K.3: code lengths 1–16 and the categories 0–11 they code. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** The AC table needs one symbol only: 0x00, end of block, coded as a single 0 bit. */
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0];
/** Every quantiser 8: a flat block's DC coefficient (8 × its mean) quantises to the mean itself. */
const QUANTISER = 8;

/** The canonical Huffman codes of a table (Annex C), by symbol. */
function huffmanCodes(
  bits: readonly number[],
  values: readonly number[],
): Map<number, { code: number; length: number }> {
  const codes = new Map<number, { code: number; length: number }>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]!; i++) codes.set(values[k++]!, { code: code++, length });
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;

  write(value: number, length: number): void {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }

  /** The entropy-coded bytes, the last padded with 1 bits, every 0xFF followed by a stuffed 0x00. */
  finish(): number[] {
    if (this.filled > 0) this.write(0xff, 8 - this.filled);
    return this.bytes;
  }

  private flushByte(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }
}

const segment = (marker: number, body: readonly number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

/** Y, Cb and Cr of a colour (JFIF), each 0–255. */
function toYCbCr([r, g, b]: BlockColour): [number, number, number] {
  return [
    0.299 * r + 0.587 * g + 0.114 * b,
    128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  ];
}

/** The bits of a DC difference: its category (how many bits) and the bits themselves (Annex F.1.2.1). */
function dcBits(difference: number): { category: number; bits: number } {
  const magnitude = Math.abs(difference);
  const category = magnitude === 0 ? 0 : Math.floor(Math.log2(magnitude)) + 1;
  return { category, bits: difference < 0 ? difference + (1 << category) - 1 : difference };
}

/**
 * A colour JPEG (JFIF, baseline, 4:4:4) of `widthBlocks` × blocks.length / widthBlocks flat
 * blocks, 8 pixels each way.
 *
 * @computation (a pass over every block)
 */
export function blockyJpeg(widthBlocks: number, blocks: readonly BlockColour[]): Uint8Array {
  const heightBlocks = Math.ceil(blocks.length / widthBlocks);
  const width = widthBlocks * 8;
  const height = heightBlocks * 8;
  const jfif = segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const quantisation = segment(0xdb, [0x00, ...new Array<number>(64).fill(QUANTISER)]);
  const frame = segment(0xc0, [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x11,
    0,
    2,
    0x11,
    0,
    3,
    0x11,
    0,
  ]);
  const tables = segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES, 0x10, ...AC_BITS, ...AC_VALUES]);
  const scan = segment(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]);

  const dc = huffmanCodes(DC_BITS, DC_VALUES);
  const endOfBlock = huffmanCodes(AC_BITS, AC_VALUES).get(0)!;
  const writer = new BitWriter();
  const previous = [0, 0, 0];
  for (let i = 0; i < widthBlocks * heightBlocks; i++) {
    const components = toYCbCr(blocks[i] ?? [255, 255, 255]);
    components.forEach((level, component) => {
      const quantised = Math.max(-128, Math.min(127, Math.round(level - 128)));
      const { category, bits } = dcBits(quantised - previous[component]!);
      previous[component] = quantised;
      const code = dc.get(category)!;
      writer.write(code.code, code.length);
      writer.write(bits, category);
      writer.write(endOfBlock.code, endOfBlock.length);
    });
  }
  return Uint8Array.from([
    0xff,
    0xd8,
    ...jfif,
    ...quantisation,
    ...frame,
    ...tables,
    ...scan,
    ...writer.finish(),
    0xff,
    0xd9,
  ]);
}
