import { describe, expect, it } from 'vitest';
import { infringementsByShift, type Infringement } from './infringements-by-shift';

const shifts = [
  { id: 'tuesday', start: '2026-11-17T05:00:00.000Z' },
  { id: 'monday', start: '2026-11-16T05:00:00.000Z' },
];
const at = (start: string, rule: Infringement['rule']): Infringement => ({ rule, severity: 'SI', start, minutes: 30 });

describe('infringementsByShift', () => {
  it('puts a driving excess with the shift it happens in and a short rest with the shift before it', () => {
    const excess = at('2026-11-16T15:00:00.000Z', 'daily-driving');
    const shortRest = at('2026-11-16T18:00:00.000Z', 'daily-rest');
    const tuesdayBreak = at('2026-11-17T10:00:00.000Z', 'break');
    const placed = infringementsByShift(shifts, [excess, shortRest, tuesdayBreak]);
    expect(placed.get('monday')).toEqual([excess, shortRest]);
    expect(placed.get('tuesday')).toEqual([tuesdayBreak]);
  });

  it('leaves out what came before the first shift (an earlier period)', () => {
    expect(infringementsByShift(shifts, [at('2026-11-15T10:00:00.000Z', 'weekly-rest')]).size).toBe(0);
  });
});
