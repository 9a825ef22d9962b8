import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePhone, START } from '../data/testing/fake-phone';
import { VEHICLE } from '../data/testing/fake-driver-server';
import { fakeDriverData } from '../test/fake-driver-data';
import { fakePlan } from '../test/fake-plans';
import { preferLanguages, renderDriver } from '../test/render';
import { StatusTab } from './status-tab';

/** The phone's clock starts on Monday 4 May 2026 at 08:00 in Helsinki (05:00 UTC). */
const PLANS = [
  fakePlan(-0.5, 8, {
    routeId: '6f2b8f4e-1c1a-4c1e-9d3e-000000000301',
    routeName: 'Turku shuttle',
    routeCode: 'TS',
    vehicleIds: [VEHICLE.id],
    vehicleNames: ['ABC-123'],
  }),
  fakePlan(22), // Tuesday 06:00
  fakePlan(86), // Thursday 22:00 until Friday 06:00
  fakePlan(168), // next Monday 08:00
];

const whenOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

let phone: ReturnType<typeof createFakePhone>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  phone = createFakePhone();
  phone.server.plannedShifts = PLANS;
});
afterEach(() => {
  phone.close();
  vi.useRealTimers();
});

/** The phone synced once, then reopened with no network: the Status tab reads the stored answer. */
async function offlinePhone() {
  await phone.open();
  phone.close();
  phone.server.isReachable = false;
  phone.isOnline = false;
  return phone.open();
}

describe('the upcoming shifts on the Status tab', () => {
  it('shows the next planned shifts from the stored sync answer, offline, with day, times, route and vehicles', async () => {
    preferLanguages('en-GB');
    renderDriver(<StatusTab />, { store: await offlinePhone() });
    const card = screen.getByRole('region', { name: 'Upcoming shifts' });
    const list = within(card).getByRole('list');
    expect(whenOf(list)).toEqual(['Today 07:30–15:30', 'Tomorrow 06:00–14:00', 'Thu 07.05.2026 22:00–06:00']);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Turku shuttle (TS)')).toBeTruthy();
    expect(within(first).getByText('ABC-123')).toBeTruthy();
    expect(within(within(list).getAllByRole('listitem')[1]!).getByText('Not planned')).toBeTruthy();

    const more = within(card).getByRole('button', { name: 'Show all 4' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(whenOf(list)).toHaveLength(4);
    expect(within(card).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says it in Finnish and Swedish', async () => {
    const store = await offlinePhone();
    preferLanguages('fi-FI');
    const { unmount } = renderDriver(<StatusTab />, { store });
    const finnish = screen.getByRole('region', { name: 'Tulevat vuorot' });
    expect(whenOf(within(finnish).getByRole('list'))).toEqual([
      'Tänään 07:30–15:30',
      'Huomenna 06:00–14:00',
      'to 07.05.2026 22:00–06:00',
    ]);
    expect(within(finnish).getByRole('button', { name: 'Näytä kaikki 4' })).toBeTruthy();
    unmount();
    preferLanguages('sv-SE');
    renderDriver(<StatusTab />, { store });
    const swedish = screen.getByRole('region', { name: 'Kommande skift' });
    expect(whenOf(within(swedish).getByRole('list'))).toEqual([
      'I dag 07:30–15:30',
      'I morgon 06:00–14:00',
      'tors 07.05.2026 22:00–06:00',
    ]);
  });

  it('leaves out plans that have ended, and shows nothing when there are none', () => {
    preferLanguages('en-GB');
    const { unmount } = renderDriver(<StatusTab />, {
      data: fakeDriverData({ plannedShifts: [fakePlan(-9, 8), PLANS[1]!] }),
    });
    expect(whenOf(screen.getByRole('region', { name: 'Upcoming shifts' }))).toEqual(['Tomorrow 06:00–14:00']);
    unmount();
    renderDriver(<StatusTab />, { data: fakeDriverData({ plannedShifts: [fakePlan(-9, 8)] }) });
    expect(screen.queryByRole('region', { name: 'Upcoming shifts' })).toBeNull();
  });
});
