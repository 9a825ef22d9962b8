import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { ShiftListScreen } from './shift-list-screen';
import { ShiftReviewScreen } from './shift-review-screen';

/**
 * Issue 21: the phone shows a shift's length as the office does (47 min 30 s is 48 min there and
 * here, not 47), an event under a minute in seconds, and km grouped with a space in English too.
 */
const shift = fakeShift(
  [
    { workType: 1, start: '2026-03-02T06:00:00Z', end: '2026-03-02T06:10:40Z' },
    { workType: 2, start: '2026-03-02T06:10:40Z', end: '2026-03-02T06:46:45Z' },
    { workType: 4, start: '2026-03-02T06:46:45Z', end: '2026-03-02T06:47:30Z' },
  ],
  { content: { startKm: 250_000, endKm: 250_048 } },
);

describe('lengths and numbers on the phone', () => {
  it("lists the shift with the office's 48 min", () => {
    preferLanguages('en-GB');
    renderDriver(<ShiftListScreen />, { data: fakeDriverData({ shifts: [shift] }) });
    expect(screen.getByText('48 min')).toBeTruthy();
  });

  it('shows each event rounded once, seconds under a minute, and km grouped with a space', () => {
    preferLanguages('en-GB');
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data: fakeDriverData({ shifts: [shift] }) });
    expect(screen.getByText('08:00–08:10 (11 min)')).toBeTruthy();
    expect(screen.getByText('08:46–08:47 (45 s)')).toBeTruthy();
    expect(screen.getByText('250 000')).toBeTruthy();
    expect(screen.getByText('250 048')).toBeTruthy();
  });

  it('groups km with a space in Finnish and Swedish as well', () => {
    preferLanguages('sv-SE');
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data: fakeDriverData({ shifts: [shift] }) });
    expect(screen.getByText('250 000')).toBeTruthy();
    expect(screen.getByText('08:46–08:47 (45 s)')).toBeTruthy();
  });
});
