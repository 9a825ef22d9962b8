import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { apiError, departments, editHandlers, lookupHandlers, metsa, scania, testRoute } from './test-routes';

type User = ReturnType<typeof renderApp>['user'];
const input = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** Typing a whole field at once: keystroke by keystroke, a long form outlasts a test's time on two busy cores. */
const fill = async (_user: User, label: string | RegExp, text: string) => {
  fireEvent.change(input(label), { target: { value: text } });
  await Promise.resolve();
};
const saved = testRoute();
const measured = {
  distanceKm: 212.6,
  drivingMinutes: 183,
  source: 'estimate',
  path: [
    [61.4978, 23.761],
    [61.1272, 21.4757],
  ],
};

describe('route form', () => {
  it('says what is wrong with a schedule as it is sent: weekly without weekdays, a code too long', async () => {
    const { user } = renderApp('/newRoute', { handlers: lookupHandlers });
    const weekdays = await screen.findByRole('group', { name: /^Weekdays/ });
    const monday = within(weekdays).getByRole('button', { name: 'Monday' });
    // Monday first, each a toggle button read with its full name.
    expect(
      within(weekdays)
        .getAllByRole('button')
        .map((day) => day.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(monday.getAttribute('aria-pressed')).toBe('true');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(within(weekdays).getByRole('button', { name: day }));
    expect(monday.getAttribute('aria-pressed')).toBe('false');
    await fill(user, /^Code/, 'TR123');
    await user.click(screen.getByRole('button', { name: 'Add route' }));

    expect(await screen.findByText('Choose at least one weekday')).toBeTruthy();
    expect(screen.getByText('The route code can have at most 4 characters')).toBeTruthy();
    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'After a number of runs' }));
    await fill(user, /^Number of runs/, '0');
    expect(await screen.findByText('The number of runs must be a whole number from 1 to 1000')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('radio', { name: 'A weekday of the month' }));
    expect(screen.queryByText('Choose at least one weekday')).toBeNull();
  });

  it('measures the route between the waypoints typed in the list and sends the contract’s body, then opens the route', async () => {
    let sent: unknown;
    let measuredWith: unknown;
    const { user, router } = renderApp('/newRoute', {
      handlers: {
        ...lookupHandlers,
        'POST /api/routes/measure': (init?: RequestInit) => {
          measuredWith = JSON.parse(String(init?.body));
          return measured;
        },
        'POST /api/routes': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(saved, 201);
        },
        ...editHandlers(saved),
      },
    });
    await screen.findByRole('option', { name: 'ABC-123 – Scania R 450' });
    await fill(user, /^Name/, 'Tampere–Rauma');
    await fill(user, /^Code/, 'TR1');
    await user.selectOptions(screen.getByLabelText(/^Customer/, { selector: 'select' }), 'Metsä Oy');
    await user.selectOptions(screen.getByLabelText(/^Vehicle/, { selector: 'select' }), 'ABC-123 – Scania R 450');
    await user.selectOptions(screen.getByLabelText(/^Department/, { selector: 'select' }), 'Kaukoliikenne');
    await fill(user, /^Income per run/, '900');

    await user.click(screen.getByRole('button', { name: 'Add waypoint' }));
    await user.click(screen.getByRole('button', { name: 'Add waypoint' }));
    await fill(user, 'Address 1', 'Tampere');
    await fill(user, 'Latitude 1', '61,4978');
    await fill(user, 'Longitude 1', '23.761');
    await fill(user, 'Address 2', 'Rauman satama');
    await fill(user, 'Latitude 2', '61.1272');
    await fill(user, 'Longitude 2', '21.4757');
    expect(
      await screen.findByText(/^Estimate: the straight line between the waypoints/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(measuredWith).toEqual({
      waypoints: [
        { address: 'Tampere', lat: 61.4978, lng: 23.761 },
        { address: 'Rauman satama', lat: 61.1272, lng: 21.4757 },
      ],
    });
    expect(input(/^Distance \(km\)/).value).toBe('212.6');
    expect(input(/^Driving time/).value).toBe('183');

    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('radio', { name: 'A weekday of the month' }));
    await user.selectOptions(screen.getByLabelText(/^Which/, { selector: 'select' }), 'last');
    await user.selectOptions(screen.getByLabelText(/^Weekday$/, { selector: 'select' }), 'Friday');
    await fill(user, /^First day/, '27.03.2026');
    fireEvent.change(input(/^Start time/), { target: { value: '06:00' } });
    await fill(user, 'Duration, hours', '5');
    await fill(user, 'Duration, minutes', '30');
    await user.click(screen.getByRole('checkbox', { name: 'No runs on public holidays' }));
    expect(screen.getByText('In words: Last Friday of the month at 06:00, not on public holidays')).toBeTruthy();
    // 5.5 h × 45 €/h + 212.6 km × 0.80 €/km = 247.50 + 170.08 = 417.58; 900 − 417.58 = 482.42, 53.6 %.
    const economics = screen.getByRole('region', { name: "One run's economics" });
    expect(within(economics).getByText('€417.58')).toBeTruthy();
    expect(within(economics).getByText('€482.42')).toBeTruthy();
    expect(within(economics).getByText('53.6 %')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add route' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/route/edit/${saved.id}`));
    expect(sent).toEqual({
      name: 'Tampere–Rauma',
      code: 'TR1',
      customerId: metsa.id,
      vehicleId: scania.id,
      departmentId: departments[0]!.id,
      subcontractor: '',
      requiredLicences: [],
      waypoints: [
        { address: 'Tampere', lat: 61.4978, lng: 23.761 },
        { address: 'Rauman satama', lat: 61.1272, lng: 21.4757 },
      ],
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        setPosition: -1,
        weekday: 'FR',
        startDate: '2026-03-27',
        startTime: '06:00',
        durationMinutes: 330,
        skipPublicHolidays: true,
        exceptions: [],
      },
      incomeBasis: 'perRun',
      income: 900,
      // Measured, so left to the server, which measures again and keeps the source.
      distanceKm: null,
      drivingMinutes: null,
    });
  }, 60_000);

  it('moves and removes waypoints with the buttons and Alt+arrows, the focus staying with the one moved', async () => {
    const { user } = renderApp(`/route/edit/${saved.id}`, {
      handlers: {
        ...editHandlers(
          testRoute({
            id: saved.id,
            waypoints: [
              { address: 'Tampere', lat: 61.4978, lng: 23.761 },
              { address: 'Pori', lat: 61.4851, lng: 21.7974 },
              { address: 'Rauman satama', lat: 61.1272, lng: 21.4757 },
            ],
          }),
        ),
        'POST /api/routes/measure': measured,
      },
    });
    const addresses = () => [1, 2, 3].map((n) => screen.queryByLabelText(`Address ${n}`, { selector: 'input' }));
    await screen.findByDisplayValue('Pori');
    expect(screen.getByRole('button', { name: 'Move waypoint 1 up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move waypoint 3 up' }));
    expect(addresses().map((field) => (field as HTMLInputElement).value)).toEqual(['Tampere', 'Rauman satama', 'Pori']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move waypoint 2 up'));

    await user.click(input('Address 1'));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(addresses().map((field) => (field as HTMLInputElement).value)).toEqual(['Rauman satama', 'Tampere', 'Pori']);
    await waitFor(() => expect(document.activeElement).toBe(input('Address 2')));
    expect(screen.getByText('Moved to place 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove waypoint 3' }));
    expect(addresses()[2]).toBeNull();
    // The map beside the list is named, and says the list does the same; its markers name their waypoint.
    expect(await screen.findByRole('region', { name: /^Map of the waypoints/ })).toBeTruthy();
    expect(await screen.findByTitle('Waypoint 1: Rauman satama')).toBeTruthy();
    expect(screen.getByTitle('Waypoint 2: Tampere')).toBeTruthy();
  });

  it('saves a route at the version it was read with its skipped runs, and says when someone else changed it', async () => {
    let sent: Record<string, unknown> | undefined;
    const conflict = 'Someone else changed this route meanwhile. Open it again to see their change.';
    const route = testRoute({
      id: saved.id,
      recurrence: { ...saved.recurrence!, exceptions: [{ date: '2026-04-06', action: 'skip' }] },
    });
    const { user } = renderApp(`/route/edit/${saved.id}`, {
      handlers: {
        ...editHandlers(route),
        [`PUT /api/routes/${saved.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
          return jsonResponse(apiError(409, 'routes:versionConflict', conflict), 409);
        },
      },
    });
    expect((await screen.findByLabelText(/^Name/, { selector: 'input' })).getAttribute('value')).toBe('Tampere–Rauma');
    expect(input(/^Distance \(km\)/).value).toBe('250');
    expect(screen.getByText('Measured along the roads.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(conflict)).toBeTruthy();
    expect(sent).toMatchObject({
      version: 4,
      distanceKm: null,
      recurrence: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'], exceptions: [{ date: '2026-04-06', action: 'skip' }] },
    });
  });
});
