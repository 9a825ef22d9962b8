import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney } from '@rahti/domain';
import { priceRows, rowsOfTasks, writtenDate } from '../../src/invoices/invoice-rows';
import { referenceForNumber } from '../../src/invoices/invoice-numbers';

const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((value) => value / 100);
const row = fc.record({
  description: fc.constant('Rivi'),
  quantity: fc.integer({ min: 1, max: 100_000 }).map((value) => value / 1000),
  unit: fc.constant('kpl'),
  unitPrice: cents,
  vatPercent: fc.constantFrom(25.5, 13.5, 10, 0),
});

describe('invoice rows', () => {
  it('add up: the totals are the sums of the rounded rows, and each row is net + VAT', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), (rows) => {
        const { rows: priced, totals } = priceRows(rows);
        expect(totals.net).toBe(sumMoney(priced.map((r) => r.net)));
        expect(totals.vat).toBe(sumMoney(priced.map((r) => r.vat)));
        expect(totals.gross).toBe(sumMoney([totals.net, totals.vat]));
        for (const r of priced) expect(r.gross).toBe(sumMoney([r.net, r.vat]));
        expect(sumMoney(totals.byVatRate.map((line) => line.gross))).toBe(totals.gross);
      }),
    );
  });

  it('make a task one row in the customer’s language, dated in the organisation’s zone', () => {
    const t = (key: string, params: Record<string, string> = {}) => `${key}|${JSON.stringify(params)}`;
    const [made] = rowsOfTasks(
      [
        {
          id: 'task',
          start_at: new Date('2026-03-31T22:30:00Z'),
          description: '',
          pickup: 'Vantaa',
          delivery: 'Oulu',
          income: 1250,
        },
      ],
      { currency: 'SEK', date: '2026-04-01', zone: 'Europe/Helsinki', language: 'sv', t },
    );
    expect(made).toEqual({
      description: 'invoices:rowTaskRoute|{"date":"2026-04-01","pickup":"Vantaa","delivery":"Oulu"}',
      quantity: 1,
      unit: 'invoices:unitPiece|{}',
      unitPrice: 1250,
      vatPercent: 25,
      taskId: 'task',
    });
    expect(writtenDate('2026-04-01', 'fi')).toBe('1.4.2026');
  });

  it('give every invoice number its own valid reference', () => {
    expect(referenceForNumber(1)).toBe('10016');
    expect(referenceForNumber(1000)).toBe(`11000${referenceForNumber(1000).at(-1)}`);
    const seen = new Set<string>();
    for (let number = 1; number <= 20_000; number += 1) seen.add(referenceForNumber(number));
    expect(seen.size).toBe(20_000);
  });
});
