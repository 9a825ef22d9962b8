import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverFetchStatus, ExternalCredential, ExternalDriver, ExternalVehicle, Vehicle } from '@rahti/domain';
import { renderApp } from '../../../test/render-app';
import { testOrganisation } from '../../../test/fixtures';

const organisation = testOrganisation();
const state = {
  lastFetchAt: '2026-11-24T08:00:00.000Z',
  lastSuccessAt: '2026-11-24T08:00:00.000Z',
  lastError: null,
  failures: 0,
  positionsStored: 1234,
  nextFetchAt: '2026-11-24T08:01:00.000Z',
};
const credential: ExternalCredential = {
  id: '00000000-0000-4000-8000-000000000c01',
  serviceName: 'volvoConnect',
  baseUrl: 'https://rfms.example',
  version: '2.1',
  username: 'rahti-demo',
  tokenUrl: '',
  ...state,
  vehicleCount: 1,
  linkedCount: 0,
};
const truck: ExternalVehicle = {
  vin: 'YV2RT40A5JB123456',
  name: 'Volvo FH 1',
  brand: 'VOLVO TRUCKS',
  model: 'FH',
  vehicleId: null,
  registerNumber: null,
  lastSeenAt: '2026-11-24T08:00:00.000Z',
};
const ourVehicle = (id: string, registerNumber: string, isActive: boolean): Vehicle => ({
  id,
  name: registerNumber,
  registerNumber,
  baseId: null,
  vehicleClass: 3,
  vehicleCode: '',
  imei: '',
  fuelType: 1,
  emissionStandard: 6,
  externalId: '',
  deviceId: '',
  deviceLock: false,
  isActive,
  activatedAt: null,
  isShared: false,
  lastPositionAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const card = (cardNumber: string, holder: { id: string; name: string } | null): ExternalDriver => ({
  cardNumber,
  driverId: holder?.id ?? null,
  driverName: holder?.name ?? null,
  vin: truck.vin,
  registerNumber: holder ? 'ABC-123' : null,
  workingState: holder ? 'DRIVE' : 'REST',
  lastSeenAt: '2026-11-24T07:58:00.000Z',
});

function renderSection(drivers: ExternalDriver[], handlers: Record<string, unknown> = {}) {
  const status: DriverFetchStatus = { serviceName: 'volvoConnect', ...state, drivers: [...drivers] };
  return renderApp('/organisation', {
    account: { role: 'Admin' },
    handlers: {
      'GET /api/organisation': organisation,
      'GET /api/organisation/users': [],
      'GET /api/SalaryTypeCodes': [],
      'GET /api/supervisors': [],
      'GET /api/licence-types': { classes: [], qualifications: [], custom: [] },
      'GET /api/organisation/externalcredentials': [credential],
      'GET /api/organisation/externalvehicles?serviceName=volvoConnect': [truck],
      'GET /api/organisation/fetchdriverstatus?serviceName=volvoConnect': () => status,
      'GET /api/vehicles': [
        ourVehicle('00000000-0000-4000-8000-000000000d01', 'ABC-123', true),
        ourVehicle('00000000-0000-4000-8000-000000000d02', 'XYZ-999', false),
      ],
      ...handlers,
    },
  });
}

const serviceSection = async () => screen.findByRole('region', { name: 'Volvo Connect' });

describe('external services on the organisation page', { timeout: 30_000 }, () => {
  // The whole organisation page renders per test: slow on a shared two-core machine.
  it('lists the driver cards the trucks reported, says which no driver holds, and fetches them again', async () => {
    let posted: unknown;
    const seen = [card('F123456789012301', null)];
    const { user } = renderSection(seen, {
      'GET /api/organisation/fetchdriverstatus?serviceName=volvoConnect': () => ({
        serviceName: 'volvoConnect',
        ...state,
        drivers: seen,
      }),
      'POST /api/organisation/fetchexternaldrivers': (init?: RequestInit) => {
        posted = JSON.parse(String(init?.body));
        // Meanwhile the card was entered on a driver's page.
        seen[0] = card('F123456789012301', { id: '00000000-0000-4000-8000-000000000e01', name: 'Kalle Kuski' });
        return seen;
      },
    });
    const section = await serviceSection();
    const table = await within(section).findByRole('table', { name: 'Driver cards seen by Volvo Connect' });
    const row = within(table).getByRole('row', { name: /F123456789012301/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No driver has this card', 'YV2RT40A5JB123456', 'Rest', '24.11.2026 09:58']);
    expect(
      within(section).getByText("1 card is held by no driver here: enter the card number on that driver's page."),
    ).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Fetch the drivers in the trucks' }));
    await waitFor(() => expect(posted).toEqual({ serviceName: 'volvoConnect' }));
    await waitFor(() =>
      expect(within(section).getByRole('row', { name: /F123456789012301/ }).textContent).toContain('Kalle Kuski'),
    );
    expect(within(section).getByText('Every card seen is held by one of your drivers.')).toBeTruthy();
  });

  it('names the holder, the truck and the tachograph state once a driver has the card', async () => {
    renderSection([card('F123456789012301', { id: '00000000-0000-4000-8000-000000000e01', name: 'Kalle Kuski' })]);
    const section = await serviceSection();
    const row = await within(section).findByRole('row', { name: /F123456789012301/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kalle Kuski', 'ABC-123', 'Driving', '24.11.2026 09:58']);
    expect(within(section).getByText('Every card seen is held by one of your drivers.')).toBeTruthy();
  });

  it("links a service's truck to an activated vehicle, and shows the refusal for one that is not", async () => {
    const links: unknown[] = [];
    const { user } = renderSection([], {
      'POST /api/organisation/externalvehicles?serviceName=volvoConnect': (init?: RequestInit) => {
        const link = JSON.parse(String(init?.body)) as { vehicleId: string };
        links.push(link);
        if (link.vehicleId.endsWith('d02'))
          return new Response(
            JSON.stringify({
              statusCode: 409,
              code: 'tracking:vehicleNotActivated',
              message: 'Vehicle XYZ-999 is not activated; activate it in the vehicles view',
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          );
        return [{ ...truck, vehicleId: link.vehicleId, registerNumber: 'ABC-123' }];
      },
    });
    const section = await serviceSection();
    expect(
      await within(section).findByText('No driver cards seen yet. The trucks report the card in the tachograph.'),
    ).toBeTruthy();
    const select = await within(section).findByRole('combobox', { name: 'Your vehicle for Volvo FH 1' });
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Not linked',
      'ABC-123',
      'XYZ-999 (not activated)',
    ]);
    await user.selectOptions(select, '00000000-0000-4000-8000-000000000d02');
    expect(await within(section).findByRole('alert')).toHaveProperty(
      'textContent',
      'Vehicle XYZ-999 is not activated; activate it in the vehicles view',
    );
    await user.selectOptions(select, '00000000-0000-4000-8000-000000000d01');
    await waitFor(() =>
      expect(links).toEqual([
        { vin: truck.vin, vehicleId: '00000000-0000-4000-8000-000000000d02' },
        { vin: truck.vin, vehicleId: '00000000-0000-4000-8000-000000000d01' },
      ]),
    );
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
  });

  it("asks Scania for a client id and secret key, and checks them with Scania's sign-in", async () => {
    let checked: unknown;
    const { user } = renderSection([], {
      'POST /api/organisation/tryvolvoconnect': (init?: RequestInit) => {
        checked = JSON.parse(String(init?.body));
        return { outcome: 'ok', version: '4.0', message: '' };
      },
    });
    const section = await screen.findByRole('region', { name: 'Scania' });
    await user.click(within(section).getByRole('button', { name: 'Add credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Scania' });
    expect(within(dialog).getByLabelText(/^Service address/)).toHaveProperty('value', 'https://dataaccess.scania.com');
    await user.type(within(dialog).getByLabelText(/^Client id/), 'fleet-client');
    await user.type(within(dialog).getByLabelText(/^Secret key/), 'c2VjcmV0');
    expect(within(dialog).getByLabelText(/^Sign-in address/)).toHaveProperty('value', '');
    await user.click(within(dialog).getByRole('button', { name: 'Check the credentials' }));
    expect(await within(dialog).findByText('The service accepted the credentials (rFMS 4.0).')).toBeTruthy();
    expect(checked).toEqual({
      serviceName: 'scania',
      username: 'fleet-client',
      password: 'c2VjcmV0',
      baseUrl: 'https://dataaccess.scania.com',
      version: 'auto',
      tokenUrl: '',
    });
  });

  it('says why the server will not call an address', async () => {
    const message = 'The address must start with https://';
    const { user } = renderSection([], {
      'POST /api/organisation/tryvolvoconnect': () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            code: 'outbound:errors.not-https',
            message,
            fields: [{ path: 'baseUrl', message }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    const section = await screen.findByRole('region', { name: 'Scania' });
    await user.click(within(section).getByRole('button', { name: 'Add credentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Scania' });
    const address = within(dialog).getByLabelText(/^Service address/);
    await user.clear(address);
    await user.type(address, 'http://127.0.0.1:5080');
    await user.type(within(dialog).getByLabelText(/^Client id/), 'fleet-client');
    await user.type(within(dialog).getByLabelText(/^Secret key/), 'c2VjcmV0');
    await user.click(within(dialog).getByRole('button', { name: 'Check the credentials' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
  });
});
