import type { ColumnType, Generated } from 'kysely';
import type { InvoiceBuyer, InvoiceKind, InvoiceState } from '@rahti/domain';
import type { CreatedAt, Json, Timestamp } from './column-types';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** The seller's copy kept on a sent invoice: the organisation's invoicing details then. */
export interface InvoiceSeller {
  name: string;
  businessId: string | null;
  vatNumber: string;
  street: string;
  postCode: string;
  town: string;
  countryCode: string;
  iban: string;
  bic: string;
  eInvoiceAddress: string;
  eInvoiceOperator: string;
  email: string;
  phone: string;
  website: string;
  invoiceNotes: string;
}

/** The organisation's invoicing details and invoice counter (migration 0024). */
export interface OrganisationInvoicingTable {
  organisation_id: string;
  business_id: string | null;
  vat_number: Generated<string>;
  street: Generated<string>;
  post_code: Generated<string>;
  town: Generated<string>;
  country_code: Generated<string>;
  iban: Generated<string>;
  bic: Generated<string>;
  e_invoice_address: Generated<string>;
  e_invoice_operator: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  website: Generated<string>;
  invoice_notes: Generated<string>;
  next_number: Generated<number>;
  updated_at: UpdatedAt;
}

/** Invoices and credit notes (migration 0024); `date` columns read back as 'YYYY-MM-DD'. */
export interface InvoicesTable {
  organisation_id: string;
  id: Generated<string>;
  number: number;
  kind: Generated<InvoiceKind>;
  state: Generated<InvoiceState>;
  source: Generated<'internal' | 'external'>;
  external_id: string | null;
  customer_id: string;
  buyer: Json<InvoiceBuyer>;
  seller: Json<InvoiceSeller> | null;
  language: 'fi' | 'sv' | 'en';
  currency: 'EUR' | 'USD' | 'SEK';
  invoice_date: string;
  due_date: string;
  payment_term_days: number;
  reference: string;
  notes: Generated<string>;
  net: number;
  vat: number;
  gross: number;
  credits_invoice_id: string | null;
  sent_at: Timestamp | null;
  paid_on: string | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface InvoiceRowsTable {
  organisation_id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit: Generated<string>;
  unit_price: number;
  vat_percent: number;
  net: number;
  vat: number;
  gross: number;
  task_id: string | null;
}

export interface InvoiceTables {
  organisation_invoicing: OrganisationInvoicingTable;
  invoices: InvoicesTable;
  invoice_rows: InvoiceRowsTable;
}
