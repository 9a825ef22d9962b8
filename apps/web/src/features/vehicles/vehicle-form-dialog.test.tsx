import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vehicle, VehicleInput } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { apiError, northBase, pageHandlers, testId, testVehicle } from './test-vehicles';

// Labels of required fields end in an asterisk, hence the anchored patterns.
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function openCreate(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add vehicle' }));
  return screen.findByRole('dialog', { name: 'Add vehicle' });
}

describe('vehicle form', () => {
  it('says a register number is not valid while it is typed', async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: { ...pageHandlers(), 'GET /api/vehicles': [testVehicle()] },
    });
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Register number'), 'AB-12');
    expect(within(dialog).getByText('Not a valid registration number')).toBeTruthy();
    await user.type(field(dialog, 'Register number'), '34');
    expect(within(dialog).getByText('Not a valid registration number')).toBeTruthy();
    await user.clear(field(dialog, 'Register number'));
    await user.type(field(dialog, 'Register number'), 'abc 123');
    expect(within(dialog).queryByText('Not a valid registration number')).toBeNull();
  });

  it('checks the IMEI, the device id and that a device lock has a device id', async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: { ...pageHandlers(), 'GET /api/vehicles': [testVehicle()] },
    });
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Device identifier (IMEI)'), '12345');
    expect(within(dialog).getByText('The IMEI must be 15 digits')).toBeTruthy();
    await user.type(field(dialog, 'Driver-app device id'), 'AB12-');
    expect(within(dialog).getByText('The device id must be exactly 10 letters or digits')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Submitting shows every problem: the register number and the class are required.
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await user.type(field(dialog, 'Register number'), 'AB-12');
    expect(within(dialog).getByText('Not a valid registration number')).toBeTruthy();
    await user.clear(field(dialog, 'Register number'));

    await user.type(field(dialog, 'Register number'), 'ABC-123');
    await user.selectOptions(field(dialog, 'Vehicle class'), 'Truck');
    await user.clear(field(dialog, 'Device identifier (IMEI)'));
    await user.clear(field(dialog, 'Driver-app device id'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Device lock' }));
    expect(within(dialog).getByText('A device lock needs a device id')).toBeTruthy();
    await user.type(field(dialog, 'Driver-app device id'), 'AB12CD34EF');
    expect(within(dialog).queryByText('A device lock needs a device id')).toBeNull();
  });

  it('adds a vehicle with the register number in its written form', async () => {
    const list: Vehicle[] = [testVehicle({ registerNumber: 'XYZ-987' })];
    let sent: VehicleInput | undefined;
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': () => list,
        'POST /api/vehicles': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as VehicleInput;
          const created = testVehicle({ ...sent, id: testId(50) });
          list.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Register number'), 'abc123');
    await user.type(field(dialog, 'Name or nickname'), 'Volvo FH16');
    await user.selectOptions(field(dialog, 'Vehicle class'), 'Tractor unit');
    await user.selectOptions(field(dialog, 'Base'), 'Oulu');
    await user.selectOptions(field(dialog, 'Fuel type'), 'Biodiesel');
    await user.selectOptions(field(dialog, 'Emission standard'), 'EURO III EEV');
    await user.type(field(dialog, 'Device identifier (IMEI)'), '356938035643809');
    await user.type(field(dialog, 'Driver-app device id'), 'AB12CD34EF');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Device lock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'ABC-123' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual({
      registerNumber: 'ABC-123',
      name: 'Volvo FH16',
      vehicleClass: 4,
      baseId: northBase.id,
      vehicleCode: '',
      imei: '356938035643809',
      fuelType: 9,
      emissionStandard: 8,
      externalId: '',
      deviceId: 'AB12CD34EF',
      deviceLock: true,
    });
    expect(await screen.findByText('Vehicle ABC-123 added')).toBeTruthy();
  });

  it("shows the server's message on the field when the register number is taken", async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': [testVehicle({ registerNumber: 'ABC-123' })],
        'POST /api/vehicles': jsonResponse(
          apiError(
            409,
            'organisation-data:registerNumberTaken',
            'Vehicle with this register number already exists.',
            'registerNumber',
          ),
          409,
        ),
      },
    });
    const dialog = await openCreate(user);
    await user.type(field(dialog, 'Register number'), 'ABC-123');
    await user.selectOptions(field(dialog, 'Vehicle class'), 'Truck');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Vehicle with this register number already exists.')).toBeTruthy();
    expect(field(dialog, 'Register number').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits a vehicle starting from its saved values', async () => {
    const scania = testVehicle({
      registerNumber: 'ABC-123',
      name: 'Scania',
      vehicleClass: 3,
      baseId: northBase.id,
      deviceId: 'AB12CD34EF',
      deviceLock: true,
    });
    let sent: VehicleInput | undefined;
    const { user } = renderApp('/vehicles', {
      account: { role: 'Superuser' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': [scania],
        [`PUT /api/vehicles/${scania.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as VehicleInput;
          return { ...scania, ...sent };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit ABC-123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit vehicle ABC-123' });
    expect((field(dialog, 'Name or nickname') as HTMLInputElement).value).toBe('Scania');
    expect((field(dialog, 'Base') as HTMLSelectElement).value).toBe(northBase.id);
    expect((within(dialog).getByRole('checkbox', { name: 'Device lock' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(field(dialog, 'Name or nickname'));
    await user.type(field(dialog, 'Name or nickname'), 'Scania R 500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle ABC-123 saved')).toBeTruthy();
    expect(sent).toMatchObject({
      registerNumber: 'ABC-123',
      name: 'Scania R 500',
      vehicleClass: 3,
      baseId: northBase.id,
      deviceLock: true,
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit ABC-123' })));
  });

  it('says where bases are added when there are none, and the first vehicle takes the focus to the heading', async () => {
    const list: Vehicle[] = [];
    const { user, router } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/bases': [],
        'GET /api/vehicles': () => list,
        'POST /api/vehicles': (init?: RequestInit) => {
          const created = testVehicle({ ...(JSON.parse(String(init?.body)) as VehicleInput), id: testId(51) });
          list.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    expect(await screen.findByText('No vehicles yet')).toBeTruthy();
    let dialog = await openCreate(user);
    const base = field(dialog, 'Base');
    expect(document.getElementById(base.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No bases yet. Add them on the Departments and bases page.',
    );
    await user.type(field(dialog, 'Register number'), 'abc123');
    await user.selectOptions(field(dialog, 'Vehicle class'), 'Truck');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'ABC-123' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Vehicles' })),
    );
    expect(await screen.findByText('Vehicle ABC-123 added')).toBeTruthy();

    dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('link', { name: 'Departments and bases' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/departments'));
  });
});
