import { z } from 'zod';
import { optionalText as text } from '../platform/fields';
import { businessIdField } from './business-ids';
import { compactIban, isBic, isIban } from './iban';

/**
 * The seller's side of every invoice: the organisation's business id, address, bank account and
 * e-invoice address, and the number the next invoice gets. Kept apart from the organisation's
 * name and currency (which the sign-in token carries) because only invoicing reads them.
 */

export const INVOICE_NUMBER_MAX = 999_999_999;

export const organisationInvoicingInputSchema = z.object({
  businessId: z.preprocess((value) => (value === '' ? null : value), businessIdField.nullable()).default(null),
  vatNumber: text(20),
  street: text(200),
  postCode: text(20),
  town: text(100),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation:invalid')
    .default('FI'),
  iban: z
    .string({ error: 'validation:invalid' })
    .transform(compactIban)
    .refine((value) => value === '' || isIban(value), 'validation:iban')
    .default(''),
  bic: z
    .string({ error: 'validation:invalid' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isBic(value), 'validation:bic')
    .default(''),
  eInvoiceAddress: text(100),
  eInvoiceOperator: text(100),
  email: text(254),
  phone: text(50),
  website: text(200),
  /** Printed under the rows of every invoice (e.g. late-payment interest). */
  invoiceNotes: text(1000),
  /** The number the next invoice gets; only upwards of every number already given. */
  nextNumber: z
    .number({ error: 'validation:integer' })
    .int('validation:integer')
    .min(1, 'validation:invalid')
    .max(INVOICE_NUMBER_MAX, 'validation:invalid')
    .optional(),
});
export type OrganisationInvoicingInput = z.output<typeof organisationInvoicingInputSchema>;

const shown = z.string();
export const organisationInvoicingSchema = z.object({
  businessId: z.string().nullable(),
  vatNumber: shown,
  street: shown,
  postCode: shown,
  town: shown,
  countryCode: shown,
  iban: shown,
  bic: shown,
  eInvoiceAddress: shown,
  eInvoiceOperator: shown,
  email: shown,
  phone: shown,
  website: shown,
  invoiceNotes: shown,
  nextNumber: z.number().int(),
  /** The highest number given so far (0 when none): `nextNumber` may not go to it or below. */
  lastNumber: z.number().int(),
  /** The fields an invoice cannot be sent without that are still empty (Finvoice field codes). */
  missing: z.array(z.string()),
});
export type OrganisationInvoicing = z.output<typeof organisationInvoicingSchema>;
