import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateTo, migrateToLatest } from '../../src/db/migrate';
import { openFreshDatabase } from '../helpers/fresh-database';

/**
 * Migration 0026 on data from before it: a shift the driver app linked to a route id that names
 * no route keeps it (shifts.route_id stays without a key, so an offline phone's upload is never
 * refused); tasks get a route_id whose key holds it to the organisation's own routes. Runs on a
 * fresh embedded database, or a fresh database of the run's PostgreSQL.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database?.close());

describe('migration 0026', () => {
  it('keeps the route ids shifts already carry, and holds tasks to routes of their own organisation', async () => {
    const { db } = database;
    await migrateTo(db, '0025-task-feeds');
    const [org, otherOrg, dangling] = [randomUUID(), randomUUID(), randomUUID()];
    for (const [id, name] of [
      [org, 'Old data'],
      [otherOrg, 'Other'],
    ])
      await sql`insert into organisations (id, name, currency, features) values (${id}, ${name}, 'EUR', '{}')`.execute(
        db,
      );
    const { rows: drivers } = await sql<{ id: string }>`
      insert into drivers (organisation_id, first_name, last_name, employee_number, username)
      values (${org}, 'Old', 'Driver', '', ${`old.${org.slice(0, 8)}`}) returning id`.execute(db);
    await sql`
      insert into shifts (organisation_id, client_key, driver_id, route_id, start_at, end_at)
      values (${org}, 'phone:1', ${drivers[0]!.id}, ${dangling}, '2026-03-02T05:00:00Z', '2026-03-02T09:00:00Z')`.execute(
      db,
    );

    await migrateToLatest(db);

    const { rows: shifts } = await sql<{ route_id: string }>`select route_id from shifts`.execute(db);
    expect(shifts).toEqual([{ route_id: dangling }]);
    const { rows: vehicles } = await sql<{ id: string }>`
      insert into vehicles (organisation_id, register_number, vehicle_class) values (${org}, 'OLD-1', 3) returning id`.execute(
      db,
    );
    const { rows: routes } = await sql<{ id: string; organisation_id: string }>`
      insert into routes (organisation_id, name) values (${org}, 'Own'), (${otherOrg}, 'Theirs')
      returning id, organisation_id`.execute(db);
    const routeOf = (organisation: string) => routes.find((route) => route.organisation_id === organisation)!.id;
    const task = (routeId: string) =>
      sql`
      insert into tasks (organisation_id, start_at, end_at, vehicle_id, km, income, time_cost_per_hour, distance_cost_per_km, route_id)
      values (${org}, '2026-03-02T05:00:00Z', '2026-03-02T09:00:00Z', ${vehicles[0]!.id}, 100, 500, 60, 1, ${routeId})`.execute(
        db,
      );
    await task(routeOf(org));
    await expect(task(routeOf(otherOrg))).rejects.toThrow(/foreign key/);
    await expect(task(dangling)).rejects.toThrow(/foreign key/);
    // A route with tasks cannot be removed behind the service's back either.
    await expect(sql`delete from routes where id = ${routeOf(org)}`.execute(db)).rejects.toThrow(/foreign key/);
  });
});
