import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTransportTask } from '../data/testing/fake-transport';
import { Shell } from '../shell/shell';
import { fakeDriverData } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { TransportScreen } from './transport-screen';

/** The driver's list of transport tasks (issue 26), read from the phone's copy. */
const today = fakeTransportTask({ suffix: '1' });
const [earlyPickup, earlyDelivery] = fakeTransportTask({ suffix: '2' }).stops;
/** Picked up an hour earlier than `today`'s task: it comes first. */
const earlier = fakeTransportTask({
  suffix: '2',
  reference: 'PO-4402',
  stops: [{ ...earlyPickup!, windowStart: '2026-05-04T04:00:00.000Z' }, earlyDelivery!],
});
const tomorrow = fakeTransportTask({ suffix: '3', reference: 'PO-4403', date: '2026-05-05' });
const deliveredYesterday = fakeTransportTask({
  suffix: '4',
  reference: 'PO-4404',
  date: '2026-05-03',
  state: 'delivered',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10:00 in Helsinki on the tasks' day.
  vi.setSystemTime(new Date('2026-05-04T07:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the transport tasks screen', () => {
  it('lists today’s tasks by their first window, each with its stops in order, where, when and who to call', () => {
    preferLanguages('en-GB');
    renderDriver(<TransportScreen />, {
      data: fakeDriverData({ transportTasks: [today, tomorrow, deliveredYesterday, earlier] }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Transport tasks' })).toBeTruthy();
    const todaySection = screen.getByRole('region', { name: 'Today' });
    const cards = within(todaySection).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'PO-4402',
      'PO-441',
    ]);

    const card = cards[1]!;
    expect(within(card).getByText('From Kesko Logistiikka Oy to Tampereen Tukku Oy')).toBeTruthy();
    expect(within(card).getByText(/Waybill 1001/)).toBeTruthy();
    const stops = within(card)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(stops).toEqual(['1. Pickup', '2. Delivery', 'Goods']);
    // The pickup has coordinates: the map app opens at them; the delivery's address is searched.
    const pickupAddress = within(card).getByRole('link', { name: /Tikkurilantie 10, 01300 Vantaa/ });
    expect(pickupAddress.getAttribute('href')).toBe('geo:60.2925,25.0385?q=60.2925,25.0385(Vantaan%20DC)');
    expect(pickupAddress.textContent).toContain('(opens the map app)');
    const deliveryAddress = within(card).getByRole('link', { name: /Hatanpään valtatie 34, 33100 Tampere/ });
    expect(deliveryAddress.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Hatanp%C3%A4%C3%A4n%20valtatie%2034%2C%2033100%20Tampere',
    );
    expect(within(card).getByText('Time window 08:00–09:00')).toBeTruthy();
    expect(within(card).getByText('Time window 12:00–14:00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+358 40 123 4567' }).getAttribute('href')).toBe('tel:+358401234567');
    expect(within(card).getByText('Contact: Pekka Lastaaja')).toBeTruthy();
    // The goods, the dangerous line marked ADR in words.
    expect(within(card).getByText('18 × EUR pallet · Elintarvikkeita')).toBeTruthy();
    expect(within(card).getByText('9 400 kg · marks: KL-1…18')).toBeTruthy();
    expect(within(card).getByText(/Dangerous goods: UN 1203, class 3, BENSIINI, packing group II/)).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: 'Open the stop' })).toHaveLength(2);

    // Tomorrow's task is listed apart; the one delivered yesterday is not shown.
    const later = screen.getByRole('region', { name: 'Coming days' });
    expect(within(later).getByRole('heading', { level: 3, name: 'PO-4403' })).toBeTruthy();
    expect(screen.queryByText('PO-4404')).toBeNull();
  });

  it('shows in Swedish a stop the phone recorded as done at once, waiting to be sent', () => {
    preferLanguages('sv-SE');
    const event = {
      clientKey: 'event-1',
      transportTaskId: today.id,
      stopId: today.stops[0]!.id,
      kind: 'loaded' as const,
      at: '2026-05-04T05:40:00.000Z',
      position: null,
      goodsChecked: true,
      note: '',
      proof: null,
      deviations: [],
    };
    renderDriver(<TransportScreen />, {
      data: fakeDriverData({ transportTasks: [today], stopEventsWaiting: [event] }),
    });
    const card = screen.getByRole('article', { name: 'PO-441' });
    // Its only pickup done: picked up, as the server will say once it has the event.
    expect(within(card).getByText('Hämtat')).toBeTruthy();
    expect(within(card).getByText('Lastat 08:40')).toBeTruthy();
    expect(within(card).getByText('Väntar på att skickas')).toBeTruthy();
    expect(within(card).getByText('Inte besökt än')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Visa stoppet' })).toBeTruthy();
  });

  it('says so when there is nothing today', () => {
    preferLanguages('fi-FI');
    renderDriver(<TransportScreen />, { data: fakeDriverData({ transportTasks: [tomorrow] }) });
    expect(screen.getByText('Sinulla ei ole kuljetustehtäviä tänään.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tulevat päivät' })).toBeTruthy();
  });
});

describe('the Status tab', () => {
  it('counts today’s transport tasks, opens the list and a stop', async () => {
    preferLanguages('en-GB');
    const done = fakeTransportTask({ suffix: '5', reference: 'PO-4405', state: 'delivered' });
    renderDriver(<Shell />, { data: fakeDriverData({ transportTasks: [today, done, tomorrow] }) });
    expect(await screen.findByText('2 transport tasks today, 1 still open.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open transport tasks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transport tasks' })).toBeTruthy();
    expect(window.location.pathname).toBe('/transport');

    const card = screen.getByRole('article', { name: 'PO-441' });
    await user.click(within(card).getAllByRole('button', { name: 'Open the stop' })[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery: Tampere' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/transport/${today.id}/${today.stops[1]!.id}`);
    expect(screen.getByRole('button', { name: 'Arrived' })).toBeTruthy();
  });

  it('shows no entry while the driver has no transport tasks', () => {
    preferLanguages('en-GB');
    renderDriver(<Shell />, { data: fakeDriverData() });
    expect(screen.queryByText('Transport tasks')).toBeNull();
  });
});
