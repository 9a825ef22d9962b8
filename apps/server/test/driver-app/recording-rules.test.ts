import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addedVehicles,
  changesBonusesOrAllowance,
  judgeSnapshot,
  type StoredRecording,
} from '../../src/driver-app/recording-rules';

const stored = fc.record<StoredRecording>({
  isCallersDriver: fc.boolean(),
  deviceSeq: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  approval: fc.constantFrom('unapproved', 'checked', 'approved'),
  hasDriverEdit: fc.boolean(),
  contentVersion: fc.integer({ min: 1, max: 2 }),
  version: fc.integer({ min: 1, max: 3 }),
  deviceContentVersion: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null, freq: 4 }),
  ended: fc.boolean(),
});
const incoming = fc.record({
  seq: fc.integer({ min: 1, max: 60 }),
  ongoing: fc.boolean(),
  basedOnVersion: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
});

describe('whether a snapshot may replace the stored shift', () => {
  it('never applies one at or below the highest applied, nor to another driver, an approved shift, or one the office changed', () => {
    fc.assert(
      fc.property(stored, incoming, (shift, snapshot) => {
        const verdict = judgeSnapshot(shift, snapshot);
        if (verdict !== 'apply') return;
        expect(shift.isCallersDriver).toBe(true);
        expect(shift.approval).not.toBe('approved');
        expect(shift.hasDriverEdit).toBe(false);
        // Taking a shift over applies only to the very version the phone saw.
        if (snapshot.basedOnVersion === shift.version) return;
        expect(snapshot.seq).toBeGreaterThan(shift.deviceSeq ?? 0);
        expect(shift.deviceContentVersion).toBe(shift.contentVersion);
      }),
      { numRuns: 1000 },
    );
  });

  it('lets a phone take over an ongoing shift recorded elsewhere only while it is as the phone saw it', () => {
    const elsewhere: StoredRecording = {
      isCallersDriver: true,
      deviceSeq: 57,
      approval: 'unapproved',
      hasDriverEdit: false,
      contentVersion: 9,
      version: 12,
      deviceContentVersion: 8,
      ended: false,
    };
    expect(judgeSnapshot(elsewhere, { seq: 1, ongoing: true, basedOnVersion: 12 })).toBe('apply');
    expect(judgeSnapshot(elsewhere, { seq: 1, ongoing: true, basedOnVersion: 11 })).toBe('stale');
    expect(judgeSnapshot(elsewhere, { seq: 58, ongoing: true, basedOnVersion: 11 })).toBe('changedByOffice');
    expect(judgeSnapshot({ ...elsewhere, approval: 'approved' }, { seq: 1, ongoing: true, basedOnVersion: 12 })).toBe(
      'approved',
    );
  });

  it('is not stopped by an office check', () => {
    fc.assert(
      fc.property(stored, incoming, (shift, snapshot) => {
        const unchecked = judgeSnapshot({ ...shift, approval: 'unapproved' }, snapshot);
        expect(judgeSnapshot({ ...shift, approval: 'checked' }, snapshot)).toBe(unchecked);
      }),
    );
  });

  it('says the office ended the shift only when the phone still records it', () => {
    const base: StoredRecording = {
      isCallersDriver: true,
      deviceSeq: 3,
      approval: 'unapproved',
      hasDriverEdit: false,
      contentVersion: 5,
      version: 7,
      deviceContentVersion: 4,
      ended: true,
    };
    expect(judgeSnapshot(base, { seq: 4, ongoing: true })).toBe('endedByOffice');
    expect(judgeSnapshot(base, { seq: 4, ongoing: true, basedOnVersion: 6 })).toBe('endedByOffice');
    expect(judgeSnapshot(base, { seq: 4, ongoing: false })).toBe('changedByOffice');
    expect(judgeSnapshot({ ...base, ended: false }, { seq: 4, ongoing: true })).toBe('changedByOffice');
    expect(judgeSnapshot(base, { seq: 3, ongoing: true })).toBe('stale');
  });
});

describe('what a change chooses', () => {
  it('counts only the vehicles it adds, and bonuses by their content, not their order', () => {
    const before = {
      vehicleIds: ['a', 'b'],
      bonuses: [
        { type: 'adr' as const, hours: null },
        { type: 'crane' as const, hours: 2 },
      ],
      dailyAllowance: 1,
    };
    expect(addedVehicles(before, { ...before, vehicleIds: ['b', 'c', 'c'] })).toEqual(['c']);
    expect(changesBonusesOrAllowance(before, { ...before, bonuses: [...before.bonuses].reverse() })).toBe(false);
    expect(
      changesBonusesOrAllowance(before, {
        ...before,
        bonuses: [
          { type: 'adr', hours: 1 },
          { type: 'crane', hours: 2 },
        ],
      }),
    ).toBe(true);
    expect(changesBonusesOrAllowance(before, { ...before, dailyAllowance: 0 })).toBe(true);
  });
});
