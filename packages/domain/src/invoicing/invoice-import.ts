import { z } from 'zod';
import type { ImportSpec } from '../organisation-data/import-check';
import { calendarDateInputField } from '../drivers/driver.schemas';
import { importedDecimal } from '../platform/imported-decimal';
import { INVOICE_LIMITS } from './invoice.schemas';

/**
 * Invoices imported from a file (spec `/importInvoices`, issue 22): a line per invoice row; the
 * lines of one invoice share its id in the other system (`invoiceId`), its date and customer.
 * The id is the invoice's external id: importing the same file again adds nothing.
 */
const signedDecimal = (places: number, max: number, message: string) =>
  importedDecimal({ min: -max, max, places, placesMessage: message });

const text = (max: number) => z.string({ error: 'validation:required' }).trim().max(max, 'validation:tooLong');

export const invoiceImportRecordSchema = z.object({
  invoiceId: text(INVOICE_LIMITS.externalIdMax).min(1, 'validation:required'),
  date: calendarDateInputField.pipe(z.string({ error: 'validation:required' })),
  /** The customer's business id, or its name as in the customer register. */
  customer: text(200).min(1, 'validation:required'),
  description: text(INVOICE_LIMITS.descriptionMax).min(1, 'validation:required'),
  quantity: signedDecimal(3, INVOICE_LIMITS.quantityMax, 'invoices:quantityDecimals').refine(
    (value) => value !== 0,
    'invoices:quantityZero',
  ),
  unit: text(INVOICE_LIMITS.unitMax).default(''),
  unitPrice: signedDecimal(4, INVOICE_LIMITS.unitPriceMax, 'invoices:unitPriceDecimals'),
  vatPercent: signedDecimal(2, 100, 'validation:number').pipe(z.number().min(0, 'validation:notNegative')),
});
export type InvoiceImportRecord = z.output<typeof invoiceImportRecordSchema>;

export const INVOICE_IMPORT: ImportSpec<InvoiceImportRecord> = {
  columns: ['invoiceId', 'date', 'customer', 'description', 'quantity', 'unit', 'unitPrice', 'vatPercent'],
  required: ['invoiceId', 'date', 'customer', 'description', 'quantity', 'unitPrice', 'vatPercent'],
  schema: invoiceImportRecordSchema,
  unique: [],
};
