import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { invoice, invoicingDetails, renderInvoice } from '../test-invoices';

const actionNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('invoice page', () => {
  it('shows the invoice: dates, references grouped, buyer, rows, totals per VAT rate and the barcode', async () => {
    const draft = invoice();
    renderInvoice(draft);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 1001' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Invoice date')).toBe('02.02.2026');
    expect(facts('Due date')).toBe('16.02.2026 (14 days net)');
    expect(facts('Reference number')).toBe('10016');
    expect(facts('RF reference')).toBe(draft.rfReference.replace(/(.{4})(?!$)/g, '$1 '));
    expect(screen.getByText('Business ID 1234567-1')).toBeTruthy();
    expect(screen.getByText('Satamakatu 1, 33100 Tampere, FI')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Invoice rows' }));
    const waiting = within(rows.getByText('Odotus').closest('tr') as HTMLElement);
    for (const text of ['1.5', 'h', '45.55', '25.5 %', '€68.33', '€17.42', '€85.75'])
      expect(waiting.getByText(text)).toBeTruthy();
    expect(rows.getByRole('link', { name: 'Kuljetus 2.2.2026, Tampere – Oulu' }).getAttribute('href')).toBe(
      `/taskProfitability/task/${testId(701)}`,
    );
    const totals = within(screen.getByRole('table', { name: 'Totals by VAT rate' }));
    expect(totals.getByRole('rowheader', { name: 'VAT 25.5\u00a0%' })).toBeTruthy();
    expect(totals.getByRole('rowheader', { name: 'VAT 10\u00a0%' })).toBeTruthy();
    expect(totals.getByText('€1,373.75')).toBeTruthy();
    expect(screen.getByText(draft.barcode ?? '')).toBeTruthy();
    expect(draft.barcode).toHaveLength(54);
  });

  it.each([
    ['draft', 'invoice', ['Edit', 'Mark as sent', 'Cancel invoice']],
    ['sent', 'invoice', ['Mark as paid', 'Credit']],
    ['paid', 'invoice', ['Credit']],
    ['sent', 'creditNote', ['Mark as paid']],
    ['credited', 'invoice', []],
    ['cancelled', 'invoice', []],
  ] as const)('offers for a %s %s only what its state allows', async (state, kind, actions) => {
    renderInvoice(invoice({ state, kind }));
    await screen.findByRole('heading', { level: 1 });
    expect(actionNames()).toEqual([...actions, 'Download PDF', 'Download Finvoice']);
  });

  it('links a credit note and the invoice it credits both ways', async () => {
    renderInvoice(
      invoice({ kind: 'creditNote', state: 'sent', creditsInvoiceId: testId(600), creditsInvoiceNumber: 1000 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note 1001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invoice 1000' }).getAttribute('href')).toBe(`/invoice/${testId(600)}`);
  });

  it('marks the row of the task it was opened from', async () => {
    renderInvoice(invoice({ state: 'sent', creditedById: null }), {}, `/invoice/${testId(601)}/${testId(701)}`);
    const row = (await screen.findByRole('link', { name: 'Kuljetus 2.2.2026, Tampere – Oulu' })).closest('tr');
    expect(within(row as HTMLElement).getByText('This task')).toBeTruthy();
  });

  it('warns on a draft that the organisation cannot send invoices yet', async () => {
    renderApp(`/invoice/${testId(601)}`, {
      account: { role: 'Admin' },
      handlers: {
        [`GET /api/invoices/${testId(601)}`]: invoice(),
        'GET /api/organisation/invoicing': invoicingDetails({ iban: '', missing: ['sellerIban'] }),
      },
    });
    expect(await screen.findByText('Invoicing details missing')).toBeTruthy();
    expect(screen.getByText("Seller's IBAN")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in the invoicing details' }).getAttribute('href')).toBe(
      '/organisation#organisation-invoicing-heading',
    );
  });
});
