import type { Kysely } from 'kysely';
import { localDateOf, occurrenceDue, roundKm, type FleetItemCreate } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant, type Tx } from '../db/tenant';
import { fleetItemsRepository as items } from '../fleet/fleet-items.repository';
import { addDays } from './seed-dates';

const ZONE = 'Europe/Helsinki';
const DAY_MS = 86_400_000;
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Hand-typed readings for the vehicles the demo's shifts do not drive: km at the seeding and km a day. */
const TYPED_ODOMETERS: { vehicleId: string; km: number; perDay: number }[] = [
  { vehicleId: demoId(405), km: 212_400, perDay: 180 },
  { vehicleId: demoId(406), km: 388_950, perDay: 420 },
];

/** One demo item: the vehicle, what it is, and when it falls due relative to the seeding (days, or km past the current). */
interface DemoItem {
  vehicleId: string;
  item: (today: string, km: number) => FleetItemCreate;
  /** Occurrences completed before the seeding: date and km of each, days before today. */
  completedDaysAgo?: number[];
}

const time = (
  vehicleId: string,
  type: FleetItemCreate['type'],
  dueInDays: number,
  description: string,
  cost: number,
  repeatEvery: { unit: 'day' | 'week' | 'month'; count: number } | null = null,
): DemoItem['item'] => {
  return (today) => ({
    vehicleId,
    type,
    cost,
    description,
    plan: { dueType: 'time', dueDate: addDays(today, dueInDays), repeatEvery, repeatUntil: null },
  });
};

const distance = (
  vehicleId: string,
  firstKmFromNow: number,
  intervalKm: number,
  description: string,
  cost: number,
): DemoItem['item'] => {
  return (_today, km) => {
    const firstKm = roundKm(Math.round((km + firstKmFromNow) / 100) * 100);
    return {
      vehicleId,
      type: 'maintenance',
      cost,
      description,
      plan: { dueType: 'distance', firstKm, lastKm: firstKm + 10 * intervalKm, intervalKm },
    };
  };
};

/**
 * Every state on the fleet-management page: a service due soon by km and one overdue, an
 * inspection overdue and one due soon, tyre changes and a tachograph check pending, and a
 * repeating service already done once (its next occurrence open), so undo has something to restore.
 */
const DEMO_ITEMS: DemoItem[] = [
  { vehicleId: demoId(401), item: distance(demoId(401), 900, 60_000, 'Engine service, oil and filters', 1_450) },
  {
    vehicleId: demoId(402),
    item: time(demoId(402), 'inspection', -5, 'Annual inspection', 320, { unit: 'month', count: 12 }),
  },
  { vehicleId: demoId(402), item: distance(demoId(402), 22_000, 90_000, 'Gearbox oil change', 780) },
  {
    vehicleId: demoId(403),
    item: time(demoId(403), 'tyreChange', 40, 'Winter to summer tyres', 260, { unit: 'month', count: 6 }),
  },
  {
    vehicleId: demoId(404),
    item: time(demoId(404), 'maintenance', -80, 'Battery coolant and brake check', 390, { unit: 'month', count: 3 }),
    completedDaysAgo: [78],
  },
  { vehicleId: demoId(405), item: time(demoId(405), 'inspection', 10, 'Crane inspection (lifting equipment)', 540) },
  { vehicleId: demoId(406), item: distance(demoId(406), -350, 100_000, 'Retarder and brake service', 2_100) },
  {
    vehicleId: demoId(407),
    item: time(demoId(407), 'inspection', 25, 'Reefer unit ATP check', 410, { unit: 'month', count: 12 }),
  },
  { vehicleId: demoId(408), item: time(demoId(408), 'tyreChange', 120, 'Trailer tyres', 1_800) },
];

async function seedTypedReadings(tx: Tx, org: string, now: Date): Promise<number> {
  let added = 0;
  for (const odometer of TYPED_ODOMETERS) {
    // A reading every week for six weeks, the last two days ago.
    for (let week = 5; week >= 0; week -= 1) {
      const daysAgo = 2 + week * 7;
      await items.insertReading(tx, org, {
        vehicleId: odometer.vehicleId,
        at: new Date(now.getTime() - daysAgo * DAY_MS),
        km: odometer.km - daysAgo * odometer.perDay,
        source: 'manual',
        by: null,
      });
      added += 1;
    }
  }
  return added;
}

/**
 * The demo's fleet upkeep (issue 25): typed odometer readings for the two vehicles without
 * shifts and the items of DEMO_ITEMS, due relative to the seeding day and each vehicle's km
 * (the shifts' km are readings already). Added only when the organisation has no fleet item.
 */
export async function seedDemoFleet(db: Kysely<Database>, organisationId: string, now: Date): Promise<string[]> {
  const org = organisationId;
  return withTenant(db, org, async (tx) => {
    if (await tx.selectFrom('fleet_item_series').select('id').where('organisation_id', '=', org).executeTakeFirst())
      return [];
    const readings = await seedTypedReadings(tx, org, now);
    const vehicleIds = [...new Set(DEMO_ITEMS.map((demo) => demo.vehicleId))];
    // Either kind reads right; the seed's few rows need no choosing.
    const known = await items.readings(tx, org, vehicleIds, now, 'pglite');
    const today = localDateOf(now.getTime(), ZONE);
    for (const demo of DEMO_ITEMS) {
      const km = known.find((row) => row.vehicle_id === demo.vehicleId)?.latest_km ?? 0;
      const item = demo.item(today, km);
      const seriesId = await items.insertSeries(tx, org, item);
      const done = demo.completedDaysAgo ?? [];
      for (const [sequence, daysAgo] of done.entries()) {
        const id = await items.insertOccurrence(tx, org, seriesId, sequence, occurrenceDue(item.plan, sequence));
        await items.setCompletion(tx, org, id, { date: addDays(today, -daysAgo), km: null, cost: item.cost, by: null });
      }
      await items.insertOccurrence(tx, org, seriesId, done.length, occurrenceDue(item.plan, done.length));
    }
    return [`${DEMO_ITEMS.length} fleet items`, `${readings} odometer readings`];
  });
}
