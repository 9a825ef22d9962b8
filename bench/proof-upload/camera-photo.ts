/**
 * A photo as a phone's camera takes one at a delivery, made in the page (no photo file is kept in
 * the repository): 4 000 × 3 000 pixels (12 megapixels), a lit wall and a concrete floor, stacked
 * cardboard boxes on a wooden pallet with labels and tape, and the texture and grain a small
 * sensor leaves after its own noise reduction. Encoded at JPEG quality 0.92 it is about as large as
 * a phone's own file (3–4 MB), so what the app's shrink makes of it is what it makes of a real one.
 * Runs inside the browser (page.evaluate): self-contained, no imports. Answers the JPEG in base64.
 */
export async function cameraPhotoInPage(seed: number): Promise<{ base64: string; bytes: number }> {
  const WIDTH = 4000;
  const HEIGHT = 3000;
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d')!;

  // Light falling off across a warehouse wall, and the floor.
  const wall = context.createLinearGradient(0, 0, WIDTH, HEIGHT * 0.6);
  wall.addColorStop(0, '#c9c4b8');
  wall.addColorStop(1, '#8d877b');
  context.fillStyle = wall;
  context.fillRect(0, 0, WIDTH, HEIGHT * 0.62);
  const floor = context.createLinearGradient(0, HEIGHT * 0.62, 0, HEIGHT);
  floor.addColorStop(0, '#7a7770');
  floor.addColorStop(1, '#55534e');
  context.fillStyle = floor;
  context.fillRect(0, HEIGHT * 0.62, WIDTH, HEIGHT * 0.38);

  // Mottled texture at several scales (concrete, cardboard fibre, shadows), as soft blobs.
  for (const [count, size, alpha] of [
    [900, 220, 0.05],
    [6000, 60, 0.06],
    [60_000, 14, 0.08],
    [400_000, 4, 0.12],
  ] as const) {
    for (let index = 0; index < count; index++) {
      const shade = Math.floor(random() * 255);
      context.fillStyle = `rgba(${shade},${shade},${shade},${alpha})`;
      context.beginPath();
      context.arc(random() * WIDTH, random() * HEIGHT, size * (0.4 + random()), 0, Math.PI * 2);
      context.fill();
    }
  }

  // A pallet with boxes, their tape and shipping labels.
  context.fillStyle = '#a27b4f';
  context.fillRect(700, 2300, 2600, 180);
  for (let plank = 0; plank < 9; plank++) {
    context.fillStyle = plank % 2 ? '#8b6a43' : '#b38a5a';
    context.fillRect(720 + plank * 290, 2480, 200, 120);
  }
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 4; column++) {
      const x = 760 + column * 640 + random() * 30;
      const y = 700 + row * 540 + random() * 20;
      const tone = 150 + Math.floor(random() * 40);
      context.fillStyle = `rgb(${tone + 40},${tone + 10},${tone - 40})`;
      context.fillRect(x, y, 600, 520);
      context.strokeStyle = 'rgba(60,40,20,0.6)';
      context.lineWidth = 6;
      context.strokeRect(x, y, 600, 520);
      context.fillStyle = 'rgba(200,190,160,0.8)';
      context.fillRect(x + 270, y, 60, 520);
      context.fillStyle = '#f4f4f0';
      context.fillRect(x + 60, y + 80, 300, 200);
      context.fillStyle = '#202020';
      context.font = 'bold 34px sans-serif';
      context.fillText(`KL-${row * 4 + column + 1}/18`, x + 80, y + 130);
      context.font = '24px sans-serif';
      context.fillText('TAMPEREEN TUKKU OY', x + 80, y + 175);
      context.fillText('33100 TAMPERE', x + 80, y + 210);
      for (let bar = 0; bar < 40; bar++) context.fillRect(x + 80 + bar * 6.5, y + 225, random() * 4 + 1, 40);
    }
  }

  // The sensor's grain left after the camera's noise reduction: a few levels, per pixel.
  const image = context.getImageData(0, 0, WIDTH, HEIGHT);
  const data = image.data;
  for (let index = 0; index < data.length; index += 4) {
    const grain = (random() + random() - 1) * 9;
    for (let channel = index; channel < index + 3; channel++) data[channel] = data[channel]! + grain;
  }
  context.putImageData(image, 0, 0);

  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no JPEG'))), 'image/jpeg', 0.92),
  );
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { base64: btoa(binary), bytes: bytes.length };
}

/**
 * What the app's shrink (apps/driver/src/pre-trip/photo-shrink.ts) makes of a photo at each
 * setting, in bytes: drawn at most `maxSide` px on its long side, JPEG at `quality`.
 */
export async function shrinkSizesInPage(input: {
  base64: string;
  settings: { maxSide: number; quality: number }[];
}): Promise<{ maxSide: number; quality: number; bytes: number }[]> {
  const raw = Uint8Array.from(atob(input.base64), (character) => character.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([raw], { type: 'image/jpeg' }));
  const sizes = [];
  for (const { maxSide, quality } of input.settings) {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    sizes.push({ maxSide, quality, bytes: blob?.size ?? 0 });
  }
  return sizes;
}
