/** A task as the feed format writes it (docs/decisions/0025-external-task-feed.md). */
export interface FeedTaskWire {
  id: string;
  start: string;
  end: string;
  vehicle: string;
  driver?: string;
  customer?: { name: string; businessId?: string };
  description?: string;
  pickup?: string;
  delivery?: string;
  km: number;
  income: number;
  otherCosts?: number;
  weightKg?: number;
  pallets?: number;
}

export interface FeedTaskOptions {
  count: number;
  seed: number;
  /** Register numbers the tasks are driven with, in turn. */
  vehicles: readonly string[];
  /** Employee numbers (or names) of drivers, in turn; none by default. */
  drivers: readonly string[];
  /** The first task's start; one task every 6 hours after it. */
  from: number;
}

/** Real business ids with their check digits (Finnish Y-tunnus, Swedish organisationsnummer). */
const CUSTOMERS = [
  { name: 'Pohjolan Tukku Oy', businessId: '0737546-2' },
  { name: 'Satamalogistiikka Oy', businessId: '2345678-0' },
  { name: 'Nordic Bygg AB', businessId: '556036-0793' },
  { name: 'Kauppa Virtanen' },
] as const;
const PLACES = ['Helsinki', 'Tampere', 'Turku', 'Lahti', 'Kotka', 'Oulu', 'Stockholm', 'Uppsala'] as const;

/** Park and Miller's minimal standard generator: the same seed gives the same tasks. */
function seededRandom(seed: number): () => number {
  let state = (Math.abs(Math.trunc(seed)) % 2_147_483_646) + 1;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const HOUR_MS = 3_600_000;

/** `count` tasks, ids `T-0001`…, driven by the vehicles (and drivers) in turn, priced as a haulier would bill. */
export function makeFeedTasks(options: FeedTaskOptions): FeedTaskWire[] {
  const random = seededRandom(options.seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return Array.from({ length: options.count }, (_, i) => {
    const start = options.from + i * 6 * HOUR_MS;
    const hours = between(4, 20) / 4;
    const km = between(30, 420);
    const pickup = PLACES[between(0, PLACES.length - 1)]!;
    const delivery = PLACES[(PLACES.indexOf(pickup) + between(1, PLACES.length - 1)) % PLACES.length]!;
    const customer = CUSTOMERS[i % CUSTOMERS.length]!;
    const tolls = random() < 0.2 ? cents(between(800, 4_500) / 100) : undefined;
    return {
      id: `T-${String(i + 1).padStart(4, '0')}`,
      start: new Date(start).toISOString(),
      end: new Date(start + hours * HOUR_MS).toISOString(),
      vehicle: options.vehicles[i % options.vehicles.length]!,
      ...(options.drivers.length ? { driver: options.drivers[i % options.drivers.length]! } : {}),
      customer: { ...customer },
      description: `${pickup} → ${delivery}`,
      pickup,
      delivery,
      km,
      income: cents(km * 2.15 + hours * 48),
      ...(tolls !== undefined ? { otherCosts: tolls } : {}),
      weightKg: between(5, 250) * 100,
      pallets: between(0, 33),
    };
  });
}
