import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, feedExternalId, readFeedTasks, registerKey } from './task-feed-format';
import { taskInputSchema } from './task.schemas';

const FEED_ID = '3f2a9b1c-0000-4000-8000-000000000001';
const VEHICLE_ID = '3f2a9b1c-0000-4000-8000-000000000002';

const valid = {
  id: 'T-1001',
  start: '2026-11-02T08:00:00+02:00',
  end: '2026-11-02T10:30:00+02:00',
  vehicle: 'abc 123',
  km: 180.04,
  income: 600.005,
  otherCosts: 24.5,
};

/** Any task a feed may send within the format's limits, with fields we do not read. */
const feedTask = fc.record(
  {
    id: fc.oneof(
      fc.string({ minLength: 1, maxLength: 63 }).filter((s) => s.trim() !== ''),
      fc.nat(),
    ),
    startMs: fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2030-01-01') }),
    minutes: fc.integer({ min: 1, max: 60 * 48 }),
    vehicle: fc.constantFrom('ABC-123', 'xyz 9', 'Ö-1'),
    driver: fc.option(fc.string({ maxLength: 200 }), { nil: null }),
    description: fc.option(fc.string({ maxLength: 1000 })),
    pickup: fc.option(fc.string({ maxLength: 300 }), { nil: null }),
    km: fc.double({ min: 0, max: 100_000, noNaN: true }),
    income: fc.double({ min: -100_000_000, max: 100_000_000, noNaN: true }),
    otherCosts: fc.option(fc.double({ min: 0, max: 100_000_000, noNaN: true }), { nil: null }),
    weightKg: fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true })),
    pallets: fc.option(fc.integer({ min: 0, max: 10_000 })),
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: ['id', 'startMs', 'minutes', 'vehicle', 'km', 'income'] },
);
type GeneratedTask = typeof feedTask extends fc.Arbitrary<infer T> ? T : never;
const toWire = ({ startMs, minutes, ...task }: GeneratedTask) => ({
  ...task,
  start: new Date(startMs).toISOString(),
  end: new Date(startMs + minutes * 60_000).toISOString(),
});

describe('a task feed answer', () => {
  it('becomes tasks in the tasks table’s units: instants in UTC, km to 0.1, money to the cent', () => {
    const { tasks, skipped } = readFeedTasks([valid]);
    expect(skipped).toEqual([]);
    expect(tasks).toEqual([
      {
        id: 'T-1001',
        start: '2026-11-02T06:00:00.000Z',
        end: '2026-11-02T08:30:00.000Z',
        vehicle: 'abc 123',
        driver: '',
        customer: null,
        description: '',
        pickup: '',
        delivery: '',
        km: 180,
        income: 600.01,
        otherCosts: 24.5,
        weightKg: null,
        pallets: null,
      },
    ]);
  });

  it('skips a task it cannot read, naming it and the field, and keeps the rest', () => {
    const { tasks, skipped } = readFeedTasks([
      { ...valid, id: 'A', km: -1 },
      { ...valid, id: 7 },
      { ...valid, id: 'B', end: valid.start },
      { ...valid, id: undefined },
      { ...valid, id: 7, income: 1 },
      'not a task',
    ]);
    expect(tasks.map((task) => task.id)).toEqual(['7']);
    expect(skipped).toEqual([
      { externalId: 'A', reason: 'invalidTask', detail: 'km' },
      { externalId: 'B', reason: 'invalidTask', detail: 'end' },
      { externalId: '#4', reason: 'invalidTask', detail: 'id' },
      { externalId: '7', reason: 'duplicateId', detail: 'id' },
      { externalId: '#6', reason: 'invalidTask', detail: 'task' },
    ]);
  });

  it('reads a customer’s business id when it checks out, and leaves it out when it does not', () => {
    const { tasks } = readFeedTasks([
      { ...valid, id: '1', customer: { name: 'Asiakas Oy', businessId: 'FI07375462' } },
      { ...valid, id: '2', customer: { name: 'Toinen Oy', businessId: '0737546-3' } },
    ]);
    expect(tasks.map((task) => task.customer)).toEqual([
      { name: 'Asiakas Oy', businessId: '0737546-2' },
      { name: 'Toinen Oy', businessId: null },
    ]);
  });

  it('needs a list of tasks; the next page is optional', () => {
    expect(feedAnswerSchema.safeParse({ tasks: [] }).success).toBe(true);
    expect(feedAnswerSchema.safeParse({ tasks: [], next: 'https://feed.example/2' }).success).toBe(true);
    expect(feedAnswerSchema.safeParse({ items: [] }).success).toBe(false);
    expect(feedAnswerSchema.safeParse([valid]).success).toBe(false);
  });

  it('matches register numbers without case, spaces or hyphens', () => {
    expect(registerKey('abc 123')).toBe(registerKey('ABC-123'));
    expect(registerKey('Ö-1')).toBe('Ö1');
  });

  it('property: every task the format accepts is a task POST /api/tasks would accept', () => {
    fc.assert(
      fc.property(feedTask, (wire) => {
        const { tasks, skipped } = readFeedTasks([toWire(wire)]);
        expect(skipped).toEqual([]);
        const task = tasks[0]!;
        const input = taskInputSchema.safeParse({
          vehicleId: VEHICLE_ID,
          start: task.start,
          end: task.end,
          km: task.km,
          income: task.income,
          otherCosts: task.otherCosts,
          description: task.description,
          pickup: task.pickup,
          delivery: task.delivery,
          weightKg: task.weightKg,
          pallets: task.pallets,
          source: 'external',
          externalId: feedExternalId(FEED_ID, task.id),
        });
        expect(input.error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it('property: a list is read whole, each item either a task or a skip, the valid ones in order', () => {
    const item = fc.oneof(feedTask.map(toWire), fc.jsonValue({ maxDepth: 2 }));
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const { tasks, skipped } = readFeedTasks(items);
        expect(tasks.length + skipped.length).toBe(items.length);
        expect(new Set(tasks.map((task) => task.id)).size).toBe(tasks.length);
      }),
    );
  });
});
