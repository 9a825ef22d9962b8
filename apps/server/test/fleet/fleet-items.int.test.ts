import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, shiftBody, shiftsApi } from '../shifts/shift-fixtures';
import { addPlanningFacts } from '../planning/planning-fixtures';

/** Fleet items (issue 25) through HTTP: the contract's states, repeats, forecasts, completion and undo. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let driver: string;
const NOW = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  driver = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
});
afterAll(() => t.close());

type Entry = {
  id: string;
  vehicleId: string;
  type: string;
  state: string;
  dueDate?: string;
  dueKm?: number;
  currentKm?: number;
  forecastDate?: string;
};

async function create(body: Record<string, unknown>, tenant = own): Promise<Entry> {
  const created = await api(tenant.users.user, 'POST', '/api/fleet-items', { vehicleId: tenant.vehicleId, ...body });
  if (created.status !== 201) throw new Error(`fleet item: ${created.status} ${created.raw.body}`);
  return created.body as unknown as Entry;
}

async function listed(at: string, tenant = own): Promise<Entry[]> {
  const response = await api(tenant.users.user, 'GET', `/api/fleet-items?at=${encodeURIComponent(at)}`);
  expect(response.status).toBe(200);
  return response.body as unknown as Entry[];
}
const entry = async (id: string, at: string) => (await listed(at)).find((e) => e.id === id);

describe('a date item', () => {
  it('answers 201 with its first occurrence, due soon 14 days before through the day and overdue after', async () => {
    const item = await create({
      type: 'inspection',
      dueType: 'time',
      dueDate: '2026-12-15',
      cost: 320,
      description: 'Annual inspection',
    });
    expect(item).toEqual({
      id: expect.any(String),
      vehicleId: own.vehicleId,
      type: 'inspection',
      state: 'pending',
      dueDate: '2026-12-15',
    });
    // "Today" is `at`'s local date in Helsinki: 22:30 UTC on 30 November is already 1 December.
    expect((await entry(item.id, '2026-11-30T21:00:00Z'))?.state).toBe('pending');
    expect((await entry(item.id, '2026-11-30T22:30:00Z'))?.state).toBe('dueSoon');
    expect((await entry(item.id, '2026-12-15T21:59:00Z'))?.state).toBe('dueSoon');
    expect((await entry(item.id, '2026-12-15T22:00:00Z'))?.state).toBe('overdue');
  });

  it('is completed with its next occurrence a month on, and undo restores both', async () => {
    const item = await create({
      type: 'maintenance',
      dueType: 'time',
      dueDate: '2027-01-31',
      repeatEvery: { unit: 'month', count: 1 },
      repeatUntil: '2027-03-31',
      cost: 450,
      description: 'Oil change',
    });
    const at = '2027-02-01T10:00:00Z';
    const before = await listed(at);
    const completed = await api(own.users.user, 'POST', `/api/fleet-items/${item.id}/complete`, {
      date: '2027-02-01',
      km: 151_200,
    });
    expect(completed.status).toBe(200);
    const next = (completed.body.next as Entry).id;
    expect(completed.body).toMatchObject({
      completed: { id: item.id, state: 'done' },
      next: { dueDate: '2027-02-28' },
    });
    expect(await entry(item.id, at)).toMatchObject({ state: 'done', dueDate: '2027-01-31' });
    expect(await entry(next, at)).toMatchObject({ state: 'pending', dueDate: '2027-02-28' });
    expect(next).not.toBe(item.id);

    const again = await api(own.users.user, 'POST', `/api/fleet-items/${item.id}/complete`, { date: '2027-02-01' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This item is already marked complete');

    // The next one completed too: the first one's undo must wait for the second's.
    await api(own.users.user, 'POST', `/api/fleet-items/${next}/complete`, { date: '2027-02-27' });
    const blocked = await api(own.users.user, 'DELETE', `/api/fleet-items/${item.id}/complete`, undefined, 'fi');
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Tämän kohteen myöhempi kerta on merkitty tehdyksi: peru se ensin');
    expect((await api(own.users.user, 'DELETE', `/api/fleet-items/${next}/complete`)).status).toBe(200);
    const undone = await api(own.users.user, 'DELETE', `/api/fleet-items/${item.id}/complete`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: item.id, state: 'pending', dueDate: '2027-01-31' });
    expect(await listed(at)).toEqual(before);
  });

  it('ends after repeatUntil: the last occurrence completes without a next', async () => {
    const item = await create({
      type: 'tyreChange',
      dueType: 'time',
      dueDate: '2027-04-01',
      repeatEvery: { unit: 'week', count: 26 },
      repeatUntil: '2027-09-29',
      cost: 0,
      description: 'Tyres',
    });
    const first = await api(own.users.user, 'POST', `/api/fleet-items/${item.id}/complete`, { date: '2027-04-02' });
    // 2027-04-01 + 26 weeks = 2027-09-30, past repeatUntil 2027-09-29: there is none.
    expect(first.body).toMatchObject({ completed: { id: item.id, state: 'done' }, next: null });
  });
  it('keeps a monthly series on the 31st when edited as it was, and counts on from a changed open date', async () => {
    const body = {
      vehicleId: own.vehicleId,
      type: 'maintenance',
      dueType: 'time',
      dueDate: '2027-01-31',
      repeatEvery: { unit: 'month', count: 1 },
      cost: 100,
      description: 'Brake check',
    };
    const item = await create(body);
    const first = await api(own.users.user, 'POST', `/api/fleet-items/${item.id}/complete`, { date: '2027-01-30' });
    const open = (first.body.next as Entry).id;
    expect(first.body.next).toMatchObject({ dueDate: '2027-02-28' });
    const page = async () =>
      (await api(own.users.user, 'GET', '/api/fleet-management?at=2027-02-01T10:00:00Z')).body.items as {
        id: string;
        version: number;
        dueDate?: string;
      }[];
    // Saved with only the description changed, the open one's date as shown: March is still the 31st.
    const row = (await page()).find((r) => r.id === open)!;
    const same = await api(own.users.user, 'PUT', `/api/fleet-items/${open}`, {
      ...body,
      dueDate: row.dueDate,
      description: 'Brake and light check',
      version: row.version,
    });
    expect(same.body).toMatchObject({ id: open, dueDate: '2027-02-28' });
    const stale = await api(own.users.user, 'PUT', `/api/fleet-items/${open}`, { ...body, version: row.version });
    expect(stale.status).toBe(409);
    const second = await api(own.users.user, 'POST', `/api/fleet-items/${open}/complete`, { date: '2027-02-27' });
    expect(second.body.next).toMatchObject({ dueDate: '2027-03-31' });
    // The open one moved to 10 April: the next counts a month on from there.
    const third = (second.body.next as Entry).id;
    const moved = await api(own.users.user, 'PUT', `/api/fleet-items/${third}`, {
      ...body,
      dueDate: '2027-04-10',
      version: (await page()).find((r) => r.id === third)!.version,
    });
    expect(moved.body).toMatchObject({ id: third, dueDate: '2027-04-10' });
    const fourth = await api(own.users.user, 'POST', `/api/fleet-items/${third}/complete`, { date: '2027-04-09' });
    expect(fourth.body.next).toMatchObject({ dueDate: '2027-05-10' });
  });
});

describe('a distance item', () => {
  it('falls due from shift km and typed readings, with the forecast’s arithmetic', async () => {
    const shifts = shiftsApi(t);
    // Shift km: 100 000 on 1 November, 104 000 on 11 November (start and end of each shift are readings).
    await shifts.create(
      own.users.user,
      shiftBody(driver, [{ start: '2026-11-01T06:00:00Z', end: '2026-11-01T14:00:00Z' }], {
        vehicleIds: [own.vehicleId],
        startKm: 99_600,
        endKm: 100_000,
      }),
    );
    await shifts.create(
      own.users.user,
      shiftBody(driver, [{ start: '2026-11-11T06:00:00Z', end: '2026-11-11T14:00:00Z' }], {
        vehicleIds: [own.vehicleId],
        startKm: 103_700,
        endKm: 104_000,
      }),
    );
    const typed = await api(own.users.user, 'POST', `/api/vehicles/${own.vehicleId}/odometer`, {
      at: '2026-11-21T14:00:00Z',
      km: 106_000,
    });
    expect(typed.status).toBe(201);
    expect(typed.body).toEqual({
      vehicleId: own.vehicleId,
      at: '2026-11-21T14:00:00.000Z',
      km: 106_000,
      source: 'manual',
    });

    const low = await api(
      own.users.user,
      'POST',
      '/api/fleet-items',
      {
        vehicleId: own.vehicleId,
        type: 'maintenance',
        dueType: 'distance',
        firstKm: 105_000,
        lastKm: 200_000,
        intervalKm: 30_000,
        cost: 900,
        description: 'Service',
      },
      'sv',
    );
    expect(low.status).toBe(400);
    expect(low.body.fields).toEqual([
      {
        path: 'firstKm',
        message: 'Den första kilometergränsen kan inte vara lägre än fordonets nuvarande mätarställning (106000 km)',
      },
    ]);

    const item = await create({
      type: 'maintenance',
      dueType: 'distance',
      firstKm: 110_000,
      lastKm: 170_000,
      intervalKm: 30_000,
      cost: 900,
      description: 'Service',
    });
    // At 28 November 12:00: readings of the 30 days before run from 1 Nov 06:00 (99 600 km) to
    // 21 Nov 14:00 (106 000 km): 6 400 km in 20 1/3 days = 314.75… km a day; 4 000 km left ÷ 314.75 = 12.7 → 13 days.
    expect(await entry(item.id, '2026-11-28T12:00:00Z')).toEqual({
      id: item.id,
      vehicleId: own.vehicleId,
      type: 'maintenance',
      state: 'pending',
      dueKm: 110_000,
      currentKm: 106_000,
      forecastDate: '2026-12-11',
    });
    // A reading after `at` is not seen at `at`; at its own time the item is due soon, then overdue.
    await api(own.users.user, 'POST', `/api/vehicles/${own.vehicleId}/odometer`, {
      at: '2026-11-29T10:00:00Z',
      km: 108_600,
    });
    expect((await entry(item.id, '2026-11-28T12:00:00Z'))?.currentKm).toBe(106_000);
    expect(await entry(item.id, '2026-11-29T10:00:00Z')).toMatchObject({ state: 'dueSoon', currentKm: 108_600 });
    await api(own.users.user, 'POST', `/api/vehicles/${own.vehicleId}/odometer`, {
      at: '2026-11-30T10:00:00Z',
      km: 110_000.1,
    });
    expect((await entry(item.id, '2026-11-30T10:00:00Z'))?.state).toBe('overdue');

    const completed = await api(own.users.user, 'POST', `/api/fleet-items/${item.id}/complete`, {
      date: '2026-11-30',
      km: 110_000.1,
      cost: 950,
    });
    expect(completed.body).toMatchObject({ completed: { id: item.id, state: 'done' }, next: { dueKm: 140_000 } });
    const page = await api(own.users.user, 'GET', '/api/fleet-management?at=2026-11-30T10:00:00Z');
    const done = (page.body.items as Record<string, unknown>[]).find((row) => row.id === item.id);
    expect(done).toMatchObject({
      completedDate: '2026-11-30',
      completedKm: 110_000.1,
      actualCost: 950,
      undoable: true,
    });
  });
});

describe('the rules of spec section 5', () => {
  it('names each broken rule on its field in the caller’s language', async () => {
    const response = await api(
      own.users.user,
      'POST',
      '/api/fleet-items',
      {
        type: 'maintenance',
        dueType: 'distance',
        firstKm: 0,
        lastKm: 10,
        intervalKm: 20,
        cost: 'x',
        description: 'x'.repeat(51),
      },
      'fi',
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'firstKm', message: 'Anna nollaa suurempi matka' },
        { path: 'description', message: 'Kuvauksessa voi olla enintään 50 merkkiä' },
      ]),
    );
  });

  it('refuses another organisation’s vehicle', async () => {
    const response = await api(own.users.user, 'POST', '/api/fleet-items', {
      vehicleId: other.vehicleId,
      type: 'maintenance',
      dueType: 'time',
      dueDate: '2027-01-01',
      cost: 1,
      description: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      { path: 'vehicleId', message: 'The vehicle was not found in this organisation' },
    ]);
  });
});

describe('between organisations', () => {
  it('lists only the caller’s items and answers 404 for the other’s', async () => {
    const theirs = await create(
      { type: 'maintenance', dueType: 'time', dueDate: '2027-05-01', cost: 1, description: '' },
      other,
    );
    expect((await listed('2026-11-28T10:00:00Z')).map((e) => e.id)).not.toContain(theirs.id);
    expect((await listed('2026-11-28T10:00:00Z', other)).map((e) => e.id)).toEqual([theirs.id]);
    for (const [method, url] of [
      ['POST', `/api/fleet-items/${theirs.id}/complete`],
      ['DELETE', `/api/fleet-items/${theirs.id}/complete`],
      ['DELETE', `/api/fleet-items/${theirs.id}`],
    ] as const) {
      const response = await api(own.users.user, method, url, method === 'POST' ? { date: '2027-05-01' } : undefined);
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    const reading = await api(own.users.user, 'POST', `/api/vehicles/${other.vehicleId}/odometer`, {
      at: '2026-11-28T10:00:00Z',
      km: 5,
    });
    expect(reading.status).toBe(404);
  });
});

describe('documents that expire', () => {
  it('lists licences and cards within the organisation’s lead, expired ones too, soonest first', async () => {
    await addPlanningFacts(t.context, own, {
      licences: [
        { driverId: driver, code: 'ADR', expiresOn: '2026-11-20' }, // expired 8 days ago
        { driverId: driver, code: 'CE', expiresOn: '2027-01-20' }, // 53 days: within 60
        { driverId: driver, code: 'YKB', expiresOn: '2027-02-20' }, // 84 days: not yet
        { driverId: driver, code: 'C', expiresOn: null },
      ],
    });
    const page = async () =>
      (await api(own.users.user, 'GET', '/api/fleet-management?at=2026-11-28T10:00:00Z')).body.documents;
    expect(await page()).toEqual([
      { driverId: driver, driverName: 'Aalto Anna', code: 'ADR', expiresOn: '2026-11-20', state: 'expired' },
      { driverId: driver, driverName: 'Aalto Anna', code: 'CE', expiresOn: '2027-01-20', state: 'expiring' },
    ]);
    const saved = await api(own.users.admin, 'PUT', '/api/fleet-settings', {
      dueSoonDays: 14,
      dueSoonKm: 1500,
      documentLeadDays: 90,
    });
    expect(saved.body).toEqual({ dueSoonDays: 14, dueSoonKm: 1500, documentLeadDays: 90 });
    expect(((await page()) as { code: string }[]).map((document) => document.code)).toEqual(['ADR', 'CE', 'YKB']);
  });
});
