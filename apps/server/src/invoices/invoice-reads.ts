import { addDays, localDateOf, type InvoiceBuyer } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { organisationTimeZone } from '../timesheet/history';
import { customersRepository, type CustomerRow } from '../customers/customers.repository';
import { invoiceError } from './invoice-errors';
import type { TaskToBill } from './invoice-rows';

/** What an invoice copies of its customer: the buyer as it was when the invoice was made. */
export function buyerOf(customer: CustomerRow): InvoiceBuyer {
  return {
    name: customer.name,
    businessId: customer.business_id,
    vatNumber: customer.vat_number,
    street: customer.street,
    postCode: customer.post_code,
    town: customer.town,
    countryCode: customer.country_code,
    eInvoiceAddress: customer.e_invoice_address,
    eInvoiceOperator: customer.e_invoice_operator,
    contactName: customer.contact_name,
    email: customer.email,
  };
}

/** The organisation's time zone and today's local date in it. */
export async function localToday(tx: Tx, organisationId: string, now: number) {
  const zone = await organisationTimeZone(tx, organisationId);
  return { zone, today: localDateOf(now, zone) };
}

/** The customer an invoice goes to, or a 400 naming the field. */
export async function readCustomer(tx: Tx, organisationId: string, customerId: string): Promise<CustomerRow> {
  const customer = await customersRepository.find(tx, organisationId, customerId);
  if (!customer) throw invoiceError(400, 'unknownCustomer', 'customerId');
  return customer;
}

/**
 * The tasks to bill, each the organisation's own and not billed on another invoice than
 * `invoiceId` (a 400 or a 409 naming `taskIds` otherwise).
 */
export async function readTasksToBill(
  tx: Tx,
  organisationId: string,
  taskIds: readonly string[],
  invoiceId?: string,
): Promise<TaskToBill[]> {
  if (taskIds.length === 0) return [];
  const tasks = await tx
    .selectFrom('tasks')
    .select(['id', 'start_at', 'description', 'pickup', 'delivery', 'income', 'invoice_id'])
    .where('organisation_id', '=', organisationId)
    .where('id', 'in', taskIds)
    .execute();
  const missing = taskIds.length - tasks.length;
  if (missing > 0) throw invoiceError(400, 'unknownTasks', 'taskIds', { count: missing });
  const billed = tasks.filter((task) => task.invoice_id !== null && task.invoice_id !== invoiceId).length;
  if (billed > 0) throw invoiceError(409, 'tasksAlreadyInvoiced', 'taskIds', { count: billed });
  return tasks.map((task) => ({ ...task, start_at: new Date(task.start_at) }));
}

/** The due date from the invoice's date and the customer's payment terms in days. */
export const dueDateOf = (date: string, paymentTermDays: number) => addDays(date, paymentTermDays);
