import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRIVE_WORK_TYPES, WORK_TYPE_NUMBERS, isEventWorkType, workTypeName } from './work-types';

describe('work types', () => {
  it('number 1 to 28 without gaps, with drive events 1 and 19', () => {
    expect(WORK_TYPE_NUMBERS).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(DRIVE_WORK_TYPES).toEqual([1, 19]);
    expect(workTypeName(19)).toBe('emptyDrive');
    expect(isEventWorkType(11)).toBe(false);
  });

  it('name anything outside 1–28 "unknown"', () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(workTypeName(n) === 'unknown').toBe(n < 1 || n > 28);
      }),
    );
  });
});
