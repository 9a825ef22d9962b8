import { describe, expect, it } from 'vitest';
import { guessFuelCardMapping } from './fuel-card-guess';
import {
  completeFuelCardMapping,
  fuelCardColumnNames,
  fuelCardMappingSchema,
  fuelCardRowsOf,
  type FuelCardMapping,
} from './fuel-card-mapping';
import { checkFuelCardRow, vehiclesByRegisterNumber, type CardRowContext } from './fuel-card-rows';

const ZONE = 'Europe/Helsinki';
const volvo = { id: 'v1', registerNumber: 'ABC-123', fuelType: 0 };
const scania = { id: 'v2', registerNumber: 'XYZ-789', fuelType: 9 };
const gasTruck = { id: 'v3', registerNumber: 'GAS-100', fuelType: 5 };

const mapping = (overrides: Partial<FuelCardMapping> = {}): FuelCardMapping =>
  fuelCardMappingSchema.parse({
    columns: {
      date: 'Päivämäärä',
      time: 'Aika',
      registerNumber: 'Rekisterinumero',
      fuel: 'Tuote',
      amount: 'Määrä',
      unit: 'Yksikkö',
      price: 'Yksikköhinta',
    },
    ...overrides,
  });
const context = (overrides: Partial<CardRowContext['mapping']> = {}): CardRowContext => ({
  mapping: mapping(overrides),
  vehiclesByKey: vehiclesByRegisterNumber([volvo, scania, gasTruck]),
  zone: ZONE,
});
const check = (values: Record<string, string>, overrides: Partial<CardRowContext['mapping']> = {}) =>
  checkFuelCardRow({ line: 2, values }, context(overrides));
const row = {
  date: '29.11.2026',
  time: '14:05',
  registerNumber: 'abc123',
  fuel: 'Neste Pro Diesel',
  amount: '1 234,56',
  unit: 'L',
  price: '1,789',
};

describe('a card row read as a refuel', () => {
  it('reads a Finnish row: Helsinki wall time, the vehicle by its plate, the fuel by name, a decimal comma', () => {
    expect(check(row)).toEqual({
      line: 2,
      values: row,
      refuel: {
        vehicleId: 'v1',
        registerNumber: 'ABC-123',
        // 14:05 in Helsinki in November (UTC+2) is 12:05 UTC.
        atMs: Date.parse('2026-11-29T12:05:00Z'),
        fuelType: 0,
        amount: 1234.56,
        unit: 'l',
        pricePerUnit: 1.789,
      },
      problems: [],
    });
  });

  it('divides a row total by the amount, to the 0.0001 half away from zero', () => {
    // 558,97 € ÷ 312,47 l = 1.788875… → 1.7889 €/l.
    const refuel = check({ ...row, amount: '312,47', price: '558,97' }, { priceIs: 'total' }).refuel;
    expect(refuel?.pricePerUnit).toBe(1.7889);
  });

  it('takes the fuel of the vehicle without a fuel cell (biodiesel bought as renewable diesel) and the fuel’s unit without a unit cell', () => {
    const refuel = check({ ...row, registerNumber: 'XYZ 789', fuel: '', unit: '', price: '' }).refuel;
    expect(refuel).toMatchObject({ vehicleId: 'v2', fuelType: 3, unit: 'l', pricePerUnit: null });
  });

  it('takes the date and time from one cell, and a summer time in summer', () => {
    const refuel = check({ ...row, date: '2026-07-01 06:30', time: '' }, { columns: { ...mapping().columns } }).refuel;
    // 06:30 in Helsinki in July (UTC+3) is 03:30 UTC.
    expect(refuel?.atMs).toBe(Date.parse('2026-07-01T03:30:00Z'));
  });

  it('moves a time the spring change skips on by the hour, as calendars do', () => {
    // 29.3.2026 03:30 does not exist in Helsinki: clocks go from 03:00 to 04:00, so 04:30 EEST (01:30 UTC).
    const refuel = check({ ...row, date: '29.3.2026', time: '03:30' }).refuel;
    expect(refuel?.atMs).toBe(Date.parse('2026-03-29T01:30:00Z'));
  });

  it('names every cell it cannot read, in its field', () => {
    const checked = check({
      date: '31.11.2026',
      time: '14:05',
      registerNumber: 'NOT-999',
      fuel: 'Car wash',
      amount: '-12,5',
      unit: 'st',
      price: 'free',
    });
    expect(checked.refuel).toBeUndefined();
    expect(checked.problems).toEqual([
      { field: 'date', code: 'fuel-card:dateInvalid', params: { value: '31.11.2026' } },
      { field: 'registerNumber', code: 'fuel-card:vehicleUnknown', params: { registerNumber: 'NOT-999' } },
      { field: 'fuel', code: 'fuel-card:fuelUnknown', params: { fuel: 'Car wash' } },
      { field: 'amount', code: 'fuel-card:amountInvalid', params: { value: '-12,5' } },
      { field: 'unit', code: 'fuel-card:unitInvalid', params: { unit: 'st' } },
      { field: 'price', code: 'fuel-card:priceInvalid', params: { value: 'free' } },
    ]);
  });

  it('refuses a unit that is not the fuel’s own, a missing time, and cells left empty', () => {
    expect(check({ ...row, registerNumber: 'GAS-100', fuel: 'CNG', unit: 'l' }).problems).toEqual([
      { field: 'unit', code: 'fuel-card:unitOfFuel', params: { unit: 'l', fuelUnit: 'kg' } },
    ]);
    expect(check({ ...row, time: '' }).problems).toEqual([{ field: 'time', code: 'fuel-card:timeMissing' }]);
    expect(check({ ...row, date: '', registerNumber: '', amount: '' }).problems).toEqual([
      { field: 'date', code: 'fuel-card:dateMissing' },
      { field: 'registerNumber', code: 'fuel-card:registerNumberMissing' },
      { field: 'amount', code: 'fuel-card:amountMissing' },
    ]);
    expect(check({ ...row, amount: '250 000' }).problems).toEqual([
      { field: 'amount', code: 'fuel-card:amountTooLarge', params: { max: 100_000 } },
    ]);
  });
});

describe('the columns of a card file', () => {
  it('names columns by their headers, and a nameless or repeated one by its letter', () => {
    expect(fuelCardColumnNames(['Date', '', 'Amount', 'Date'])).toEqual(['Date', '[B]', 'Amount', '[D]']);
  });

  it('guesses a Finnish export’s columns, with its time in its own column', () => {
    const header = [
      'Kortti',
      'Päivämäärä',
      'Aika',
      'Rekisterinumero',
      'Tuote',
      'Määrä',
      'Yksikkö',
      'Yksikköhinta',
      'Summa',
    ];
    expect(guessFuelCardMapping(header, ['1', '29.11.2026', '14:05'])).toEqual(mapping());
  });

  it('guesses a Swedish export with date and time in one cell and a row total', () => {
    const header = ['Datum', 'Regnr', 'Produkt', 'Volym', 'Belopp (SEK)'];
    const guess = guessFuelCardMapping(header, ['2026-11-29 14:05', 'ABC123', 'Diesel', '312,47', '5 580,00']);
    expect(guess).toEqual({
      columns: {
        date: 'Datum',
        time: null,
        registerNumber: 'Regnr',
        fuel: 'Produkt',
        amount: 'Volym',
        unit: null,
        price: 'Belopp (SEK)',
      },
      priceIs: 'total',
      fuelCodes: [],
    });
    expect(completeFuelCardMapping(guess)).toBeDefined();
  });

  it('leaves a field no header names for the user, and is not complete until it is chosen', () => {
    const guess = guessFuelCardMapping(['When', 'Truck', 'Litres']);
    expect(guess.columns).toMatchObject({ date: null, registerNumber: null, amount: 'Litres' });
    expect(completeFuelCardMapping(guess)).toBeUndefined();
  });

  it('reads each field from its column, leaving out blank rows', () => {
    const table = [
      ['Päivämäärä', 'Aika', 'Rekisterinumero', 'Tuote', 'Määrä', 'Yksikkö', 'Yksikköhinta'],
      ['29.11.2026', '14:05', 'ABC-123', 'Diesel', ' 312,47 ', 'l', '1,789'],
      ['', '', '', '', '', '', ''],
      ['30.11.2026', '06:10', 'XYZ-789'],
    ];
    expect(fuelCardRowsOf(table, mapping())).toEqual([
      {
        line: 2,
        values: {
          date: '29.11.2026',
          time: '14:05',
          registerNumber: 'ABC-123',
          fuel: 'Diesel',
          amount: '312,47',
          unit: 'l',
          price: '1,789',
        },
      },
      {
        line: 4,
        values: {
          date: '30.11.2026',
          time: '06:10',
          registerNumber: 'XYZ-789',
          fuel: '',
          amount: '',
          unit: '',
          price: '',
        },
      },
    ]);
  });

  it('refuses a mapping that reads two fields from one column', () => {
    const twice = fuelCardMappingSchema.safeParse({
      columns: { date: 'Date', registerNumber: 'Date', amount: 'Amount' },
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual(['fuel-card:columnTwice']);
  });
});
