import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { allFeatures } from '@rahti/domain';
import { renderApp } from '../../test/render-app';
import { apiError, northBase, pageHandlers, southBase, testVehicle } from './test-vehicles';
import { captureDownloads } from '../../test/capture-downloads';

const scania = testVehicle({
  registerNumber: 'ABC-123',
  name: 'Scania R 450',
  vehicleClass: 3,
  baseId: northBase.id,
  fuelType: 9,
  emissionStandard: 6,
  imei: '356938035643809',
  deviceId: 'AB12CD34EF',
  deviceLock: true,
  isActive: true,
  activatedAt: '2026-02-01T10:00:00.000Z',
});
const sprinter = testVehicle({
  registerNumber: 'XYZ-987',
  name: 'Sprinter',
  vehicleClass: 2,
  baseId: southBase.id,
  fuelType: 1,
  emissionStandard: 0,
  vehicleCode: 'V2',
});
const trailer = testVehicle({ registerNumber: 'KLM-456', name: 'Kraker', vehicleClass: 5, externalId: 'fleet-42' });

const registerNumbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const handlers = { ...pageHandlers(3), 'GET /api/vehicles': [scania, sprinter, trailer] };

describe('vehicles page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the vehicles in words with the vehicle limit, and sorts by a column', async () => {
    const { user } = renderApp('/vehicles', { account: { role: 'Admin' }, handlers });
    const table = await screen.findByRole('table', { name: "Your organisation's vehicles" });
    expect(registerNumbers()).toEqual(['ABC-123', 'KLM-456', 'XYZ-987']);
    const row = within(table).getByRole('rowheader', { name: 'ABC-123' }).closest('tr') as HTMLElement;
    for (const text of ['Scania R 450', 'Truck', 'Oulu', 'Biodiesel', 'EURO VI', 'Active']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    // Device identifiers belong to the equipment page and the CSV file, not this table.
    expect(within(row).queryByText('356938035643809')).toBeNull();
    expect(
      within(screen.getByRole('rowheader', { name: 'XYZ-987' }).closest('tr') as HTMLElement).getByText('Not active'),
    ).toBeTruthy();
    expect(await screen.findByText('1 of 3 vehicles active')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 vehicles');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(registerNumbers()).toEqual(['KLM-456', 'ABC-123', 'XYZ-987']);
    await user.click(screen.getByRole('button', { name: /^Vehicle class/ }));
    expect(registerNumbers()).toEqual(['XYZ-987', 'ABC-123', 'KLM-456']);
    await user.click(screen.getByRole('button', { name: /^Vehicle class/ }));
    expect(screen.getByRole('columnheader', { name: /^Vehicle class/ }).getAttribute('aria-sort')).toBe('descending');
    expect(registerNumbers()).toEqual(['KLM-456', 'ABC-123', 'XYZ-987']);
  });

  it('searches as the user types and filters by base, class and status', async () => {
    const { user } = renderApp('/vehicles', { account: { role: 'Admin' }, handlers });
    const search = await screen.findByRole('searchbox', { name: 'Search vehicles' });
    await user.type(search, 'xyz987');
    expect(registerNumbers()).toEqual(['XYZ-987']);
    await user.clear(search);
    await user.type(search, 'fleet-42');
    expect(registerNumbers()).toEqual(['KLM-456']);
    await user.clear(search);

    await user.selectOptions(screen.getByLabelText('Filter by base'), 'Oulu');
    expect(registerNumbers()).toEqual(['ABC-123']);
    await user.selectOptions(screen.getByLabelText('Filter by base'), 'No base');
    expect(registerNumbers()).toEqual(['KLM-456']);
    await user.selectOptions(screen.getByLabelText('Filter by base'), 'All bases');
    await user.selectOptions(screen.getByLabelText('Filter by vehicle class'), 'Van');
    expect(registerNumbers()).toEqual(['XYZ-987']);
    await user.selectOptions(screen.getByLabelText('Filter by vehicle class'), 'All classes');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Not active');
    expect(registerNumbers()).toEqual(['KLM-456', 'XYZ-987']);
    await user.selectOptions(screen.getByLabelText('Filter by base'), 'Oulu');
    expect(screen.getByRole('status').textContent).toBe('No vehicle matches the search and filters.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a long list 50 vehicles at a time, downloads all of them, and a filter starts again from the first page', async () => {
    const downloads = captureDownloads();
    const plate = (n: number) => `AAA-${String(n).padStart(3, '0')}`;
    const plates = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => plate(from + index));
    const fleet = Array.from({ length: 120 }, (_, index) =>
      testVehicle({ registerNumber: plate(index + 1), isActive: index % 2 === 0 }),
    );
    const { user } = renderApp('/vehicles', {
      account: { role: 'User' },
      handlers: { ...pageHandlers(null), 'GET /api/vehicles': fleet },
    });
    await screen.findByRole('table', { name: "Your organisation's vehicles" });
    expect(registerNumbers()).toEqual(plates(1, 50));
    expect(screen.getByRole('status').textContent).toBe('120 vehicles');

    const pages = screen.getByRole('navigation', { name: 'Pages of the vehicle list' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(registerNumbers()).toEqual(plates(51, 100));
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.count()).toBe(1);
    expect((await downloads.last()).text.trimEnd().split('\r\n')).toHaveLength(121);

    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Not active');
    expect(screen.getByRole('status').textContent).toBe('60 vehicles');
    expect(registerNumbers()[0]).toBe(plate(2));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of the vehicle list' })).getByText('Page 1 of 2'),
    ).toBeTruthy();
  });

  it('gives a User the list without any way to change it', async () => {
    renderApp('/vehicles', { account: { role: 'User' }, handlers });
    expect(await screen.findByRole('rowheader', { name: 'ABC-123' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import from a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit ABC-123' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate XYZ-987' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ABC-123' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows an empty list with a way to add or import vehicles', async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Superuser' },
      handlers: { ...pageHandlers(null), 'GET /api/vehicles': [] },
    });
    expect(await screen.findByText('No vehicles yet')).toBeTruthy();
    expect(await screen.findByText('0 vehicles active (no vehicle limit)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import from a file' }).getAttribute('href')).toBe('/importVehicles');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByRole('dialog', { name: 'Add vehicle' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: {
        ...pageHandlers(),
        'GET /api/vehicles': () => (fail ? jsonResponse(apiError(500, 'unknown', 'boom'), 500) : [scania]),
      },
    });
    expect(await screen.findByText('Unknown error occurred')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'ABC-123' })).toBeTruthy();
  });

  it('downloads the rows shown as a CSV file with semicolons and a byte-order mark', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/vehicles', { account: { role: 'User' }, handlers });
    await user.selectOptions(await screen.findByLabelText('Filter by status'), 'Active');
    // The fleet items come beside the vehicles: their column once they are here.
    await screen.findByRole('columnheader', { name: /^Overdue upkeep/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    const { fileName, bytes, text } = await downloads.last();
    expect(fileName).toBe('vehicles.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Register number;Name;Vehicle class;Base;Vehicle code;Fuel type;Emission standard;Device identifier (IMEI);Device id;Device lock;External id;Status;Last position;Overdue upkeep',
      'ABC-123;Scania R 450;Truck;Oulu;;Biodiesel;EURO VI;356938035643809;AB12CD34EF;Yes;;Active;No position yet;',
    ]);
  });

  it('links to the departments and bases page, which an organisation with vehicles alone can open', async () => {
    const { user, router } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      features: { ...allFeatures(), drivers: false },
      handlers: { ...handlers, 'GET /api/departments': [] },
    });
    // The side menu has no Drivers item to hold the page as its sub-item.
    expect(
      within(await screen.findByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Drivers' }),
    ).toBeNull();
    await screen.findByRole('rowheader', { name: 'ABC-123' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Departments and bases' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Departments and bases' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/departments');
    expect(
      within(await screen.findByRole('region', { name: 'Bases' })).getByRole('rowheader', { name: 'Oulu' }),
    ).toBeTruthy();
  });

  it('writes the vehicle limit as the language writes numbers', async () => {
    const { user } = renderApp('/vehicles', {
      account: { role: 'Admin' },
      handlers: { ...handlers, ...pageHandlers(10000) },
    });
    expect(await screen.findByText('1 of 10,000 vehicles active')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    // Finnish groups thousands with a (no-break) space.
    expect(await screen.findByText(/^Aktiivisia ajoneuvoja 1\/10\s000$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kieli: Suomi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('1 of 10,000 vehicles active')).toBeTruthy();
  });
});
