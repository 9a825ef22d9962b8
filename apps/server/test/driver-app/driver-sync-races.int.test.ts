import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import {
  daysFromNow,
  type DriverApi,
  events,
  groupDriver,
  newKey,
  openDriverSuite,
  snapshot,
  type SyncJson,
} from './driver-fixtures';

/**
 * Exactly once under retries that overlap: on PostgreSQL (TEST_DATABASE_URL) the requests run
 * in parallel transactions; on the embedded database one after the other.
 */
let t: TestApp;
let own: TestTenant;
let phone: DriverApi;
let driver: TestUser;

beforeAll(async () => {
  ({ t, own, phone } = await openDriverSuite());
  driver = (await groupDriver(t, own, 'Hanna')).user;
});
afterAll(() => t.close());

const storedShifts = (clientKey: string) =>
  withTenant(t.database.db, own.organisationId, (tx) =>
    tx
      .selectFrom('shifts')
      .select(['id', 'end_km'])
      .where('organisation_id', '=', own.organisationId)
      .where('client_key', '=', clientKey)
      .execute(),
  );

/** The n-th snapshot of a shift: one more event each time, the last one ended, the km reading after it. */
const nth = (clientKey: string, seq: number, count: number) => {
  const spans = Array.from({ length: seq }, (_, i): [number, number | null, number] => [
    600 - i * 60,
    seq === count || i < seq - 1 ? 600 - (i + 1) * 60 : null,
    i % 2 === 0 ? 1 : 2,
  ]);
  return snapshot(clientKey, seq, events(...spans), { startKm: 1000, endKm: 1000 + seq * 10 });
};

describe('the same batch sent three times at once', () => {
  it('stores one shift and one absence, and every answer says the same of each key', async () => {
    const key = newKey();
    const batch = [
      nth(key, 1, 3),
      nth(key, 2, 3),
      {
        key: newKey(),
        kind: 'createAbsence',
        absence: {
          clientKey: newKey(),
          workType: 15,
          kind: 'absence',
          startDate: daysFromNow(40),
          endDate: daysFromNow(41),
        },
      },
    ];
    const answers = await Promise.all([1, 2, 3].map(() => phone.sync(driver, batch)));

    expect(await storedShifts(key)).toHaveLength(1);
    for (const [index, operation] of batch.entries()) {
      const results = answers.map((answer) => answer.results[index]!);
      expect(results.every((result) => result.key === operation.key)).toBe(true);
      expect(results.map((result) => result.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
      expect(new Set(results.map(({ outcome: _, ...rest }) => JSON.stringify(rest))).size).toBe(1);
    }
    const absenceId = answers[0]!.results[2]!.itemId;
    const absences = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .selectFrom('absences')
        .select('id')
        .where('organisation_id', '=', own.organisationId)
        .where('id', '=', absenceId!)
        .execute(),
    );
    expect(absences).toHaveLength(1);
  });

  it('keeps the newer of two snapshots of a new shift that arrive at once under their own keys', async () => {
    const key = newKey();
    const [first, second] = await Promise.all([
      phone.sync(driver, [nth(key, 1, 2)]),
      phone.sync(driver, [nth(key, 2, 2)]),
    ]);
    expect([first!.results[0]!.outcome, second!.results[0]!.outcome]).toEqual(expect.arrayContaining(['applied']));
    expect(await storedShifts(key)).toEqual([{ id: second!.results[0]!.itemId, end_km: 1020 }]);
  });
});

describe('any interleaving of repeated deliveries of a snapshot sequence', () => {
  it("ends with the last snapshot's content, in one shift", async () => {
    const schedule = fc
      .integer({ min: 2, max: 4 })
      .chain((count) =>
        fc.record({
          count: fc.constant(count),
          extra: fc.array(fc.integer({ min: 1, max: count }), { maxLength: count }),
          batchSize: fc.integer({ min: 1, max: 3 }),
          parallel: fc.boolean(),
        }),
      )
      .chain((plan) =>
        fc
          .shuffledSubarray([...Array.from({ length: plan.count }, (_, i) => i + 1), ...plan.extra], {
            minLength: plan.count + plan.extra.length,
          })
          .map((order) => ({ ...plan, order })),
      );

    await fc.assert(
      fc.asyncProperty(schedule, async ({ count, order, batchSize, parallel }) => {
        const key = newKey();
        const batches: unknown[][] = [];
        for (let i = 0; i < order.length; i += batchSize)
          batches.push(order.slice(i, i + batchSize).map((seq) => nth(key, seq, count)));
        const send = (batch: unknown[]) => phone.sync(driver, batch);
        const answers: SyncJson[] = parallel ? await Promise.all(batches.map(send)) : [];
        if (!parallel) for (const batch of batches) answers.push(await send(batch));

        const outcomes = answers.flatMap((answer) => answer.results.map((result) => result.outcome));
        expect(outcomes.every((outcome) => ['applied', 'duplicate', 'stale'].includes(outcome))).toBe(true);
        const stored = await storedShifts(key);
        expect(stored).toEqual([{ id: expect.any(String), end_km: 1000 + count * 10 }]);
        const last = (await phone.sync(driver, [])).shifts.find((shift) => shift.clientKey === key)!;
        expect(last.events).toHaveLength(count);
        expect(last.status).toBe('completed');
      }),
      { numRuns: 12 },
    );
  });
});
