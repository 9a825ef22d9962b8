import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { installFakeXhr } from '../../test/fake-xhr';
import { captureDownloads } from '../../test/capture-downloads';

const vehicle = (registerNumber: string) => ({
  registerNumber,
  name: '',
  vehicleClass: '3',
  vehicleCode: '',
  imei: '',
  fuelType: '',
  emissionStandard: '',
  externalId: '',
});
const registerNumber = (index: number) => `ABC-${String(index).padStart(3, '0')}`;

/** 120 vehicles; lines 60 and 110 carry a broken register number. */
const bigPreview: ImportPreview = {
  total: 120,
  valid: 118,
  rows: Array.from({ length: 120 }, (_, index) => {
    const line = index + 2;
    const broken = line === 60 || line === 110;
    return {
      line,
      values: vehicle(broken ? 'bad' : registerNumber(index)),
      problems: broken
        ? [
            {
              line,
              field: 'registerNumber',
              code: 'organisation-data:invalidRegistrationNumber',
              message: 'Not a valid registration number',
            },
          ]
        : [],
    };
  }),
};

const rowLines = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('vehicle import', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the vehicle columns and their codes, and downloads a template with the token', async () => {
    let requested = '';
    const downloads = captureDownloads();
    const { user } = renderApp('/importVehicles', {
      account: { role: 'Superuser' },
      handlers: {
        'GET /api/vehicles/import/template?format=xlsx': (init?: RequestInit) => {
          requested = JSON.stringify(init?.headers);
          return new Response('xlsx bytes', { status: 200 });
        },
      },
    });

    const columns = await screen.findByRole('list', { name: /Columns are read by their position/ });
    expect(within(columns).getAllByRole('listitem')[0]?.textContent).toBe('Register number (required)');
    expect(within(screen.getByRole('list', { name: 'Vehicle class' })).getByText('4 = Tractor unit')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fuel type' })).getByText('9 = Biodiesel')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download XLSX template' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toBe('vehicles-template.xlsx');
    expect(requested).toContain('Bearer test-token');
    expect(file.text).toBe('xlsx bytes');
  });

  it('keeps showing a template download as under way until its own file has come', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const answers: Record<string, (response: Response) => void> = {};
    const later = (format: string) => () => new Promise<Response>((resolve) => (answers[format] = resolve));
    const { user } = renderApp('/importVehicles', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/vehicles/import/template?format=csv': later('csv'),
        'GET /api/vehicles/import/template?format=xlsx': later('xlsx'),
      },
    });
    const button = async (format: string) =>
      (await screen.findByRole('button', { name: `Download ${format} template` })) as HTMLButtonElement;
    await user.click(await button('CSV'));
    await user.click(await button('XLSX'));
    await waitFor(() => expect(Object.keys(answers)).toHaveLength(2));
    expect([(await button('CSV')).disabled, (await button('XLSX')).disabled]).toEqual([true, true]);

    answers.csv!(new Response('csv bytes', { status: 200 }));
    await waitFor(async () => expect((await button('CSV')).disabled).toBe(false));
    expect(saved).toEqual(['vehicles-template.csv']);
    expect((await button('XLSX')).getAttribute('data-loading')).toBe('true');

    answers.xlsx!(new Response('xlsx bytes', { status: 200 }));
    await waitFor(async () => expect((await button('XLSX')).disabled).toBe(false));
    expect(saved).toEqual(['vehicles-template.csv', 'vehicles-template.xlsx']);
  });

  it('says when a template cannot be downloaded', async () => {
    const { user } = renderApp('/importVehicles', {
      account: { role: 'Admin' },
      handlers: {
        'GET /api/vehicles/import/template?format=csv': jsonResponse(
          { statusCode: 500, code: 'unknown', message: 'boom' },
          500,
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV template' }));
    expect(await screen.findByText('The template could not be downloaded.')).toBeTruthy();
  });

  it('pages a long preview, filters the rows with problems, and removes or fixes them', async () => {
    installFakeXhr({ 'POST /api/vehicles/import/preview': { status: 200, body: bigPreview } });
    const { user } = renderApp('/importVehicles', { account: { role: 'Admin' } });
    await user.upload(await screen.findByLabelText('Choose a file (CSV, XLSX or XLS)'), new File(['x'], 'fleet.xlsx'));

    expect(await screen.findByText('118 of 120 rows are ready; 2 have problems')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rows of fleet.xlsx, page 1 of 3' })).toBeTruthy();
    expect(rowLines()).toHaveLength(50);
    await user.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    expect(rowLines()[0]).toBe('52');

    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with problems' }));
    expect(rowLines()).toEqual(['60', '110']);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove line 60' }));
    expect(await screen.findByText('Line 60 was removed from the import.')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByText('Line 60 was removed from the import.').closest('[role="status"]'),
    );
    expect(await screen.findByText('118 of 119 rows are ready; 1 has problems')).toBeTruthy();

    const cell = screen.getByRole('textbox', { name: 'Line 110, Register number' });
    await user.clear(cell);
    await user.type(cell, 'XYZ-999');
    expect(await screen.findByText('All 119 rows are ready to import.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Import 119 vehicles' }) as HTMLButtonElement).disabled).toBe(false),
    );
    // The fixed row stays in view while the filter is on.
    expect(rowLines()).toEqual(['110']);
  });

  it('names the column of a code that is not on the list, and the problem goes once the code is fixed', async () => {
    const bad = { ...vehicle('ABC-001'), vehicleClass: '12', fuelType: 'x' };
    const problem = (field: string) => ({ line: 2, field, code: 'validation:invalid', message: 'Enter a valid value' });
    installFakeXhr({
      'POST /api/vehicles/import/preview': {
        status: 200,
        body: {
          total: 1,
          valid: 0,
          rows: [{ line: 2, values: bad, problems: [problem('vehicleClass'), problem('fuelType')] }],
        },
      },
    });
    const { user } = renderApp('/importVehicles', { account: { role: 'Admin' } });
    await user.upload(await screen.findByLabelText('Choose a file (CSV, XLSX or XLS)'), new File(['x'], 'fleet.csv'));

    expect(await screen.findByText('Vehicle class: Enter a valid value')).toBeTruthy();
    expect(screen.getByText('Fuel type: Enter a valid value')).toBeTruthy();
    const vehicleClass = screen.getByRole('textbox', { name: 'Line 2, Vehicle class' });
    await user.clear(vehicleClass);
    await user.type(vehicleClass, '3');
    await waitFor(() => expect(screen.queryByText('Vehicle class: Enter a valid value')).toBeNull());
    expect(screen.getByText('Fuel type: Enter a valid value')).toBeTruthy();
  });
});
