import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRIVER_APP_PERMISSIONS, choosableVehicles, paidBreakMinutes } from './driver-group-rules';
import { driverGroupInputSchema } from './driver-group.schemas';

describe('paid break minutes', () => {
  it('pays all, none, or at most the limit, never more than the break', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 120 }), (breakMinutes, limit) => {
        expect(paidBreakMinutes(breakMinutes, 'paid', null)).toBe(breakMinutes);
        expect(paidBreakMinutes(breakMinutes, 'unpaid', null)).toBe(0);
        const capped = paidBreakMinutes(breakMinutes, 'paidUpToLimit', limit);
        expect(capped).toBeLessThanOrEqual(Math.min(breakMinutes, limit));
        expect(capped).toBe(Math.min(breakMinutes, limit));
      }),
    );
  });
});

describe('choosable vehicles', () => {
  const vehicles = [
    { id: 1, deviceId: 'AAAAAAAAAA', deviceLock: true },
    { id: 2, deviceId: '', deviceLock: false },
    { id: 3, deviceId: 'BBBBBBBBBB', deviceLock: true },
  ];
  it('keeps locked vehicles to their own phone when the group has a device lock', () => {
    const locked = { deviceLock: true, permissions: DEFAULT_DRIVER_APP_PERMISSIONS };
    expect(choosableVehicles(vehicles, locked, 'AAAAAAAAAA').map((v) => v.id)).toEqual([1, 2]);
    expect(choosableVehicles(vehicles, { ...locked, deviceLock: false }, undefined).map((v) => v.id)).toEqual([
      1, 2, 3,
    ]);
    expect(
      choosableVehicles(vehicles, { deviceLock: false, permissions: { chooseVehicles: false } }, undefined),
    ).toEqual([]);
  });
});

describe('driver group schema', () => {
  it('reads hours with a decimal comma and refuses a repeated work type', () => {
    const parsed = driverGroupInputSchema.parse({ name: 'A', guaranteedHours: '80', standardWorkingHours: '7,5' });
    expect(parsed).toMatchObject({
      guaranteedHours: 80,
      standardWorkingHours: 7.5,
      paidBreakType: 'unpaid',
      permissions: DEFAULT_DRIVER_APP_PERMISSIONS,
    });
    const repeated = driverGroupInputSchema.safeParse({
      name: 'A',
      guaranteedHours: 1,
      standardWorkingHours: 1,
      customQuestions: [
        { workType: 3, text: 'a' },
        { workType: 3, text: 'b' },
      ],
    });
    expect(repeated.error?.issues.map((i) => i.message)).toEqual(['organisation-data:duplicateWorkType']);
  });

  it('reports every problem at once: repeats and a missing break limit beside empty hours and a long question', () => {
    const result = driverGroupInputSchema.safeParse({
      name: '',
      guaranteedHours: '',
      standardWorkingHours: 1,
      paidBreakType: 'paidUpToLimit',
      customQuestions: [
        { workType: 2, text: 'x'.repeat(151) },
        { workType: 2, text: 'Montako lavaa?' },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation:required'],
      ['guaranteedHours', 'organisation-data:guaranteedHoursRequired'],
      ['customQuestions.0.text', 'organisation-data:questionTooLong'],
      ['customQuestions.1.workType', 'organisation-data:duplicateWorkType'],
      ['paidBreakLimitMinutes', 'organisation-data:breakLimitRequired'],
    ]);
    for (const malformed of [null, 'group', 7, { customQuestions: 'x' }, { customQuestions: [null, 3] }]) {
      expect(driverGroupInputSchema.safeParse(malformed).success).toBe(false);
    }
  });
});
