import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { insertDriver, timesheetRows } from '../helpers/timesheet-rows';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
const ids = { aino: '', bo: '', department: '' };

/** Helsinki summer time (UTC+3). */
const { insertShift } = timesheetRows('+03:00');

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  const organisation_id = own.organisationId;
  await withTenant(t.database.db, organisation_id, async (tx) => {
    ids.department = (
      await tx
        .insertInto('departments')
        .values({ organisation_id, name: 'Kaukoliikenne' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const group = await tx
      .insertInto('driver_groups')
      .values({
        organisation_id,
        name: 'Long haul',
        guaranteed_hours: 70,
        standard_working_hours: 80,
        thresholds: '{}',
        paid_break_type: 'paid',
        paid_break_limit_minutes: null,
        device_lock: false,
        permissions: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.aino = await insertDriver(tx, organisation_id, {
      first: 'Aino',
      last: 'Aalto',
      number: '1001',
      group: group.id,
      department: ids.department,
    });
    ids.bo = await insertDriver(tx, organisation_id, {
      first: 'Bo',
      last: 'Berg',
      number: '1002',
      group: null,
      department: null,
    });
    // Sat 9.5. 18:00 → Sun 02:00, break paid: 8 h; evening 18–22 = 4, night 22–02 = 4, Sunday 00–02 = 2.
    await insertShift(
      tx,
      organisation_id,
      ids.aino,
      'approved',
      [
        [1, '2026-05-09T18:00', '2026-05-09T21:00'],
        [5, '2026-05-09T21:00', '2026-05-09T21:30'],
        [3, '2026-05-09T21:30', '2026-05-10T02:00'],
      ],
      { bonuses: [{ type: 'dirtyJob', hours: 1.5 }], daily_allowance: 4 },
    );
    // Ascension Day, Thu 14.5., 07–12: 5 h, all at the Sunday rate; the ADR bonus without hours is the shift's 5 h.
    await insertShift(
      tx,
      organisation_id,
      ids.aino,
      'approved',
      [
        [2, '2026-05-14T07:00', '2026-05-14T08:00'],
        [1, '2026-05-14T08:00', '2026-05-14T12:00'],
      ],
      { bonuses: [{ type: 'adr', hours: null }] },
    );
    await insertShift(tx, organisation_id, ids.aino, 'checked', [[1, '2026-05-11T08:00', '2026-05-11T10:00']]);
    await tx
      .insertInto('absences')
      .values([
        {
          organisation_id,
          client_key: randomUUID(),
          driver_id: ids.aino,
          work_type: 18,
          kind: 'vacation',
          start_date: '2026-05-04',
          end_date: '2026-05-06',
          hours: null,
          approval: 'approved',
        },
        {
          organisation_id,
          client_key: randomUUID(),
          driver_id: ids.aino,
          work_type: 15,
          kind: 'absence',
          start_date: '2026-05-12',
          end_date: '2026-05-12',
          hours: null,
          approval: 'unapproved',
        },
      ])
      .execute();
  });
  await withTenant(t.database.db, other.organisationId, (tx) =>
    insertDriver(tx, other.organisationId, {
      first: 'Outi',
      last: 'Other',
      number: '9',
      group: null,
      department: null,
    }),
  );
});
afterAll(() => t.close());

const PERIOD = 'from=2026-05-04&to=2026-05-17';
const zeros = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, 0]));

describe('the shift summary', () => {
  it("lowers the standard and guaranteed hours by 8 h for each working day before the driver's employment (issue 21)", async () => {
    // Employed from Wed 13.5.: Thu 7., Fri 8., Mon 11. and Tue 12. lower 32 h more (the holiday days already count):
    // standard 48 − 32 = 16, guaranteed 38 − 32 = 6 < 13 paid: no top-up.
    const setStart = (start: string | null) =>
      withTenant(t.database.db, own.organisationId, (tx) =>
        tx.updateTable('drivers').set({ employment_start: start }).where('id', '=', ids.aino).execute(),
      );
    await setStart('2026-05-13');
    try {
      const response = await api(own.users.user, 'GET', `/api/shift-summary?${PERIOD}&driverId=${ids.aino}`);
      expect(response.body.items).toEqual([
        expect.objectContaining({ standardHours: 16, guaranteedTopUpHours: 0, overtime50Hours: 0 }),
      ]);
    } finally {
      await setStart(null);
    }
  });

  it('answers a hand-computed row per driver, approved items only', async () => {
    const response = await api(own.users.user, 'GET', `/api/shift-summary?${PERIOD}`);
    expect(response.status).toBe(200);
    // Standard 80 − (holiday Mon–Wed 24 h + Ascension Day 8 h) = 48; guaranteed 70 − 32 = 38; paid 13 → top-up 25.
    expect(response.body).toEqual({
      items: [
        {
          driverId: ids.aino,
          name: 'Aalto Aino',
          employeeNumber: '1001',
          driverGroupId: expect.any(String),
          shiftCount: 2,
          hours: 13,
          eveningHours: 4,
          nightHours: 4,
          sundayHours: 7,
          overtime50Hours: 0,
          overtime100Hours: 0,
          guaranteedTopUpHours: 25,
          standardHours: 48,
          absences: [{ workType: 18, days: 3, hours: 0, calendarDays: 3 }],
          allowances: { ...zeros(['1', '2', '3', '5', '6']), 4: 1 },
          bonusHours: { adr: 5, crane: 0, dirtyJob: 1.5, hct: 0 },
          instances: {
            ...zeros(['wait', 'queue', 'paidBreak', 'refuel', 'maintenance']),
            drive: 2,
            break: 1,
            load: 1,
            unload: 1,
          },
          notApproved: { shifts: 1, absences: 1 },
        },
        expect.objectContaining({
          driverId: ids.bo,
          name: 'Berg Bo',
          hours: 0,
          standardHours: null,
          notApproved: { shifts: 0, absences: 0 },
        }),
      ],
      nextCursor: null,
    });
  });

  it('filters by the top bar and pages by name', async () => {
    const filtered = await api(own.users.admin, 'GET', `/api/shift-summary?${PERIOD}&departmentId=${ids.department}`);
    expect((filtered.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Aalto Aino']);
    const first = await api(own.users.admin, 'GET', `/api/shift-summary?${PERIOD}&limit=1`);
    expect((first.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Aalto Aino']);
    const second = await api(
      own.users.admin,
      'GET',
      `/api/shift-summary?${PERIOD}&limit=1&cursor=${String(first.body.nextCursor)}`,
    );
    expect(second.body).toMatchObject({ items: [{ name: 'Berg Bo' }], nextCursor: null });
    expect((await api(own.users.admin, 'GET', `/api/shift-summary?${PERIOD}&cursor=nonsense`)).status).toBe(400);
  });

  it('shows a supervisor only the drivers assigned to them', async () => {
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .insertInto('supervisor_assignments')
        .values({ organisation_id: own.organisationId, user_id: own.users.user.id, driver_id: ids.bo })
        .execute(),
    );
    try {
      const response = await api(own.users.user, 'GET', `/api/shift-summary?${PERIOD}`);
      expect((response.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Berg Bo']);
    } finally {
      await withTenant(t.database.db, own.organisationId, (tx) =>
        tx.deleteFrom('supervisor_assignments').where('organisation_id', '=', own.organisationId).execute(),
      );
    }
  });

  it('refuses a period that ends before it starts, in the caller language', async () => {
    const response = await api(
      own.users.admin,
      'GET',
      '/api/shift-summary?from=2026-05-17&to=2026-05-04',
      undefined,
      'fi',
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: 'to', message: expect.stringMatching(/\S/) }]);
  });

  it('writes every row as CSV with Finnish headers and decimal commas', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shift-summary.csv?${PERIOD}`,
      headers: { ...own.users.admin.headers, 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="shift-summary-2026-05-04-2026-05-17.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFKuljettaja;Henkilönumero;Vuosiloma (pv);Vuosiloma (h);Kotimaan kokopäiväraha;Kotimaan osapäiväraha;Kotimaan korotettu kokopäiväraha;' +
        'Ulkomaan kokopäiväraha;Ulkomaan puolipäiväraha;Ulkomaan korotettu kokopäiväraha;Ylityö 50 % (h);Ylityö 100 % (h);Takuutuntien täydennys (h);' +
        'Iltatyö (h);Yötyö (h);Sunnuntaityö (h);Tunnit;Odotukset (kpl);Jonotukset (kpl);Palkalliset tauot (kpl);Tauot (kpl);Ajot (kpl);Lastaukset (kpl);' +
        'Purut (kpl);Tankkaukset (kpl);Huollot (kpl);ADR-lisä (h);Nosturilisä (h);Likaisen työn lisä (h);HCT-lisä (h);Hyväksymättömät vuorot;Hyväksymättömät poissaolot',
    );
    expect(lines[1]).toBe('Aalto Aino;1001;3;0;0;0;0;1;0;0;0;0;25;4;4;7;13;0;0;0;1;2;1;1;0;0;5;0;1,5;0;1;1');
    expect(lines.slice(2)).toEqual(['Berg Bo;1002;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0;0', '']);
  });

  it("reads more drivers than one batch (100) a batch at a time, each row from its own driver's shifts", async () => {
    const tenant = await createTenant(t.context);
    const organisation_id = tenant.organisationId;
    const hoursOf = (n: number) => (n % 4) + 1;
    await withTenant(t.database.db, organisation_id, async (tx) => {
      for (let n = 1; n <= 130; n += 1) {
        const last = `D${String(n).padStart(3, '0')}`;
        const driver = await insertDriver(tx, organisation_id, {
          first: 'Driver',
          last,
          number: String(n),
          group: null,
          department: null,
        });
        const end = `2026-05-11T${String(8 + hoursOf(n)).padStart(2, '0')}:00`;
        await insertShift(tx, organisation_id, driver, 'approved', [[1, '2026-05-11T08:00', end]]);
      }
    });
    const page = await api(tenant.users.admin, 'GET', `/api/shift-summary?${PERIOD}&limit=200`);
    const items = page.body.items as { employeeNumber: string; hours: number }[];
    expect(items.map((row) => [row.employeeNumber, row.hours])).toEqual(
      Array.from({ length: 130 }, (_, index) => [String(index + 1), hoursOf(index + 1)]),
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/shift-summary.csv?${PERIOD}`,
      headers: tenant.users.admin.headers,
    });
    expect(csv.body.split('\r\n').slice(1, -1)).toHaveLength(130);
  });

  it('is in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys((response.json() as { paths: Record<string, unknown> }).paths)).toEqual(
      expect.arrayContaining(['/api/shift-summary', '/api/shift-summary.csv']),
    );
  });
});
