import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/capture-downloads';
import { renderApp, testI18n } from '../../test/render-app';
import { byCustomer, byVehicle, metsa, NOW, PATH, reportOf, satama } from './test-emissions';

/** Each row of the table, header and totals included, as its cells' text. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('emissions report', { timeout: 30_000 }, () => {
  // Only Date: "this month" follows the clock, timers must still run.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterAll(() => vi.useRealTimers());
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('shows this month by vehicle: fuel, t·km, TTW, WTT, WTW, intensity and quality in words, then the totals', async () => {
    renderApp(PATH, { handlers: { [reportOf('vehicle')]: { rows: byVehicle } } });
    const table = await screen.findByRole('table', { name: 'CO₂e by vehicle, 01.11.2026–30.11.2026' });
    expect(screen.getByText(/ISO 14083 and the GLEC Framework/)).toBeTruthy();
    expect(tableRows(table)).toEqual([
      ['Vehicle', 'Fuel', 't·km', 'TTW kg CO₂e', 'WTT kg CO₂e', 'WTW kg CO₂e', 'g CO₂e per t·km (WTW)', 'Data quality'],
      ['ABC-123', '1 234.5 l diesel', '10 000', '3 296.1', '703.7', '3 999.8', '400', 'Measured (refuels)'],
      [
        'EL-42',
        '100 l diesel, 500 kWh electricity',
        '2 500.5',
        '267',
        '91',
        '358',
        '143.2',
        'Modelled (consumption × km)',
      ],
      ['Not allocated', '50.5 l diesel', '0', '134.8', '28.8', '163.6', '–', 'Measured (refuels)'],
      // 4 521.4 kg × 1 000 / 12 500.5 t·km = 361.69… g.
      ['Total', '1 385 l diesel, 500 kWh electricity', '12 500.5', '3 697.9', '823.5', '4 521.4', '361.7', ''],
    ]);
  });

  it('keeps the grouping and the period in the address', async () => {
    const { user, router } = renderApp(PATH, {
      handlers: {
        [reportOf('vehicle')]: { rows: byVehicle },
        [reportOf('customer')]: { rows: byCustomer },
        [reportOf('customer', '2026-09-01')]: { rows: [] },
      },
    });
    await screen.findByRole('table', { name: /^CO₂e by vehicle/ });
    await user.selectOptions(screen.getByLabelText('Group by'), 'customer');
    expect(router.state.location.search).toBe('?groupBy=customer');
    const table = await screen.findByRole('table', { name: 'CO₂e by customer, 01.11.2026–30.11.2026' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Metsä Oy', 'Not allocated', 'Total']);

    const from = screen.getByLabelText(/^From/);
    await user.clear(from);
    await user.type(from, '01.12.2026');
    expect(await screen.findByText('The end of the period cannot be before its start')).toBeTruthy();
    await user.clear(from);
    await user.type(from, '01.09.2026');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      groupBy: 'customer',
      from: '2026-09-01',
      to: '2026-11-30',
    });
    expect(await screen.findByText('No fuel or tasks in this period: nothing to report.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("downloads the server's CSV of the table shown, in the UI language", async () => {
    await testI18n.changeLanguage('fi');
    const downloads = captureDownloads();
    const csv = '\uFEFFAjoneuvo;Polttoaine\r\nABC-123;1 234,5 l diesel\r\n';
    const asked: (string | null)[] = [];
    const { user } = renderApp(PATH, {
      account: { displayLanguage: 'fi' },
      handlers: {
        [reportOf('vehicle')]: { rows: byVehicle },
        [`GET /api/emissions/csv?from=2026-11-01&to=2026-11-30&groupBy=vehicle`]: (init?: RequestInit) => {
          asked.push(new Headers(init?.headers).get('Accept-Language'));
          return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
        },
      },
    });
    await screen.findByRole('table', { name: 'CO₂e ajoneuvoittain, 01.11.2026–30.11.2026' });
    await user.click(screen.getByRole('button', { name: 'Lataa CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect(await downloads.last()).toMatchObject({
      fileName: 'emissions-vehicle-2026-11-01-2026-11-30.csv',
      text: csv,
    });
    expect(asked).toEqual(['fi']);
  });

  it("gets a customer's PDF from the customer's row, and from the customer picked below", async () => {
    const downloads = captureDownloads();
    const pdf = (name: string) => () =>
      new Response(`%PDF-1.7 ${name}`, { headers: { 'Content-Type': 'application/pdf' } });
    const { user } = renderApp(`${PATH}?groupBy=customer`, {
      handlers: {
        [reportOf('customer')]: { rows: byCustomer },
        'GET /api/organisation/customers': [metsa, satama],
        [`GET /api/emissions/pdf?from=2026-11-01&to=2026-11-30&customerId=${metsa.id}`]: pdf('Metsä'),
        [`GET /api/emissions/pdf?from=2026-11-01&to=2026-11-30&customerId=${satama.id}`]: pdf('Satama'),
      },
    });
    const table = await screen.findByRole('table', { name: 'CO₂e by customer, 01.11.2026–30.11.2026' });
    expect(within(table).getByRole('columnheader', { name: 'Report' })).toBeTruthy();
    // "Not allocated" is no customer: only Metsä Oy's row has a PDF.
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['PDF for Metsä Oy']);
    await user.click(within(table).getByRole('button', { name: 'PDF for Metsä Oy' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect(await downloads.last()).toMatchObject({
      fileName: 'Emissions Metsä Oy 2026-11-01-2026-11-30.pdf',
      text: '%PDF-1.7 Metsä',
    });

    const section = screen.getByRole('region', { name: 'A report for a customer' });
    const download = within(section).getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement;
    expect(download.disabled).toBe(true);
    await waitFor(() => expect((within(section).getByLabelText('Customer') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(within(section).getByLabelText('Customer'), 'Satama Oy');
    await user.click(download);
    await waitFor(() => expect(downloads.count()).toBe(2));
    expect(await downloads.last()).toMatchObject({
      fileName: 'Emissions Satama Oy 2026-11-01-2026-11-30.pdf',
      text: '%PDF-1.7 Satama',
    });
  });

  it('says so when the PDF cannot be made', async () => {
    const { user } = renderApp(`${PATH}?groupBy=customer`, {
      handlers: {
        [reportOf('customer')]: { rows: byCustomer },
        'GET /api/organisation/customers': [metsa],
        [`GET /api/emissions/pdf?from=2026-11-01&to=2026-11-30&customerId=${metsa.id}`]: () =>
          new Response(JSON.stringify({ statusCode: 404, code: 'notFound', message: 'Not found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'PDF for Metsä Oy' }));
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
