import { describe, expect, it } from 'vitest';
import { positionAt } from './replay';

describe('positionAt', () => {
  const track: [number, number, number, number | null][] = [
    [1000, 60, 24, 50],
    [3000, 62, 28, 70],
  ];
  it('is halfway between two positions halfway in time', () => {
    expect(positionAt(track, 2000)).toEqual({ latitude: 61, longitude: 26, speedKmh: 50 });
  });
  it('stays at the ends outside the track, and is nothing for no track', () => {
    expect(positionAt(track, 0)).toEqual({ latitude: 60, longitude: 24, speedKmh: 50 });
    expect(positionAt(track, 9000)).toEqual({ latitude: 62, longitude: 28, speedKmh: 70 });
    expect(positionAt([], 1)).toBeUndefined();
  });
});
