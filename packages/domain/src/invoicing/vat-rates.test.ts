import { describe, expect, it } from 'vitest';
import { defaultVatPercent, isVatRateOn, vatRatesOn } from './vat-rates';

describe('VAT rates by date', () => {
  it('gives Finland 24 % until 31 Aug 2024, 25.5 % from 1 Sep 2024, 13.5 % for 14 % from 2026', () => {
    expect(vatRatesOn('FI', '2024-08-31')).toEqual([24, 14, 10, 0]);
    expect(vatRatesOn('FI', '2024-09-01')).toEqual([25.5, 14, 10, 0]);
    expect(vatRatesOn('FI', '2025-12-31')).toEqual([25.5, 14, 10, 0]);
    expect(vatRatesOn('FI', '2026-01-01')).toEqual([25.5, 13.5, 10, 0]);
  });

  it('keeps Sweden at 25, 12, 6 and 0 %, the 2026 food cut moving goods between them', () => {
    expect(vatRatesOn('SE', '2025-06-01')).toEqual([25, 12, 6, 0]);
    expect(vatRatesOn('SE', '2026-04-01')).toEqual([25, 12, 6, 0]);
  });

  it("starts new rows at the general rate of the currency's country", () => {
    expect(defaultVatPercent('EUR', '2026-03-01')).toBe(25.5);
    expect(defaultVatPercent('USD', '2024-01-15')).toBe(24);
    expect(defaultVatPercent('SEK', '2026-03-01')).toBe(25);
  });

  it('checks a rate against the date', () => {
    expect(isVatRateOn('FI', '2025-06-01', 14)).toBe(true);
    expect(isVatRateOn('FI', '2026-06-01', 14)).toBe(false);
    expect(isVatRateOn('FI', '2026-06-01', 13.5)).toBe(true);
    expect(isVatRateOn('SE', '2026-06-01', 25.5)).toBe(false);
  });

  it('refuses what is not a date, and dates before the table', () => {
    expect(() => vatRatesOn('FI', '2026-13-01')).toThrow(RangeError);
    expect(() => vatRatesOn('FI', '1.1.2026')).toThrow(RangeError);
    expect(() => vatRatesOn('SE', '2012-12-31')).toThrow(RangeError);
  });
});
