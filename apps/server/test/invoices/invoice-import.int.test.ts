import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { upload } from '../organisation-data/upload';
import { addCustomer } from './invoice-fixtures';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T12:00:00Z') });
  api = apiAs(t);
  own = await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' });
  await addCustomer(t, own);
  await addCustomer(t, own, { name: 'Pohjolan Puu Oy', businessId: null, paymentTermDays: 30, language: 'sv' });
});
afterAll(() => t.close());

const HEADER = 'Laskun tunnus;Päivämäärä;Asiakas;Kuvaus;Määrä;Yksikkö;Yksikköhinta;ALV %';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');
const file = csv(
  'ERP-1001;20.11.2026;0109862-8;Kuljetus Vantaa – Oulu;1;kpl;1250,00;25,5',
  'ERP-1001;20.11.2026;0109862-8;Odotus;1,5;h;45,55;25,5',
  'ERP-1002;2026-11-21;pohjolan puu oy;Puutavaran kuljetus;2;kpl;800;25,5',
);

const confirm = async (rows: unknown) => api(own.users.admin, 'POST', '/api/invoices/import', { rows });

describe('/api/invoices/import', () => {
  it('previews a file, saves nothing, then imports its invoices as drafts; the same file again adds nothing', async () => {
    const preview = await upload(t, own.users.admin, '/api/invoices/import/preview', 'laskut.csv', file, 'fi');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ total: 3, valid: 3 });
    expect((await api(own.users.user, 'GET', '/api/invoices')).body.total).toBe(0);
    const rows = (preview.body as { rows: { line: number; values: unknown }[] }).rows.map(({ line, values }) => ({
      line,
      values,
    }));
    const saved = await confirm(rows);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ imported: 2, alreadyImported: 0 });
    const list = await api(own.users.user, 'GET', '/api/invoices?sort=number');
    expect(list.body.items).toMatchObject([
      {
        source: 'external',
        state: 'draft',
        customerName: 'Kesko Logistiikka Oy',
        date: '2026-11-20',
        dueDate: '2026-12-04',
        net: 1318.33,
        vat: 336.17,
        gross: 1654.5,
      },
      {
        source: 'external',
        customerName: 'Pohjolan Puu Oy',
        date: '2026-11-21',
        dueDate: '2026-12-21',
        net: 1600,
        vat: 408,
        gross: 2008,
      },
    ]);
    const again = await confirm(rows);
    expect(again.body).toEqual({ imported: 0, alreadyImported: 2 });
    expect((await api(own.users.user, 'GET', '/api/invoices')).body.total).toBe(2);
  });

  it('names each line it cannot take, and saves none of the file', async () => {
    const bad = csv(
      'ERP-2001;20.11.2026;Tuntematon Oy;Kuljetus;1;kpl;100;25,5',
      'ERP-2002;20.11.2026;0109862-8;Kuljetus;1;kpl;100;24',
      'ERP-2003;;0109862-8;Kuljetus;1;kpl;100;25,5',
      'ERP-2004;20.11.2026;0109862-8;Kuljetus;1;kpl;100;25,5',
      'ERP-2004;21.11.2026;0109862-8;Kuljetus;1;kpl;100;25,5',
    );
    const preview = await upload(t, own.users.admin, '/api/invoices/import/preview', 'laskut.csv', bad, 'en');
    const problems = (preview.body as { rows: { problems: { message: string }[] }[] }).rows.map((row) =>
      row.problems.map((problem) => problem.message),
    );
    expect(problems).toEqual([
      ['Line 2: no customer has the business ID or name Tuntematon Oy. Add the customer first'],
      ['Line 3: 24 % is not a VAT rate in force on 2026-11-20. The rates are 25.5, 13.5, 10, 0 %'],
      ['Line 4 is missing required data'],
      [],
      ['Line 6: invoice ERP-2004 has another date or customer on line 5'],
    ]);
    const rows = (preview.body as { rows: { line: number; values: unknown }[] }).rows.map(({ line, values }) => ({
      line,
      values,
    }));
    const before = (await api(own.users.user, 'GET', '/api/invoices')).body.total;
    const saved = await confirm(rows);
    expect(saved.status).toBe(409);
    expect((await api(own.users.user, 'GET', '/api/invoices')).body.total).toBe(before);
  });

  it('reads the same invoices from an XLSX', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      HEADER.split(';'),
      ['X-1', '2026-11-20', 'Kesko Logistiikka Oy', 'Kuljetus', 3, 'kpl', 99.9, 25.5],
    ]);
    const book = XLSX.write(
      { SheetNames: ['Laskut'], Sheets: { Laskut: sheet } },
      { type: 'buffer', bookType: 'xlsx' },
    ) as Buffer;
    const preview = await upload(t, own.users.admin, '/api/invoices/import/preview', 'laskut.xlsx', book);
    expect(preview.body).toMatchObject({ total: 1, valid: 1 });
  });

  it('adds nothing on a re-import, whatever the file (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}-\d{1,4}$/), { minLength: 1, maxLength: 5 }),
        async (ids) => {
          const rows = ids.map((id, index) => ({
            line: index + 2,
            values: {
              invoiceId: `P-${id}`,
              date: '2026-11-20',
              customer: '0109862-8',
              description: 'Kuljetus',
              quantity: '1',
              unit: 'kpl',
              unitPrice: '10',
              vatPercent: '25,5',
            },
          }));
          const first = await confirm(rows);
          const total = (await api(own.users.user, 'GET', '/api/invoices')).body.total;
          const second = await confirm(rows);
          expect(first.status).toBe(201);
          expect(second.body).toEqual({ imported: 0, alreadyImported: ids.length });
          expect((await api(own.users.user, 'GET', '/api/invoices')).body.total).toBe(total);
        },
      ),
      { numRuns: 8 },
    );
  });
});
