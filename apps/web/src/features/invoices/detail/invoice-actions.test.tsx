import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/capture-downloads';
import { jsonResponse } from '../../../test/fake-fetch';
import { testId } from '../../../test/fixtures';
import { apiError, customer, invoice, renderInvoice } from '../test-invoices';

const path = `/api/invoices/${testId(601)}`;
const conflict = apiError(
  409,
  'invoices:versionConflict',
  'Someone else changed this invoice meanwhile. Open it again to see their change.',
  { version: 'Someone else changed this invoice meanwhile.' },
);

describe('invoice actions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cancels a draft after asking, keeping its number', async () => {
    let deleted = false;
    const { user } = renderInvoice(invoice(), {
      [`DELETE ${path}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel draft invoice 1001?' });
    expect(within(dialog).getByText(/kept as cancelled with its number 1001/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the invoice' }));
    await waitFor(() => expect(deleted).toBe(true));
  });

  it('credits a sent invoice and opens the credit note', async () => {
    const creditNote = invoice({
      id: testId(610),
      number: 1010,
      kind: 'creditNote',
      state: 'sent',
      creditsInvoiceId: testId(601),
      creditsInvoiceNumber: 1001,
    });
    let body: unknown;
    const { user, router } = renderInvoice(invoice({ state: 'sent' }), {
      [`POST ${path}/credit`]: (init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(creditNote, 201);
      },
      [`GET /api/invoices/${testId(610)}`]: creditNote,
    });
    await user.click(await screen.findByRole('button', { name: 'Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit invoice 1001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the credit note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${testId(610)}`));
    expect(body).toEqual({ version: 3 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit note 1010' })).toBeTruthy();
  });

  it('marks a sent invoice paid on the day given, never before the invoice date', async () => {
    let body: unknown;
    const { user } = renderInvoice(invoice({ state: 'sent' }), {
      [`POST ${path}/paid`]: (init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return invoice({ state: 'paid', paidOn: '2026-02-10' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark invoice 1001 as paid' });
    const date = within(dialog).getByRole('textbox', { name: /^Paid on/ });
    await waitFor(() => expect(document.activeElement).toBe(date));
    await user.clear(date);
    await user.type(date, '01.02.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(within(dialog).getByText('The payment date cannot be before the invoice date')).toBeTruthy();
    await user.clear(date);
    await user.type(date, '10.02.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(body).toEqual({ paidOn: '2026-02-10', version: 3 }));
  });

  it('lists what the Finvoice message lacks when the server cannot write it', async () => {
    captureDownloads();
    const { user } = renderInvoice(invoice({ state: 'sent' }), {
      [`GET ${path}/finvoice`]: apiError(
        422,
        'invoices:finvoiceMissing',
        "The Finvoice e-invoice cannot be written. Missing: Seller's IBAN, Customer's e-invoice address",
        { sellerIban: "Seller's IBAN", buyerEInvoiceAddress: "Customer's e-invoice address and operator" },
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Download Finvoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Finvoice e-invoice cannot be made yet' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Seller's IBAN", "Customer's e-invoice address and operator"]);
    // The dialog's own button, after the corner's close button.
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('downloads the PDF', async () => {
    const downloads = captureDownloads();
    const { user } = renderInvoice(invoice({ state: 'sent' }), {
      [`GET ${path}/pdf`]: new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect((await downloads.last()).fileName).toBe('invoice-1001.pdf');
  });

  it('says when someone else changed the invoice and reloads it', async () => {
    let reads = 0;
    const { user } = renderInvoice(invoice(), {
      [`GET ${path}`]: () => (++reads === 1 ? invoice() : invoice({ state: 'sent', version: 4 })),
      [`POST ${path}/send`]: conflict,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as sent' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed this invoice meanwhile');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('edits a draft in the invoice form and saves it at the version it was read at', async () => {
    let body: unknown;
    const { user, router } = renderInvoice(invoice(), {
      'GET /api/organisation/customers': [customer()],
      [`PUT ${path}`]: (init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return invoice({ version: 4 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit draft invoice 1001' })).toBeTruthy();
    expect(router.state.location.search).toBe('?edit=');
    const price = screen.getByRole('textbox', { name: 'Unit price, row 3' });
    await user.clear(price);
    await user.type(price, '40');
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(body).toEqual({
      customerId: testId(501),
      date: '2026-02-02',
      notes: 'Kiitos tilauksesta',
      version: 3,
      rows: [
        {
          description: 'Kuljetus 2.2.2026, Tampere – Oulu',
          quantity: 1,
          unit: 'kpl',
          unitPrice: 1000,
          vatPercent: 25.5,
          taskId: testId(701),
        },
        { description: 'Lautta', quantity: 1, unit: 'kpl', unitPrice: 40, vatPercent: 10 },
      ],
    });
  });
});
