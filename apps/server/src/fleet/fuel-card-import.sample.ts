import { FUEL_TYPES, localMidnight, shiftCalendarDate, zoneOffsetMinutes, type CsvValue } from '@rahti/domain';
import type { StoredRefuelRow } from './fuel-card-import.repository';

const DAY_MS = 86_400_000;
/** How many days back the sample's card rows go, ending yesterday. */
export const SAMPLE_DAYS = 30;
/** A register number no organisation's vehicle has: the row the user leaves out or corrects. */
const UNKNOWN_PLATE = 'VUO-512';

/** How a card company names its products (Neste's, as Finnish hauliers' exports show them). */
const PRODUCTS: Record<number, string> = {
  0: 'Neste Pro Diesel',
  1: 'Sähkö, lataus',
  2: 'Polttoöljy',
  3: 'Neste MY Uusiutuva Diesel',
  4: 'AdBlue',
  5: 'CNG',
  6: 'LNG',
  7: 'Biokaasu',
  8: 'Bio-LNG',
};
const PRICES: Record<number, number> = {
  0: 1.789,
  1: 0.219,
  2: 1.259,
  3: 2.049,
  4: 0.89,
  5: 1.62,
  6: 1.479,
  7: 1.71,
  8: 1.69,
};

export interface SampleFacts {
  vehicles: readonly { id: string; register_number: string; fuel_type: number }[];
  /** The organisation's refuels of the sample's days: some card rows repeat them. */
  refuels: readonly StoredRefuelRow[];
  zone: string;
  /** The organisation's local date today. */
  today: string;
}

/** The sample's days: [localMidnight(today − SAMPLE_DAYS), localMidnight(today)). */
export function sampleWindow(today: string, zone: string): { from: Date; until: Date } {
  return {
    from: new Date(localMidnight(shiftCalendarDate(today, -SAMPLE_DAYS), zone)),
    until: new Date(localMidnight(today, zone)),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "29.11.2026" and "14:05" of an instant in the zone. */
function wallCells(instant: number, zone: string): [string, string] {
  const wall = new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000);
  const date = `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`;
  return [date, `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`];
}

/** A refuel's fuel as cards sell it: biodiesel (9) is renewable diesel. */
const cardFuel = (fuelType: number) => (fuelType === 9 ? 3 : fuelType);
const unitOf = (fuelType: number) => FUEL_TYPES.find((fuel) => fuel.value === cardFuel(fuelType))?.unit ?? 'l';

/**
 * A month of an organisation's fuel-card transactions, as its card company would export them
 * (the demo's "fuel-card file to import", issue 25): each stored refuel of the last 30 days again
 * as the pump saw it (4 minutes later, to the hundredth of a litre: duplicates the import counts
 * once), AdBlue for the diesel vehicles every ninth day, a fill-up every sixth day for vehicles
 * with no refuel in the month, and one row of a rented truck the organisation does not have.
 * The rows depend only on the calendar, so a sample downloaded again repeats the last one's rows.
 *
 * @computation
 */
export function fuelCardSampleRows(facts: SampleFacts): CsvValue[][] {
  const { from, until } = sampleWindow(facts.today, facts.zone);
  const rows: { at: number; cells: CsvValue[] }[] = [];
  const add = (at: number, plate: string, fuelType: number, amount: number) =>
    rows.push({
      at,
      cells: [...wallCells(at, facts.zone), plate, PRODUCTS[fuelType], amount, unitOf(fuelType), PRICES[fuelType]],
    });
  const vehicles = new Map(facts.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const refuelled = new Set<string>();
  for (const refuel of facts.refuels) {
    const vehicle = vehicles.get(refuel.vehicle_id);
    if (!vehicle) continue;
    refuelled.add(vehicle.id);
    const amount = Math.round(Number(refuel.amount) * 100) / 100;
    add(
      new Date(refuel.at).getTime() + 4 * 60_000,
      vehicle.register_number,
      cardFuel(vehicle.fuel_type),
      Math.max(0.01, amount - 0.03),
    );
  }
  for (let back = SAMPLE_DAYS; back >= 1; back--) {
    const date = shiftCalendarDate(facts.today, -back);
    const midnight = localMidnight(date, facts.zone);
    // Days since 1970: the same date gives the same rows in every download.
    const day = Date.parse(date) / DAY_MS;
    facts.vehicles.forEach((vehicle, index) => {
      const fuelType = cardFuel(vehicle.fuel_type);
      if ((fuelType === 0 || fuelType === 3) && (day + index * 2) % 9 === 0)
        add(
          midnight + (10 * 60 + 15 + index * 7) * 60_000,
          vehicle.register_number,
          4,
          18.5 + ((index * 3 + day) % 20),
        );
      if (!refuelled.has(vehicle.id) && (day + index) % 6 === 0) {
        const amount = fuelType === 1 ? 180 + ((index * 13 + day) % 90) : 280 + ((index * 37 + day * 11) % 150) + 0.37;
        add(midnight + (15 * 60 + 40) * 60_000, vehicle.register_number, fuelType, amount);
      }
    });
  }
  const rental = localMidnight(shiftCalendarDate(facts.today, -5), facts.zone) + 7.5 * 3_600_000;
  add(rental, UNKNOWN_PLATE, 0, 212.4);
  return rows
    .filter((row) => row.at >= from.getTime() && row.at < until.getTime())
    .sort((a, b) => a.at - b.at)
    .map((row) => row.cells);
}
