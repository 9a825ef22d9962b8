import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import {
  entryOf,
  fleetPage,
  inspection,
  nextOilChange,
  oilChange,
  oilChangeDone,
  PAGE,
  testId,
  scania,
  tyres,
  vehicleHandlers,
  volvo,
} from './test-fleet';

const PATH = '/vehicle/fleet-management';
const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);
/** The table's rows below its header, each as its cells' text but the actions. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => cells(row).slice(0, -1));
const bodyOf = (init?: RequestInit): unknown => JSON.parse(String(init?.body));

describe('fleet management page', { timeout: 30_000 }, () => {
  it('lists the open items overdue first, then due soon, then pending, each state in words', async () => {
    renderApp(PATH, { handlers: { ...vehicleHandlers, [PAGE]: fleetPage([inspection, tyres, oilChange]) } });
    const table = await screen.findByRole('table', { name: /^Open fleet items/ });
    expect(bodyRows(table)).toEqual([
      [
        'ABC-123 Volvo FH',
        'Maintenance',
        'Overdue',
        '120 000 kmnow 121 500 kmforecast: 23.11.2026',
        'Every 30 000 km up to 240 000 km',
        '€900.00',
        'Oil and filters',
      ],
      ['ABC-123 Volvo FH', 'Tyre change', 'Due soon', '05.12.2026', 'Once', '€400.00', '–'],
      [
        'XYZ-789 Scania R',
        'Inspection',
        'Pending',
        '15.03.2027',
        'Every 12 months until 15.03.2030',
        '€250.00',
        'Annual inspection',
      ],
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 open items');
    expect(
      screen.getByText(
        'An item counts as due soon 14 days before its date or 1 500 km before its distance. A licence or card counts as expiring 60 days before it expires.',
      ),
    ).toBeTruthy();
    // A User reads the lead; only Admins and Superusers change it.
    expect(screen.queryByRole('button', { name: 'Save due soon settings' })).toBeNull();
  });

  it('filters by state and vehicle', async () => {
    const { user } = renderApp(PATH, {
      handlers: { ...vehicleHandlers, [PAGE]: fleetPage([inspection, tyres, oilChange]) },
    });
    const table = await screen.findByRole('table', { name: /^Open fleet items/ });
    await user.selectOptions(screen.getByLabelText('Vehicle'), volvo.id);
    expect(bodyRows(table).map((row) => row[1])).toEqual(['Maintenance', 'Tyre change']);
    await user.selectOptions(screen.getByLabelText('State'), 'dueSoon');
    expect(bodyRows(table).map((row) => row[1])).toEqual(['Tyre change']);
  });

  it('adds a distance item: checked with the server’s rules, and the server’s field message on its field', async () => {
    const posted: unknown[] = [];
    const { user } = renderApp(PATH, {
      handlers: {
        ...vehicleHandlers,
        [PAGE]: fleetPage([tyres]),
        'POST /api/fleet-items': (init?: RequestInit) => {
          posted.push(bodyOf(init));
          const message = "The first distance threshold cannot be below the vehicle's current mileage (121500 km)";
          return jsonResponse(
            { statusCode: 400, code: 'fleet:firstBelowCurrent', message, fields: [{ path: 'firstKm', message }] },
            400,
          );
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fleet item' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Vehicle/));
    await user.selectOptions(within(dialog).getByLabelText(/^Vehicle/), volvo.id);
    await user.click(within(dialog).getByLabelText('Distance'));
    await user.type(within(dialog).getByLabelText(/^First at/), '240000');
    await user.type(within(dialog).getByLabelText(/^Last at/), '30000');
    await user.type(within(dialog).getByLabelText(/^Interval/), '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getByText('The first distance threshold must be below the last')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^First at/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/^First at/));
    await user.type(within(dialog).getByLabelText(/^First at/), '30000');
    await user.clear(within(dialog).getByLabelText(/^Last at/));
    await user.type(within(dialog).getByLabelText(/^Last at/), '240000,5');
    await user.type(within(dialog).getByLabelText(/^Planned cost/), '120,50');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Oil');
    expect(within(dialog).getByText('3/50 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(
      await within(dialog).findByText(
        "The first distance threshold cannot be below the vehicle's current mileage (121500 km)",
      ),
    ).toBeTruthy();
    expect(posted).toEqual([
      {
        vehicleId: volvo.id,
        type: 'maintenance',
        dueType: 'distance',
        firstKm: 30_000,
        lastKm: 240_000.5,
        intervalKm: 30_000,
        cost: 120.5,
        description: 'Oil',
      },
    ]);
  });

  it('marks an item complete, lists the next one, and undoes the completion', async () => {
    let items = [tyres, oilChange];
    const completions: unknown[] = [];
    const undone: string[] = [];
    const { user } = renderApp(PATH, {
      handlers: {
        ...vehicleHandlers,
        [PAGE]: () => fleetPage(items),
        [`POST /api/fleet-items/${oilChange.id}/complete`]: (init?: RequestInit) => {
          completions.push(bodyOf(init));
          items = [tyres, oilChangeDone, nextOilChange];
          return { completed: entryOf(oilChangeDone), next: entryOf(nextOilChange) };
        },
        [`DELETE /api/fleet-items/${oilChange.id}/complete`]: () => {
          undone.push(oilChange.id);
          items = [tyres, oilChange];
          return entryOf(oilChange);
        },
      },
    });
    const item = 'Maintenance, ABC-123 Volvo FH, due 120 000 km';
    await user.click(await screen.findByRole('button', { name: `Mark complete: ${item}` }));
    const dialog = await screen.findByRole('dialog', { name: `Mark complete: ${item}` });
    expect((within(dialog).getByLabelText(/^Done on/) as HTMLInputElement).value).toBe('28.11.2026');
    expect((within(dialog).getByLabelText('Odometer (km)') as HTMLInputElement).value).toBe('121500');
    expect((within(dialog).getByLabelText('Actual cost') as HTMLInputElement).value).toBe('900');
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('Marked complete. The next one is due 150 000 km.')).toBeTruthy();
    expect(completions).toEqual([{ date: '2026-11-28', km: 121_500, cost: 900 }]);
    const open = screen.getByRole('table', { name: /^Open fleet items/ });
    await waitFor(() =>
      expect(bodyRows(open).map((row) => row[3])).toEqual(['05.12.2026', expect.stringMatching(/^150 000 km/)]),
    );

    await user.click(screen.getByRole('switch', { name: 'Show done' }));
    const done = screen.getByRole('table', { name: /^Done fleet items/ });
    expect(bodyRows(done)).toEqual([
      [
        'ABC-123 Volvo FH',
        'Maintenance',
        'Done',
        '120 000 km',
        '28.11.2026',
        '121 500 km',
        '€900.00',
        'Oil and filters',
      ],
    ]);
    await user.click(within(done).getByRole('button', { name: `Undo: ${item}` }));
    expect(await screen.findByText('The completion was undone')).toBeTruthy();
    expect(undone).toEqual([oilChange.id]);
    await waitFor(() => expect(screen.getByText('Nothing done yet.')).toBeTruthy());
  });

  it('changes an item: the version read and the open occurrence’s due date go with it', async () => {
    // The yearly inspection's third occurrence is open: its date is sent, and the server counts on from it.
    const third = { ...inspection, id: testId(622), sequence: 2, version: 4 };
    const first = { ...inspection, state: 'done' as const, dueDate: '2025-03-15', completedDate: '2025-03-10' };
    const put: unknown[] = [];
    const { user } = renderApp(PATH, {
      handlers: {
        ...vehicleHandlers,
        [PAGE]: fleetPage([first, third]),
        [`PUT /api/fleet-items/${third.id}`]: (init?: RequestInit) => {
          put.push(bodyOf(init));
          return entryOf(third);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Inspection, XYZ-789 Scania R, due 15.03.2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit fleet item' });
    expect((within(dialog).getByLabelText(/^Due date/) as HTMLInputElement).value).toBe('15.03.2027');
    const cost = within(dialog).getByLabelText(/^Planned cost/);
    await user.clear(cost);
    await user.type(cost, '275');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toEqual([
        {
          vehicleId: scania.id,
          type: 'inspection',
          dueType: 'time',
          dueDate: '2027-03-15',
          repeatEvery: { unit: 'month', count: 12 },
          repeatUntil: '2030-03-15',
          cost: 275,
          description: 'Annual inspection',
          version: 4,
        },
      ]),
    );
  });

  it('takes an odometer reading at a date and time on the organisation’s clocks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    try {
      const readings: unknown[] = [];
      const { user } = renderApp(PATH, {
        handlers: {
          ...vehicleHandlers,
          [PAGE]: fleetPage([tyres]),
          [`POST /api/vehicles/${volvo.id}/odometer`]: (init?: RequestInit) => {
            readings.push(bodyOf(init));
            return jsonResponse(
              { vehicleId: volvo.id, at: '2026-11-28T10:00:00.000Z', km: 121_800, source: 'manual' },
              201,
            );
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Odometer reading' }));
      const dialog = await screen.findByRole('dialog', { name: 'Odometer reading' });
      await user.click(within(dialog).getByRole('button', { name: 'Save reading' }));
      const vehicle = within(dialog).getByLabelText(/^Vehicle/);
      expect(vehicle.getAttribute('aria-invalid')).toBe('true');
      expect(readings).toEqual([]);
      await user.selectOptions(vehicle, volvo.id);
      expect((within(dialog).getByLabelText(/^Time/) as HTMLInputElement).value).toBe('12:00');
      await user.type(within(dialog).getByLabelText(/^Odometer/), '121 800');
      await user.click(within(dialog).getByRole('button', { name: 'Save reading' }));
      await waitFor(() => expect(readings).toEqual([{ at: '2026-11-28T10:00:00.000Z', km: 121_800 }]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an Admin set how early items are due soon', async () => {
    const saved: unknown[] = [];
    const { user } = renderApp(PATH, {
      account: { role: 'Admin' },
      handlers: {
        ...vehicleHandlers,
        [PAGE]: fleetPage([tyres]),
        'PUT /api/fleet-settings': (init?: RequestInit) => {
          saved.push(bodyOf(init));
          return bodyOf(init);
        },
      },
    });
    const days = await screen.findByLabelText(/^Days before the date/);
    await user.clear(days);
    await user.type(days, '21');
    await user.clear(screen.getByLabelText(/^Km before the distance/));
    await user.type(screen.getByLabelText(/^Km before the distance/), '2000,5');
    const documentDays = screen.getByLabelText(/^Days before a document expires/);
    await user.clear(documentDays);
    await user.type(documentDays, '90');
    await user.click(screen.getByRole('button', { name: 'Save due soon settings' }));
    await waitFor(() => expect(saved).toEqual([{ dueSoonDays: 21, dueSoonKm: 2000.5, documentLeadDays: 90 }]));
  });

  it('lists the drivers’ licences and cards that expire, each state in words', async () => {
    renderApp(PATH, {
      handlers: {
        ...vehicleHandlers,
        [PAGE]: fleetPage(
          [tyres],
          [
            { driverId: testId(701), driverName: 'Aalto Anna', code: 'ADR', expiresOn: '2026-11-20', state: 'expired' },
            { driverId: testId(701), driverName: 'Aalto Anna', code: 'CE', expiresOn: '2027-01-20', state: 'expiring' },
          ],
        ),
      },
    });
    const table = await screen.findByRole('table', { name: /licences and cards that expire/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Aalto AnnaADR20.11.2026Expired',
      'Aalto AnnaCE20.01.2027Expiring',
    ]);
  });

  it('tells what to do when there is no item yet', async () => {
    const { user } = renderApp(PATH, { handlers: { ...vehicleHandlers, [PAGE]: fleetPage([]) } });
    const empty = (await screen.findByText('No fleet items yet')).parentElement!;
    expect(within(empty).getByText(/^Add the maintenance, inspections and tyre changes/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(empty).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('dialog', { name: 'Add fleet item' })).toBeTruthy();
  });

  it('says the items could not be fetched, and tries again', async () => {
    let calls = 0;
    const { user } = renderApp(PATH, {
      handlers: { ...vehicleHandlers, [PAGE]: () => (++calls === 1 ? jsonResponse({}, 500) : fleetPage([tyres])) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch fleet items');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Open fleet items/ })).toBeTruthy();
  });

  // Last: the account's language switches the test i18n instance for the rest of the file.
  it('speaks Finnish to a Finnish user', async () => {
    renderApp(PATH, {
      account: { displayLanguage: 'fi' },
      handlers: { ...vehicleHandlers, [PAGE]: fleetPage([oilChange]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalustonhallinta' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /^Avoimet kalustokohteet/ });
    expect(bodyRows(table)[0]?.slice(1, 5)).toEqual([
      'Huolto',
      'Myöhässä',
      '120 000 kmnyt 121 500 kmennuste: 23.11.2026',
      '30 000 km välein 240 000 km asti',
    ]);
  });
});
