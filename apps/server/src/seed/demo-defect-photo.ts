import { blockyJpeg, type BlockColour } from './blocky-jpeg';

const WIDTH = 40;
const HEIGHT = 30;
const ASPHALT: BlockColour = [92, 94, 98];
const RUBBER: BlockColour = [28, 28, 30];
const RIM: BlockColour = [170, 174, 180];
const CUT: BlockColour = [196, 58, 40];

/**
 * The demo defect's photo, made in code (no image file in the repository): a tyre on asphalt,
 * 320 × 240 px of 8 px blocks, with the cut in its sidewall marked red.
 */
export function demoTyrePhoto(): Uint8Array {
  const blocks: BlockColour[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const distance = Math.hypot(x - 19.5, y - 14.5);
      const isCut = distance > 7 && distance < 12.5 && y >= 9 && y <= 11 && x >= 26 && x <= 31;
      blocks.push(isCut ? CUT : distance < 6 ? RIM : distance < 12.5 ? RUBBER : ASPHALT);
    }
  }
  return blockyJpeg(WIDTH, blocks);
}
