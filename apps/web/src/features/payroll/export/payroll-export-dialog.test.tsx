import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayrollExportResult, PayrollExportSettings, PayrollExportSettingsList } from '@rahti/domain';
import { captureDownloads } from '../../../test/capture-downloads';
import { jsonResponse } from '../../../test/fake-fetch';
import { testId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { may, periods, summary, summaryPath, virta } from '../test-data';

const base = { 'GET /api/pay-periods': periods, [summaryPath(may)]: summary([virta]) };
const result = (overrides: Partial<PayrollExportResult>): PayrollExportResult => ({
  files: [],
  lineCount: 0,
  problems: [],
  leftOut: [],
  overtimePeriods: [],
  notApprovedCount: 0,
  ...overrides,
});
const bodyOf = (init?: RequestInit): unknown => JSON.parse(String(init?.body));

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('rowheader', { name: 'Virta Anna' });
  await user.click(screen.getByRole('button', { name: 'Export to payroll' }));
  return screen.findByRole('dialog', { name: 'Export to payroll' });
}

describe('export to payroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it("exports the chosen pay period's shifts, vacations and leaves, saves each file, and lists the lines without a payroll code", async () => {
    const downloads = captureDownloads();
    const posted: unknown[] = [];
    const { user } = renderApp('/timesheet/payroll', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'POST /api/payroll/export': (init?: RequestInit) => {
          posted.push(bodyOf(init));
          return result({
            files: [
              { name: 'workday.nv', mediaType: 'application/xml', content: '<root>workday</root>' },
              { name: 'payrollperiodcollector.nv', mediaType: 'application/xml', content: '<root>period</root>' },
            ],
            lineCount: 42,
            leftOut: [
              { line: 'evening', workType: null, count: 2 },
              { line: null, workType: 18, count: 1 },
            ],
            overtimePeriods: [{ from: may.startDate, to: may.endDate }],
          });
        },
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const system = within(dialog).getByRole('combobox', { name: /Payroll system/ });
    await waitFor(() => expect(system.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.selectOptions(system, 'Netvisor');
    expect(within(dialog).queryByRole('button', { name: 'Edit layout' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('42 lines exported for Netvisor')).toBeTruthy();
    expect(posted).toEqual([
      {
        system: 3,
        from: '2026-05-04',
        to: '2026-05-17',
        categories: ['shifts', 'vacations', 'leaves'],
        payPeriodId: may.id,
      },
    ]);
    expect(downloads.count()).toBe(2);
    expect(await downloads.last()).toMatchObject({
      fileName: 'payrollperiodcollector.nv',
      text: '<root>period</root>',
    });
    expect(within(dialog).getByText('Saved to your downloads: workday.nv, payrollperiodcollector.nv')).toBeTruthy();
    const leftOut = within(dialog)
      .getByText('Left out: these lines have no payroll code')
      .closest('[role="status"]') as HTMLElement;
    expect(
      within(leftOut)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Evening supplement: 2 lines', 'Holiday: 1 line']);
    expect(within(leftOut).getByRole('link', { name: 'Add payroll codes' }).getAttribute('href')).toBe(
      '/organisation#organisation-payroll-codes',
    );
    expect(within(dialog).queryByText(/counted per whole pay period/)).toBeNull();
  });

  it('lists what Maestro refuses and saves nothing; once fixed, says that dates without a whole period have no overtime', async () => {
    const downloads = captureDownloads();
    const posted: unknown[] = [];
    const answers = [
      result({
        lineCount: 6,
        problems: [
          { driverId: testId(1), driverName: 'Virta Anna', line: 3, problem: 'employeeNumber', value: '123456' },
          { driverId: testId(1), driverName: 'Virta Anna', line: 5, problem: 'salaryCode', value: '' },
        ],
      }),
      result({
        files: [
          {
            name: 'maestro-2026-05-06-2026-05-12.csv',
            mediaType: 'text/csv',
            content: '\uFEFF1001;06.05.2026;100;8\r\n',
          },
        ],
        lineCount: 1,
      }),
    ];
    const { user } = renderApp('/timesheet/payroll', {
      account: { role: 'User' },
      handlers: {
        ...base,
        'POST /api/payroll/export': (init?: RequestInit) => {
          posted.push(bodyOf(init));
          return answers[posted.length - 1];
        },
      },
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payroll system/ }), 'Maestro');
    // Layouts are an Admin's or a Superuser's to change.
    expect(within(dialog).queryByRole('button', { name: 'Edit layout' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Other dates' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^From/ }), { target: { value: '06.05.2026' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^To/ }), { target: { value: '12.05.2026' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vacations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    const problems = await within(dialog).findByRole('alert');
    expect(within(problems).getByText('Nothing was exported: fix these for Maestro first')).toBeTruthy();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Virta Anna, line 3: missing or invalid employee number (123456)',
      'Virta Anna, line 5: missing or invalid salary code',
    ]);
    expect(
      within(problems).getByRole('link', { name: 'Fix employee numbers on the drivers page' }).getAttribute('href'),
    ).toBe('/drivers');
    // A User cannot open the payroll codes, so no link leads there.
    expect(within(problems).queryByRole('link', { name: 'Fix the payroll codes' })).toBeNull();
    expect(downloads.count()).toBe(0);
    expect(posted[0]).toEqual({ system: 5, from: '2026-05-06', to: '2026-05-12', categories: ['shifts', 'leaves'] });

    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('1 line exported for Maestro')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText(/counted per whole pay period/)).toBeTruthy();
    expect(await downloads.last()).toMatchObject({
      fileName: 'maestro-2026-05-06-2026-05-12.csv',
      text: '\uFEFF1001;06.05.2026;100;8\r\n',
    });
  });

  it('refuses while items are not approved, links to them, and on request exports the approved items only, saying what was left out (issue 21)', async () => {
    const downloads = captureDownloads();
    const posted: unknown[] = [];
    const message =
      '3 items in the date range are not approved: approve them in the timesheet first, or export the approved items only. Nothing is paid for items not approved.';
    const { user } = renderApp('/timesheet/payroll', {
      handlers: {
        ...base,
        'POST /api/payroll/export': (init?: RequestInit) => {
          const body = bodyOf(init) as { allowNotApproved?: boolean };
          posted.push(body);
          if (!body.allowNotApproved)
            return jsonResponse({ statusCode: 422, code: 'payroll:itemsNotApproved', message }, 422);
          return result({
            files: [
              { name: '20260518093000_schema.csv', mediaType: 'text/csv', content: '1001;101;04.05.2026;8;;;;;;;\r\n' },
            ],
            lineCount: 1,
            notApprovedCount: 3,
            overtimePeriods: [{ from: may.startDate, to: may.endDate }],
          });
        },
      },
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payroll system/ }), 'Fennoa');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(within(refusal).getByText(message)).toBeTruthy();
    expect(within(refusal).getByRole('link', { name: 'Approve them in the timesheet' }).getAttribute('href')).toBe(
      '/timesheet?from=2026-05-04&to=2026-05-17&notApproved=true',
    );
    expect(downloads.count()).toBe(0);

    await user.click(within(refusal).getByRole('button', { name: 'Export the approved items only' }));
    expect(await within(dialog).findByText('1 line exported for Fennoa')).toBeTruthy();
    expect(
      within(dialog).getByText(
        '3 items not approved were left out: nothing is paid for them until they are approved and exported.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(posted).toEqual([
      {
        system: 2,
        from: '2026-05-04',
        to: '2026-05-17',
        categories: ['shifts', 'vacations', 'leaves'],
        payPeriodId: may.id,
      },
      {
        system: 2,
        from: '2026-05-04',
        to: '2026-05-17',
        categories: ['shifts', 'vacations', 'leaves'],
        payPeriodId: may.id,
        allowNotApproved: true,
      },
    ]);
    expect(await downloads.last()).toMatchObject({ fileName: '20260518093000_schema.csv' });
  });

  it("shows the server's message when there is nothing to export", async () => {
    const message = 'No matching shifts for the date range; enter dates to export shifts';
    const { user } = renderApp('/timesheet/payroll', {
      handlers: {
        ...base,
        'POST /api/payroll/export': jsonResponse({ statusCode: 422, code: 'payroll:noMatchingShifts', message }, 422),
      },
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payroll system/ }), 'Fennoa');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});

const defaults: PayrollExportSettings = {
  header: true,
  dateFormat: 'DD.MM.YYYY',
  decimalComma: true,
  columns: {
    shifts: ['employeeNumber', 'date', 'salaryCode', 'quantity'],
    contracts: ['employeeNumber', 'date', 'salaryCode', 'quantity'],
    vacations: ['employeeNumber', 'date', 'endDate', 'salaryCode'],
    leaves: ['employeeNumber', 'date', 'endDate', 'salaryCode'],
  },
};

describe('payroll export layout', () => {
  it("saves a configurable system's layout edited with buttons, then returns to the export", async () => {
    let put: unknown;
    const list: PayrollExportSettingsList = [1, 4, 5, 6, 7].map((system) => ({
      system,
      saved: false,
      settings: defaults,
    }));
    const { user } = renderApp('/timesheet/payroll', {
      account: { role: 'Superuser' },
      handlers: {
        ...base,
        'GET /api/payroll/export-settings': list,
        'PUT /api/payroll/export-settings/1': (init?: RequestInit) => {
          put = bodyOf(init);
          return put;
        },
      },
    });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Payroll system/ }), 'Mepco');
    await user.click(within(dialog).getByRole('button', { name: 'Edit layout' }));
    const layout = await screen.findByRole('dialog', { name: 'Layout for Mepco' });
    expect(
      await within(layout).findByText("The default layout: save it to make it your organisation's own."),
    ).toBeTruthy();
    await user.click(within(layout).getByRole('checkbox', { name: 'Header row' }));
    await user.selectOptions(within(layout).getByRole('combobox', { name: 'Date format' }), 'YYYY-MM-DD');

    const shifts = within(layout).getByRole('group', { name: 'Shifts' });
    await user.click(within(shifts).getByRole('button', { name: 'Move Salary code up' }));
    // The focus stays with the column moved, and the move is announced.
    expect(document.activeElement).toBe(within(shifts).getByRole('button', { name: 'Move Salary code up' }));
    expect(within(shifts).getByRole('status').textContent).toBe('Salary code moved to position 2');
    await user.click(within(shifts).getByRole('button', { name: 'Remove Quantity' }));
    await user.selectOptions(within(shifts).getByRole('combobox', { name: 'Column to add to Shifts' }), 'Cost centre');
    await user.click(within(shifts).getByRole('button', { name: 'Add column' }));
    expect(
      within(shifts)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/[↑↓✕]/g, '')),
    ).toEqual(['Employee number', 'Salary code', 'Date', 'Cost centre']);

    await user.click(within(layout).getByRole('button', { name: 'Save layout' }));
    const back = await screen.findByRole('dialog', { name: 'Export to payroll' });
    expect(put).toEqual({
      ...defaults,
      header: false,
      dateFormat: 'YYYY-MM-DD',
      columns: { ...defaults.columns, shifts: ['employeeNumber', 'salaryCode', 'date', 'costCentre'] },
    });
    await waitFor(() => expect(document.activeElement).toBe(within(back).getByRole('button', { name: 'Edit layout' })));
    expect((within(back).getByRole('combobox', { name: /Payroll system/ }) as HTMLSelectElement).value).toBe('1');
  });
});
