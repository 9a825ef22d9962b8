import { invoiceRowAmounts, invoiceTotals, parseDecimal, type InvoiceAmounts, type InvoiceTotals } from '@rahti/domain';
import type { InvoiceFormValues, RowValues } from './invoice-form-values';
import { defaultVatFor } from './vat-rates';

/** A typed row's amounts as the server will compute them (domain money rules), or undefined until its numbers parse. */
export function rowAmounts(row: RowValues): (InvoiceAmounts & { vatPercent: number }) | undefined {
  const quantity = parseDecimal(row.quantity);
  const unitPrice = parseDecimal(row.unitPrice);
  const vatPercent = parseDecimal(row.vatPercent);
  if (quantity === undefined || unitPrice === undefined || vatPercent === undefined) return undefined;
  return { vatPercent, ...invoiceRowAmounts({ quantity, unitPrice, vatPercent }) };
}

/**
 * The invoice's totals as they will be saved: the typed rows, then one row per picked task (its
 * income, quantity 1, the general VAT rate on the invoice's date), summed per rate as the server
 * sums them. Rows whose numbers do not parse yet are left out.
 */
export function previewTotals(values: InvoiceFormValues, currency: string): InvoiceTotals {
  const typed = values.rows.flatMap((row) => rowAmounts(row) ?? []);
  const taskVat = defaultVatFor(currency, values.date);
  const tasks =
    taskVat === undefined
      ? []
      : values.tasks.map((task) => ({
          vatPercent: taskVat,
          ...invoiceRowAmounts({ quantity: 1, unitPrice: task.income, vatPercent: taskVat }),
        }));
  return invoiceTotals([...typed, ...tasks]);
}
