import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SalaryTypeCode } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { testId, testOrganisation } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const organisation = testOrganisation({ id: testId(170) });
const base = {
  'GET /api/organisation': organisation,
  'GET /api/organisation/users': [],
  'GET /api/licence-types': { classes: [], qualifications: [], custom: [] },
};
const select = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByRole('combobox', { name: label }) as HTMLSelectElement;

describe('payroll code dialog', { timeout: 30_000 }, () => {
  it('sends the summary line a code pays, and lists it under Pays', async () => {
    const codes: SalaryTypeCode[] = [
      { id: testId(171), code: '210', name: 'Iltalisä', workType: null, payrollLine: 'evening' },
    ];
    let posted: unknown;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'GET /api/SalaryTypeCodes': () => codes,
        'POST /api/SalaryTypeCodes': (init?: RequestInit) => {
          posted = JSON.parse(String(init?.body));
          const created = { id: testId(172), ...(posted as Omit<SalaryTypeCode, 'id'>) };
          codes.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Payroll codes' })).closest('section') as HTMLElement;
    const evening = await within(section).findByRole('rowheader', { name: '210' });
    expect(within(evening.closest('tr') as HTMLElement).getByText('Evening supplement')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Add payroll code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payroll code' });
    const pays = select(dialog, /^Pays/);
    expect(pays.value).toBe('');
    expect([...pays.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Hours and supplements',
      'Daily allowances',
      'Bonuses',
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), '240');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ylityö 50 %');
    await user.selectOptions(pays, 'Overtime 50 %');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual({ code: '240', name: 'Ylityö 50 %', workType: null, payrollLine: 'overtime50' }),
    );
    const overtime = await within(section).findByRole('rowheader', { name: '240' });
    expect(within(overtime.closest('tr') as HTMLElement).getByText('Overtime 50 %')).toBeTruthy();
  });
});
