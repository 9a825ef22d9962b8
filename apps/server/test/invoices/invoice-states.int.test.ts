import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addCustomer, fillInvoicingDetails, sellerDetails } from './invoice-fixtures';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let customerId: string;
const NOW = new Date('2026-11-20T12:00:00Z');
const row = { description: 'Kuljetus Vantaa – Oulu', quantity: 1, unit: 'kpl', unitPrice: 1250, vatPercent: 25.5 };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' });
  customerId = await addCustomer(t, own, {
    eInvoiceAddress: '003701098628',
    eInvoiceOperator: 'E204503',
  });
});
afterAll(() => t.close());

const draft = async (extra: Record<string, unknown> = {}) => {
  const created = await api(own.users.user, 'POST', '/api/invoices', {
    customerId,
    date: '2026-11-20',
    rows: [row],
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; number: number; version: number };
};

describe('the organisation’s invoicing details', () => {
  it('start empty, list what sending needs, and keep the next number above every number given', async () => {
    const empty = await api(own.users.user, 'GET', '/api/organisation/invoicing');
    expect(empty.body).toMatchObject({ businessId: null, iban: '', nextNumber: 1, lastNumber: 0 });
    expect(empty.body.missing).toEqual([
      'sellerBusinessId',
      'sellerStreet',
      'sellerPostCode',
      'sellerTown',
      'sellerIban',
      'sellerBic',
    ]);
    expect((await api(own.users.user, 'PUT', '/api/organisation/invoicing', sellerDetails)).status).toBe(403);
    const wrongIban = await api(own.users.admin, 'PUT', '/api/organisation/invoicing', {
      ...sellerDetails,
      iban: 'FI21 1234 5600 0007 86',
    });
    expect(wrongIban.status).toBe(400);
    expect(wrongIban.body.fields).toEqual([{ path: 'iban', message: expect.stringContaining('IBAN') }]);
    const saved = await fillInvoicingDetails(t, own, { nextNumber: 1000 });
    expect(saved).toMatchObject({ iban: 'FI2112345600000785', businessId: '2345678-0', nextNumber: 1000, missing: [] });
    const first = await draft();
    expect(first.number).toBe(1000);
    const back = await api(own.users.admin, 'PUT', '/api/organisation/invoicing', {
      ...sellerDetails,
      nextNumber: 1000,
    });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('The next invoice number must be greater than 1000, the last number given');
  });
});

describe('an invoice’s life', () => {
  it('goes draft → sent → paid; a sent one is never edited or removed', async () => {
    await fillInvoicingDetails(t, own);
    const invoice = await draft();
    const edited = await api(own.users.user, 'PUT', `/api/invoices/${invoice.id}`, {
      customerId,
      date: '2026-11-21',
      rows: [{ ...row, quantity: 2 }],
      version: invoice.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      date: '2026-11-21',
      dueDate: '2026-12-05',
      totals: { net: 2500, vat: 637.5, gross: 3137.5 },
    });
    const stale = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/send`, { version: invoice.version });
    expect(stale.status).toBe(409);
    const sent = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/send`, {
      version: edited.body.version,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'sent', sentAt: NOW.toISOString() });
    expect(sent.body.barcode).toMatch(/^5\d{53}$/);
    const edit = await api(own.users.user, 'PUT', `/api/invoices/${invoice.id}`, {
      customerId,
      date: '2026-11-21',
      rows: [row],
      version: sent.body.version,
    });
    expect(edit.status).toBe(409);
    const remove = await api(own.users.user, 'DELETE', `/api/invoices/${invoice.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toContain('the law requires keeping it');
    const early = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/paid`, {
      paidOn: '2026-11-01',
      version: sent.body.version,
    });
    expect(early.status).toBe(400);
    const paid = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/paid`, {
      paidOn: '2026-11-25',
      version: sent.body.version,
    });
    expect(paid.body).toMatchObject({ state: 'paid', paidOn: '2026-11-25' });
  });

  it('is credited by a credit note of its own number with every row reversed, once', async () => {
    const invoice = await draft({ rows: [row, { ...row, description: 'Odotus', quantity: 0.5, unitPrice: 55.55 }] });
    const sent = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/send`, { version: invoice.version });
    const credit = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/credit`, {
      version: sent.body.version,
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({
      kind: 'creditNote',
      state: 'sent',
      number: invoice.number + 1,
      creditsInvoiceId: invoice.id,
      creditsInvoiceNumber: invoice.number,
      date: '2026-11-20',
      barcode: null,
      totals: {
        net: -(sent.body.totals as { net: number }).net,
        vat: -(sent.body.totals as { vat: number }).vat,
        gross: -(sent.body.totals as { gross: number }).gross,
      },
    });
    const original = await api(own.users.user, 'GET', `/api/invoices/${invoice.id}`);
    expect(original.body).toMatchObject({ state: 'credited', creditedById: credit.body.id });
    const twice = await api(own.users.user, 'POST', `/api/invoices/${invoice.id}/credit`, {
      version: original.body.version,
    });
    expect(twice.status).toBe(409);
  });

  it('is not sent while the seller’s details are missing, and says which in the caller’s language', async () => {
    const bare = await createTenant(t.context, { name: 'Uusi Kuljetus Oy' });
    const customer = await addCustomer(t, bare);
    const made = await api(bare.users.user, 'POST', '/api/invoices', {
      customerId: customer,
      date: '2026-11-20',
      rows: [row],
    });
    const send = await api(bare.users.user, 'POST', `/api/invoices/${made.body.id}/send`, { version: 1 }, 'fi');
    expect(send.status).toBe(409);
    expect(send.body.message).toBe(
      'Täytä organisaation laskutustiedot ennen lähettämistä: Myyjän Y-tunnus, Myyjän katuosoite, Myyjän postinumero, Myyjän postitoimipaikka, Myyjän IBAN-tilinumero, Myyjän BIC-tunnus',
    );
  });
});

describe('GET /api/invoices/:id/finvoice', () => {
  it('writes the Finvoice 3.0 message with the reference, totals and e-invoice addresses', async () => {
    await fillInvoicingDetails(t, own);
    const invoice = await draft();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/finvoice`,
      headers: own.users.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<Finvoice Version="3.0"');
    expect(response.body).toContain(`<InvoiceNumber>${invoice.number}</InvoiceNumber>`);
    expect(response.body).toContain('1568,75');
    expect(response.body).toContain('003701098628');
  });

  it('answers 422 naming in words what the customer lacks', async () => {
    const noAddress = await addCustomer(t, own, { name: 'Osoitteeton Oy', businessId: null, address: '' });
    const invoice = await draft({ customerId: noAddress });
    const response = await api(own.users.user, 'GET', `/api/invoices/${invoice.id}/finvoice`);
    expect(response.status).toBe(422);
    expect(response.body.message).toContain('Missing:');
    expect(response.body.fields).toEqual(
      expect.arrayContaining([{ path: 'buyerStreet', message: expect.any(String) }]),
    );
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it("answers an A4 PDF in the customer's language with the reference and the virtual barcode", async () => {
    await fillInvoicingDetails(t, own);
    const invoice = await draft();
    const read = await api(own.users.user, 'GET', `/api/invoices/${invoice.id}`);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: own.users.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${invoice.number}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('LASKU');
    expect(text).toContain('Kesko Logistiikka Oy');
    expect(text.replace(/\s+/g, '')).toContain(read.body.referenceNumber as string);
    expect(text.replace(/\s+/g, '')).toContain(read.body.barcode as string);
  });
});

describe('DELETE /api/organisation/invoices?source', () => {
  it('lets only an Admin remove, after the name, and keeps every sent invoice saying why', async () => {
    const user = await api(
      own.users.user,
      'DELETE',
      '/api/organisation/invoices?source=internal&confirmName=Kuljetus%20Virtanen%20Oy',
    );
    expect(user.status).toBe(403);
    const wrong = await api(
      own.users.admin,
      'DELETE',
      '/api/organisation/invoices?source=internal&confirmName=Virtanen',
    );
    expect(wrong.status).toBe(400);
    const list = await api(own.users.admin, 'GET', '/api/invoices?limit=500');
    const items = list.body.items as { state: string }[];
    const keep = items.filter((item) => !['draft', 'cancelled'].includes(item.state)).length;
    const removed = await api(
      own.users.admin,
      'DELETE',
      '/api/organisation/invoices?source=internal&confirmName=Kuljetus%20Virtanen%20Oy',
    );
    expect(removed.body).toEqual({
      deleted: items.length - keep,
      kept: keep,
      reason: `${keep} sent invoices were kept: the law requires keeping sent invoices`,
    });
    const after = await api(own.users.admin, 'GET', '/api/invoices?limit=500');
    expect(after.body.total).toBe(keep);
  });
});
