import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures, type Driver, type DriverInput } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { bases, driver, lookupHandlers, testId, vehicles } from './test-fixtures';

// Labels of required fields end in an asterisk, hence the anchored patterns.
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));
/** The messages an input announces with it (its error and hint). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openAddDriver(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add driver' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add driver' });
  await user.type(field(dialog, 'First name'), 'Kalle');
  await user.type(field(dialog, 'Last name'), 'Koski');
  await user.type(field(dialog, 'Username'), 'Kalle.Koski');
  return dialog;
}

describe('driver form', () => {
  it('adds a driver with a decimal-comma wage, units, a vehicle and a licence with expiry', async () => {
    const list: Driver[] = [driver({ id: testId(1), firstName: 'Anna', lastName: 'Virta' })];
    let sent: DriverInput | undefined;
    const { user } = renderApp('/drivers', {
      account: { role: 'Superuser' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => list,
        'POST /api/drivers': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as DriverInput;
          const created = driver({ ...sent, id: testId(2) });
          list.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    const dialog = await openAddDriver(user);
    await user.type(field(dialog, 'Gross wage per hour'), '18,50');
    await user.type(field(dialog, 'Driver card ID'), 'fi 1234 5678 9012 00');
    await user.selectOptions(field(dialog, 'Default vehicle'), 'ABC-123 Scania R 450');
    await user.selectOptions(field(dialog, 'Base'), 'Oulu');
    await user.click(within(dialog).getByRole('button', { name: 'Add licence' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Licence 1' }), 'CE');
    await user.type(within(dialog).getByLabelText('Expiry date, licence 1'), '2027-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));

    expect(await screen.findByRole('rowheader', { name: 'Kalle Koski' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add driver' })).toBeNull();
    expect(sent).toMatchObject({
      firstName: 'Kalle',
      lastName: 'Koski',
      username: 'kalle.koski',
      grossWagePerHour: 18.5,
      driverCardId: 'FI12345678901200',
      defaultVehicleId: vehicles[0]!.id,
      baseId: bases[1]!.id,
      departmentId: null,
      email: null,
      licences: [{ code: 'CE', expiresOn: '2027-12-31' }],
    });
  });

  it('shows the server\'s "User name is already taken" on the username field', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': [driver({ id: testId(1) })],
        'POST /api/drivers': jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:usernameTaken',
            message: 'User name is already taken',
            fields: [{ path: 'username', message: 'User name is already taken' }],
          },
          409,
        ),
      },
    });
    const dialog = await openAddDriver(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    const username = field(dialog, 'Username');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(username)).toContain('User name is already taken');
    expect(screen.getByRole('dialog', { name: 'Add driver' })).toBeTruthy();
  });

  it('rejects a negative wage and a licence without a type before sending anything', async () => {
    let posted = false;
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': [driver({ id: testId(1) })],
        'POST /api/drivers': () => ((posted = true), jsonResponse({}, 201)),
      },
    });
    const dialog = await openAddDriver(user);
    await user.type(field(dialog, 'Gross wage per hour'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Add licence' }));
    // A row just added is not yet wrong; it is once the form is sent.
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Licence 1' }))).not.toContain('Required');
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    expect(describedBy(field(dialog, 'Gross wage per hour'))).toContain('Value can not be smaller than 0');
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Licence 1' }))).toContain('Required');
    await user.click(within(dialog).getByRole('button', { name: 'Remove licence 1' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Licence 1' })).toBeNull();
    // The removed row's button had the focus; it moves to the button that adds one again.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Add licence' }));
    expect(posted).toBe(false);
  });

  it('says at once when a licence is listed twice', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [driver({ id: testId(1) })] },
    });
    const dialog = await openAddDriver(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add licence' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Licence 1' }), 'ADR – Dangerous goods');
    await user.click(within(dialog).getByRole('button', { name: 'Add licence' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Licence 2' }), 'ADR');
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Licence 2' }))).toContain(
      'The licence is listed twice',
    );
    expect(describedBy(within(dialog).getByRole('combobox', { name: 'Licence 1' }))).not.toContain(
      'The licence is listed twice',
    );
  });

  it('edits a driver starting from their values, with the wage as the user writes it', async () => {
    const anna = driver({
      id: testId(1),
      firstName: 'Anna',
      lastName: 'Virta',
      grossWagePerHour: 17.25,
      licences: [{ code: 'C', expiresOn: '2030-01-31' }],
    });
    let sent: DriverInput | undefined;
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => [sent ? { ...anna, ...sent } : anna],
        [`PUT /api/drivers/${anna.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as DriverInput;
          return { ...anna, ...sent };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver Anna Virta' });
    expect((field(dialog, 'Gross wage per hour') as HTMLInputElement).value).toBe('17.25');
    expect((within(dialog).getByLabelText('Expiry date, licence 1') as HTMLInputElement).value).toBe('31.01.2030');
    await user.clear(field(dialog, 'Last name'));
    await user.type(field(dialog, 'Last name'), 'Koivu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Anna Koivu' })).toBeTruthy();
    expect(sent).toMatchObject({
      lastName: 'Koivu',
      grossWagePerHour: 17.25,
      licences: [{ code: 'C', expiresOn: '2030-01-31' }],
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Anna Koivu' })));
  });

  it("keeps a driver's employment dates, and says at once when the end is before the start (issue 21)", async () => {
    const anna = driver({
      id: testId(1),
      firstName: 'Anna',
      lastName: 'Virta',
      employmentStart: '2026-11-12',
      employmentEnd: null,
    });
    let sent: DriverInput | undefined;
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => [sent ? { ...anna, ...sent } : anna],
        [`PUT /api/drivers/${anna.id}`]: (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body)) as DriverInput;
          return { ...anna, ...sent };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit driver Anna Virta' });
    const start = field(dialog, 'Employment start') as HTMLInputElement;
    expect(start.value).toBe('12.11.2026');
    expect(describedBy(start)).toContain('Empty: the day the driver is added');
    expect(describedBy(start)).toContain('DD.MM.YYYY');
    const end = field(dialog, 'Employment end') as HTMLInputElement;
    expect(end.value).toBe('');
    await user.type(end, '01.11.2026');
    expect(describedBy(end)).toContain('The employment cannot end before it starts');
    await user.clear(end);
    await user.type(end, '31.03.2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toMatchObject({ employmentStart: '2026-11-12', employmentEnd: '2027-03-31' }));
  });

  it('deletes a driver after saying the app account is switched off', async () => {
    let list = [
      driver({ id: testId(1), firstName: 'Anna', lastName: 'Virta', appAccountActive: true }),
      driver({ id: testId(2), firstName: 'Pekka', lastName: 'Aalto' }),
    ];
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => list,
        [`DELETE /api/drivers/${testId(1)}`]: () => {
          list = list.filter((row) => row.id !== testId(1));
          return jsonResponse(undefined, 204);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Anna Virta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete driver' });
    expect(within(dialog).getByText(/driver app account is switched off/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Anna Virta' })));

    await user.click(screen.getByRole('button', { name: 'Delete Anna Virta' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete driver' })).getByRole('button', {
        name: 'Delete driver',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Anna Virta' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Pekka Aalto' })).toBeTruthy();
    // The row is gone with its buttons: the focus goes to the page heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Drivers' })),
    );
  });

  it('offers only vehicles that are driven as the default vehicle, keeping a trailer already saved', async () => {
    const vehicle = (n: number, registerNumber: string, vehicleClass: number) => ({
      ...vehicles[0]!,
      id: testId(n),
      registerNumber,
      name: '',
      vehicleClass,
    });
    const fleet = [
      vehicle(911, 'CAR-101', 1),
      vehicle(914, 'TRC-401', 4),
      vehicle(915, 'SEM-501', 5),
      vehicle(916, 'FUL-601', 6),
      vehicle(917, 'HCT-701', 7),
      vehicle(919, 'MCH-901', 9),
    ];
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/vehicles': fleet,
        'GET /api/drivers': [
          driver({ id: testId(1), firstName: 'Tero', lastName: 'Trailer', defaultVehicleId: testId(915) }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add driver' });
    expect(
      within(field(dialog, 'Default vehicle'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'CAR-101', 'TRC-401', 'HCT-701']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Edit Tero Trailer' }));
    const edit = await screen.findByRole('dialog', { name: /Tero Trailer/ });
    expect((field(edit, 'Default vehicle') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('SEM-501');
    expect(
      within(field(edit, 'Default vehicle'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', 'CAR-101', 'TRC-401', 'SEM-501', 'HCT-701']);
  });

  it('offers no default vehicle when the organisation has no vehicles feature', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      features: { ...allFeatures(), vehicles: false },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [driver({ id: testId(1) })] },
    });
    const dialog = await openAddDriver(user);
    expect(within(dialog).queryByLabelText('Default vehicle')).toBeNull();
    expect(field(dialog, 'Base')).toBeTruthy();
  });

  it('takes the focus to the page heading after the first driver, whose empty state is gone', async () => {
    const list: Driver[] = [];
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () => list,
        'POST /api/drivers': (init?: RequestInit) => {
          const created = driver({ ...(JSON.parse(String(init?.body)) as DriverInput), id: testId(2) });
          list.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    expect(await screen.findByText('No drivers yet')).toBeTruthy();
    const dialog = await openAddDriver(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add driver' }));
    expect(await screen.findByRole('rowheader', { name: 'Kalle Koski' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Drivers' })),
    );
  });
});
