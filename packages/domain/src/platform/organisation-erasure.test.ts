import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOrganisationEraseDue, organisationEraseDate } from './organisation-erasure';

describe('organisation erasure date', () => {
  it('is thirty days after the organisation was set to be deleted', () => {
    expect(organisationEraseDate(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('is due from that instant on and never before it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: -100 * 86_400_000, max: 100 * 86_400_000 }),
        (setAt, offsetMs) => {
          const now = new Date(organisationEraseDate(setAt).getTime() + offsetMs);
          expect(isOrganisationEraseDue(setAt, now)).toBe(offsetMs >= 0);
        },
      ),
    );
  });
});
