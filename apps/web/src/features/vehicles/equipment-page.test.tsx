import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testVehicle } from './test-vehicles';
import { captureDownloads } from '../../test/capture-downloads';

const equipmentRow = (overrides: Parameters<typeof testVehicle>[0]) => {
  const { id, name, registerNumber, imei, deviceId, deviceLock, externalId, isActive, activatedAt } =
    testVehicle(overrides);
  return { id, name, registerNumber, imei, deviceId, deviceLock, externalId, isActive, activatedAt };
};
const scania = equipmentRow({
  registerNumber: 'ABC-123',
  name: 'Scania',
  imei: '356938035643809',
  deviceId: 'AB12CD34EF',
  deviceLock: true,
  isActive: true,
  activatedAt: '2026-03-02T10:00:00.000Z',
});
const volvo = equipmentRow({
  registerNumber: 'XYZ-987',
  name: 'Volvo',
  deviceId: 'ZZ99YY88XX',
  externalId: 'fleet-7',
  isActive: true,
  activatedAt: '2025-11-20T10:00:00.000Z',
});
const trailer = equipmentRow({ registerNumber: 'KLM-456', name: 'Kraker' });
const handlers = { 'GET /api/administration/equipment': [scania, volvo, trailer] };
const registerNumbers = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('equipment page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every vehicle with its device ids, lock, state and activation date', async () => {
    const { user } = renderApp('/administration/equipment', { account: { role: 'Admin' }, handlers });
    const table = await screen.findByRole('table', { name: "Devices and activation of your organisation's vehicles" });
    expect(registerNumbers()).toEqual(['ABC-123', 'KLM-456', 'XYZ-987']);
    const row = within(table).getByRole('rowheader', { name: 'ABC-123' }).closest('tr') as HTMLElement;
    for (const text of ['Scania', '356938035643809', 'AB12CD34EF', 'Yes', 'Active', '02.03.2026'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(table).getByText('ZZ99YY88XX')).toBeTruthy();
    expect(
      within(within(table).getByRole('rowheader', { name: 'KLM-456' }).closest('tr') as HTMLElement).getByText(
        'Not active',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Activated/ }));
    expect(registerNumbers()).toEqual(['KLM-456', 'XYZ-987', 'ABC-123']);
    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'zz99');
    expect(registerNumbers()).toEqual(['XYZ-987']);
    expect(screen.getByRole('status').textContent).toBe('1 vehicle');
  });

  it('downloads the list as CSV with dates as DD.MM.YYYY', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/administration/equipment', { account: { role: 'Admin' }, handlers });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const { fileName, text } = await downloads.last();
    expect(fileName).toBe('equipment.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).trimEnd().split('\r\n')).toEqual([
      'Register number;Name;Device identifier (IMEI);Device id;Device lock;External id;Status;Activated',
      'ABC-123;Scania;356938035643809;AB12CD34EF;Yes;;Active;02.03.2026',
      'KLM-456;Kraker;;;No;;Not active;',
      'XYZ-987;Volvo;;ZZ99YY88XX;No;fleet-7;Active;20.11.2025',
    ]);
  });

  it('shows a long list 50 vehicles at a time, and a search starts again from the first page', async () => {
    const plate = (n: number) => `AAA-${String(n).padStart(3, '0')}`;
    const fleet = Array.from({ length: 60 }, (_, index) => equipmentRow({ registerNumber: plate(index + 1) }));
    const { user } = renderApp('/administration/equipment', {
      account: { role: 'Admin' },
      handlers: { 'GET /api/administration/equipment': fleet },
    });
    await screen.findByRole('table', { name: "Devices and activation of your organisation's vehicles" });
    expect(registerNumbers()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(registerNumbers()).toEqual(Array.from({ length: 10 }, (_, index) => plate(51 + index)));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'aaa-0');
    expect(registerNumbers()).toEqual(Array.from({ length: 50 }, (_, index) => plate(1 + index)));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('says when there is nothing to list', async () => {
    renderApp('/administration/equipment', {
      account: { role: 'Admin' },
      handlers: { 'GET /api/administration/equipment': [] },
    });
    expect(await screen.findByText('No vehicles yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says which tracker positions were refused and why, and unknown devices to the site operator only', async () => {
    const refused = {
      refusals: [
        {
          reason: 'notActivated',
          count: 12,
          lastAt: '2026-11-24T08:15:00.000Z',
          lastDevice: '35…3809',
          lastVehicle: { id: trailer.id, registerNumber: 'KLM-456' },
        },
      ],
      unknownDevices: null,
    };
    renderApp('/administration/equipment', {
      account: { role: 'Admin' },
      handlers: { ...handlers, 'GET /api/tracking/osmand/refusals': refused },
    });
    const section = await screen.findByRole('region', { name: 'Refused tracker positions' });
    expect(
      await within(section).findByText(
        'Last refused: device 35…3809 on KLM-456, which is not activated, at 24.11.2026 10:15 (12 positions in all). Activate the vehicle to see it on the map.',
      ),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        'A tracker whose IMEI no vehicle here has is refused as an unknown device: check the IMEI in the list below.',
      ),
    ).toBeTruthy();
  });

  it('shows the site operator the last unknown device', async () => {
    const unknownDevices = { count: 1, lastAt: '2026-11-24T08:15:00.000Z', lastDevice: '86…0001' };
    renderApp('/administration/equipment', {
      account: { role: 'Admin', isSiteOperator: true },
      handlers: { ...handlers, 'GET /api/tracking/osmand/refusals': { refusals: [], unknownDevices } },
    });
    const section = await screen.findByRole('region', { name: 'Refused tracker positions' });
    expect(
      await within(section).findByText(
        'Last refused: unknown device 86…0001 at 24.11.2026 10:15; no vehicle has its IMEI (1 position in all, every organisation).',
      ),
    ).toBeTruthy();
    expect(within(section).queryByText(/check the IMEI/)).toBeNull();
  });

  it('says when nothing was refused', async () => {
    renderApp('/administration/equipment', {
      account: { role: 'Admin' },
      handlers: { ...handlers, 'GET /api/tracking/osmand/refusals': { refusals: [], unknownDevices: null } },
    });
    const section = await screen.findByRole('region', { name: 'Refused tracker positions' });
    expect(await within(section).findByText('No position from a tracking device has been refused.')).toBeTruthy();
  });
});
