import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/db/tenant';
import { DEMO_ORGANISATION_ID, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-organisation';
import { Browser, signInWithPassword, startSignIn } from '../auth/oidc-browser';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * "Erase personal data" of a driver with an app account and of an office user, on the demo
 * organisation: the person's fields give way to a pseudonym, sign-in ends, old positions go, and
 * the shifts and invoices stay.
 */
let t: TestApp;
let other: TestTenant;
let admin: { authorization: string };
let diego: { driverId: string; userId: string; token: string };
const DAY_MS = 86_400_000;

const db = () => t.database.db;
const inDemo = <T>(query: string) =>
  withSystem(db(), (tx) => sql.raw<T>(query).execute(tx)).then((result) => result.rows);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(db());
  other = await createTenant(t.context);
  admin = {
    authorization: `Bearer ${(await signInWithPassword(t.app, 'admin@demo.test', DEMO_PASSWORD)).access_token}`,
  };
  const token = (await signInWithPassword(t.app, 'driver1@demo.test', DEMO_PASSWORD, 'driver')).access_token;
  const [row] = await inDemo<{ driver_id: string; user_id: string }>(
    `select d.id as driver_id, u.id as user_id from drivers d join users u on u.id = d.user_id where u.username = 'driver1@demo.test'`,
  );
  diego = { driverId: row!.driver_id, userId: row!.user_id, token };
  const now = Date.now();
  await withSystem(db(), (tx) =>
    sql`insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, source, driver_id)
      select v.organisation_id, v.id, to_timestamp(${now / 1000}) - g * interval '1 day', 60.2, 24.9, 'phone', ${diego.driverId}::uuid
      from (select * from vehicles where organisation_id = ${DEMO_ORGANISATION_ID}::uuid order by id limit 1) v,
        (values (1), (2), (100), (120)) as days(g)`.execute(tx),
  );
}, 180_000);
afterAll(() => t.close());

const erase = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'POST', url, headers });

describe('erasing a person', () => {
  it('is refused for another organisation, a User and oneself', async () => {
    expect((await erase(`/api/drivers/${diego.driverId}/erase`, other.users.admin.headers)).statusCode).toBe(404);
    const userToken = (await signInWithPassword(t.app, 'user@demo.test', DEMO_PASSWORD)).access_token;
    expect(
      (await erase(`/api/drivers/${diego.driverId}/erase`, { authorization: `Bearer ${userToken}` })).statusCode,
    ).toBe(403);
    const [me] = await inDemo<{ id: string }>(`select id from users where username = 'admin@demo.test'`);
    const self = await erase(`/api/organisation/${DEMO_ORGANISATION_ID}/users/${me!.id}/erase`);
    expect(self.statusCode).toBe(400);
  });

  it("replaces a driver's name, card, contact and account with a pseudonym and keeps shifts and invoices", async () => {
    const count = async (query: string) => Number((await inDemo<{ n: number }>(query))[0]!.n);
    const shiftsBefore = await count(`select count(*)::int as n from shifts where driver_id = '${diego.driverId}'`);
    const approvedBefore = await count(
      `select count(*)::int as n from shifts where driver_id = '${diego.driverId}' and approval = 'approved'`,
    );
    const invoicesBefore = await count(
      `select count(*)::int as n from invoices where organisation_id = '${DEMO_ORGANISATION_ID}'`,
    );
    expect(shiftsBefore).toBeGreaterThan(0);

    const response = await erase(`/api/drivers/${diego.driverId}/erase`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ pseudonym: string; positionsRemoved: number }>();
    expect(answer.pseudonym).toMatch(/^Erased driver [2-9A-Z]{6}$/);
    expect(answer.positionsRemoved).toBe(2);

    const driver = await t.app.inject({ method: 'GET', url: `/api/drivers/${diego.driverId}`, headers: admin });
    const code = answer.pseudonym.slice('Erased driver '.length);
    expect(driver.json()).toMatchObject({
      firstName: 'Erased driver',
      lastName: code,
      driverCardId: null,
      email: null,
    });
    const [user] = await inDemo<Record<string, unknown>>(`select * from users where id = '${diego.userId}'`);
    expect(user).toMatchObject({
      display_name: `Erased user ${code}`,
      is_active: false,
      username: `erased.${code.toLowerCase()}`,
    });
    expect(JSON.stringify(await inDemo(`select * from drivers where id = '${diego.driverId}'`))).not.toMatch(
      /Diego|driver1@/,
    );
    expect(await inDemo(`select * from sign_in_names where user_id = '${diego.userId}'`)).toEqual([]);
    expect(await inDemo(`select * from oidc_payloads where payload->>'accountId' = '${diego.userId}'`)).toEqual([]);
    expect(await inDemo(`select * from driver_licences where driver_id = '${diego.driverId}'`)).toEqual([]);

    expect(await count(`select count(*)::int as n from shifts where driver_id = '${diego.driverId}'`)).toBe(
      shiftsBefore,
    );
    expect(
      await count(
        `select count(*)::int as n from shifts where driver_id = '${diego.driverId}' and approval = 'approved'`,
      ),
    ).toBe(approvedBefore);
    expect(
      await count(`select count(*)::int as n from invoices where organisation_id = '${DEMO_ORGANISATION_ID}'`),
    ).toBe(invoicesBefore);
    // The recent positions stay for the payroll not yet paid; the old ones are gone.
    const left = await inDemo<{ recorded_at: Date }>(
      `select recorded_at from positions where driver_id = '${diego.driverId}'`,
    );
    expect(left).toHaveLength(2);
    for (const row of left) expect(Date.now() - new Date(row.recorded_at).getTime()).toBeLessThan(3 * DAY_MS);

    // The app's token is refused at once, and the password signs no one in.
    const sync = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${diego.token}` },
    });
    expect(sync.statusCode).toBe(401);
    const browser = new Browser(t.app);
    const { pageUrl } = await startSignIn(browser, { clientId: 'driver' });
    expect((await browser.post(pageUrl, { login: 'driver1@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(401);
  });

  it("replaces an office user's name and email and ends their sign-in", async () => {
    const token = (await signInWithPassword(t.app, 'user@demo.test', DEMO_PASSWORD)).access_token;
    const [ulla] = await inDemo<{ id: string }>(`select id from users where username = 'user@demo.test'`);
    const response = await erase(`/api/organisation/${DEMO_ORGANISATION_ID}/users/${ulla!.id}/erase`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      pseudonym: expect.stringMatching(/^Erased user [2-9A-Z]{6}$/),
      positionsRemoved: 0,
    });
    const users = await t.app.inject({ method: 'GET', url: '/api/organisation/users', headers: admin });
    expect(JSON.stringify(users.json())).not.toMatch(/Ulla|user@demo\.test/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
