import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDriverName, type DriverNameOrder } from '@rahti/domain';
import { driverNameSql } from '../../src/db/driver-names';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addDriver, addShift } from './timesheet-fixtures';

/**
 * Issue 21: lengths of time are rounded once, by the domain's rule, from the exact times (the
 * overview and the events list used to cut them down to whole minutes, so a shift of 47 min 30 s
 * was 48 min in the office's day and 47 min here); drivers' names follow the organisation's order.
 */
const NOW = new Date('2026-10-24T12:00:00Z');
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  own = await createTenant(t.context);
  api = apiAs(t);
  const group = await api(own.users.admin, 'POST', '/api/driver-groups', {
    name: 'Jakelu',
    guaranteedHours: '80',
    standardWorkingHours: '80',
    customQuestions: [{ workType: 2, text: 'Kuinka monta lavaa lastattiin?', unit: 'lavaa' }],
  });
  expect(group.status).toBe(201);
  const driverId = await addDriver(t, own, { firstName: 'Diego', lastName: 'Driver', driverGroupId: group.body.id! });
  // 47 min 30 s of work: a 10 min 40 s drive, a 36 min 5 s load and a 45 s wait.
  await addShift(t, own, {
    driverId,
    events: [
      { workType: 1, start: '2026-10-24T05:00:00.000Z', end: '2026-10-24T05:10:40.000Z' },
      { workType: 2, start: '2026-10-24T05:10:40.000Z', end: '2026-10-24T05:46:45.000Z', answer: '12' },
      { workType: 4, start: '2026-10-24T05:46:45.000Z', end: '2026-10-24T05:47:30.000Z' },
    ],
  });
  // 47 min 29.8 s, with milliseconds as the phone records them: 47 min, not rounded up twice.
  const second = await addDriver(t, own, { firstName: 'Sara', lastName: 'Berg' });
  await addShift(t, own, {
    driverId: second,
    events: [{ workType: 1, start: '2026-10-24T06:00:00.600Z', end: '2026-10-24T06:47:30.400Z' }],
  });
});
afterAll(() => t.close());

const day = 'from=2026-10-24&to=2026-10-24';

describe('lengths of time as the server gives them', () => {
  it("gives the overview's event minutes rounded once from the exact times", async () => {
    const response = await api(own.users.user, 'GET', `/api/timesheet/drivers?${day}`);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      expect.objectContaining({ name: 'Berg Sara', eventMinutes: 47 }),
      expect.objectContaining({ name: 'Driver Diego', eventMinutes: 48 }),
    ]);
  });

  it("gives each event's minutes rounded once, and its exact seconds for a length under a minute", async () => {
    const items = (await api(own.users.user, 'GET', `/api/events?${day}&search=diego`)).body.items as {
      workType: number;
      minutes: number;
      durationSeconds: number;
    }[];
    expect(items.map(({ workType, minutes, durationSeconds }) => ({ workType, minutes, durationSeconds }))).toEqual([
      { workType: 1, minutes: 11, durationSeconds: 640 },
      { workType: 2, minutes: 36, durationSeconds: 2165 },
      { workType: 4, minutes: 1, durationSeconds: 45 },
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/events.csv?${day}&search=diego`,
      headers: { ...own.users.user.headers, 'accept-language': 'en' },
    });
    expect(
      csv.body
        .split('\r\n')
        .slice(1, 3)
        .map((line) => line.split(';')[5]),
    ).toEqual(['11', '36']);
  });

  it("gives the driver group's question and unit beside the answer", async () => {
    const items = (await api(own.users.user, 'GET', `/api/events?${day}&search=diego`)).body.items as {
      workType: number;
      answer: string | null;
      question: unknown;
    }[];
    expect(items.map(({ workType, answer, question }) => ({ workType, answer, question }))).toEqual([
      { workType: 1, answer: null, question: null },
      { workType: 2, answer: '12', question: { text: 'Kuinka monta lavaa lastattiin?', unit: 'lavaa' } },
      { workType: 4, answer: null, question: null },
    ]);
  });
});

describe("drivers' names in the organisation's order", () => {
  it('writes the last name first by default, and says so in the organisation and the account', async () => {
    expect((await api(own.users.admin, 'GET', '/api/organisation')).body).toMatchObject({
      driverNameOrder: 'lastFirst',
    });
    expect((await api(own.users.user, 'GET', '/api/account/me')).body).toMatchObject({
      organisationDriverNameOrder: 'lastFirst',
    });
    expect(
      ((await api(own.users.user, 'GET', `/api/events?${day}`)).body.items as { driverName: string }[]).map(
        (row) => row.driverName,
      ),
    ).toContain('Driver Diego');
  });

  it('writes the first name first everywhere once the Admin chooses so, and keeps the order when a change leaves it out', async () => {
    const organisation = (await api(own.users.admin, 'GET', '/api/organisation')).body as {
      name: string;
      currency: string;
    };
    const changed = await api(own.users.admin, 'PUT', '/api/organisation', {
      name: organisation.name,
      currency: organisation.currency,
      driverNameOrder: 'firstLast',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ driverNameOrder: 'firstLast' });
    try {
      expect((await api(own.users.user, 'GET', '/api/account/me')).body).toMatchObject({
        organisationDriverNameOrder: 'firstLast',
      });
      const list = (await api(own.users.user, 'GET', `/api/timesheet/drivers?${day}`)).body.items as { name: string }[];
      // Still sorted by last name.
      expect(list.map((row) => row.name)).toEqual(['Sara Berg', 'Diego Driver']);
      const events = (await api(own.users.user, 'GET', `/api/events?${day}&search=diego`)).body.items as {
        driverName: string;
      }[];
      expect(new Set(events.map((row) => row.driverName))).toEqual(new Set(['Diego Driver']));
      const kept = await api(own.users.admin, 'PUT', '/api/organisation', {
        name: organisation.name,
        currency: organisation.currency,
      });
      expect(kept.body).toMatchObject({ driverNameOrder: 'firstLast' });
    } finally {
      await api(own.users.admin, 'PUT', '/api/organisation', {
        name: organisation.name,
        currency: organisation.currency,
        driverNameOrder: 'lastFirst',
      });
    }
  });

  it('refuses an order it does not know', async () => {
    const organisation = (await api(own.users.admin, 'GET', '/api/organisation')).body as {
      name: string;
      currency: string;
    };
    const response = await api(own.users.admin, 'PUT', '/api/organisation', {
      name: organisation.name,
      currency: organisation.currency,
      driverNameOrder: 'surnameOnly',
    });
    expect(response.status).toBe(400);
  });

  it("composes names in SQL exactly as the domain's formatter does", async () => {
    const names = [
      { firstName: 'Diego', lastName: 'Driver' },
      { firstName: 'Anna-Liisa', lastName: 'von Essen' },
      { firstName: '', lastName: 'Berg' },
      { firstName: ' Sara ', lastName: '' },
    ];
    for (const order of ['lastFirst', 'firstLast'] as DriverNameOrder[]) {
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx
          .updateTable('organisations')
          .set({ driver_name_order: order })
          .where('id', '=', own.organisationId)
          .execute(),
      );
      for (const name of names) {
        const { rows } = await withTenant(t.database.db, own.organisationId, (tx) =>
          sql<{
            name: string;
          }>`select ${driverNameSql(own.organisationId, sql.val(name.firstName), sql.val(name.lastName))} as name`.execute(
            tx,
          ),
        );
        expect(rows[0]?.name).toBe(formatDriverName(name, order));
      }
    }
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .updateTable('organisations')
        .set({ driver_name_order: 'lastFirst' })
        .where('id', '=', own.organisationId)
        .execute(),
    );
  });
});
