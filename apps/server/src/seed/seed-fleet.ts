import { sql, type Kysely } from 'kysely';
import { kmAt, localDateOf, occurrenceDue, refuelFuelOf, roundKm, type FleetItemCreate } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant, type Tx } from '../db/tenant';
import { fleetItemsRepository as items } from '../fleet/fleet-items.repository';
import { demoId } from './demo-organisation-data';
import { addDays, DAY_MS } from './seed-dates';

const ZONE = 'Europe/Helsinki';

/** Hand-typed readings: km at the seeding and km a day, for a vehicle without shifts. */
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
  {
    vehicleId: demoId(401),
    item: distance(demoId(401), 900, 60_000, 'Määräaikaishuolto, öljyt ja suodattimet', 1_450),
  },
  {
    vehicleId: demoId(402),
    item: time(demoId(402), 'inspection', -5, 'Määräaikaiskatsastus', 320, { unit: 'month', count: 12 }),
  },
  { vehicleId: demoId(402), item: distance(demoId(402), 22_000, 90_000, 'Vaihdelaatikon öljynvaihto', 780) },
  {
    vehicleId: demoId(403),
    item: time(demoId(403), 'tyreChange', 40, 'Kesärenkaiden vaihto', 260, { unit: 'month', count: 6 }),
  },
  {
    vehicleId: demoId(404),
    item: time(demoId(404), 'maintenance', -80, 'Akuston jäähdytys ja jarrut', 390, { unit: 'month', count: 3 }),
    completedDaysAgo: [78],
  },
  { vehicleId: demoId(405), item: time(demoId(405), 'inspection', 10, 'Nosturin määräaikaistarkastus', 540) },
  { vehicleId: demoId(406), item: distance(demoId(406), -350, 100_000, 'Hidastin- ja jarruhuolto', 2_100) },
  {
    vehicleId: demoId(407),
    item: time(demoId(407), 'inspection', 25, 'Kylmälaitteen ATP-tarkastus', 410, { unit: 'month', count: 12 }),
  },
  { vehicleId: demoId(408), item: time(demoId(408), 'tyreChange', 120, 'Perävaunun renkaat', 1_800) },
];

/**
 * A reading typed every week for six weeks, the last two days ago. A vehicle the demo's shifts
 * drove reads what its shifts' odometer says then (a typed reading must not contradict the
 * shifts' km, or consumption and forecasts would be nonsense); a week before its first shift has
 * no reading.
 */
async function seedTypedReadings(tx: Tx, org: string, now: Date): Promise<number> {
  let added = 0;
  for (const odometer of TYPED_ODOMETERS) {
    const shiftReadings = await tx
      .selectFrom('odometer_readings')
      .select(['at', 'km'])
      .where('organisation_id', '=', org)
      .where('vehicle_id', '=', odometer.vehicleId)
      .where('source', '=', 'shift')
      .orderBy('at')
      .execute();
    const readings = shiftReadings.map((row) => ({ at: new Date(row.at).getTime(), km: Number(row.km) }));
    for (let week = 5; week >= 0; week -= 1) {
      const at = now.getTime() - (2 + week * 7) * DAY_MS;
      const km =
        readings.length > 0 ? kmAt(readings, at) : odometer.km - ((now.getTime() - at) / DAY_MS) * odometer.perDay;
      if (km === undefined) continue;
      await items.insertReading(tx, org, {
        vehicleId: odometer.vehicleId,
        at: new Date(at),
        km: Math.round(km),
        source: 'manual',
        by: null,
      });
      added += 1;
    }
  }
  return added;
}

/** The pump prices of the demo's refuels, per unit. */
const PRICES: Record<number, number> = { 0: 1.76, 1: 0.21, 3: 2.05, 6: 1.48 };
/** A vehicle is refuelled once it has burnt this much since the last time. */
const TANK_REFILL = 350;

/**
 * Refuels from the demo shifts' consumption: each vehicle is filled up at the end of the shift
 * that takes its burn since the last fill past TANK_REFILL, in its fuel's unit at the pump price,
 * so the emissions report measures the months the vehicles drove.
 */
async function seedRefuels(tx: Tx, org: string): Promise<number> {
  const shifts = await tx
    .selectFrom('shifts as s')
    .innerJoin('shift_vehicles as sv', (join) =>
      join.onRef('sv.organisation_id', '=', 's.organisation_id').onRef('sv.shift_id', '=', 's.id'),
    )
    .innerJoin('vehicles as v', (join) =>
      join.onRef('v.organisation_id', '=', 'sv.organisation_id').onRef('v.id', '=', 'sv.vehicle_id'),
    )
    .select(['sv.vehicle_id', 'v.fuel_type', 's.end_at', 's.consumption_litres'])
    .where('s.organisation_id', '=', org)
    .where('sv.position', '=', 0)
    .where('s.end_at', 'is not', null)
    .where('s.consumption_litres', '>', 0)
    .orderBy('s.end_at')
    .execute();
  const burnt = new Map<string, number>();
  let added = 0;
  for (const shift of shifts) {
    const total = (burnt.get(shift.vehicle_id) ?? 0) + (shift.consumption_litres ?? 0);
    if (total < TANK_REFILL || !shift.end_at) {
      burnt.set(shift.vehicle_id, total);
      continue;
    }
    burnt.set(shift.vehicle_id, 0);
    await tx
      .insertInto('refuels')
      .values({
        organisation_id: org,
        vehicle_id: shift.vehicle_id,
        at: new Date(new Date(shift.end_at).getTime() - 20 * 60_000),
        fuel_type: refuelFuelOf(shift.fuel_type)?.value ?? 0,
        amount: Math.round(total * 10) / 10,
        unit: refuelFuelOf(shift.fuel_type)?.unit ?? 'l',
        price_per_unit: PRICES[shift.fuel_type] ?? null,
        source: 'card',
        created_by: null,
      })
      .execute();
    added += 1;
  }
  return added;
}

/**
 * Tank sizes of the demo's motor vehicles (a battery's kWh for the electric ones), and a fuel-card
 * refuel the checks flag: 760 l into a 700 l tank, fifty minutes after a diesel truck was filled.
 */
async function seedTanksAndFlaggedRefuel(tx: Tx, org: string): Promise<void> {
  await sql`
    insert into vehicle_tanks (organisation_id, vehicle_id, capacity)
    select organisation_id, id, case fuel_type when 1 then 400 when 6 then 500 else 700 end
    from vehicles where organisation_id = ${org} and vehicle_class not in (5, 6)
    on conflict do nothing`.execute(tx);
  const last = await tx
    .selectFrom('refuels')
    .select(['vehicle_id', 'at'])
    .where('organisation_id', '=', org)
    .where('fuel_type', '=', 0)
    .orderBy('at', 'desc')
    .executeTakeFirst();
  if (!last) return;
  await tx
    .insertInto('refuels')
    .values({
      organisation_id: org,
      vehicle_id: last.vehicle_id,
      at: new Date(new Date(last.at).getTime() + 50 * 60_000),
      fuel_type: 0,
      amount: 760,
      unit: 'l',
      price_per_unit: PRICES[0] ?? null,
      source: 'card',
      created_by: null,
    })
    .execute();
}

/** Pump prices over the last five months, oldest first (€ per unit): the fuel page's history chart. */
const PRICE_HISTORY: { fuelType: number; prices: number[] }[] = [
  { fuelType: 0, prices: [1.84, 1.79, 1.81, 1.74, 1.76] },
  { fuelType: 3, prices: [2.12, 2.09, 2.1, 2.02, 2.05] },
  { fuelType: 6, prices: [1.39, 1.42, 1.51, 1.46, 1.48] },
];

/** The prices and their changes a month apart, the last one today; none when the organisation has prices. */
async function seedFuelPrices(tx: Tx, org: string, now: Date): Promise<number> {
  if (await tx.selectFrom('fuel_prices').select('id').where('organisation_id', '=', org).executeTakeFirst()) return 0;
  for (const { fuelType, prices } of PRICE_HISTORY) {
    const last = prices.at(-1) ?? 0;
    const { id } = await tx
      .insertInto('fuel_prices')
      .values({ organisation_id: org, fuel_type: fuelType, currency: 'EUR', price: last, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('fuel_price_history')
      .values(
        prices.map((price, index) => ({
          organisation_id: org,
          fuel_price_id: id,
          fuel_type: fuelType,
          currency: 'EUR' as const,
          price,
          changed_by: null,
          changed_at: new Date(now.getTime() - (prices.length - 1 - index) * 30 * DAY_MS),
        })),
      )
      .execute();
  }
  return PRICE_HISTORY.length;
}

/**
 * The demo's fleet upkeep (issue 25): typed odometer readings for two vehicles and the items of DEMO_ITEMS, due relative to the seeding day and each vehicle's km
 * (the shifts' km are readings already), refuels from the shifts' consumption, and fuel prices
 * with five months' history. Added only
 * when the organisation has no fleet item.
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
    const refuels = await seedRefuels(tx, org);
    await seedTanksAndFlaggedRefuel(tx, org);
    const prices = await seedFuelPrices(tx, org, now);
    return [
      `${DEMO_ITEMS.length} fleet items`,
      `${readings} odometer readings`,
      `${refuels + 1} refuels, one of them flagged, and tank sizes`,
      ...(prices > 0 ? [`${prices} fuel prices with their history`] : []),
    ];
  });
}
