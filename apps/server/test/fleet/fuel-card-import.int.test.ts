import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { upload } from '../organisation-data/upload';
import { addDriver, shiftBody, shiftsApi } from '../shifts/shift-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';

/** The fuel-card import (issue 25) through HTTP: preview, check, all-or-nothing save, duplicates counted once. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let volvo: string;
let scania: string;
let shiftRefuelId: string;

interface Row {
  line: number;
  values: Record<string, string>;
  status: 'new' | 'duplicate' | 'error';
  refuel?: Record<string, unknown>;
  duplicateOf?: Record<string, unknown>;
  problems: { field: string; code: string; message: string }[];
}
interface Preview {
  columns: string[];
  mapping: { columns: Record<string, string | null>; priceIs: string };
  mappingFrom: string;
  missing: string[];
  total: number;
  counts: { new: number; duplicate: number; error: number };
  rows: Row[];
}

/** A Finnish card export: semicolons, decimal commas, Helsinki wall times (May: UTC+3). */
const FINNISH_CSV = [
  'Kortti;Päivämäärä;Aika;Rekisterinumero;Tuote;Määrä;Yksikkö;Yksikköhinta;Summa',
  // The shift's refuel event of 1.5. 07:00 UTC (10:00 local), 312,5 l: the card saw it 4 minutes later.
  '7001;01.05.2027;10:04;abc123;Neste Pro Diesel;312,47;L;1,789;559,01',
  '7001;02.05.2027;06:15;ABC 123;AdBlue;20,37;L;0,89;18,13',
  '7002;03.05.2027;16:40;XYZ-789;Neste MY Uusiutuva Diesel;1 204,10;L;2,049;2 467,20',
  '',
].join('\r\n');

const preview = async (name: string, content: Buffer | string, language = 'en', mapping?: unknown) => {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  const response = mapping
    ? await uploadWithMapping(name, body, mapping)
    : await upload(t, own.users.user, '/api/refuels/import/preview', name, body, language);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Preview;
};

/** A multipart upload with the mapping as a form field after the file. */
async function uploadWithMapping(filename: string, content: Buffer, mapping: unknown) {
  const boundary = '----fuel-card';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    content,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n--${boundary}--\r\n`,
    ),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/refuels/import/preview',
    headers: { ...own.users.user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const refuelsOfMay = async (tenant = own) =>
  (await api(tenant.users.user, 'GET', '/api/refuels?from=2027-05-01&to=2027-05-31')).body as unknown as {
    vehicleId: string;
    at: string;
    amount: number;
    source: string;
    pricePerUnit: number | null;
  }[];

const rowsOf = (checked: Preview) => checked.rows.map(({ line, values }) => ({ line, values }));

/** The Finnish export's columns (as the sample file in Finnish has them too). */
const FINNISH_COLUMNS = {
  date: 'Päivämäärä',
  time: 'Aika',
  registerNumber: 'Rekisterinumero',
  fuel: 'Tuote',
  amount: 'Määrä',
  unit: 'Yksikkö',
  price: 'Yksikköhinta',
};

/** A driver's shift on `vehicleId` driving before a refuel event answered `answer` (the shift's refuel). */
async function shiftWithRefuel(vehicleId: string, refuel: { start: string; end: string }, answer: string) {
  const driverId = await addDriver(t.context, own, { firstName: 'Risto', lastName: 'Tankki' });
  await shiftsApi(t).create(
    own.users.user,
    shiftBody(
      driverId,
      [
        { start: new Date(Date.parse(refuel.start) - 2 * 3_600_000).toISOString(), end: refuel.start },
        { workType: 7, ...refuel, answer },
      ],
      { vehicleIds: [vehicleId] },
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2027-05-20T10:00:00Z') });
  api = apiAs(t);
  own = await createTenant(t.context);
  other = await createTenant(t.context);
  volvo = await addVehicle(t, own, 'ABC-123');
  scania = await addVehicle(t, own, 'XYZ-789');
  await addVehicle(t, other, 'OTH-100');
  await shiftWithRefuel(volvo, { start: '2027-05-01T07:00:00Z', end: '2027-05-01T07:15:00Z' }, '312,5');
  const [shiftRefuel] = await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.selectFrom('refuels').select('id').where('source', '=', 'shift').execute(),
  );
  shiftRefuelId = shiftRefuel!.id;
});
afterAll(() => t.close());

describe('the preview of a card file', () => {
  it('reads a Finnish CSV (semicolons, decimal commas), guesses its columns and saves nothing', async () => {
    const checked = await preview('kortti-2027-05.csv', `\uFEFF${FINNISH_CSV}`);
    expect(checked).toMatchObject({
      mappingFrom: 'guessed',
      missing: [],
      mapping: {
        columns: FINNISH_COLUMNS,
        priceIs: 'perUnit',
      },
      total: 3,
      counts: { new: 2, duplicate: 1, error: 0 },
    });
    expect(checked.rows.map((row) => [row.line, row.status, row.refuel, row.duplicateOf])).toEqual([
      [
        2,
        'duplicate',
        {
          registerNumber: 'ABC-123',
          at: '2027-05-01T07:04:00.000Z',
          fuelType: 0,
          amount: 312.47,
          unit: 'l',
          pricePerUnit: 1.789,
        },
        { refuelId: shiftRefuelId, source: 'shift', at: '2027-05-01T07:00:00.000Z', amount: 312.5, unit: 'l' },
      ],
      [
        3,
        'new',
        expect.objectContaining({ at: '2027-05-02T03:15:00.000Z', fuelType: 4, amount: 20.37, pricePerUnit: 0.89 }),
        undefined,
      ],
      [
        4,
        'new',
        expect.objectContaining({ registerNumber: 'XYZ-789', fuelType: 3, amount: 1204.1, pricePerUnit: 2.049 }),
        undefined,
      ],
    ]);
    expect((await refuelsOfMay()).map((refuel) => refuel.source)).toEqual(['shift']);
  });

  it('reads an XLSX whose dates are Excel serials and amounts numbers', async () => {
    // 46508 is 1.5.2027; 10:04 is 604/1440 of a day.
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Transaction time', 'Registration', 'Product', 'Quantity', 'Total'],
      [46508 + 604 / 1440, 'ABC-123', 'Diesel', 312.47, 559.01],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Transactions');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const checked = await preview('card.xlsx', xlsx);
    expect(checked.mapping).toMatchObject({
      columns: { date: 'Transaction time', time: null, amount: 'Quantity', price: 'Total' },
      priceIs: 'total',
    });
    // 559,01 € ÷ 312,47 l = 1.78900…: 1.789 €/l.
    expect(checked.rows[0]).toMatchObject({
      status: 'duplicate',
      refuel: { at: '2027-05-01T07:04:00.000Z', amount: 312.47, pricePerUnit: 1.789 },
    });
  });

  it('names each problem in the caller’s language, and does not know another organisation’s vehicles', async () => {
    const csv = [
      'Päivämäärä;Aika;Rekisterinumero;Tuote;Määrä',
      '31.04.2027;10:00;ABC-123;Diesel;100',
      '02.05.2027;10:00;OTH-100;Diesel;100',
      '02.05.2027;10:00;ABC-123;Pesu;-5',
    ].join('\n');
    const checked = await preview('virheet.csv', csv, 'fi');
    expect(checked.counts).toEqual({ new: 0, duplicate: 0, error: 3 });
    expect(checked.rows.map((row) => row.problems.map((problem) => [problem.field, problem.message]))).toEqual([
      [
        [
          'date',
          '”31.04.2027” ei ole päivämäärä: kirjoita se muodossa 29.11.2026 tai 2026-11-29, kellonajan kanssa, jos sellainen on',
        ],
      ],
      [['registerNumber', 'Organisaatiossa ei ole ajoneuvoa rekisterinumerolla OTH-100']],
      [
        [
          'fuel',
          'Tuntematon polttoaine ”Pesu”: kirjoita diesel, HVO, AdBlue, CNG, LNG tai sähkö, tai lisää kortin koodi sarakkeiden valintaan',
        ],
        ['amount', '”-5” ei ole määrä: anna nollaa suurempi luku, esimerkiksi 312,47 (hyvityksiä ei tuoda)'],
      ],
    ]);
  });

  it('reads no rows until every required field has a column, and refuses a file that is none', async () => {
    const checked = await preview('odd.csv', 'When;Truck;Litres\n1.5.2027 10:00;ABC-123;100\n');
    expect(checked).toMatchObject({ mappingFrom: 'guessed', missing: ['date', 'registerNumber'], total: 0, rows: [] });
    const given = await preview('odd.csv', 'When;Truck;Litres\n1.5.2027 10:00;ABC-123;100\n', 'en', {
      columns: { date: 'When', registerNumber: 'Truck', amount: 'Litres' },
    });
    expect(given).toMatchObject({ mappingFrom: 'given', missing: [], counts: { new: 1, duplicate: 0, error: 0 } });
    const refused = await upload(t, own.users.user, '/api/refuels/import/preview', 'x.pdf', Buffer.from('%PDF-1.4'));
    expect(refused.status).toBe(400);
  });
});

describe('the organisation’s mapping', () => {
  it('is kept, and reads the next file with the same columns', async () => {
    expect((await api(own.users.user, 'GET', '/api/fuel-card-mapping')).body).toEqual({
      mapping: null,
      updatedAt: null,
    });
    const mapping = {
      columns: { date: 'Pvm', time: 'Klo', registerNumber: 'Auto', fuel: 'Tuote', amount: 'Määrä', price: 'Yhteensä' },
      priceIs: 'total',
      fuelCodes: [{ code: '01', fuelType: 0 }],
    };
    const twice = await api(own.users.user, 'PUT', '/api/fuel-card-mapping', {
      ...mapping,
      columns: { ...mapping.columns, amount: 'Pvm' },
    });
    expect(twice.status).toBe(400);
    const saved = await api(own.users.user, 'PUT', '/api/fuel-card-mapping', mapping);
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.body).toMatchObject({ mapping: { ...mapping, columns: { ...mapping.columns, unit: null } } });
    expect((await api(other.users.user, 'GET', '/api/fuel-card-mapping')).body).toEqual({
      mapping: null,
      updatedAt: null,
    });

    const checked = await preview(
      'auto.csv',
      'Pvm;Klo;Auto;Tuote;Määrä;Yhteensä\n03.05.2027;08:00;XYZ-789;01;100;178,90\n',
    );
    expect(checked).toMatchObject({ mappingFrom: 'saved', counts: { new: 1, duplicate: 0, error: 0 } });
    expect(checked.rows[0]?.refuel).toMatchObject({ fuelType: 0, amount: 100, pricePerUnit: 1.789 });
  });
});

describe('saving the rows', () => {
  it('refuses the whole file while a row has a problem, naming it by line', async () => {
    const checked = await preview('kortti.csv', FINNISH_CSV);
    const rows = rowsOf(checked);
    rows[2]!.values = { ...rows[2]!.values, registerNumber: 'NOT-404' };
    const body = { fileName: 'kortti.csv', mapping: checked.mapping, rows };
    const refused = await api(own.users.user, 'POST', '/api/refuels/import', body, 'sv');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'fuel-card:importHasProblems',
      message: 'Inget sparades: åtgärda först 1 problem',
      problems: [
        {
          line: 4,
          field: 'registerNumber',
          code: 'fuel-card:vehicleUnknown',
          message: 'Organisationen har inget fordon med registreringsnumret NOT-404',
        },
      ],
    });
    expect(await refuelsOfMay()).toHaveLength(1);

    // The user corrects the row; the check says what the save will do.
    rows[2]!.values = { ...rows[2]!.values, registerNumber: 'xyz789' };
    const again = await api(own.users.user, 'POST', '/api/refuels/import/check', body);
    expect(again.body).toMatchObject({ total: 3, counts: { new: 2, duplicate: 1, error: 0 } });
  });

  it('adds the new rows as card refuels, the shift’s fill-up counted once, and adds nothing the second time', async () => {
    const checked = await preview('kortti.csv', FINNISH_CSV);
    const body = { fileName: 'kortti.csv', mapping: checked.mapping, rows: rowsOf(checked) };
    const saved = await api(own.users.user, 'POST', '/api/refuels/import', body);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ imported: 2, duplicates: 1, importId: expect.any(String) });
    const refuels = await refuelsOfMay();
    expect(refuels.map(({ vehicleId, at, amount, source }) => [vehicleId, at, amount, source])).toEqual([
      [volvo, '2027-05-01T07:00:00.000Z', 312.5, 'shift'],
      [volvo, '2027-05-02T03:15:00.000Z', 20.37, 'card'],
      [scania, '2027-05-03T13:40:00.000Z', 1204.1, 'card'],
    ]);
    const lines = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .selectFrom('refuels')
        .select(['card_line', 'card_import_id'])
        .where('source', '=', 'card')
        .orderBy('card_line')
        .execute(),
    );
    expect(lines).toEqual([
      { card_line: 3, card_import_id: saved.body.importId },
      { card_line: 4, card_import_id: saved.body.importId },
    ]);

    const again = await api(own.users.user, 'POST', '/api/refuels/import', body);
    expect(again.body).toEqual({ imported: 0, duplicates: 3, importId: null });
    expect(await refuelsOfMay()).toHaveLength(3);
    expect(await refuelsOfMay(other)).toEqual([]);
  });

  it('does not add a shift’s refuel event that repeats a card refuel already imported', async () => {
    // The card's 1 204,10 l at 13:40 UTC on 3.5.; the driver types 1204 twenty minutes later.
    await shiftWithRefuel(scania, { start: '2027-05-03T14:00:00Z', end: '2027-05-03T14:10:00Z' }, '1204');
    expect((await refuelsOfMay()).filter((refuel) => refuel.vehicleId === scania)).toEqual([
      expect.objectContaining({ amount: 1204.1, source: 'card' }),
    ]);
  });
});

describe('the sample file', () => {
  it('is a month of the organisation’s card rows: its refuels again, new ones, and a truck it does not have', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/refuels/import/sample',
      headers: { ...own.users.user.headers, 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const csv = response.body;
    expect(csv.split('\r\n')[0]).toBe('\uFEFFPäivämäärä;Aika;Rekisterinumero;Tuote;Määrä;Yksikkö;Yksikköhinta');
    // The saved mapping of the suite above names other columns: read the sample by its own header.
    const checked = await preview('sample.csv', csv, 'fi', { columns: FINNISH_COLUMNS });
    // Every refuel of the 30 days before 20.5. is in it once more, as a duplicate.
    expect(checked.counts.duplicate).toBe(3);
    expect(checked.counts.new).toBeGreaterThan(5);
    expect(checked.rows.filter((row) => row.status === 'error').map((row) => row.values.registerNumber)).toEqual([
      'VUO-512',
    ]);
  });
});
