import type { Currency } from '../platform/currency';
import type { InvoiceTotals } from './invoice-totals';

/** What a Finvoice 3.0 message is written from; amounts are numbers to the cent (see invoice-totals). */
export interface FinvoiceParty {
  name: string;
  /** Y-tunnus or organisationsnummer; optional for a buyer who is a consumer. */
  businessId?: string;
  street: string;
  postCode: string;
  town: string;
  /** ISO 3166 alpha-2, e.g. FI, SE. */
  countryCode: string;
  vatNumber?: string;
  /** E-invoice address (OVT code or IBAN) and its operator's id; both or neither. */
  eInvoiceAddress?: string;
  eInvoiceOperator?: string;
}

export interface FinvoiceSeller extends FinvoiceParty {
  iban: string;
  bic: string;
}

export interface FinvoiceRow {
  description: string;
  quantity: number;
  /** Free text unit as printed, e.g. h, km, kpl. */
  unit: string;
  unitPrice: number;
  vatPercent: number;
  net: number;
  vat: number;
  gross: number;
}

export interface FinvoiceInvoice {
  seller: FinvoiceSeller;
  buyer: FinvoiceParty;
  /** An invoice (INV01) or a credit note (INV02). */
  kind?: 'invoice' | 'creditNote';
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  dueDate: string;
  currency: Currency;
  /** A Finnish reference number or an RF reference. */
  reference: string;
  language: 'fi' | 'sv' | 'en';
  paymentTermDays: number;
  freeText?: string;
  rows: FinvoiceRow[];
  totals: InvoiceTotals;
  deliveryDate?: string;
  waybillNumber?: string;
  /** When the message was made (ISO date-time); written only with the e-invoice addresses. */
  messageTimestamp?: string;
}

/** Every field code `missingFinvoiceFields` can name; each has words in validation.json's finvoiceMissing. */
export const FINVOICE_FIELD_CODES = [
  'sellerName',
  'sellerBusinessId',
  'sellerStreet',
  'sellerPostCode',
  'sellerTown',
  'sellerCountryCode',
  'sellerIban',
  'sellerBic',
  'sellerEInvoiceAddress',
  'buyerName',
  'buyerBusinessId',
  'buyerStreet',
  'buyerPostCode',
  'buyerTown',
  'buyerCountryCode',
  'buyerEInvoiceAddress',
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'deliveryDate',
  'reference',
  'paymentTermDays',
  'rows',
  'rowDescription',
  'rowUnit',
  'totals',
] as const;

export type FinvoiceFieldCode = (typeof FINVOICE_FIELD_CODES)[number];
