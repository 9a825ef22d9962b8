import { z } from 'zod';
import { organisationInvoicingInputSchema, type OrganisationInvoicing } from '@rahti/domain';

/** The text fields of the seller's details, in the order the form shows them. */
export const SELLER_TEXT_FIELDS = [
  'businessId',
  'vatNumber',
  'street',
  'postCode',
  'town',
  'countryCode',
  'iban',
  'bic',
  'eInvoiceAddress',
  'eInvoiceOperator',
  'email',
  'phone',
  'website',
] as const;
export type SellerTextField = (typeof SELLER_TEXT_FIELDS)[number];

export type InvoicingDetailsValues = Record<SellerTextField | 'invoiceNotes' | 'nextNumber', string>;

/** The domain's schema with the next number typed as text (empty leaves it as it is). */
export const invoicingDetailsFormSchema = organisationInvoicingInputSchema.extend({
  nextNumber: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(organisationInvoicingInputSchema.shape.nextNumber),
});

export function valuesOfDetails(details: OrganisationInvoicing): InvoicingDetailsValues {
  return {
    businessId: details.businessId ?? '',
    vatNumber: details.vatNumber,
    street: details.street,
    postCode: details.postCode,
    town: details.town,
    countryCode: details.countryCode,
    iban: details.iban,
    bic: details.bic,
    eInvoiceAddress: details.eInvoiceAddress,
    eInvoiceOperator: details.eInvoiceOperator,
    email: details.email,
    phone: details.phone,
    website: details.website,
    invoiceNotes: details.invoiceNotes,
    nextNumber: String(details.nextNumber),
  };
}
