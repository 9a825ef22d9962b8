import type { Customer, CustomerInput } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { catalogueErrors, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { taskError } from '../tasks/task-errors';
import { customersRepository, type CustomerRow } from './customers.repository';

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    businessId: row.business_id,
    vatNumber: row.vat_number,
    address: { street: row.street, postCode: row.post_code, town: row.town, countryCode: row.country_code },
    eInvoiceAddress: row.e_invoice_address,
    eInvoiceOperator: row.e_invoice_operator,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    paymentTermDays: row.payment_term_days,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

// Not the invoices module's own helper: the invoices module reads customers, so this way round stays acyclic.
const invoiceError = catalogueErrors('invoices');

/** The organisation's customers (issue 22); a business id appears once, one with tasks stays. */
export function createCustomersService(context: ServiceContext) {
  const { db } = context.database;
  const businessIdTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw taskError(409, 'customerBusinessIdTaken', 'businessId');
    throw error;
  };
  return {
    async list(auth: AuthContext) {
      const rows = await withTenant(db, auth.organisationId, (tx) => customersRepository.list(tx, auth.organisationId));
      return rows.map(toCustomer);
    },
    async get(auth: AuthContext, id: string) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        customersRepository.find(tx, auth.organisationId, id),
      );
      if (!row) throw notFound();
      return toCustomer(row);
    },
    async create(auth: AuthContext, input: CustomerInput) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        customersRepository.insert(tx, auth.organisationId, input),
      ).catch(businessIdTaken);
      return toCustomer(row);
    },
    async update(auth: AuthContext, id: string, input: CustomerInput) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        customersRepository.update(tx, auth.organisationId, id, input),
      ).catch(businessIdTaken);
      if (!row) throw notFound();
      return toCustomer(row);
    },
    async remove(auth: AuthContext, id: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await customersRepository.find(tx, auth.organisationId, id))) throw notFound();
        const tasks = await customersRepository.useCount(tx, auth.organisationId, id, 'tasks');
        if (tasks > 0) throw taskError(409, 'customerInUse', undefined, { count: tasks });
        const invoices = await customersRepository.useCount(tx, auth.organisationId, id, 'invoices');
        if (invoices > 0) throw invoiceError(409, 'customerHasInvoices', undefined, { count: invoices });
        await customersRepository.delete(tx, auth.organisationId, id);
      });
    },
  };
}
