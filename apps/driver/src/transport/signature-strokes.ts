import type { PreTripPhoto } from '../data/driver-data.types';

/** A point of a stroke, in the pad's own units (0…PAD_WIDTH, 0…PAD_HEIGHT), whatever its size on screen. */
export interface Point {
  x: number;
  y: number;
}
export type Stroke = Point[];

/** The signature's picture: wide and low like the box on a paper waybill, sharp enough for print. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
const LINE_WIDTH = 3;

/** Draws the strokes on a 2D context whose units are the pad's. */
export function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly Stroke[]): void {
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#111418';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    context.moveTo(first.x, first.y);
    // A tap is a dot: a line to itself draws the round cap.
    for (const point of rest.length > 0 ? rest : [first]) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/**
 * The signature as a PNG (issue 26: the server takes JPEG, PNG or WebP), drawn again from its
 * strokes on a white background, so it prints the same on the waybill whatever the screen was.
 */
export async function signaturePng(strokes: readonly Stroke[]): Promise<PreTripPhoto> {
  const canvas = document.createElement('canvas');
  canvas.width = PAD_WIDTH;
  canvas.height = PAD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  drawStrokes(context, strokes);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the signature could not be encoded');
  return { bytes: await blob.arrayBuffer(), contentType: 'image/png' };
}
