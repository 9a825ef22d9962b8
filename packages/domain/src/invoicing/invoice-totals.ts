import { type DecimalInput, multiplyMoney, sumMoney } from '../money/money';

/** Net, VAT and gross of a row or an invoice, each to the cent. */
export interface InvoiceAmounts {
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceRowPricing {
  quantity: DecimalInput;
  unitPrice: DecimalInput;
  vatPercent: DecimalInput;
}

/**
 * A row's amounts (DESIGN.md "Money"): net = quantity × unit price and vat = net × rate, each
 * rounded half away from zero to the cent in exact decimal; gross = net + vat.
 */
export function invoiceRowAmounts({ quantity, unitPrice, vatPercent }: InvoiceRowPricing): InvoiceAmounts {
  const net = multiplyMoney(quantity, unitPrice);
  const vat = multiplyMoney(net, vatPercent, '0.01');
  return { net, vat, gross: sumMoney([net, vat]) };
}

/** The sums of the rows taxed at one rate: Finvoice's VatSpecificationDetails, the PDF's VAT table. */
export interface VatBreakdownLine extends InvoiceAmounts {
  vatPercent: number;
}

export interface InvoiceTotals extends InvoiceAmounts {
  /** One line per VAT rate used, the highest rate first. */
  byVatRate: VatBreakdownLine[];
}

function sumAmounts(rows: readonly InvoiceAmounts[]): InvoiceAmounts {
  return {
    net: sumMoney(rows.map((row) => row.net)),
    vat: sumMoney(rows.map((row) => row.vat)),
    gross: sumMoney(rows.map((row) => row.gross)),
  };
}

/**
 * An invoice's totals as sums of its rows' rounded amounts (never recomputed from the sums, so
 * the rows printed always add up to the total), with the same sums per VAT rate.
 * @computation
 */
export function invoiceTotals(rows: readonly (InvoiceAmounts & { vatPercent: DecimalInput })[]): InvoiceTotals {
  const byRate = new Map<number, InvoiceAmounts[]>();
  for (const row of rows) {
    const rate = Number(row.vatPercent);
    byRate.set(rate, [...(byRate.get(rate) ?? []), row]);
  }
  const byVatRate = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, rateRows]) => ({ vatPercent, ...sumAmounts(rateRows) }));
  return { ...sumAmounts(rows), byVatRate };
}
