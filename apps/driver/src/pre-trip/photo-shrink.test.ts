import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHOTO_MAX_SIDE, shrunkSize } from './photo-shrink';

describe('a photo’s shrunk size', () => {
  it('brings the long side to 1 600 px and keeps the shape', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    // 4 080 × 1 836 (a 20:9 phone): × 1600/4080 gives 720 exactly.
    expect(shrunkSize(4080, 1836)).toEqual({ width: 1600, height: 720 });
  });

  it('never enlarges a small photo, nor makes a side zero', () => {
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(shrunkSize(10, 20_000)).toEqual({ width: 1, height: 1600 });
  });

  it('always fits 1 600 px, within a pixel of the photo’s shape', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const size = shrunkSize(width, height);
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.height).toBeLessThanOrEqual(height);
        const scale = size.width >= size.height ? size.width / width : size.height / height;
        expect(Math.abs(size.width - width * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(size.height - height * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
