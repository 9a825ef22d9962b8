import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, shiftsTenant } from './shift-fixtures';

/**
 * The period list reads each shift's event totals instead of its events (migration 0008). The
 * triggers must keep them right for any writer: rows inserted, changed, moved to another shift
 * and deleted, one at a time or many in one statement.
 */
let t: TestApp;
let tenant: TestTenant;
let driverId: string;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await shiftsTenant(t);
  driverId = await addDriver(t.context, tenant, { firstName: 'Totals', lastName: 'Tester' });
});
afterAll(() => t.close());

const at = (time: string) => new Date(`2026-11-02T${time}:00Z`);

describe('shift event totals', () => {
  it('follow inserts, changes, moves and removals of events', async () => {
    await withTenant(t.context.database.db, tenant.organisationId, async (tx) => {
      const organisation_id = tenant.organisationId;
      const newShift = async (key: string) =>
        (
          await tx
            .insertInto('shifts')
            .values({
              organisation_id,
              client_key: key,
              driver_id: driverId,
              start_at: at('06:00'),
              end_at: null,
              bonuses: '[]',
              daily_allowance: 0,
              approval: 'unapproved',
              route_id: null,
              planned_shift_id: null,
              start_km: null,
              end_km: null,
              consumption_litres: null,
              before_driver_edit: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const first = await newShift('totals-1');
      const second = await newShift('totals-2');
      const totals = async () =>
        Object.fromEntries(
          (
            await tx
              .selectFrom('shifts')
              .select(['id', 'ended_event_seconds', 'running_event_since'])
              .where('id', 'in', [first, second])
              .execute()
          ).map((row) => [
            row.id === first ? 'first' : 'second',
            {
              seconds: Number(row.ended_event_seconds),
              running: row.running_event_since ? new Date(row.running_event_since).toISOString() : null,
            },
          ]),
        );

      // Three events in one statement: 2 h + 30 min ended, one running since 08:30.
      await tx
        .insertInto('shift_events')
        .values([
          { organisation_id, shift_id: first, work_type: 1, start_at: at('06:00'), end_at: at('08:00'), answer: null },
          { organisation_id, shift_id: first, work_type: 5, start_at: at('08:00'), end_at: at('08:30'), answer: null },
          { organisation_id, shift_id: first, work_type: 2, start_at: at('08:30'), end_at: null, answer: null },
        ])
        .execute();
      expect(await totals()).toEqual({
        first: { seconds: 9000, running: '2026-11-02T08:30:00.000Z' },
        second: { seconds: 0, running: null },
      });

      // The running event ends at 09:00 (+30 min); the break moves to the second shift.
      await tx
        .updateTable('shift_events')
        .set({ end_at: at('09:00') })
        .where('shift_id', '=', first)
        .where('end_at', 'is', null)
        .execute();
      await tx
        .updateTable('shift_events')
        .set({ shift_id: second })
        .where('shift_id', '=', first)
        .where('work_type', '=', 5)
        .execute();
      expect(await totals()).toEqual({
        first: { seconds: 9000, running: null },
        second: { seconds: 1800, running: null },
      });

      await tx
        .deleteFrom('shift_events')
        .where('shift_id', 'in', [first, second])
        .where('work_type', '!=', 1)
        .execute();
      expect(await totals()).toEqual({
        first: { seconds: 7200, running: null },
        second: { seconds: 0, running: null },
      });
    });
  });
});
