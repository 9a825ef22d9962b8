import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, sumMoney } from '../money/money';
import { invoiceRowAmounts, invoiceTotals } from './invoice-totals';

describe('invoice row amounts', () => {
  it.each([
    // 3 × 19.99 = 59.97; × 25.5 % = 15.29235 → 15.29
    [
      { quantity: 3, unitPrice: 19.99, vatPercent: 25.5 },
      { net: 59.97, vat: 15.29, gross: 75.26 },
    ],
    // 1.005 is exactly half a cent over 1.00: half away from zero → 1.01; VAT 0 → 0
    [
      { quantity: 1, unitPrice: 1.005, vatPercent: 0 },
      { net: 1.01, vat: 0, gross: 1.01 },
    ],
    // A credit: −0.125 → −0.13; × 24 % = −0.0312 → −0.03
    [
      { quantity: -1, unitPrice: 0.125, vatPercent: 24 },
      { net: -0.13, vat: -0.03, gross: -0.16 },
    ],
    // 2.5 h × 61.43 = 153.575 → 153.58; × 14 % = 21.5012 → 21.50
    [
      { quantity: 2.5, unitPrice: 61.43, vatPercent: 14 },
      { net: 153.58, vat: 21.5, gross: 175.08 },
    ],
    // 0.1 × 3 = 0.30 exactly; × 13.5 % = 0.0405 → 0.04
    [
      { quantity: 0.1, unitPrice: 3, vatPercent: 13.5 },
      { net: 0.3, vat: 0.04, gross: 0.34 },
    ],
  ])('%j → %j', (row, amounts) => {
    expect(invoiceRowAmounts(row)).toEqual(amounts);
  });
});

describe('invoice totals', () => {
  it('sums the rounded rows, per VAT rate too, highest rate first', () => {
    const rows = [
      { quantity: 3, unitPrice: 19.99, vatPercent: 25.5 },
      { quantity: 2.5, unitPrice: 61.43, vatPercent: 14 },
      { quantity: 1, unitPrice: 10, vatPercent: 25.5 },
    ].map((row) => ({ ...row, ...invoiceRowAmounts(row) }));
    expect(invoiceTotals(rows)).toEqual({
      net: 223.55,
      vat: 39.34,
      gross: 262.89,
      byVatRate: [
        { vatPercent: 25.5, net: 69.97, vat: 17.84, gross: 87.81 },
        { vatPercent: 14, net: 153.58, vat: 21.5, gross: 175.08 },
      ],
    });
    expect(invoiceTotals([])).toEqual({ net: 0, vat: 0, gross: 0, byVatRate: [] });
  });

  it('always equals the sums of its rows, per rate and in all', () => {
    const row = fc.record({
      quantity: fc.integer({ min: -1000, max: 100000 }).map((n) => n / 100),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map(fromCents),
      vatPercent: fc.constantFrom(25.5, 24, 14, 13.5, 10, 0),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (pricings) => {
        const rows = pricings.map((pricing) => ({ ...pricing, ...invoiceRowAmounts(pricing) }));
        const totals = invoiceTotals(rows);
        expect(totals.net).toBe(sumMoney(rows.map((r) => r.net)));
        expect(totals.vat).toBe(sumMoney(rows.map((r) => r.vat)));
        expect(totals.gross).toBe(sumMoney(rows.map((r) => r.gross)));
        expect(totals.gross).toBe(sumMoney([totals.net, totals.vat]));
        expect(sumMoney(totals.byVatRate.map((line) => line.vat))).toBe(totals.vat);
        expect(sumMoney(totals.byVatRate.map((line) => line.net))).toBe(totals.net);
      }),
    );
  });
});
