import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_UNPACKED_BYTES } from '@rahti/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { driversRepository } from '../../src/drivers/drivers.repository';
import { vehiclesRepository } from '../../src/vehicles/vehicles.repository';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from './api';
import { fixture, upload } from './upload';
import { buildZip, xlsxEntries } from './zip-builder';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  api = apiAs(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

interface Preview {
  total: number;
  valid: number;
  rows: {
    line: number;
    values: Record<string, string>;
    problems: { line: number; field?: string; code: string; message: string }[];
  }[];
}
const driverRows = [
  ['First name', 'Last name', 'Username'],
  ['Anna', 'Virta', 'zip.anna'],
];
const preview = async (filename: string, content: Buffer, language = 'en') => {
  const response = await upload(t, own.users.admin, '/api/drivers/import/preview', filename, content, language);
  return { status: response.status, body: response.body as unknown as Preview & { message?: string } };
};

describe('driver import preview', () => {
  it('reads a CSV with a byte-order mark, semicolons and quotes, saving nothing', async () => {
    const { status, body } = await preview('drivers.csv', fixture('drivers-semicolon-bom.csv'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, valid: 2 });
    expect(body.rows[1]).toMatchObject({
      line: 3,
      values: {
        firstName: 'Matti; Jr',
        lastName: 'Virtanen "Iso"',
        driverCardId: 'fi00 0000 0000 0200',
        grossWagePerHour: '19,75',
      },
      problems: [],
    });
    expect((await api(own.users.admin, 'GET', '/api/drivers')).body).toEqual([]);
  });

  it('reads an XLSX of 50 drivers and a legacy XLS', async () => {
    const xlsx = await preview('drivers.xlsx', fixture('drivers-50.xlsx'));
    expect(xlsx.body).toMatchObject({ total: 50, valid: 50 });
    expect(xlsx.body.rows[0]).toMatchObject({
      line: 2,
      values: { username: 'xlsx.driver1', grossWagePerHour: '18.5' },
    });
    const xls = await preview('drivers.xls', fixture('drivers-legacy.xls'));
    expect(xls.body).toMatchObject({ total: 2, valid: 2 });
    expect(xls.body.rows[0]?.values).toMatchObject({
      firstName: 'Åke',
      lastName: 'Lindqvist',
      grossWagePerHour: '17.25',
    });
  });

  it('lists every broken row with its line, in the caller language', async () => {
    const { body } = await preview('broken.csv', fixture('drivers-broken.csv'));
    expect(body).toMatchObject({ total: 5, valid: 1 });
    const messages = Object.fromEntries(body.rows.map((row) => [row.line, row.problems.map((p) => p.message)]));
    expect(messages).toEqual({
      2: [],
      3: ['Line 3 is missing required data'],
      4: ['Line 4: the username repeats line 2'],
      5: expect.arrayContaining([
        'Not a valid driver card ID (16 characters)',
        'Email: Please enter a valid email address',
        'Gross wage per hour: Value can not be smaller than 0',
      ]),
      6: ['Gross wage per hour: Enter a valid number'],
    });
    const finnish = await preview('broken.csv', fixture('drivers-broken.csv'), 'fi');
    expect(finnish.body.rows[1]?.problems[0]?.message).toBe('Riviltä 3 puuttuu pakollisia tietoja');
    expect(finnish.body.rows[4]?.problems[0]?.message).toBe('Bruttotuntipalkka: Anna kelvollinen luku');
  });

  it('answers a file that is not a spreadsheet, a broken CSV and a missing file with a clean 400', async () => {
    const png = await preview('photo.xlsx', fixture('not-a-spreadsheet.xlsx'));
    expect(png).toMatchObject({ status: 400, body: { message: 'Failed to read the file. Invalid file type.' } });
    const csv = await preview('bad.csv', Buffer.from('a;b\n"unclosed;x\n'));
    expect(csv).toMatchObject({ status: 400, body: { message: 'Invalid CSV.' } });
    const json = await api(own.users.admin, 'POST', '/api/drivers/import/preview', { rows: [] });
    expect(json).toMatchObject({ status: 400, body: { message: 'Choose a file to import.' } });
  });

  it('refuses files over the limits: size, rows and an XLSX that unpacks too large', async () => {
    // The limits are the shared ones of @rahti/domain, which the web checks before uploading.
    expect(IMPORT_MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
    // Lines of blanks up to the size limit: nothing to import, but read.
    const atLimit = await preview('limit.csv', Buffer.alloc(IMPORT_MAX_FILE_BYTES, `${' '.repeat(1023)}\n`));
    expect(atLimit).toMatchObject({ status: 200, body: { total: 0 } });
    const big = await preview('big.csv', Buffer.alloc(IMPORT_MAX_FILE_BYTES + 1, 'a'));
    expect(big).toMatchObject({
      status: 413,
      body: {
        code: 'organisation-data:fileTooLarge',
        message: 'The file is too large (at most 5 MB).',
        fields: [{ path: 'file', message: 'The file is too large (at most 5 MB).' }],
      },
    });
    const manyRows = await preview('rows.csv', Buffer.from(`h\n${'Anna;Virta;anna\n'.repeat(10_001)}`));
    expect(manyRows).toMatchObject({ status: 400, body: { message: 'The file has too many rows (at most 10,000).' } });

    // A zip bomb declares a huge unpacked size in its central directory.
    const bomb = Buffer.from(fixture('drivers-50.xlsx'));
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fffffff, directory + 24);
    expect(await preview('bomb.xlsx', bomb)).toMatchObject({
      status: 413,
      body: { code: 'organisation-data:fileUnpacksTooLarge' },
    });
    const justOver = Buffer.from(fixture('drivers-50.xlsx'));
    justOver.writeUInt32LE(IMPORT_MAX_UNPACKED_BYTES + 1, directory + 24);
    expect(await preview('over.xlsx', justOver)).toMatchObject({
      status: 413,
      body: { code: 'organisation-data:fileUnpacksTooLarge' },
    });
  });

  it('says that a small XLSX unpacking to 400 MB unpacks too large, with the limit filled in', async () => {
    const bomb = buildZip([...xlsxEntries(driverRows), { name: 'xl/media/image1.bin', zeros: 400 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(IMPORT_MAX_FILE_BYTES / 10);
    const message =
      'The file unpacks to more than 60 MB, which is too large to import. Save the sheet as CSV and try again.';
    expect(await preview('bomb.xlsx', bomb)).toMatchObject({
      status: 413,
      body: { code: 'organisation-data:fileUnpacksTooLarge', message, fields: [{ path: 'file', message }] },
    });
    const finnish = await preview('bomb.xlsx', bomb, 'fi');
    expect(finnish.body).toMatchObject({
      fields: [
        {
          path: 'file',
          message:
            'Tiedosto purkautuu yli 60 Mt:n kokoiseksi, mikä on liikaa tuontiin. Tallenna taulukko CSV-muodossa ja yritä uudelleen.',
        },
      ],
    });
  });

  it('says the file could not be read when its zip directory understates or overstates what an entry unpacks to', async () => {
    const honest = await preview('drivers.xlsx', buildZip(xlsxEntries(driverRows)));
    expect(honest).toMatchObject({ status: 200, body: { total: 1, valid: 1 } });
    const sheet = 'xl/worksheets/sheet1.xml';
    const lies: ((size: number) => number)[] = [() => 10, () => 0, (size) => size + 100];
    for (const lie of lies) {
      const lying = buildZip(xlsxEntries(driverRows), ({ name, size }) => (name === sheet ? lie(size) : size));
      expect(await preview('drivers.xlsx', lying)).toMatchObject({
        status: 400,
        body: {
          code: 'organisation-data:unreadableFile',
          message: 'Failed to read the file.',
          fields: [{ path: 'file', message: 'Failed to read the file.' }],
        },
      });
    }
    expect(
      (
        await preview(
          'drivers.xlsx',
          buildZip(xlsxEntries(driverRows), () => 10),
          'sv',
        )
      ).body.message,
    ).toBe('Det gick inte att läsa filen.');
  });
});

describe('cells and lines too long to import', () => {
  const csv = (...lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
  const header = 'First name;Last name;Username';

  it('refuses a cell over 500 characters with a 400 naming its line and column, in the caller language', async () => {
    const atLimit = await preview('drivers.csv', csv(header, `Anna;${'V'.repeat(500)};anna.long`));
    expect(atLimit).toMatchObject({ status: 200, body: { total: 1 } });
    const long = csv(header, 'Anna;Virta;anna.ok', `Ben;${'V'.repeat(501)};ben.long`);
    const message = 'Line 3, column B: a cell may hold at most 500 characters.';
    expect(await preview('drivers.csv', long)).toMatchObject({
      status: 400,
      body: { code: 'organisation-data:cellTooLong', message, fields: [{ path: 'file', message }] },
    });
    expect((await preview('drivers.csv', long, 'fi')).body.message).toBe(
      'Rivi 3, sarake B: solussa saa olla enintään 500 merkkiä.',
    );
    expect((await preview('drivers.csv', long, 'sv')).body.message).toBe(
      'Rad 3, kolumn B: en cell får innehålla högst 500 tecken.',
    );
    // A column the import does not read may be longer; the header is not imported.
    expect(
      await preview(
        'drivers.csv',
        csv(`${header};${'x'.repeat(600)}`, `Anna;Virta;anna.notes;;;;;;;${'n'.repeat(600)}`),
      ),
    ).toMatchObject({ status: 200, body: { total: 1, valid: 1 } });
  });

  it('refuses a long cell in an XLSX the same way', async () => {
    const file = buildZip(xlsxEntries([...driverRows, ['Ben', 'Berg', 'ben.x', 'x'.repeat(501)]]));
    expect(await preview('drivers.xlsx', file)).toMatchObject({
      status: 400,
      body: { message: 'Line 3, column D: a cell may hold at most 500 characters.' },
    });
  });

  it('refuses a 4 MB cell, a 4 MB line and a file over 5 MB cleanly, never with a 500', async () => {
    const hugeCell = await preview('drivers.csv', csv(header, `Anna;${'V'.repeat(4 * 1024 * 1024)};anna`));
    expect(hugeCell).toMatchObject({ status: 400, body: { message: 'Line 2 is longer than 32,768 characters.' } });
    const hugeLine = await preview('drivers.csv', csv(header, 'Anna;Virta;anna', 'a;'.repeat(2 * 1024 * 1024)));
    expect(hugeLine).toMatchObject({
      status: 400,
      body: { code: 'organisation-data:lineTooLong', message: 'Line 3 is longer than 32,768 characters.' },
    });
    expect((await preview('drivers.csv', csv(header, 'a;'.repeat(20_000)), 'fi')).body.message).toMatch(
      /^Rivi 2 on pidempi kuin 32\s768 merkkiä\.$/,
    );
    const tenMb = await preview('drivers.csv', Buffer.alloc(10 * 1024 * 1024, 'a'));
    expect(tenMb).toMatchObject({ status: 413, body: { code: 'organisation-data:fileTooLarge' } });
    const xlsxLine = buildZip(xlsxEntries([driverRows[0]!, Array.from({ length: 70 }, () => 'y'.repeat(490))]));
    expect(await preview('drivers.xlsx', xlsxLine)).toMatchObject({
      status: 400,
      body: { message: 'Line 2 is longer than 32,768 characters.' },
    });
  });
  it('answers an XLSX whose cell address is none with a 400, not a 500', async () => {
    const entries = xlsxEntries([...driverRows, ['Ben', 'Berg', 'ben.x']]).map((entry) =>
      entry.name === 'xl/worksheets/sheet1.xml' && 'data' in entry
        ? { ...entry, data: Buffer.from(entry.data.toString().replace('r="B3"', 'r="[3"')) }
        : entry,
    );
    expect(await preview('drivers.xlsx', buildZip(entries))).toMatchObject({
      status: 400,
      body: { code: 'organisation-data:unreadableFile' },
    });
  });
});

describe('a formula cell of an XLSX', () => {
  // Cells as spreadsheet programs store a formula: the formula and its cached value.
  const formulaRow = (wage: { xml: string }) =>
    buildZip(xlsxEntries([driverRows[0]!, ['Anna', 'Virta', 'anna.formula', '', '', '', wage]]));
  const wageOf = async (wage: { xml: string }, language = 'en') => {
    const { status, body } = await preview('drivers.xlsx', formulaRow(wage), language);
    expect(status).toBe(200);
    return {
      valid: body.valid,
      value: body.rows[0]?.values.grossWagePerHour,
      problems: body.rows[0]?.problems.map((p) => p.message),
    };
  };

  it('whose cached value is no number is refused on its field, never read as NaN', async () => {
    expect(await wageOf({ xml: '><f>B1&amp;"x"</f><v>abc</v>' })).toEqual({
      valid: 0,
      value: '#NUM!',
      problems: ["Gross wage per hour: The cell shows a formula's error (#NUM!), not a value"],
    });
    expect(await wageOf({ xml: '><v>1e400</v>' })).toMatchObject({ valid: 0, value: '#DIV/0!' });
    expect((await wageOf({ xml: '><f>B1&amp;"x"</f><v>abc</v>' }, 'fi')).problems).toEqual([
      'Bruttotuntipalkka: Solussa on kaavan virhe (#NUM!), ei arvoa',
    ]);
  });

  it('showing an error is refused on its field, in any column, instead of being read as empty', async () => {
    expect(await wageOf({ xml: ' t="e"><f>1/0</f><v>#DIV/0!</v>' })).toMatchObject({
      valid: 0,
      value: '#DIV/0!',
      problems: ["Gross wage per hour: The cell shows a formula's error (#DIV/0!), not a value"],
    });
    const file = buildZip(
      xlsxEntries([driverRows[0]!, ['Anna', { xml: ' t="e"><f>VLOOKUP(1,A:A,2)</f><v>#N/A</v>' }, 'anna.na']]),
    );
    const { body } = await preview('drivers.xlsx', file, 'sv');
    expect(body.rows[0]?.problems.map((p) => p.message)).toEqual([
      'Efternamn: Cellen visar ett formelfel (#N/A), inget värde',
    ]);
  });

  it('whose cached value is a number or text is read as that value', async () => {
    expect(await wageOf({ xml: '><f>18+0.5</f><v>18.5</v>' })).toEqual({ valid: 1, value: '18.5', problems: [] });
    expect(await wageOf({ xml: ' t="str"><f>"19,75"</f><v>19,75</v>' })).toEqual({
      valid: 1,
      value: '19,75',
      problems: [],
    });
    expect(await wageOf({ xml: ' t="str"><f>"abc"</f><v>abc</v>' })).toEqual({
      valid: 0,
      value: 'abc',
      problems: ['Gross wage per hour: Enter a valid number'],
    });
  });

  it('is refused again when the previewed values come back to be saved', async () => {
    const refused = await api(own.users.admin, 'POST', '/api/drivers/import', {
      rows: [
        { line: 2, values: { firstName: 'Anna', lastName: 'Virta', username: 'anna.nan', grossWagePerHour: '#NUM!' } },
      ],
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        problems: [
          {
            line: 2,
            field: 'grossWagePerHour',
            message: "Gross wage per hour: The cell shows a formula's error (#NUM!), not a value",
          },
        ],
      },
    });
  });
});

describe('driver import', () => {
  it('saves the confirmed rows, then refuses the same usernames as already in use', async () => {
    const { body } = await preview('drivers.csv', fixture('drivers-semicolon-bom.csv'));
    const saved = await api(own.users.admin, 'POST', '/api/drivers/import', {
      rows: body.rows.map(({ line, values }) => ({ line, values })),
    });
    expect(saved).toMatchObject({ status: 201, body: { imported: 2 } });
    const drivers = (await api(own.users.user, 'GET', '/api/drivers?search=csv.')).body as unknown as {
      firstName: string;
      driverCardId: string;
      grossWagePerHour: number;
    }[];
    expect(drivers).toEqual([
      expect.objectContaining({ firstName: 'Aino', driverCardId: 'FI00000000000100', grossWagePerHour: 18.4 }),
      expect.objectContaining({ firstName: 'Matti; Jr', driverCardId: 'FI00000000000200', grossWagePerHour: 19.75 }),
    ]);

    const again = await preview('drivers.csv', fixture('drivers-semicolon-bom.csv'));
    expect(again.body.rows[0]?.problems.map((p) => p.message)).toEqual([
      'Usernames already in use',
      'Driver card ID already in use',
    ]);
  });

  it('saves nothing when any row has a problem, and says which lines', async () => {
    const { body } = await preview('broken.csv', fixture('drivers-broken.csv'));
    const refused = await api(own.users.admin, 'POST', '/api/drivers/import', {
      rows: body.rows.map(({ line, values }) => ({ line, values })),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Nothing was saved: some lines have problems' });
    expect((refused.body.problems as { line: number }[]).map((p) => p.line)).toEqual([3, 4, 5, 5, 5, 6]);
    expect((await api(own.users.admin, 'GET', '/api/drivers?search=broken')).body).toEqual([]);

    // The user fixes the broken rows and confirms again.
    const fixed = body.rows
      .filter((row) => row.problems.length === 0 || row.line === 3)
      .map(({ line, values }) => ({ line, values: line === 3 ? { ...values, lastName: 'Carlsson' } : values }));
    expect(await api(own.users.admin, 'POST', '/api/drivers/import', { rows: fixed })).toMatchObject({
      status: 201,
      body: { imported: 2 },
    });
  });
});

describe('a clash that appears only when the import is saved', () => {
  const row = (line: number, username: string) => ({
    line,
    values: { firstName: 'Race', lastName: `Line ${line}`, username },
  });

  it('is reported on the lines of the rows whose username or card id another save claimed, and nothing is saved', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const card = `FI0000000000${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const rows = [
      row(2, `race.a-${tag}`),
      row(3, `race.b-${tag}`),
      { line: 4, values: { ...row(4, `race.c-${tag}`).values, driverCardId: card.toLowerCase() } },
    ];
    // Other saves add race.b and the card id after this import's check has run (the check sees nothing yet).
    await api(own.users.admin, 'POST', '/api/drivers', {
      firstName: 'Other',
      lastName: 'Save',
      username: `race.b-${tag}`,
    });
    await api(own.users.admin, 'POST', '/api/drivers', {
      firstName: 'Other',
      lastName: 'Card',
      username: `race.card-${tag}`,
      driverCardId: card,
    });
    vi.spyOn(driversRepository, 'existing').mockResolvedValueOnce({ usernames: new Set(), cardIds: new Set() });

    const refused = await api(own.users.admin, 'POST', '/api/drivers/import', { rows });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([
      { line: 3, field: 'username', code: 'organisation-data:usernamesInUse', message: 'Usernames already in use' },
      {
        line: 4,
        field: 'driverCardId',
        code: 'organisation-data:driverCardIdInUse',
        message: 'Driver card ID already in use',
      },
    ]);
    expect(refused.body.fields).toEqual([
      { path: 'rows.3.username', message: 'Usernames already in use' },
      { path: 'rows.4.driverCardId', message: 'Driver card ID already in use' },
    ]);
    // Nothing of the import was saved: only the two other saves' drivers are there.
    const saved = (await api(own.users.admin, 'GET', `/api/drivers?search=${tag}`)).body as unknown as {
      lastName: string;
    }[];
    expect(saved.map((d) => d.lastName).sort()).toEqual(['Card', 'Save']);
  });

  it('is reported on the line of the vehicle whose register number another save claimed', async () => {
    const tenant = await createTenant(t.context);
    await api(tenant.users.admin, 'POST', '/api/vehicles', { registerNumber: 'RCE-202', vehicleClass: 3 });
    vi.spyOn(vehiclesRepository, 'existingRegisterNumbers').mockResolvedValueOnce(new Set());

    const refused = await api(
      tenant.users.admin,
      'POST',
      '/api/vehicles/import',
      {
        rows: [
          { line: 2, values: { registerNumber: 'RCE-201', vehicleClass: '3' } },
          { line: 3, values: { registerNumber: 'rce202', vehicleClass: '3' } },
        ],
      },
      'fi',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([
      {
        line: 3,
        field: 'registerNumber',
        code: 'organisation-data:registerNumberTaken',
        message: 'Ajoneuvo tällä rekisterinumerolla on jo olemassa.',
      },
    ]);
    expect(refused.body.fields).toEqual([
      { path: 'rows.3.registerNumber', message: 'Ajoneuvo tällä rekisterinumerolla on jo olemassa.' },
    ]);
    const vehicles = (await api(tenant.users.admin, 'GET', '/api/vehicles')).body as unknown as {
      registerNumber: string;
    }[];
    expect(vehicles.map((v) => v.registerNumber)).toEqual(['RCE-202']);
  });
});

describe('templates', () => {
  it('download as CSV, XLSX and XLS with the header in the caller language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/import/template?format=csv',
      headers: { ...own.users.admin.headers, 'accept-language': 'sv' },
    });
    expect(csv.body).toBe(
      '\uFEFFFörnamn;Efternamn;Användarnamn;Förarkortets id;Anställningsnummer;E-post;Bruttotimlön;Anställningen börjar;Anställningen slutar\r\n',
    );
    for (const format of ['xlsx', 'xls'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/vehicles/import/template?format=${format}`,
        headers: own.users.admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]?.slice(0, 3)).toEqual(['Register number', 'Name', 'Vehicle class']);
    }
  });
});

describe('vehicle import', () => {
  it('previews and saves vehicles from XLSX, refusing register numbers already there', async () => {
    const first = await upload(
      t,
      own.users.admin,
      '/api/vehicles/import/preview',
      'vehicles.xlsx',
      fixture('vehicles.xlsx'),
    );
    const body = first.body as unknown as Preview;
    expect(body).toMatchObject({ total: 2, valid: 2 });
    expect(
      await api(own.users.admin, 'POST', '/api/vehicles/import', {
        rows: body.rows.map(({ line, values }) => ({ line, values })),
      }),
    ).toMatchObject({ status: 201, body: { imported: 2 } });
    const vehicles = (await api(own.users.admin, 'GET', '/api/vehicles')).body as unknown as {
      registerNumber: string;
      vehicleClass: number;
    }[];
    expect(vehicles.map((v) => [v.registerNumber, v.vehicleClass])).toEqual([
      ['XLS-101', 3],
      ['XLS-102', 5],
    ]);
    const again = await upload(
      t,
      own.users.admin,
      '/api/vehicles/import/preview',
      'vehicles.xlsx',
      fixture('vehicles.xlsx'),
    );
    expect((again.body as unknown as Preview).rows[0]?.problems.map((p) => p.message)).toEqual([
      'Vehicle with this register number already exists.',
    ]);
    const refused = await api(own.users.admin, 'POST', '/api/vehicles/import', {
      rows: [
        { line: 2, values: { registerNumber: 'NEW-001', vehicleClass: '3' } },
        { line: 3, values: { registerNumber: 'xls101', vehicleClass: '3' } },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({
        line: 3,
        field: 'registerNumber',
        message: 'Vehicle with this register number already exists.',
      }),
    ]);
    expect((await api(own.users.admin, 'GET', '/api/vehicles')).body).toHaveLength(2);
  });

  it('names the column of a code that is not on the list, in the caller language', async () => {
    const file = Buffer.from('Rekisterinumero;Nimi;Ajoneuvoluokka;Koodi;IMEI;Polttoaine\nBAD-101;;12;;;x\n');
    const problems = async (language: string) => {
      const response = await upload(t, own.users.admin, '/api/vehicles/import/preview', 'vehicles.csv', file, language);
      return (response.body as unknown as Preview).rows[0]?.problems.map((p) => [p.field, p.message]);
    };
    expect(await problems('en')).toEqual([
      ['vehicleClass', 'Vehicle class: Enter a valid value'],
      ['fuelType', 'Fuel type: Enter a valid value'],
    ]);
    expect(await problems('sv')).toEqual([
      ['vehicleClass', 'Fordonsklass: Ange ett giltigt värde'],
      ['fuelType', 'Bränsletyp: Ange ett giltigt värde'],
    ]);
  });
});
