import { z } from 'zod';
import { LIMITS, requiredText, trimmedText as text, uuidField } from '../platform/fields';
import { businessIdField } from '../invoicing/business-ids';

/** Customers of an organisation (issue 22): who tasks are done for and invoices go to. */
export const CUSTOMER_LANGUAGES = ['fi', 'sv', 'en'] as const;
export const CUSTOMER_LIMITS = { paymentTermDaysMax: 365, defaultPaymentTermDays: 14 } as const;

export const customerAddressSchema = z.object({
  street: text(200).default(''),
  postCode: text(20).default(''),
  town: text(100).default(''),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation:invalid')
    .default('FI'),
});
export type CustomerAddress = z.output<typeof customerAddressSchema>;

/**
 * An address typed on one line ("Teollisuustie 5, 33100 Tampere"): the part after the last comma
 * is the postcode and town when it starts with a Finnish (five digits) or Swedish (NNN NN)
 * postcode; otherwise the whole text is the street.
 */
export function addressFromText(value: string): CustomerAddress {
  const trimmed = value.trim();
  const comma = trimmed.lastIndexOf(',');
  const tail = comma >= 0 ? trimmed.slice(comma + 1).trim() : trimmed;
  const postal = /^(\d{5}|\d{3} ?\d{2})\s+(.+)$/.exec(tail);
  if (!postal) return { street: trimmed, postCode: '', town: '', countryCode: 'FI' };
  const postCode = postal[1]!;
  return {
    street: comma >= 0 ? trimmed.slice(0, comma).trim() : '',
    postCode,
    town: postal[2]!.trim(),
    countryCode: /^\d{5}$/.test(postCode) ? 'FI' : 'SE',
  };
}

const optionalEmail = z
  .string({ error: 'validation:invalid' })
  .trim()
  .max(LIMITS.emailMax, 'validation:tooLong')
  .refine((value) => value === '' || z.email().safeParse(value).success, 'validation:email')
  .default('');

/** POST /api/organisation/customers (issue 22's contract: `{ name, businessId?, address?, paymentTermDays?, … }`). */
export const customerInputSchema = z.object({
  name: requiredText(200),
  /** With or without the hyphen, or in the VAT form (FI12345678); stored normalised. */
  businessId: z.preprocess((value) => (value === '' ? null : value), businessIdField.nullable()).optional(),
  vatNumber: text(20).optional(),
  /** One line of text, or its parts. */
  address: z.union([text(400).transform(addressFromText), customerAddressSchema]).optional(),
  eInvoiceAddress: text(100).default(''),
  eInvoiceOperator: text(100).default(''),
  contactName: text(200).default(''),
  email: optionalEmail,
  phone: text(50).default(''),
  paymentTermDays: z
    .number({ error: 'validation:integer' })
    .int('validation:integer')
    .min(0, 'validation:invalid')
    .max(CUSTOMER_LIMITS.paymentTermDaysMax, 'validation:invalid')
    .default(CUSTOMER_LIMITS.defaultPaymentTermDays),
  language: z.enum(CUSTOMER_LANGUAGES, { error: 'validation:invalid' }).default('fi'),
});
export type CustomerInput = z.output<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: uuidField,
  name: z.string(),
  businessId: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: customerAddressSchema,
  eInvoiceAddress: z.string(),
  eInvoiceOperator: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentTermDays: z.number().int(),
  language: z.enum(CUSTOMER_LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.output<typeof customerSchema>;
