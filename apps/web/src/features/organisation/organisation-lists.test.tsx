import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LicenceType, SalaryTypeCode } from '@rahti/domain';
import { jsonResponse } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { testOrganisation } from '../../test/fixtures';

const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const organisation = testOrganisation();
const builtIn = { classes: ['B', 'C', 'CE'], qualifications: ['ADR', 'CPC'] };
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const base = { 'GET /api/organisation': organisation, 'GET /api/organisation/users': [] };

describe('payroll codes on the organisation page', { timeout: 30_000 }, () => {
  // The whole organisation page renders per test: slow on a shared two-core machine.
  it('adds a code for a work type and lists it by code', async () => {
    const codes: SalaryTypeCode[] = [
      { id: id(1), code: '200', name: 'Evening supplement', workType: null, payrollLine: null },
    ];
    let posted: unknown;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'GET /api/licence-types': { ...builtIn, custom: [] },
        'GET /api/SalaryTypeCodes': () => codes,
        'POST /api/SalaryTypeCodes': (init?: RequestInit) => {
          posted = JSON.parse(String(init?.body));
          const created = { id: id(2), ...(posted as Omit<SalaryTypeCode, 'id'>) };
          codes.push(created);
          return jsonResponse(created, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add payroll code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payroll code' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required').length).toBe(2);
    await user.type(field(dialog, 'Code'), '101');
    await user.type(field(dialog, 'Name'), 'Sick pay');
    // The work types come in the same two groups as in the driver group form.
    const groups = [...(field(dialog, 'Work type') as HTMLSelectElement).querySelectorAll('optgroup')].map(
      (group) => group.label,
    );
    expect(groups).toEqual(['Events', 'Absences and contract work']);
    await user.selectOptions(field(dialog, 'Work type'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual({ code: '101', name: 'Sick pay', workType: 15, payrollLine: null }));
    const section = screen.getByRole('heading', { name: 'Payroll codes' }).closest('section') as HTMLElement;
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['101', '200']),
    );
    expect(within(section).getByText('Sick leave (self-reported)')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add payroll code' })));
  });

  it('changes a code with its id in the body, and returns the focus to its Edit button', async () => {
    const codes: SalaryTypeCode[] = [
      { id: id(1), code: '200', name: 'Evening supplement', workType: null, payrollLine: null },
    ];
    let put: unknown;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'GET /api/licence-types': { ...builtIn, custom: [] },
        'GET /api/SalaryTypeCodes': () => codes,
        'PUT /api/SalaryTypeCodes': (init?: RequestInit) => {
          put = JSON.parse(String(init?.body));
          codes[0] = put as SalaryTypeCode;
          return put;
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit payroll code 200' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payroll code' });
    expect((field(dialog, 'Work type') as HTMLSelectElement).value).toBe('');
    await user.selectOptions(field(dialog, 'Work type'), 'Drive');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toEqual({ id: id(1), code: '200', name: 'Evening supplement', workType: 1, payrollLine: null }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('rowheader', { name: '200' }).closest('tr') as HTMLElement).getByText('Drive'),
      ).toBeTruthy(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit payroll code 200' })),
    );
  });

  it("shows the server's message when a code already exists", async () => {
    const { user } = renderApp('/organisation', {
      account: { role: 'Superuser' },
      handlers: {
        ...base,
        'GET /api/licence-types': { ...builtIn, custom: [] },
        'GET /api/SalaryTypeCodes': [],
        'POST /api/SalaryTypeCodes': jsonResponse(
          {
            statusCode: 409,
            code: 'organisation-data:salaryCodeTaken',
            message: 'This salary type code already exists',
            fields: [{ path: 'code', message: 'This salary type code already exists' }],
          },
          409,
        ),
      },
    });
    expect(await screen.findByText('No payroll codes yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add payroll code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add payroll code' });
    await user.type(field(dialog, 'Code'), '101');
    await user.type(field(dialog, 'Name'), 'Sick pay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This salary type code already exists')).toBeTruthy();
  });
});

describe('licence types on the organisation page', { timeout: 30_000 }, () => {
  it('lists the built-in classes and deletes an own type after asking', async () => {
    let custom: LicenceType[] = [{ id: id(3), code: 'CRANE-TRUCK', name: 'Truck crane card', kind: 'qualification' }];
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'GET /api/SalaryTypeCodes': [],
        'GET /api/licence-types': () => ({ ...builtIn, custom }),
        [`DELETE /api/licence-types/${id(3)}`]: () => {
          custom = [];
          return jsonResponse(undefined, 204);
        },
      },
    });
    const classes = await screen.findByRole('list', { name: 'Driving licence classes' });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['B', 'C', 'CE']);
    await user.click(screen.getByRole('button', { name: 'Delete licence type CRANE-TRUCK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete licence type' });
    expect(within(dialog).getByText('Delete the licence type CRANE-TRUCK (Truck crane card)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete licence type' }));
    expect(await screen.findByText(/None yet\. Add a permit/)).toBeTruthy();
    // The row and its buttons are gone: the focus goes to the button that adds a type.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add licence type' })));
  });

  it('changes an own licence type and returns the focus to its Edit button', async () => {
    let custom: LicenceType[] = [{ id: id(3), code: 'CRANE-TRUCK', name: 'Truck crane card', kind: 'qualification' }];
    let put: unknown;
    const { user } = renderApp('/organisation', {
      account: { role: 'Admin' },
      handlers: {
        ...base,
        'GET /api/SalaryTypeCodes': [],
        'GET /api/licence-types': () => ({ ...builtIn, custom }),
        [`PUT /api/licence-types/${id(3)}`]: (init?: RequestInit) => {
          put = JSON.parse(String(init?.body));
          custom = [{ id: id(3), ...(put as Omit<LicenceType, 'id'>) }];
          return custom[0];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit licence type CRANE-TRUCK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit licence type' });
    await user.clear(field(dialog, 'Name'));
    await user.type(field(dialog, 'Name'), 'Lorry crane card');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lorry crane card')).toBeTruthy();
    expect(put).toEqual({ code: 'CRANE-TRUCK', name: 'Lorry crane card', kind: 'qualification' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit licence type CRANE-TRUCK' })),
    );
  });
});
