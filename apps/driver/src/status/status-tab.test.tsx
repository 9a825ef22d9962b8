import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../data/driver-data.types';
import { fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { StatusTab } from './status-tab';

const NOW = '2026-03-04T10:00:00Z';
const sync = (status: Partial<SyncStatus>): SyncStatus => ({
  state: 'saved',
  pending: 0,
  lastSyncedAt: '2026-03-04T09:58:00Z',
  problems: [],
  ...status,
});

describe('the Status tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [sync({}), ['All saved', 'Last saved with the office 04.03.2026 11:58']],
    [sync({ state: 'waiting', pending: 3 }), ['3 changes waiting']],
    [
      sync({ state: 'waiting', pending: 1, lastSyncedAt: '2026-03-02T09:00:00Z' }),
      ['1 change waiting', 'Not synced for 2 days'],
    ],
    [sync({ state: 'offline', pending: 2 }), ['Offline: 2 changes waiting']],
    [sync({ state: 'error', pending: 4 }), ['Could not reach the server. 4 changes waiting; trying again.']],
  ])('says the sync state in words (%#)', (status, texts) => {
    preferLanguages('en-GB');
    renderDriver(<StatusTab />, { data: fakeDriverData({ sync: status }) });
    for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
  });

  it('says it in Finnish and Swedish too', () => {
    preferLanguages('fi-FI');
    const { unmount } = renderDriver(<StatusTab />, {
      data: fakeDriverData({ sync: sync({ state: 'waiting', pending: 3, lastSyncedAt: '2026-03-02T09:00:00Z' }) }),
    });
    expect(screen.getByText('3 muutosta odottaa')).toBeTruthy();
    expect(screen.getByText('Ei synkronoitu 2 päivään')).toBeTruthy();
    unmount();
    preferLanguages('sv-SE');
    renderDriver(<StatusTab />, { data: fakeDriverData({ sync: sync({}) }) });
    expect(screen.getByText('Allt sparat')).toBeTruthy();
  });

  it('explains each problem in words and lets the driver dismiss it', () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({
      sync: sync({
        problems: [
          {
            key: 'op-1',
            message: 'shifts:endKmBeforeStartKm',
            params: {},
            clientKey: null,
            at: '2026-03-04T09:00:00Z',
          },
        ],
      }),
    });
    renderDriver(<StatusTab />, { data });
    expect(screen.getByText('End km cannot be less than start km')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(data.dismissProblem).toHaveBeenCalledWith('op-1');
  });

  it('shows the running work type with its time in the organisation’s zone, and offers undo of an automatic switch', () => {
    preferLanguages('en-GB');
    const current = fakeShift([
      { workType: 1, start: '2026-03-04T07:00:00Z', end: '2026-03-04T09:20:00Z' },
      { workType: 5, start: '2026-03-04T09:20:00Z', end: null },
    ]);
    const data = fakeDriverData({
      current,
      autoSwitch: { workType: 5, at: '2026-03-04T09:20:00Z', previousWorkType: 1 },
    });
    renderDriver(<StatusTab />, { data });
    expect(screen.getByText('Break')).toBeTruthy();
    expect(screen.getByText('0:40:00')).toBeTruthy();
    expect(screen.getByText('since 11:20')).toBeTruthy();
    expect(screen.getByText('Switched to Break automatically at 11:20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(data.undoAutoSwitch).toHaveBeenCalledOnce();
    const today = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([today('Working'), today('Driving'), today('Breaks')]).toEqual(['2 h 20 min', '2 h 20 min', '40 min']);
  });
});
