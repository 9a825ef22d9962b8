import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStorageExceptHeaderSettings } from '../../auth/local-storage';
import { captureDownloads } from '../../test/capture-downloads';
import { renderApp, testI18n } from '../../test/render-app';
import { aalto, may, periods, summary, summaryPath, virta } from './test-data';

const PAGE = '/timesheet/payroll';
const handlers = (unapprovedCount = 0) => ({
  'GET /api/pay-periods': periods,
  [summaryPath(may)]: summary([virta, aalto], unapprovedCount),
});
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim());
const cellsOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('payroll page', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('shows the latest begun period: a row per driver in the default columns, and the totals', async () => {
    renderApp(PAGE, { handlers: handlers() });
    const table = await screen.findByRole('table', { name: 'Payroll summary 04.05.2026–17.05.2026' });
    expect((screen.getByRole('combobox', { name: 'Pay period' }) as HTMLSelectElement).value).toBe(may.id);
    expect(headers(table)).toEqual([
      'Driver',
      'Employee number',
      'Paid hours',
      'Evening supplement (h)',
      'Night supplement (h)',
      'Sunday supplement (h)',
      'Overtime 50 % (h)',
      'Overtime 100 % (h)',
      'Guaranteed hours top-up (h)',
      'Wages',
      'Employer cost',
    ]);
    expect(rowNames()).toEqual(['Aalto Pekka', 'Virta Anna', 'Total']);
    expect(cellsOf('Virta Anna')).toEqual([
      '1001',
      '76.50',
      '4.25',
      '12.00',
      '8.00',
      '1.50',
      '0.00',
      '0.00',
      '€1,530.25',
      '€2,091.97',
    ]);
    // 76.5 + 80 = 156.5 h; 4.25 + 2.2 = 6.45 h; 0 + 0.35 = 0.35 h; 1 530.25 + 1 600.50 = 3 130.75 €; 2 091.97 + 2 188.20 = 4 280.17 €.
    expect(cellsOf('Total')).toEqual([
      '',
      '156.50',
      '6.45',
      '12.00',
      '8.00',
      '1.50',
      '0.00',
      '0.35',
      '€3,130.75',
      '€4,280.17',
    ]);
    expect(screen.queryByText(/not approved/)).toBeNull();
  });

  it('says how many items are left out, with a link to them in the timesheet', async () => {
    renderApp(PAGE, { handlers: handlers(3) });
    expect(await screen.findByText('3 items in this period are not approved and are left out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approve them in the timesheet' }).getAttribute('href')).toBe(
      '/timesheet?from=2026-05-04&to=2026-05-17&notApproved=true',
    );
  });

  it('sorts by a column both ways, and says so with aria-sort', async () => {
    const { user } = renderApp(PAGE, { handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Paid hours' }));
    expect(rowNames()).toEqual(['Virta Anna', 'Aalto Pekka', 'Total']);
    expect(screen.getByRole('columnheader', { name: 'Paid hours' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Paid hours' }));
    expect(rowNames()).toEqual(['Aalto Pekka', 'Virta Anna', 'Total']);
    expect(screen.getByRole('columnheader', { name: 'Paid hours' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('keeps the columns picked across a remount and the sign-out clearing', async () => {
    const { user } = renderApp(PAGE, { handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Columns' });
    await user.click(within(chooser).getByRole('checkbox', { name: 'Employee number' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Full domestic allowance' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Holiday' }));
    await user.click(within(chooser).getByRole('checkbox', { name: 'Drive' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Columns' })));
    const expected = [
      'Driver',
      'Paid hours',
      'Evening supplement (h)',
      'Night supplement (h)',
      'Sunday supplement (h)',
      'Overtime 50 % (h)',
      'Overtime 100 % (h)',
      'Guaranteed hours top-up (h)',
      'Full domestic allowance (count)',
      'Holiday (days)',
      'Holiday (h)',
      'Holiday (calendar days)',
      'Drive (count)',
      'Wages',
      'Employer cost',
    ];
    await waitFor(() => expect(headers(screen.getByRole('table'))).toEqual(expected));
    // 2 + 0 allowances; 3 working days, 24 h and 5 calendar days of holiday; 12 + 10 drives.
    expect(cellsOf('Total').slice(7, 12)).toEqual(['2', '3', '24.00', '5', '22']);

    cleanup();
    clearStorageExceptHeaderSettings();
    renderApp(PAGE, { handlers: handlers() });
    await waitFor(() => expect(headers(screen.getByRole('table'))).toEqual(expected));
  });

  it('shows an hour-based absence as its hours ÷ 8 days, beside its calendar days (issue 21)', async () => {
    const training = { ...aalto, absences: { 21: { days: 0.5, hours: 4, calendarDays: 1 } } };
    const { user } = renderApp(PAGE, {
      handlers: { 'GET /api/pay-periods': periods, [summaryPath(may)]: summary([virta, training]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Columns' })).getByRole('checkbox', { name: 'Training' }),
    );
    await user.keyboard('{Escape}');
    const table = screen.getByRole('table');
    await waitFor(() =>
      expect(headers(table)).toEqual(
        expect.arrayContaining(['Training (days)', 'Training (h)', 'Training (calendar days)']),
      ),
    );
    const at = headers(table).indexOf('Training (days)') - 1;
    expect(cellsOf('Aalto Pekka').slice(at, at + 3)).toEqual(['0.5', '4.00', '1']);
    expect(cellsOf('Virta Anna').slice(at, at + 3)).toEqual(['0', '0.00', '0']);
  });

  it('keeps the table within the window, scrolling inside it, so its sideways scroll bar is in sight (issue 21)', async () => {
    renderApp(PAGE, { handlers: handlers() });
    const area = await screen.findByRole('group', { name: 'Payroll summary 04.05.2026–17.05.2026' });
    expect(area.style.maxHeight).toMatch(/100dvh/);
    expect(area.style.overflowX).toBe('auto');
    expect(within(area).getByRole('table').getAttribute('class')).toContain('rahti-payroll-table');
  });

  it('downloads the table as shown as CSV, in Finnish with decimal commas', async () => {
    await testI18n.changeLanguage('fi');
    const downloads = captureDownloads();
    const { user } = renderApp(PAGE, { account: { displayLanguage: 'fi' }, handlers: handlers() });
    await screen.findByRole('table', { name: 'Palkkayhteenveto 04.05.2026–17.05.2026' });
    await user.click(screen.getByRole('button', { name: 'Lataa CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.last();
    expect(file.fileName).toBe('payroll-2026-05-04-2026-05-17.csv');
    expect(file.text).toBe(
      '\uFEFFKuljettaja;Henkilönumero;Palkalliset tunnit;Iltalisä (h);Yölisä (h);Sunnuntailisä (h);Ylityö 50 % (h);Ylityö 100 % (h);Takuutuntien täydennys (h);Palkat;Työnantajakulut\r\n' +
        'Aalto Pekka;1002;80;2,2;0;0;0;0;0,35;1600,5;2188,2\r\n' +
        'Virta Anna;1001;76,5;4,25;12;8;1,5;0;0;1530,25;2091,97\r\n' +
        'Yhteensä;;156,5;6,45;12;8;1,5;0;0,35;3130,75;4280,17\r\n',
    );
    expect(cellsOf('Virta Anna').slice(0, 3)).toEqual(['1001', '76,50', '4,25']);
    expect(cellsOf('Virta Anna').at(-1)).toBe('2 091,97 €');
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(PAGE, { handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows another period when chosen', async () => {
    const { user } = renderApp(PAGE, { handlers: { ...handlers(), [summaryPath(periods[0]!)]: summary([aalto]) } });
    await screen.findByRole('rowheader', { name: 'Virta Anna' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay period' }), periods[0]!.id);
    expect(await screen.findByRole('table', { name: 'Payroll summary 20.04.2026–03.05.2026' })).toBeTruthy();
    expect(rowNames()).toEqual(['Aalto Pekka', 'Total']);
  });

  it('points to the pay periods page when there are none, and is in the shift group of the menu', async () => {
    renderApp(PAGE, { handlers: { 'GET /api/pay-periods': [] } });
    expect((await screen.findByRole('link', { name: 'Create pay periods' })).getAttribute('href')).toBe('/payperiods');
    expect(screen.getByRole('link', { name: 'Payroll' }).getAttribute('href')).toBe(PAGE);
  });
});
