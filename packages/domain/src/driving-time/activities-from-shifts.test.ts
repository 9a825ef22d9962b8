import { describe, expect, it } from 'vitest';
import { activitiesFromShifts } from './activities-from-shifts';
import { utc } from './test-days';

describe('activitiesFromShifts', () => {
  it('maps work types 1 and 19 to drive, 5 and 6 to break, others to work; a running event ends now', () => {
    const now = utc('2025-03-03T12:00');
    const shifts = [
      {
        events: [
          { workType: 1, start: utc('2025-03-03T06:00'), end: utc('2025-03-03T08:00') },
          { workType: 5, start: utc('2025-03-03T08:00'), end: utc('2025-03-03T08:45') },
          { workType: 3, start: utc('2025-03-03T08:45'), end: utc('2025-03-03T09:00') },
          { workType: 6, start: utc('2025-03-03T09:00'), end: utc('2025-03-03T09:15') },
          { workType: 19, start: utc('2025-03-03T09:15'), end: null },
          { workType: 1, start: utc('2025-03-03T13:00'), end: null }, // not begun yet: left out
        ],
      },
    ];
    expect(activitiesFromShifts(shifts, [], now)).toEqual([
      { kind: 'drive', start: utc('2025-03-03T06:00'), end: utc('2025-03-03T08:00') },
      { kind: 'break', start: utc('2025-03-03T08:00'), end: utc('2025-03-03T08:45') },
      { kind: 'work', start: utc('2025-03-03T08:45'), end: utc('2025-03-03T09:00') },
      { kind: 'break', start: utc('2025-03-03T09:00'), end: utc('2025-03-03T09:15') },
      { kind: 'drive', start: utc('2025-03-03T09:15'), end: now },
    ]);
  });

  it('an absence is rest over its whole local days: 4.–5.3. in Helsinki (UTC+2) is 3.3. 22:00 to 5.3. 22:00 UTC', () => {
    expect(
      activitiesFromShifts([], [{ startDate: '2025-03-04', endDate: '2025-03-05' }], 0, 'Europe/Helsinki'),
    ).toEqual([{ kind: 'rest', start: utc('2025-03-03T22:00'), end: utc('2025-03-05T22:00') }]);
  });
});
