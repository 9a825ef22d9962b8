import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTask, TransportTasksPage, WaybillsPage } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addCustomer } from '../invoices/invoice-fixtures';
import { apiAs } from '../organisation-data/api';
import { upload } from '../organisation-data/upload';
import { addDriver } from '../shifts/shift-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';

/**
 * Transport orders from a spreadsheet (issue 26): the drivers import's preview, fixes and
 * all-or-nothing save; a line per goods line, grouped by order id; each order a transport task
 * with its waybill; the same file again adds nothing.
 */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let driverId: string;
let vehicleId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T12:00:00Z') });
  api = apiAs(t);
  own = await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' });
  other = await createTenant(t.context, { name: 'Toinen Oy' });
  await addCustomer(t, own);
  driverId = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja', employeeNumber: 'K-17' });
  vehicleId = await addVehicle(t, own, 'KLV-101');
});
afterAll(() => t.close());

const HEADER = [
  'Tilausnumero;Noutopäivä;Noutoaika;Toimituspäivä;Toimitusaika;Asiakas',
  'Lähettäjä;Katuosoite;Postinumero;Postitoimipaikka;Maa',
  'Vastaanottaja;Katuosoite;Postinumero;Postitoimipaikka;Maa',
  'Kuvaus;Kollit;Pakkauslaji;Merkit;Paino;Tilavuus;Lavametrit;YK;Luokka;Pakkausryhmä;Nimi;Rahti;Kuljettaja;Ajoneuvo',
].join(';');
const SENDER = 'Valio Oy;Meijeritie 6;00370;Helsinki;FI';
const CONSIGNEE = 'K-Citymarket Oulu;Kaakkurintie 1;90410;Oulu;FI';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');
const file = csv(
  `PO-1001;24.11.2026;8.30;25.11.2026;;0109862-8;${SENDER};${CONSIGNEE};Maitotuotteita;22;FIN-lava;VAL 1–22;9 840,5;;8,8;;;;;1 250,00;K-17;klv-101`,
  `PO-1001;24.11.2026;8.30;25.11.2026;;0109862-8;${SENDER};${CONSIGNEE};Bensiiniä;4;drum;;800;;;UN 1203;3;II;BENSIINI;;;`,
  `PO-1002;26.11.2026;;;;;${SENDER};Lidl Luleå;Storgatan 1;972 31;Luleå;SE;Juustoa;10;EUR-lava;;4000;;;;;;;;;`,
);
const rowsOf = (body: unknown) =>
  (body as { rows: { line: number; values: unknown }[] }).rows.map(({ line, values }) => ({ line, values }));

describe('/api/transport-tasks/import', () => {
  it('previews a file, saves nothing, then makes each order a transport task with its waybill; the same file again adds nothing', async () => {
    const preview = await upload(
      t,
      own.users.admin,
      '/api/transport-tasks/import/preview',
      'tilaukset.csv',
      file,
      'fi',
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body, JSON.stringify(preview.body)).toMatchObject({ total: 3, valid: 3 });
    const period = 'from=2026-11-01&to=2026-11-30';
    const listed = async () =>
      (await api(own.users.user, 'GET', `/api/transport-tasks?${period}`)).body as unknown as TransportTasksPage;
    expect((await listed()).total).toBe(0);

    const saved = await api(own.users.admin, 'POST', '/api/transport-tasks/import', { rows: rowsOf(preview.body) });
    expect(saved.status, saved.raw.body).toBe(201);
    expect(saved.body).toEqual({ imported: 2, alreadyImported: 0 });
    const page = await listed();
    expect(
      page.items.map((item) => [item.reference, item.state, item.date, item.from, item.to, item.weightKg]),
    ).toEqual([
      ['PO-1001', 'assigned', '2026-11-24', 'Helsinki', 'Oulu', 10640.5],
      ['PO-1002', 'created', '2026-11-26', 'Helsinki', 'Luleå', 4000],
    ]);
    const first = (await api(own.users.user, 'GET', `/api/transport-tasks/${page.items[0]!.id}`))
      .body as unknown as TransportTask;
    expect(first).toMatchObject({
      customerName: 'Kesko Logistiikka Oy',
      driverId,
      vehicleId,
      price: 1250,
      international: false,
      // 08:30 in Helsinki is 06:30 UTC; a delivery day without a time is the whole day.
      stops: [
        { kind: 'pickup', city: 'Helsinki', windowStart: '2026-11-24T06:30:00.000Z', windowEnd: null },
        {
          kind: 'delivery',
          city: 'Oulu',
          windowStart: '2026-11-24T22:00:00.000Z',
          windowEnd: '2026-11-25T21:59:00.000Z',
        },
      ],
      goods: [
        { description: 'Maitotuotteita', packages: 22, weightKg: 9840.5, loadingMetres: 8.8, dangerous: null },
        { description: 'Bensiiniä', dangerous: { unNumber: '1203', hazardClass: '3', packingGroup: 'II' } },
      ],
    });
    const waybills = (await api(own.users.user, 'GET', '/api/waybills')).body as unknown as WaybillsPage;
    expect(waybills.items.map((w) => [w.number, w.kind, w.reference]).sort()).toEqual([
      [1, 'domestic', 'PO-1001'],
      [2, 'cmr', 'PO-1002'],
    ]);

    const again = await api(own.users.admin, 'POST', '/api/transport-tasks/import', { rows: rowsOf(preview.body) });
    expect(again.body).toEqual({ imported: 0, alreadyImported: 2 });
    expect((await listed()).total).toBe(2);
    expect(
      ((await api(other.users.user, 'GET', `/api/transport-tasks?${period}`)).body as unknown as TransportTasksPage)
        .total,
    ).toBe(0);
  });

  it('names each line it cannot take, in the user’s language, and saves none of the file', async () => {
    const bad = csv(
      `PO-2001;24.11.2026;;;;Tuntematon Oy;${SENDER};${CONSIGNEE};Maitoa;1;;;100;;;;;;;;;`,
      `PO-2002;24.11.2026;25:00;;;;${SENDER};${CONSIGNEE};Maitoa;1;;;100;;;;;;;;Pekka Puuttuva;`,
      `PO-2003;24.11.2026;;;;;${SENDER};${CONSIGNEE};Maitoa;1;;;100;;;;;;;;;`,
      `PO-2003;25.11.2026;;;;;${SENDER};${CONSIGNEE};Voita;1;;;100;;;;;;;;;`,
      `PO-2004;24.11.2026;;;;;${SENDER};${CONSIGNEE};Maitoa;1;;;100;;;;;;;;;ABC-999`,
    );
    const preview = await upload(t, own.users.admin, '/api/transport-tasks/import/preview', 'virheet.csv', bad, 'en');
    expect(preview.status).toBe(200);
    const problems = (
      preview.body as { rows: { line: number; problems: { field?: string; message: string }[] }[] }
    ).rows.flatMap((row) => row.problems.map((problem) => [row.line, problem.field, problem.message]));
    expect(problems).toEqual([
      [2, 'customer', expect.stringContaining('Tuntematon Oy')],
      [3, 'pickupTime', expect.any(String)],
      [5, 'pickupDate', expect.stringContaining('on line 4')],
      [6, 'vehicle', expect.stringContaining('ABC-999')],
    ]);
    const saved = await api(own.users.admin, 'POST', '/api/transport-tasks/import', { rows: rowsOf(preview.body) });
    expect(saved.status).toBe(409);
    const before = await api(own.users.user, 'GET', '/api/transport-tasks?from=2026-11-01&to=2026-11-30');
    expect((before.body as unknown as TransportTasksPage).items.map((item) => item.reference)).not.toContain('PO-2003');
  });

  it('reads the template it gives back as an XLSX file with the columns in the user’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/transport-tasks/import/template?format=xlsx',
      headers: { authorization: `Bearer ${own.users.admin.token}`, 'accept-language': 'sv' },
    });
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload);
    const header = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0];
    expect(header?.slice(0, 3)).toEqual(['Order-ID', 'Upphämtningsdatum', 'Upphämtningstid']);
    expect(header).toHaveLength(30);
  });
});
