import Decimal from 'decimal.js';
import { roundDecimal } from '../money/money';
import { zoneClock } from '../routes/local-instants';
import { parseCardClock, parseCardDate, parseCardNumber, type CardTime } from './fuel-card-cells';
import { parseCardFuel, parseCardUnit, registerNumberKey, writtenRegisterNumber } from './fuel-card-fuels';
import type { FuelCardField, FuelCardMapping, FuelCardRow } from './fuel-card-mapping';
import { FUEL_TYPES, type FuelTypeValue, type FuelUnit } from './fuel-types';

const DAY_MS = 86_400_000;
/** What POST /api/refuels takes at most (emission.schemas.ts), so a card refuel is one it could take. */
const MAX_AMOUNT = 100_000;
const MAX_PRICE_PER_UNIT = 1_000;

/** A vehicle a card row may name, with the fuel it runs on (0…9; biodiesel, 9, is bought as renewable diesel). */
export interface FuelCardVehicle {
  id: string;
  registerNumber: string;
  fuelType: number;
}

/** A card row read as a refuel: what POST /api/refuels would take with source "card". */
export interface CardRefuel {
  vehicleId: string;
  registerNumber: string;
  atMs: number;
  fuelType: FuelTypeValue;
  amount: number;
  unit: FuelUnit;
  pricePerUnit: number | null;
}

/** Why a cell cannot be read: the field, an i18n key of the fuel-card catalogue, and its values. */
export interface CardProblem {
  field: FuelCardField;
  code: string;
  params?: Record<string, string | number>;
}

export interface CheckedCardRow extends FuelCardRow {
  refuel?: CardRefuel;
  problems: CardProblem[];
}

/** What reading the rows needs besides them: the organisation's vehicles by register-number key and its zone. */
export interface CardRowContext {
  mapping: Pick<FuelCardMapping, 'columns' | 'priceIs' | 'fuelCodes'>;
  vehiclesByKey: ReadonlyMap<string, FuelCardVehicle>;
  zone: string;
}

/** The organisation's vehicles by the key card rows are matched with (registerNumberKey). */
export function vehiclesByRegisterNumber(vehicles: readonly FuelCardVehicle[]): Map<string, FuelCardVehicle> {
  return new Map(vehicles.map((vehicle) => [registerNumberKey(vehicle.registerNumber), vehicle]));
}

const problem = (field: FuelCardField, code: string, params?: CardProblem['params']): CardProblem => ({
  field,
  code: `fuel-card:${code}`,
  ...(params ? { params } : {}),
});

/** Reads each distinct cell once: a card file repeats its products, units, plates, dates and times. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = read(text);
    known.set(text, value);
    return value;
  };
}

/** The cell readers of one file's check, each remembering what it read. */
function cellReaders(context: CardRowContext) {
  return {
    date: remembered(parseCardDate),
    clock: remembered(parseCardClock),
    fuel: remembered((text) => parseCardFuel(text, context.mapping.fuelCodes)),
    unit: remembered(parseCardUnit),
    // A pump's price repeats over many rows; amounts hardly do.
    price: remembered(parseCardNumber),
    vehicle: remembered((text) => context.vehiclesByKey.get(registerNumberKey(text))),
  };
}
type CellReaders = ReturnType<typeof cellReaders>;

/**
 * `value` to `places` decimals, half away from zero. A number read from no more decimals than
 * that scales to a whole number and stays as it is; any other goes through the money module.
 */
function toPlaces(value: number, places: number): number {
  const factor = 10 ** places;
  const whole = Math.round(value * factor);
  return Math.abs(value * factor - whole) < 1e-7 ? whole / factor : roundDecimal(value, places);
}

/** total ÷ amount to the 0.0001, half away from zero: in binary unless the quotient lies at a half, then exactly. */
function unitPriceOf(total: number, amount: number): number {
  const scaled = (total / amount) * 10_000;
  // Away from a half, the binary quotient (off by far less than 1e-6 here) rounds as the exact one does.
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) return Math.round(scaled) / 10_000;
  return new Decimal(String(total)).dividedBy(String(amount)).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toNumber();
}

/** The instant of a wall time of `zone` (a time the spring change skips moves on by the gap). */
function instantOf(date: string, secondOfDay: number, zone: string): number {
  return zoneClock(zone).instantOf(Date.parse(date) / DAY_MS, Math.floor(secondOfDay / 60)) + (secondOfDay % 60) * 1000;
}

/** When the row's refuel happened (ms), from the date cell and the time cell when it has its own column. */
function readTime(
  values: FuelCardRow['values'],
  hasTimeColumn: boolean,
  zone: string,
  read: CellReaders,
): number | CardProblem {
  const dateText = values.date ?? '';
  if (dateText === '') return problem('date', 'dateMissing');
  const date: CardTime | undefined = read.date(dateText);
  if (!date) return problem('date', 'dateInvalid', { value: dateText });
  if (date.kind === 'instant') return date.instantMs;
  const timeText = hasTimeColumn ? (values.time ?? '') : '';
  if (timeText !== '') {
    const second = read.clock(timeText);
    return second === undefined
      ? problem('time', 'timeInvalid', { value: timeText })
      : instantOf(date.date, second, zone);
  }
  if (date.kind === 'wall') return instantOf(date.date, date.secondOfDay, zone);
  return problem(hasTimeColumn ? 'time' : 'date', 'timeMissing');
}

/** The fuel a vehicle runs on as a refuel's fuel: biodiesel (9) is bought as renewable diesel (3). */
const vehicleFuel = (vehicle: FuelCardVehicle): FuelTypeValue | undefined =>
  vehicle.fuelType === 9 ? 3 : FUEL_TYPES.find((fuel) => fuel.value === vehicle.fuelType)?.value;

function readAmount(text: string | undefined): number | CardProblem {
  if (!text) return problem('amount', 'amountMissing');
  const amount = parseCardNumber(text);
  if (amount === undefined || amount <= 0) return problem('amount', 'amountInvalid', { value: text });
  if (amount > MAX_AMOUNT) return problem('amount', 'amountTooLarge', { max: MAX_AMOUNT });
  // The refuels keep three decimals.
  const rounded = toPlaces(amount, 3);
  return rounded > 0 ? rounded : problem('amount', 'amountInvalid', { value: text });
}

/** The price per unit: the cell itself, or the row's total over its amount (to the 0.0001, half away from zero). */
function readPrice(
  text: string | undefined,
  priceIs: FuelCardMapping['priceIs'],
  amount: number | undefined,
  read: CellReaders,
) {
  if (!text) return null;
  const price = read.price(text);
  if (price === undefined || price < 0) return problem('price', 'priceInvalid', { value: text });
  if (priceIs === 'perUnit') return checkedPrice(toPlaces(price, 4));
  // Without an amount there is nothing to divide by; the amount's own problem is named.
  return amount === undefined ? null : checkedPrice(unitPriceOf(price, amount));
}

function checkedPrice(perUnit: number): number | CardProblem {
  return perUnit > MAX_PRICE_PER_UNIT ? problem('price', 'priceTooLarge', { max: MAX_PRICE_PER_UNIT }) : perUnit;
}

const isProblem = (value: unknown): value is CardProblem => typeof value === 'object' && value !== null;

/**
 * One card row read as a refuel, or every problem of its cells: the date and time in the
 * organisation's zone (unless the cell names its offset), the vehicle by register number, the
 * fuel by name or code (else the vehicle's own), the amount, the unit (the fuel's own; another
 * is refused, as POST /api/refuels refuses it) and the price per unit (or the total over the amount).
 */
export function checkFuelCardRow(
  row: FuelCardRow,
  context: CardRowContext,
  read: CellReaders = cellReaders(context),
): CheckedCardRow {
  const { values } = row;
  const { columns, priceIs } = context.mapping;
  const problems: CardProblem[] = [];
  const at = readTime(values, columns.time !== null, context.zone, read);
  if (isProblem(at)) problems.push(at);

  const plate = values.registerNumber ?? '';
  const vehicle = plate === '' ? undefined : read.vehicle(plate);
  if (plate === '') problems.push(problem('registerNumber', 'registerNumberMissing'));
  else if (!vehicle)
    problems.push(problem('registerNumber', 'vehicleUnknown', { registerNumber: writtenRegisterNumber(plate) }));

  const fuelText = values.fuel ?? '';
  const fuelType = fuelText === '' ? vehicle && vehicleFuel(vehicle) : read.fuel(fuelText);
  if (fuelText !== '' && fuelType === undefined) problems.push(problem('fuel', 'fuelUnknown', { fuel: fuelText }));

  const amount = readAmount(values.amount);
  if (isProblem(amount)) problems.push(amount);

  const fuelUnit = fuelType === undefined ? undefined : FUEL_TYPES[fuelType].unit;
  const unitText = values.unit ?? '';
  const unit = unitText === '' ? fuelUnit : read.unit(unitText);
  if (unitText !== '' && unit === undefined) problems.push(problem('unit', 'unitInvalid', { unit: unitText }));
  else if (unit && fuelUnit && unit !== fuelUnit) problems.push(problem('unit', 'unitOfFuel', { unit, fuelUnit }));

  const price = readPrice(values.price, priceIs, isProblem(amount) ? undefined : amount, read);
  if (isProblem(price)) problems.push(price);

  if (problems.length > 0 || isProblem(at) || isProblem(amount) || isProblem(price)) return { ...row, problems };
  return {
    ...row,
    refuel: {
      vehicleId: vehicle!.id,
      registerNumber: vehicle!.registerNumber,
      atMs: at,
      fuelType: fuelType!,
      amount,
      unit: unit!,
      pricePerUnit: price,
    },
    problems,
  };
}

/**
 * Every row of a card file checked (see checkFuelCardRow); nothing is saved here.
 *
 * @computation
 */
export function checkFuelCardRows(rows: readonly FuelCardRow[], context: CardRowContext): CheckedCardRow[] {
  const read = cellReaders(context);
  return rows.map((row) => checkFuelCardRow(row, context, read));
}
