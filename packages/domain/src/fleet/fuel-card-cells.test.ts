import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCardClock, parseCardDate, parseCardNumber } from './fuel-card-cells';
import { parseCardFuel, parseCardUnit, registerNumberKey, writtenRegisterNumber } from './fuel-card-fuels';

describe('numbers of card exports', () => {
  it.each([
    ['312,47', 312.47],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1,234', 1.234],
    ['1.234', 1.234],
    ['-12,5', -12.5],
    ['45,10 €', 45.1],
    ['€ 45.10', 45.1],
    ['312,47 l', 312.47],
    ['18,2 kWh', 18.2],
    ['199 kr', 199],
    [',5', 0.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseCardNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '12..5', '1 2 3,4,5', '#VALUE!', '1.23,4.5'])('reads %j as no number', (text) => {
    expect(parseCardNumber(text)).toBeUndefined();
  });

  it('reads back what Finnish, Swedish and English exports write (hundredths, thousands grouped)', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999 });
    const formats = ['fi-FI', 'sv-SE', 'en-GB', 'de-DE'] as const;
    fc.assert(
      fc.property(cents, fc.constantFrom(...formats), fc.boolean(), (value, locale, grouped) => {
        const amount = value / 100;
        const text = amount.toLocaleString(locale, { minimumFractionDigits: 2, useGrouping: grouped });
        expect(parseCardNumber(text)).toBeCloseTo(amount, 9);
      }),
    );
  });
});

describe('dates and times of card exports', () => {
  it.each([
    ['29.11.2026 14:05', { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    ['29.11.2026 klo 14.05', { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    ['1.2.2026 7:05:30', { kind: 'wall', date: '2026-02-01', secondOfDay: 25_530 }],
    ['29/11/26 14:05', { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    ['2026-11-29T14:05', { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    ['2026-11-29 14:05:00', { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    ['29.11.2026', { kind: 'dateOnly', date: '2026-11-29' }],
    ['2026-11-29', { kind: 'dateOnly', date: '2026-11-29' }],
    ['20261129', { kind: 'dateOnly', date: '2026-11-29' }],
    // Excel: day 46355 is 29.11.2026, and 14:05 is 845/1440 of a day.
    ['46355', { kind: 'dateOnly', date: '2026-11-29' }],
    [String(46355 + 845 / 1440), { kind: 'wall', date: '2026-11-29', secondOfDay: 50_700 }],
    // An offset makes it an instant: 14:05 at +02:00 is 12:05 UTC.
    ['2026-11-29T14:05:00+02:00', { kind: 'instant', instantMs: Date.parse('2026-11-29T12:05:00Z') }],
    ['2026-11-29T12:05:00.000Z', { kind: 'instant', instantMs: Date.parse('2026-11-29T12:05:00Z') }],
  ])('reads %s', (text, expected) => {
    expect(parseCardDate(text)).toEqual(expected);
  });

  it.each(['', '31.11.2026', '29.02.2027', '2026-13-01', '29.11.2026 25:00', 'yesterday', '12345', '1.1.1800'])(
    'reads %j as no date',
    (text) => {
      expect(parseCardDate(text)).toBeUndefined();
    },
  );

  it.each([
    ['14:05', 50_700],
    ['14.05', 50_700],
    ['klo 9:05', 32_700],
    ['1405', 50_700],
    ['23:59:59', 86_399],
    ['0.5', 43_200],
    [String(845 / 1440), 50_700],
  ])('reads the time %s', (text, seconds) => {
    expect(parseCardClock(text)).toBe(seconds);
  });

  it.each(['24:00', '14:60', 'noon', '1.5'])('reads %j as no time', (text) => {
    expect(parseCardClock(text)).toBeUndefined();
  });

  it('reads back every minute written day first, ISO and as an Excel serial', () => {
    const minute = fc.integer({ min: 0, max: 1439 });
    const day = fc.integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 });
    fc.assert(
      fc.property(day, minute, (utcDay, m) => {
        const date = new Date(utcDay * 86_400_000).toISOString().slice(0, 10);
        const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
        const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const expected = { kind: 'wall', date, secondOfDay: m * 60 };
        expect(parseCardDate(`${dayOfMonth}.${month}.${year} ${clock}`)).toEqual(expected);
        expect(parseCardDate(`${date}T${clock}`)).toEqual(expected);
        const serial = utcDay + 25_569 + m / 1440;
        expect(parseCardDate(String(serial))).toEqual(m === 0 ? { kind: 'dateOnly', date } : expected);
      }),
    );
  });
});

describe('fuels, units and register numbers of card exports', () => {
  it.each([
    ['Diesel', 0],
    ['Neste Pro Diesel', 0],
    ['DIESEL MK1', 0],
    ['Neste MY Uusiutuva Diesel', 3],
    ['HVO100', 3],
    ['Förnybar diesel HVO', 3],
    ['AdBlue', 4],
    ['Ad Blue 10L', 4],
    ['Kevyt polttoöljy', 2],
    ['Eldningsolja', 2],
    ['CNG', 5],
    ['Maakaasu', 5],
    ['Biokaasu', 7],
    ['Fordonsgas', 7],
    ['LNG', 6],
    ['Bio-LNG', 8],
    ['Sähkö', 1],
    ['El', 1],
    ['Laddning', 1],
    ['0', 0],
    ['8', 8],
  ])('reads the fuel %s as %d', (text, fuelType) => {
    expect(parseCardFuel(text)).toBe(fuelType);
  });

  it('reads the organisation’s own codes first, and nothing else as a fuel', () => {
    const codes = [
      { code: '101', fuelType: 0 as const },
      { code: 'X7', fuelType: 3 as const },
    ];
    expect(parseCardFuel('101', codes)).toBe(0);
    expect(parseCardFuel(' x7 ', codes)).toBe(3);
    expect(parseCardFuel('Car wash', codes)).toBeUndefined();
    expect(parseCardFuel('Delikatess', codes)).toBeUndefined();
    expect(parseCardFuel('', codes)).toBeUndefined();
  });

  it.each([
    ['L', 'l'],
    ['ltr', 'l'],
    ['litraa', 'l'],
    ['Kg', 'kg'],
    ['kWh', 'kWh'],
    ['KWH', 'kWh'],
    ['st', undefined],
  ])('reads the unit %s as %s', (text, unit) => {
    expect(parseCardUnit(text)).toBe(unit);
  });

  it('compares register numbers without case, spaces or hyphens, and writes them as the plate rules do', () => {
    expect(registerNumberKey('abc-123')).toBe('ABC123');
    expect(registerNumberKey(' ABC 123 ')).toBe('ABC123');
    expect(writtenRegisterNumber('abc123')).toBe('ABC-123');
    expect(writtenRegisterNumber('xy 12')).toBe('XY-12');
    expect(writtenRegisterNumber('abc12d')).toBe('ABC 12D');
    expect(writtenRegisterNumber(' Trailer 7 ')).toBe('Trailer 7');
  });
});
