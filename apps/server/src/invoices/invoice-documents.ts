import {
  finvoiceXml,
  missingFinvoiceFields,
  type Currency,
  type FinvoiceInvoice,
  type Invoice,
  type Language,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { ApiError } from '../http/api-error';
import type { InvoiceSeller } from '../db/schema-invoices';
import { readInvoicing, sellerOf } from './organisation-invoicing.service';
import { invoicesRepository } from './invoices.repository';
import { invoicePdf } from '../documents/invoice-pdf';

/** Finvoice's article name holds 100 characters; a longer description is cut there. */
const ARTICLE_NAME_MAX = 100;

/**
 * The invoice as the Finvoice writer (and the PDF) read it, the seller being the copy kept when
 * it was sent, or the organisation's details now for a draft.
 * @computation
 */
export function documentOf(invoice: Invoice, seller: InvoiceSeller, madeAt: Date): FinvoiceInvoice {
  const optional = (value: string | null) => (value?.trim() ? value : undefined);
  return {
    seller: {
      name: seller.name,
      businessId: optional(seller.businessId),
      vatNumber: optional(seller.vatNumber),
      street: seller.street,
      postCode: seller.postCode,
      town: seller.town,
      countryCode: seller.countryCode,
      eInvoiceAddress: optional(seller.eInvoiceAddress),
      eInvoiceOperator: optional(seller.eInvoiceOperator),
      iban: seller.iban,
      bic: seller.bic,
    },
    buyer: {
      name: invoice.buyer.name,
      businessId: optional(invoice.buyer.businessId),
      vatNumber: optional(invoice.buyer.vatNumber),
      street: invoice.buyer.street,
      postCode: invoice.buyer.postCode,
      town: invoice.buyer.town,
      countryCode: invoice.buyer.countryCode,
      eInvoiceAddress: optional(invoice.buyer.eInvoiceAddress),
      eInvoiceOperator: optional(invoice.buyer.eInvoiceOperator),
    },
    kind: invoice.kind,
    number: String(invoice.number),
    date: invoice.date,
    dueDate: invoice.dueDate,
    currency: invoice.currency as Currency,
    reference: invoice.referenceNumber,
    language: invoice.language,
    paymentTermDays: invoice.paymentTermDays,
    freeText: optional([invoice.notes, seller.invoiceNotes].filter(Boolean).join('\n')),
    rows: invoice.rows.map((row) => ({
      description: row.description.slice(0, ARTICLE_NAME_MAX),
      quantity: row.quantity,
      unit: row.unit,
      unitPrice: row.unitPrice,
      vatPercent: row.vatPercent,
      net: row.net,
      vat: row.vat,
      gross: row.gross,
    })),
    totals: invoice.totals,
    messageTimestamp: madeAt.toISOString(),
  };
}

/** The documents of an invoice: the Finvoice 3.0 message and the PDF, made of the same data. */
export function createInvoiceDocuments(context: AppContext) {
  const { db } = context.database;

  async function sellerFor(auth: AuthContext, id: string): Promise<InvoiceSeller> {
    return withTenant(db, auth.organisationId, async (tx) => {
      const found = await invoicesRepository.find(tx, auth.organisationId, id);
      return found?.invoice.seller ?? sellerOf(auth.organisationName, await readInvoicing(tx, auth.organisationId));
    });
  }

  return {
    sellerFor,

    /** The XML, or a 422 naming in words every field Finvoice needs that is empty or invalid. */
    async finvoice(auth: AuthContext, invoice: Invoice, language: Language): Promise<string> {
      const document = documentOf(invoice, await sellerFor(auth, invoice.id), context.now());
      const missing = missingFinvoiceFields(document);
      if (missing.length > 0) {
        const words = missing.map((code) =>
          String(context.translator.t(`validation:finvoiceMissing.${code}`, { lng: language })),
        );
        throw new ApiError(
          422,
          'invoices:finvoiceMissing',
          { fields: words.join(', ') },
          missing.map((code) => ({ path: code, message: `validation:finvoiceMissing.${code}` })),
        );
      }
      return finvoiceXml(document);
    },

    /** The A4 PDF in the invoice's language, with the giro form and barcode when it can be paid by one. */
    async pdf(auth: AuthContext, invoice: Invoice): Promise<Uint8Array> {
      const seller = await sellerFor(auth, invoice.id);
      const document = documentOf(invoice, seller, context.now());
      const optional = (value: string) => (value.trim() ? value : undefined);
      return invoicePdf({
        ...document,
        seller: {
          ...document.seller,
          email: optional(seller.email),
          phone: optional(seller.phone),
          website: optional(seller.website),
        },
        creditedNumber: invoice.creditsInvoiceNumber === null ? undefined : String(invoice.creditsInvoiceNumber),
        barcode: invoice.barcode,
      });
    },
  };
}
