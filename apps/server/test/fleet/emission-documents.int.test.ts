import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';

/**
 * The emissions report as CSV and a customer's PDF (issue 25), computed by hand with diesel at
 * the organisation's own 2.5 kg TTW and 3 kg WTW a litre (WTT 0.5).
 *
 * March 2027: A is refuelled 300 + 200 = 500 l (1 250 kg TTW, 1 500 kg WTW) and drives
 * T1 Alfa 200 km × 10 t = 2 000 t·km (half: 250 l), T2 Alfa 250 km × 4 t = 1 000 t·km (a quarter:
 * 125 l), T3 Beta 100 km × 10 t = 1 000 t·km (a quarter) and T4 Alfa 50 km without a weight (no
 * share). B has no refuel: T5 Alfa 150 km × 8 t = 1 200 t·km is modelled at 30 l/100 km = 45 l.
 * April: A's 100 l with no task is not allocated.
 */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
const customers: Record<string, string> = {};
let othersCustomer: string;
const PERIOD = 'from=2027-03-01&to=2027-04-30';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2027-05-02T10:00:00Z') });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Åström Oy' }));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  const a = await costedVehicle(t, own, 'EDA-100', { perHour: 60, perKm: 1 });
  const b = await costedVehicle(t, own, 'EDB-200', { perHour: 60, perKm: 1 });
  const driverId = await addDriver(t.context, own, { firstName: 'Eeva', lastName: 'Ekonen' });
  const factors = await api(own.users.admin, 'PUT', '/api/emission-factors', [
    { fuelType: 0, unit: 'l', ttwKgPerUnit: 2.5, wtwKgPerUnit: 3, source: 'Supplier PoS 2027, version 2' },
  ]);
  if (factors.status !== 200) throw new Error(`factors: ${factors.status} ${factors.raw.body}`);
  for (const name of ['Alfa Oy', 'Beta Ab']) {
    const created = await api(own.users.user, 'POST', '/api/organisation/customers', { name });
    if (created.status !== 201) throw new Error(`customer: ${created.status} ${created.raw.body}`);
    customers[name] = created.body.id as string;
  }
  const theirs = await api(other.users.user, 'POST', '/api/organisation/customers', { name: 'Gamma Oy' });
  othersCustomer = theirs.body.id as string;
  const task = async (vehicleId: string, start: string, km: number, weightKg: number | null, customer: string) => {
    const created = await api(own.users.user, 'POST', '/api/tasks', {
      vehicleId,
      driverId,
      customerId: customers[customer],
      start,
      end: start.replace('T06', 'T10'),
      km,
      income: 500,
      weightKg,
      description: `${customer === 'Alfa Oy' ? 'Sahatavara Äänekoski' : 'Beta-kuorma'} ${km} km`,
    });
    if (created.status !== 201) throw new Error(`task: ${created.status} ${created.raw.body}`);
  };
  await task(a, '2027-03-10T06:00:00Z', 200, 10_000, 'Alfa Oy');
  await task(a, '2027-03-11T06:00:00Z', 250, 4_000, 'Alfa Oy');
  await task(a, '2027-03-12T06:00:00Z', 100, 10_000, 'Beta Ab');
  await task(a, '2027-03-13T06:00:00Z', 50, null, 'Alfa Oy');
  await task(b, '2027-03-15T06:00:00Z', 150, 8_000, 'Alfa Oy');
  for (const [at, amount] of [
    ['2027-03-05T08:00:00Z', 300],
    ['2027-03-20T08:00:00Z', 200],
    ['2027-04-02T08:00:00Z', 100],
  ] as const) {
    const refuel = await api(own.users.user, 'POST', '/api/refuels', {
      vehicleId: a,
      at,
      fuelType: 0,
      amount,
      unit: 'l',
    });
    if (refuel.status !== 201) throw new Error(`refuel: ${refuel.status} ${refuel.raw.body}`);
  }
});
afterAll(() => t.close());

const download = (url: string, tenant: TestTenant, language: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...tenant.users.user.headers, 'accept-language': language } });

/** The PDF's text as pdf.js reads it (what a reader's search finds), its pages merged, lines joined by a space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/emissions/csv', () => {
  it('writes the rows as answered and their totals, with headers, words and decimal commas in Finnish', async () => {
    const response = await download(`/api/emissions/csv?${PERIOD}&groupBy=customer`, own, 'fi');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="emissions-customer-2027-03-01-2027-04-30.csv"',
    );
    // Alfa: 250 + 125 + 0 l of A and B's 45 l = 420 l; 625 + 312.5 + 112.5 = 1 050 kg TTW; 750 + 375 + 135 =
    // 1 260 kg WTW; 1 260 000 g ÷ 4 200 t·km = 300 g. Totals: 645 l, 5 200 t·km, 1 935 kg WTW,
    // 1 935 000 g ÷ 5 200 t·km = 372.11… → 372.1 g.
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFAsiakas;Polttoaine;t·km;TTW kg CO₂e;WTT kg CO₂e;WTW kg CO₂e;g CO₂e / t·km (WTW);Tiedon laatu',
      'Alfa Oy;420 l diesel;4200;1050;210;1260;300;Mallinnettu (kulutus × km)',
      'Beta Ab;125 l diesel;1000;312,5;62,5;375;375;Mitattu (tankkaukset)',
      'Kohdistamaton;100 l diesel;0;250;50;300;;Mitattu (tankkaukset)',
      'Yhteensä;645 l diesel;5200;1612,5;322,5;1935;372,1;',
      '',
    ]);
  });

  it('writes English with decimal points, by vehicle', async () => {
    const response = await download(`/api/emissions/csv?${PERIOD}&groupBy=vehicle`, own, 'en');
    // A: 600 l, 4 000 t·km, 1 500 + 300 = 1 800 kg WTW, 1 800 000 ÷ 4 000 = 450 g. B: 45 l, 135 kg, 112.5 g.
    expect(response.body.split('\r\n').slice(1, 4)).toEqual([
      'EDA-100;600 l diesel;4000;1500;300;1800;450;Measured (refuels)',
      'EDB-200;45 l diesel;1200;112.5;22.5;135;112.5;Modelled (consumption × km)',
      'Total;645 l diesel;5200;1612.5;322.5;1935;372.1;',
    ]);
  });

  it('refuses a period backwards, in the caller’s language', async () => {
    const response = await download('/api/emissions/csv?from=2027-04-01&to=2027-03-01', own, 'sv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: [{ path: 'to', message: 'Periodens slut kan inte vara före dess början' }],
    });
  });
});

describe('GET /api/emissions/pdf', () => {
  it("prints the customer's tasks with their hand-computed shares, the method, the factor and the totals", async () => {
    const response = await download(`/api/emissions/pdf?${PERIOD}&customerId=${customers['Alfa Oy']}`, own, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="emissions-2027-03-01-2027-04-30.pdf"');
    const bytes = new Uint8Array(response.rawPayload);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'CO₂e emissions report',
      'Kuljetus Åström Oy',
      'Alfa Oy',
      '1 Mar 2027–30 Apr 2027',
      'ISO 14083 and the GLEC Framework',
      'empty running is included',
      // The factor the fuel was multiplied by, and its source.
      'Diesel',
      '2.5 per l',
      '3 per l',
      'Supplier PoS 2027, version 2',
      // T1: half of A's March, 250 l: 625 / 125 / 750 kg, 750 000 g ÷ 2 000 t·km = 375 g.
      '10 Mar 2027',
      'Sahatavara Äänekoski 200 km',
      '2 000 625 125 750 375 Measured',
      // T2: a quarter, 125 l: 312.5 / 62.5 / 375 kg, 375 000 g ÷ 1 000 t·km = 375 g.
      '1 000 312.5 62.5 375 375 Measured',
      // T4 carries no weight, so no share and no intensity.
      '0 0 0 0 – Measured',
      // T5 on B, modelled: 45 l: 112.5 / 22.5 / 135 kg, 135 000 g ÷ 1 200 t·km = 112.5 g.
      '1 200 112.5 22.5 135 112.5 Modelled',
      // The totals of the rows: 4 200 t·km, 1 050 / 210 / 1 260 kg, 1 260 000 g ÷ 4 200 t·km = 300 g.
      'Total 4 200 1 050 210 1 260 300',
      '1 / 1',
    ])
      expect(text).toContain(expected);
    // Beta's task and the month without a task are not Alfa's.
    expect(text).not.toContain('Beta-kuorma');
    expect(text).not.toContain('Not allocated');
  });

  it('is written in Swedish for a Swedish-speaking caller, and in Finnish for a Finnish one', async () => {
    const url = `/api/emissions/pdf?${PERIOD}&customerId=${customers['Alfa Oy']}`;
    const swedish = await pdfText(new Uint8Array((await download(url, own, 'sv')).rawPayload));
    expect(swedish).toContain('CO₂e-utsläppsrapport');
    expect(swedish).toContain('01.03.2027–30.04.2027');
    expect(swedish).toContain('2,5 per l');
    expect(swedish).toContain('1 000 312,5 62,5 375 375 Uppmätt');
    expect(swedish).toContain('Totalt 4 200 1 050 210 1 260 300');
    const finnish = await pdfText(new Uint8Array((await download(url, own, 'fi')).rawPayload));
    expect(finnish).toContain('CO₂e-päästöraportti');
    expect(finnish).toContain('Yhteensä 4 200 1 050 210 1 260 300');
  });

  it('says so when the customer has no task in the period', async () => {
    const response = await download(
      `/api/emissions/pdf?from=2027-01-01&to=2027-01-31&customerId=${customers['Beta Ab']}`,
      own,
      'en',
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(new Uint8Array(response.rawPayload));
    expect(text).toContain('The customer has no tasks in this period.');
    expect(text).toContain('No fuel was allocated to these tasks.');
  });

  it("answers another organisation's customer, or none, with 404", async () => {
    const theirs = await download(`/api/emissions/pdf?${PERIOD}&customerId=${othersCustomer}`, own, 'en');
    expect(theirs.statusCode).toBe(404);
    const none = await download(
      `/api/emissions/pdf?${PERIOD}&customerId=00000000-0000-4000-8000-000000000000`,
      own,
      'en',
    );
    expect(none.statusCode).toBe(404);
    // And the other organisation sees none of ours.
    expect(
      (await download(`/api/emissions/pdf?${PERIOD}&customerId=${customers['Alfa Oy']}`, other, 'en')).statusCode,
    ).toBe(404);
  });
});
