import { DEPOT_IDS, type DepotId } from './finland-roads';
import { pick, seededRandom } from './random';

/** One simulated truck: what the maker knows of it, and where and how worn it starts. */
export interface SimulatedTruck {
  index: number;
  vin: string;
  /** The customer's name for it: a Finnish register number. */
  name: string;
  brand: string;
  model: string;
  home: DepotId;
  /** Odometer, engine hours and fuel used when the simulation starts. */
  startOdometerMeters: number;
  startEngineHours: number;
  startFuelUsedMl: number;
  /** The driver's tachograph card: 14 characters of identification, then replacement and renewal index. */
  driverCard: { identification: string; memberState: 'FIN'; replacementIndex: string; renewalIndex: string };
  /** Cruise speed on the road, km/h. */
  cruiseKmh: number;
}

const MAKES = [
  { brand: 'VOLVO TRUCKS', model: 'FH', wmi: 'YV2' },
  { brand: 'SCANIA', model: 'R 450', wmi: 'YS2' },
  { brand: 'MAN', model: 'TGX', wmi: 'WMA' },
  { brand: 'DAF', model: 'XF', wmi: 'XLR' },
  { brand: 'DAIMLER', model: 'Actros', wmi: 'WDB' },
] as const;

// VINs have no I, O or Q (ISO 3779); Finnish plates use A–Z without Å, Ä, Ö here.
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const PLATE_LETTERS = 'ABCEFGHIJKLMNOPRSTUVXYZ';

function draw(random: () => number, alphabet: string, length: number): string {
  return Array.from({ length }, () => pick(random, [...alphabet])).join('');
}

/** The fleet for a seed: the same seed gives the same trucks, in VIN order. */
export function createFleet(seed: number, size: number): SimulatedTruck[] {
  const random = seededRandom(seed);
  const vins = new Set<string>();
  const trucks: SimulatedTruck[] = [];
  for (let index = 0; index < size; index++) {
    const make = MAKES[index % MAKES.length]!;
    let vin: string;
    do vin = make.wmi + draw(random, VIN_CHARACTERS, 6) + draw(random, '0123456789', 8);
    while (vins.has(vin));
    vins.add(vin);
    trucks.push({
      index,
      vin,
      name: `${draw(random, PLATE_LETTERS, 3)}-${1 + Math.floor(random() * 999)}`,
      brand: make.brand,
      model: make.model,
      home: DEPOT_IDS[(index + Math.floor(random() * DEPOT_IDS.length)) % DEPOT_IDS.length]!,
      startOdometerMeters: Math.round((150_000 + random() * 750_000) * 1000),
      startEngineHours: Math.round((3_000 + random() * 15_000) * 10) / 10,
      startFuelUsedMl: 0,
      driverCard: {
        identification: `F${draw(random, '0123456789', 13)}`,
        memberState: 'FIN',
        replacementIndex: '0',
        renewalIndex: String(Math.floor(random() * 3)),
      },
      cruiseKmh: 76 + Math.round(random() * 10),
    });
  }
  // Fuel used over the truck's life, about 32 l/100 km on what it has driven so far.
  for (const truck of trucks) truck.startFuelUsedMl = Math.round(truck.startOdometerMeters * FUEL_ML_PER_METER);
  return trucks.sort((a, b) => (a.vin < b.vin ? -1 : 1));
}

/** 32 l/100 km, a loaded articulated truck. */
export const FUEL_ML_PER_METER = 0.32;
