import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch';
import { testId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { zonedToday } from '../../../lib/organisation-time';
import { presetPeriod } from '../../../lib/period-presets';
import { apiError, customer, invoice, task } from '../test-invoices';

const today = zonedToday('Europe/Helsinki');
const month = presetPeriod('thisMonth', today);
const tasksOfMonth = `GET /api/tasks?from=${month.from}&to=${month.to}&customerId=${testId(501)}&invoiced=no&sort=start&limit=500`;
const tampere = task();
const turku = task({ id: testId(702), pickup: 'Turku', delivery: 'Pori', income: 480.4, driverName: null });
const lookups = {
  'GET /api/organisation/customers': [customer(), customer({ id: testId(502), name: 'Satama Oy' })],
  [tasksOfMonth]: { items: [tampere, turku], total: 2 },
};

const main = () => within(screen.getByRole('main'));
const rowInput = (column: string, row: number) => screen.getByRole('textbox', { name: `${column}, row ${row}` });
const totalsTable = () => within(screen.getByRole('table', { name: 'Totals by VAT rate' }));

describe('new invoice', () => {
  it('computes each typed row and the totals per VAT rate as the server rounds them', async () => {
    const { user } = renderApp('/newInvoice', { handlers: lookups });
    await user.click(await main().findByRole('button', { name: 'Add row' }));
    // The new row's description has the focus, its unit is "pcs" and its rate the general one.
    await waitFor(() => expect(document.activeElement).toBe(rowInput('Description', 1)));
    expect((rowInput('Unit', 1) as HTMLInputElement).value).toBe('pcs');
    expect((screen.getByRole('combobox', { name: 'VAT %, row 1' }) as HTMLSelectElement).value).toBe('25.5');
    await user.type(rowInput('Description', 1), 'Waiting');
    await user.clear(rowInput('Quantity', 1));
    await user.type(rowInput('Quantity', 1), '1,5');
    await user.type(rowInput('Unit price', 1), '45.55');
    const first = within(rowInput('Description', 1).closest('tr') as HTMLElement);
    for (const amount of ['€68.33', '€17.42', '€85.75']) expect(first.getByText(amount)).toBeTruthy();

    await user.click(main().getByRole('button', { name: 'Add row' }));
    await user.type(rowInput('Description', 2), 'Ferry');
    await user.clear(rowInput('Quantity', 2));
    await user.type(rowInput('Quantity', 2), '2');
    await user.type(rowInput('Unit price', 2), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'VAT %, row 2' }), '10');

    const byRate = (label: string) =>
      totalsTable().getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(
      within(byRate('VAT 25.5\u00a0%'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€68.33', '€17.42', '€85.75']);
    expect(
      within(byRate('VAT 10\u00a0%'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€20.00', '€2.00', '€22.00']);
    expect(
      within(byRate('Total'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€88.33', '€19.42', '€107.75']);

    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(
      within(byRate('Total'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€20.00', '€2.00', '€22.00']);
    expect(document.activeElement).toBe(main().getByRole('button', { name: 'Add row' }));
  });

  it('asks for a task or a row before saving', async () => {
    let posts = 0;
    const { user } = renderApp('/newInvoice', { handlers: { ...lookups, 'POST /api/invoices': () => ++posts } });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Customer/ }), 'Rautakauppa Oy');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select at least one task to continue');
    expect(posts).toBe(0);
  });

  it("lists the customer's tasks of the month, bills the picked ones and opens the saved draft", async () => {
    let sent: unknown;
    const saved = invoice({ id: testId(650), number: 1042 });
    const { user, router } = renderApp('/newInvoice', {
      handlers: {
        ...lookups,
        'POST /api/invoices': (init?: RequestInit) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse(saved, 201);
        },
        [`GET /api/invoices/${testId(650)}`]: saved,
      },
    });
    expect(await screen.findByText('Choose the customer to see their tasks.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Customer/ }), 'Rautakauppa Oy');
    expect(await screen.findByText('Payment term 14 days: due on', { exact: false })).toBeTruthy();
    const tasks = within(await screen.findByRole('table', { name: "The customer's tasks of the period" }));
    expect(tasks.getByText('Tampere – Oulu')).toBeTruthy();
    expect(tasks.getByText('€480.40')).toBeTruthy();
    await user.click(tasks.getByRole('checkbox', { name: 'Bill the task of 02.02.2026: Turku – Pori' }));
    expect(screen.getByText('1 task picked, income €480.40')).toBeTruthy();
    // The task's row: its income at the general rate, 480.40 × 25.5 % = 122.502 → 122.50.
    expect(totalsTable().getAllByText('€602.90')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Order 55');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${testId(650)}`));
    expect(sent).toEqual({ customerId: testId(501), date: today, taskIds: [testId(702)], rows: [], notes: 'Order 55' });
  });

  it('starts from the task it was opened from, with its customer chosen', async () => {
    renderApp(`/taskProfitability/task/${testId(701)}/invoice`, {
      handlers: {
        ...lookups,
        [`GET /api/tasks/${testId(701)}`]: tampere,
        [`GET /api/tasks?from=2026-02-01&to=2026-02-28&customerId=${testId(501)}&invoiced=no&sort=start&limit=500`]: {
          items: [tampere],
          total: 1,
        },
      },
    });
    expect(await screen.findByText('1 task picked, income €1,000.00')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Customer/ }) as HTMLSelectElement).value).toBe(testId(501));
    expect((screen.getByRole('combobox', { name: 'Tasks of' }) as HTMLSelectElement).value).toBe('custom');
    const picked = await screen.findByRole('checkbox', { name: 'Bill the task of 02.02.2026: Tampere – Oulu' });
    expect((picked as HTMLInputElement).checked).toBe(true);
  });

  it('does not bill a task twice: one already on an invoice links to it instead', async () => {
    const billed = task({ invoiceId: testId(640) });
    renderApp(`/taskProfitability/task/${testId(701)}/invoice`, {
      handlers: { ...lookups, [`GET /api/tasks/${testId(701)}`]: billed },
    });
    expect(await screen.findByText('The task is already on an invoice.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open that invoice' }).getAttribute('href')).toBe(
      `/taskProfitability/task/${testId(701)}/invoice/${testId(640)}`,
    );
    expect((screen.getByRole('combobox', { name: /^Customer/ }) as HTMLSelectElement).value).toBe(testId(501));
    expect(screen.queryByText(/task picked/)).toBeNull();
  });

  it("shows the server's refusals on the fields they name", async () => {
    const { user } = renderApp('/newInvoice', {
      handlers: {
        ...lookups,
        'POST /api/invoices': apiError(
          409,
          'invoices:tasksAlreadyInvoiced',
          'A selected task is already on another invoice',
          {
            taskIds: 'A selected task is already on another invoice',
            'rows.0.vatPercent': '25.5 % is not a VAT rate in force',
          },
        ),
      },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Customer/ }), 'Rautakauppa Oy');
    await user.click(await screen.findByRole('checkbox', { name: 'Bill the task of 02.02.2026: Tampere – Oulu' }));
    await user.click(main().getByRole('button', { name: 'Add row' }));
    await user.type(rowInput('Description', 1), 'Waiting');
    await user.type(rowInput('Unit price', 1), '10');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A selected task is already on another invoice');
    const vat = screen.getByRole('combobox', { name: 'VAT %, row 1' });
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('25.5 % is not a VAT rate in force')).toBeTruthy();
  });
});
