import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { bases, departments, driver, driverGroups, lookupHandlers, testId } from './test-fixtures';
import { captureDownloads } from '../../test/capture-downloads';

const anna = driver({
  id: testId(1),
  firstName: 'Anna',
  lastName: 'Virta',
  username: 'anna.virta',
  employeeNumber: '1001',
  driverCardId: 'FI12345678901200',
  departmentId: departments[0]!.id,
  baseId: bases[0]!.id,
  driverGroupId: driverGroups[0]!.id,
  appAccountActive: true,
  licences: [
    { code: 'C1', expiresOn: '2020-05-31' },
    { code: 'CE', expiresOn: '2099-12-31' },
    { code: 'ADR', expiresOn: null },
  ],
});
const pekka = driver({
  id: testId(2),
  firstName: 'Pekka',
  lastName: 'Aalto',
  username: 'pekka',
  employeeNumber: '1002',
});

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('drivers page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the drivers with their units, licences and app account, and counts them', async () => {
    renderApp('/drivers', { handlers: { ...lookupHandlers, 'GET /api/drivers': [anna, pekka] } });
    expect(await screen.findByRole('table', { name: 'Drivers of your organisation' })).toBeTruthy();
    expect(rowNames()).toEqual(['Anna Virta', 'Pekka Aalto']);
    expect(screen.getByRole('status').textContent).toBe('2 drivers');
    const row = within(rowOf('Anna Virta'));
    // Unit names come from their own lists, which may answer after the drivers.
    expect(await row.findByText('Yövuoro')).toBeTruthy();
    for (const text of ['1001', 'anna.virta', 'Kaukoliikenne', 'Tampere', 'Yövuoro', 'ADR', 'Active'])
      expect(row.getByText(text)).toBeTruthy();
    // The card id is in the form and the CSV file; the table leaves it out to fit without sideways scrolling.
    expect(row.queryByText('FI12345678901200')).toBeNull();
    expect(row.getByText('C1, expired 31.05.2020')).toBeTruthy();
    expect(row.getByText('CE until 31.12.2099')).toBeTruthy();
    expect(within(rowOf('Pekka Aalto')).getByText('Inactive')).toBeTruthy();
  });

  it('shows the expiry day as saved even where midnight UTC is still the day before', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // The zone took effect: read as UTC, the day would be 31 December.
      expect(new Date('2030-01-01').getDate()).toBe(31);
      renderApp('/drivers', {
        handlers: {
          ...lookupHandlers,
          'GET /api/drivers': [
            driver({ firstName: 'Anna', lastName: 'Virta', licences: [{ code: 'CE', expiresOn: '2030-01-01' }] }),
          ],
        },
      });
      expect(await screen.findByText('CE until 01.01.2030')).toBeTruthy();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('asks the server as the user types, filters and sorts', async () => {
    const { user } = renderApp('/drivers', {
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': [anna, pekka],
        'GET /api/drivers?search=virta': [anna],
        [`GET /api/drivers?search=virta&baseId=${bases[1]!.id}`]: [],
        'GET /api/drivers?sort=employeeNumber&order=asc': [anna, pekka],
        'GET /api/drivers?sort=employeeNumber&order=desc': [pekka, anna],
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search drivers' }), 'virta');
    await waitFor(() => expect(rowNames()).toEqual(['Anna Virta']));
    expect(screen.getByRole('status').textContent).toBe('1 driver');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Base' }), 'Oulu');
    expect(await screen.findByText('No driver matches the search or filters.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rowNames()).toEqual(['Anna Virta', 'Pekka Aalto']));
    await user.click(screen.getByRole('button', { name: /^Employee number/ }));
    await user.click(screen.getByRole('button', { name: /^Employee number/ }));
    await waitFor(() => expect(rowNames()).toEqual(['Pekka Aalto', 'Anna Virta']));
    expect(screen.getByRole('columnheader', { name: /^Employee number/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows a long list 50 drivers at a time, and a new search starts again from the first page', async () => {
    const name = (n: number) => `Driver ${String(n).padStart(3, '0')}`;
    const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => name(from + index));
    const many = Array.from({ length: 120 }, (_, index) =>
      driver({ firstName: 'Driver', lastName: String(index + 1).padStart(3, '0'), username: `driver${index + 1}` }),
    );
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: { ...lookupHandlers, 'GET /api/drivers': many, 'GET /api/drivers?search=driver': many.slice(0, 60) },
    });
    await screen.findByRole('table', { name: 'Drivers of your organisation' });
    expect(screen.getByRole('status').textContent).toBe('120 drivers');
    expect(rowNames()).toEqual(names(1, 50));
    const pages = screen.getByRole('navigation', { name: 'Pages of the driver list' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toEqual(names(51, 100));
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status').textContent).toBe('120 drivers');

    // "Select all" takes the page shown, not the whole list.
    await user.click(screen.getByRole('checkbox', { name: 'Select all drivers on this page' }));
    expect(screen.getByText('50 drivers selected')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(rowNames()).toEqual(names(101, 120));
    expect(
      (screen.getByRole('checkbox', { name: 'Select all drivers on this page' }) as HTMLInputElement).checked,
    ).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'driver');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('60 drivers'));
    expect(rowNames()).toEqual(names(1, 50));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of the driver list' })).getByText('Page 1 of 2'),
    ).toBeTruthy();
  });

  it('offers adding and importing when there are no drivers', async () => {
    const { user } = renderApp('/drivers', {
      account: { role: 'Admin' },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [] },
    });
    expect(await screen.findByText('No drivers yet')).toBeTruthy();
    // The side menu links to the import too; this is the page's own link.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Import drivers' }).getAttribute('href')).toBe(
      '/importDrivers',
    );
    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    expect(await screen.findByRole('dialog', { name: 'Add driver' })).toBeTruthy();
  });

  it('shows a User the list without any way to change it', async () => {
    renderApp('/drivers', {
      account: { role: 'User' },
      handlers: { ...lookupHandlers, 'GET /api/drivers': [anna, pekka] },
    });
    await screen.findByRole('rowheader', { name: 'Anna Virta' });
    // One page needs no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of the driver list' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Anna Virta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Anna Virta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add driver' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Import drivers' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says why the list failed and tries again', async () => {
    let calls = 0;
    const { user } = renderApp('/drivers', {
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': () =>
          ++calls === 1
            ? jsonResponse({ statusCode: 403, code: 'featureDisabled', message: 'Not part of your subscription' }, 403)
            : [pekka],
      },
    });
    expect(await screen.findByText('Not part of your subscription')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Pekka Aalto' })).toBeTruthy();
  });

  it('downloads the filtered list as the server wrote it, byte-order mark included', async () => {
    const csv = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Sukunimi;Etunimi\r\nVirta;Anna\r\n')]);
    let requested = '';
    const downloads = captureDownloads();
    const { user } = renderApp('/drivers', {
      handlers: {
        ...lookupHandlers,
        'GET /api/drivers': [anna, pekka],
        'GET /api/drivers?search=virta': [anna],
        'GET /api/drivers/export.csv?search=virta': (init?: RequestInit) => {
          requested = JSON.stringify(init?.headers);
          return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
        },
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search drivers' }), 'virta');
    await waitFor(() => expect(rowNames()).toEqual(['Anna Virta']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toBe('drivers.csv');
    expect(requested).toContain('Bearer test-token');
    expect([...file.bytes]).toEqual([...csv]);
  });
});
