import type { OrganisationInvoicing, OrganisationInvoicingInput } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import type { Tx } from '../db/tenant';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { InvoiceSeller, OrganisationInvoicingTable } from '../db/schema-invoices';
import type { Selectable } from 'kysely';
import { invoiceError } from './invoice-errors';
import { lockInvoiceCounter } from './invoice-numbers';

type InvoicingRow = Omit<Selectable<OrganisationInvoicingTable>, 'organisation_id' | 'updated_at'>;

const EMPTY: InvoicingRow = {
  business_id: null,
  vat_number: '',
  street: '',
  post_code: '',
  town: '',
  country_code: 'FI',
  iban: '',
  bic: '',
  e_invoice_address: '',
  e_invoice_operator: '',
  email: '',
  phone: '',
  website: '',
  invoice_notes: '',
  next_number: 1,
};

/** The seller's fields an invoice is not sent without, as Finvoice field codes. */
export function missingSellerFields(seller: InvoiceSeller): string[] {
  const required: [string, string | null][] = [
    ['sellerName', seller.name],
    ['sellerBusinessId', seller.businessId],
    ['sellerStreet', seller.street],
    ['sellerPostCode', seller.postCode],
    ['sellerTown', seller.town],
    ['sellerIban', seller.iban],
    ['sellerBic', seller.bic],
  ];
  return required.filter(([, value]) => !value?.trim()).map(([code]) => code);
}

export async function readInvoicing(tx: Tx, organisationId: string): Promise<InvoicingRow> {
  const row = await tx
    .selectFrom('organisation_invoicing')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row ?? EMPTY;
}

/** The organisation as the seller of its invoices: its name and its invoicing details. */
export function sellerOf(name: string, row: InvoicingRow): InvoiceSeller {
  return {
    name,
    businessId: row.business_id,
    vatNumber: row.vat_number,
    street: row.street,
    postCode: row.post_code,
    town: row.town,
    countryCode: row.country_code,
    iban: row.iban,
    bic: row.bic,
    eInvoiceAddress: row.e_invoice_address,
    eInvoiceOperator: row.e_invoice_operator,
    email: row.email,
    phone: row.phone,
    website: row.website,
    invoiceNotes: row.invoice_notes,
  };
}

async function lastNumber(tx: Tx, organisationId: string): Promise<number> {
  const row = await tx
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('number').as('last'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

function toDto(name: string, row: InvoicingRow, last: number): OrganisationInvoicing {
  const seller = sellerOf(name, row);
  const { name: _name, ...details } = seller;
  return { ...details, nextNumber: Number(row.next_number), lastNumber: last, missing: missingSellerFields(seller) };
}

/** GET/PUT /api/organisation/invoicing: the seller's details on every invoice, and the next number. */
export function createOrganisationInvoicingService(context: ServiceContext) {
  const { db } = context.database;
  return {
    async get(auth: AuthContext): Promise<OrganisationInvoicing> {
      const { row, last } = await withTenant(db, auth.organisationId, async (tx) => ({
        row: await readInvoicing(tx, auth.organisationId),
        last: await lastNumber(tx, auth.organisationId),
      }));
      return toDto(auth.organisationName, row, last);
    },

    async save(auth: AuthContext, input: OrganisationInvoicingInput): Promise<OrganisationInvoicing> {
      const values = {
        business_id: input.businessId,
        vat_number: input.vatNumber,
        street: input.street,
        post_code: input.postCode,
        town: input.town,
        country_code: input.countryCode,
        iban: input.iban,
        bic: input.bic,
        e_invoice_address: input.eInvoiceAddress,
        e_invoice_operator: input.eInvoiceOperator,
        email: input.email,
        phone: input.phone,
        website: input.website,
        invoice_notes: input.invoiceNotes,
        updated_at: new Date(),
        ...(input.nextNumber === undefined ? {} : { next_number: input.nextNumber }),
      };
      const { row, last } = await withTenant(db, auth.organisationId, async (tx) => {
        // The counter's row lock first, so no invoice takes a number between the check and the write.
        await lockInvoiceCounter(tx, auth.organisationId);
        const highest = await lastNumber(tx, auth.organisationId);
        if (input.nextNumber !== undefined && input.nextNumber <= highest)
          throw invoiceError(409, 'nextNumberTooLow', 'nextNumber', { last: highest });
        const saved = await tx
          .updateTable('organisation_invoicing')
          .set(values)
          .where('organisation_id', '=', auth.organisationId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row: saved, last: highest };
      });
      return toDto(auth.organisationName, row, last);
    },
  };
}
