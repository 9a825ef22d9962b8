import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from './api';

/**
 * A driver's employment (issue 21, migration 0020): optional start and end dates on the driver
 * API and the driver import; the start is the date the driver was added unless one is given.
 */
let clock = new Date('2026-11-27T23:30:00Z');
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  own = await createTenant(t.context);
  api = apiAs(t);
});
afterAll(() => t.close());

const suffix = () => Math.random().toString(36).slice(2, 8);
const driver = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Virta',
  username: `anna.${suffix()}`,
  ...extra,
});

describe("a driver's employment", () => {
  it("starts on the day the driver is added, in the organisation's time zone, unless a start is given", async () => {
    // 23:30 UTC on Fri 27.11. is already Sat 28.11. in Helsinki.
    const added = await api(own.users.admin, 'POST', '/api/drivers', driver());
    expect(added).toMatchObject({ status: 201, body: { employmentStart: '2026-11-28', employmentEnd: null } });
    const given = await api(
      own.users.admin,
      'POST',
      '/api/drivers',
      driver({ employmentStart: '2024-03-01', employmentEnd: '2026-12-31' }),
    );
    expect(given.body).toMatchObject({ employmentStart: '2024-03-01', employmentEnd: '2026-12-31' });
    expect((await api(own.users.user, 'GET', `/api/drivers/${given.body.id}`)).body).toMatchObject({
      employmentStart: '2024-03-01',
      employmentEnd: '2026-12-31',
    });
  });

  it('keeps the dates through a change that leaves them out, and an emptied start is the date the driver was added', async () => {
    const created = await api(
      own.users.admin,
      'POST',
      '/api/drivers',
      driver({ employmentStart: '2025-01-07', employmentEnd: '2026-06-30' }),
    );
    const { id, ...fields } = created.body;
    // Added at 22:30 UTC on 19.11., 20.11. in Helsinki.
    await withTenant(t.database.db, own.organisationId, (tx) =>
      sql`update drivers set created_at = '2026-11-19T22:30:00Z' where id = ${id}`.execute(tx),
    );
    const kept = await api(own.users.admin, 'PUT', `/api/drivers/${id}`, {
      firstName: fields.firstName,
      lastName: 'Virtanen',
      username: fields.username,
    });
    expect(kept.body).toMatchObject({
      lastName: 'Virtanen',
      employmentStart: '2025-01-07',
      employmentEnd: '2026-06-30',
    });
    const emptied = await api(own.users.admin, 'PUT', `/api/drivers/${id}`, {
      firstName: fields.firstName,
      lastName: 'Virtanen',
      username: fields.username,
      employmentStart: '',
      employmentEnd: '',
    });
    expect(emptied.body).toMatchObject({ employmentStart: '2026-11-20', employmentEnd: null });
  });

  it('refuses an end before the start, naming the end, also against the saved start', async () => {
    const reversed = await api(
      own.users.admin,
      'POST',
      '/api/drivers',
      driver({ employmentStart: '2026-03-01', employmentEnd: '2026-02-28' }),
      'fi',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { path: 'employmentEnd', message: 'Työsuhde ei voi päättyä ennen kuin se alkaa' },
    ]);
    const saved = await api(own.users.admin, 'POST', '/api/drivers', driver({ employmentStart: '2026-03-01' }));
    const { id, firstName, lastName, username } = saved.body as Record<string, string>;
    const early = await api(own.users.admin, 'PUT', `/api/drivers/${id}`, {
      firstName,
      lastName,
      username,
      employmentEnd: '2026-01-31',
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual([
      { path: 'employmentEnd', message: 'The employment cannot end before it starts' },
    ]);
    const bad = await api(own.users.admin, 'POST', '/api/drivers', driver({ employmentStart: '31.02.2026' }));
    expect(bad.body.fields).toEqual([{ path: 'employmentStart', message: 'Invalid date' }]);
  });

  it('is read from the import file (DD.MM.YYYY, YYYY-MM-DD or a spreadsheet date), the start defaulting to the day of the import', async () => {
    clock = new Date('2026-11-27T10:00:00Z');
    const tenant = await createTenant(t.context);
    const rows = [
      {
        line: 2,
        values: {
          firstName: 'Aino',
          lastName: 'Aalto',
          username: `aino.${suffix()}`,
          employmentStart: '1.3.2021',
          employmentEnd: '',
        },
      },
      {
        line: 3,
        values: {
          firstName: 'Bo',
          lastName: 'Berg',
          username: `bo.${suffix()}`,
          employmentStart: '2022-05-16',
          employmentEnd: '2026-12-31T00:00:00.000Z',
        },
      },
      { line: 4, values: { firstName: 'Cai', lastName: 'Corander', username: `cai.${suffix()}` } },
    ];
    expect(await api(tenant.users.admin, 'POST', '/api/drivers/import', { rows })).toMatchObject({
      status: 201,
      body: { imported: 3 },
    });
    const drivers = (await api(tenant.users.user, 'GET', '/api/drivers')).body as unknown as {
      firstName: string;
      employmentStart: string | null;
      employmentEnd: string | null;
    }[];
    expect(
      drivers.map(({ firstName, employmentStart, employmentEnd }) => [firstName, employmentStart, employmentEnd]),
    ).toEqual([
      ['Aino', '2021-03-01', null],
      ['Bo', '2022-05-16', '2026-12-31'],
      ['Cai', '2026-11-27', null],
    ]);
  });
});
