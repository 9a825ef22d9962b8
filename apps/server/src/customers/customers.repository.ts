import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { CustomerInput } from '@rahti/domain';
import type { CustomersTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type CustomerRow = Selectable<CustomersTable>;

function columnsOf(input: CustomerInput) {
  const address = input.address ?? { street: '', postCode: '', town: '', countryCode: 'FI' };
  return {
    name: input.name,
    business_id: input.businessId ?? null,
    vat_number: input.vatNumber || null,
    street: address.street,
    post_code: address.postCode,
    town: address.town,
    country_code: address.countryCode,
    e_invoice_address: input.eInvoiceAddress,
    e_invoice_operator: input.eInvoiceOperator,
    contact_name: input.contactName,
    email: input.email,
    phone: input.phone,
    payment_term_days: input.paymentTermDays,
    language: input.language,
  };
}

export const customersRepository = {
  list(tx: Tx, organisationId: string): Promise<CustomerRow[]> {
    return tx
      .selectFrom('customers')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<CustomerRow | undefined> {
    return tx
      .selectFrom('customers')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  insert(tx: Tx, organisationId: string, input: CustomerInput): Promise<CustomerRow> {
    return tx
      .insertInto('customers')
      .values({ organisation_id: organisationId, ...columnsOf(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, id: string, input: CustomerInput): Promise<CustomerRow | undefined> {
    return tx
      .updateTable('customers')
      .set({ ...columnsOf(input), updated_at: sql`now()` })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async useCount(tx: Tx, organisationId: string, id: string, table: 'tasks' | 'invoices'): Promise<number> {
    const row = await tx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', organisationId)
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('customers')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
