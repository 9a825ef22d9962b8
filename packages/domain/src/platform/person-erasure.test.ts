import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { erasedPersonFields, positionsNeededFrom, pseudonymCode, PSEUDONYM_CODE_LENGTH } from './person-erasure';

describe('pseudonym codes', () => {
  it('are six readable characters without look-alikes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PSEUDONYM_CODE_LENGTH, maxLength: 16 }), (bytes) => {
        expect(pseudonymCode(bytes)).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      }),
    );
  });

  it('name the erased person in every field', () => {
    expect(erasedPersonFields('7F3K2M')).toEqual({
      driverFirstName: 'Erased driver',
      driverLastName: '7F3K2M',
      userDisplayName: 'Erased user 7F3K2M',
      username: 'erased.7f3k2m',
      email: 'erased.7f3k2m@erased.invalid',
    });
  });
});

describe('positions an erased driver leaves behind', () => {
  const periods = [
    { endDate: '2026-09-30', payDate: '2026-10-10' },
    { endDate: '2026-10-31', payDate: '2026-11-10' },
    { endDate: '2026-11-30', payDate: '2026-12-10' },
  ];

  it('are those after the newest period already paid', () => {
    expect(positionsNeededFrom(periods, '2026-11-20')).toBe('2026-11-01');
    expect(positionsNeededFrom(periods, '2026-11-10')).toBe('2026-10-01');
    expect(positionsNeededFrom(periods, '2026-12-11')).toBe('2026-12-01');
  });

  it('are the previous month and this one when no period is paid', () => {
    expect(positionsNeededFrom([], '2026-11-20')).toBe('2026-10-01');
    expect(positionsNeededFrom([], '2027-01-05')).toBe('2026-12-01');
  });

  it('never start after today', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ end: fc.integer({ min: 0, max: 400 }), payAfter: fc.integer({ min: 0, max: 40 }) }), {
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 450 }),
        (raw, todayOffset) => {
          const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
          const list = raw.map((p) => ({ endDate: day(p.end), payDate: day(p.end + p.payAfter) }));
          const today = day(todayOffset);
          const from = positionsNeededFrom(list, today);
          // Positions of today are always kept, and so is every day after the newest paid period.
          expect(from <= today).toBe(true);
          for (const period of list) if (period.payDate < today) expect(from > period.endDate).toBe(true);
        },
      ),
    );
  });
});
