import type { InvoiceInput } from '@rahti/domain';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { ServiceContext } from '../platform/app-context';
import { createInvoicesService } from '../invoices/invoices.service';
import { createInvoiceStatesService } from '../invoices/invoice-states.service';
import { DEMO_CUSTOMERS } from './demo-invoicing-data';

const [tukku, satama, puutavara, bygg] = DEMO_CUSTOMERS.map((customer) => customer.name) as [
  string,
  string,
  string,
  string,
];

/** The demo's customers by name, with their tasks not billed yet (oldest first). */
async function billable(context: ServiceContext, auth: AuthContext) {
  const org = auth.organisationId;
  return withTenant(context.database.db, org, async (tx) => {
    const customers = await tx
      .selectFrom('customers')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .execute();
    const tasks = await tx
      .selectFrom('tasks')
      .select(['id', 'customer_id'])
      .where('organisation_id', '=', org)
      .where('invoice_id', 'is', null)
      .where('customer_id', 'is not', null)
      .orderBy('start_at')
      .execute();
    const idOf = new Map(customers.map((customer) => [customer.name, customer.id]));
    return {
      customerId: (name: string) => idOf.get(name),
      tasksOf: (name: string) => tasks.filter((task) => task.customer_id === idOf.get(name)).map((task) => task.id),
    };
  });
}

/**
 * Invoices in every state (issue 22's demo): paid, sent and overdue, sent and not yet due, a
 * credited one with its credit note, a draft of the latest tasks and a cancelled draft. Added
 * only when the organisation has no invoice yet. `day(n)` is the local date n days from today.
 */
export async function seedDemoInvoices(
  context: ServiceContext,
  auth: AuthContext,
  day: (offset: number) => string,
): Promise<number> {
  const exists = await withTenant(context.database.db, auth.organisationId, (tx) =>
    tx.selectFrom('invoices').select('id').where('organisation_id', '=', auth.organisationId).executeTakeFirst(),
  );
  if (exists) return 0;
  const invoices = createInvoicesService(context);
  const states = createInvoiceStatesService(context);
  const { customerId, tasksOf } = await billable(context, auth);
  let count = 0;
  const make = async (customer: string, input: Omit<InvoiceInput, 'customerId'>) => {
    const id = customerId(customer);
    if (!id || ((input.taskIds?.length ?? 0) === 0 && (input.rows?.length ?? 0) === 0)) return undefined;
    count += 1;
    return invoices.create(auth, { customerId: id, ...input });
  };
  const send = async (invoice: { id: string; version: number } | undefined) => {
    if (invoice) await states.send(auth, invoice.id, invoice.version, 'fi');
    return invoice && { ...invoice, version: invoice.version + 1 };
  };

  const tukkuTasks = tasksOf(tukku);
  const half = Math.ceil(tukkuTasks.length / 2);
  const paid = await send(await make(tukku, { date: day(-20), taskIds: tukkuTasks.slice(0, half) }));
  if (paid) await states.markPaid(auth, paid.id, day(-6), paid.version);
  await send(await make(satama, { date: day(-25), taskIds: tasksOf(satama) }));
  await send(await make(puutavara, { date: day(-10), taskIds: tasksOf(puutavara) }));
  const waiting = {
    description: 'Odotusaika Vuosaaren satamassa',
    quantity: 3,
    unit: 'h',
    unitPrice: 55,
    vatPercent: 25.5,
  };
  const ferry = {
    description: 'Lauttamaksu Vaasa–Uumaja',
    quantity: 1,
    unit: 'kpl',
    unitPrice: 412.9,
    vatPercent: 25.5,
  };
  const credited = await send(await make(tukku, { date: day(-18), rows: [waiting, ferry] }));
  if (credited) {
    await states.credit(auth, credited.id, credited.version, 'fi');
    count += 1;
  }
  await send(
    await make(bygg, {
      date: day(-3),
      notes: 'Omvänd skattskyldighet / Reverse charge (VAT Directive art. 196)',
      rows: [
        {
          description: 'Transport Vantaa – Stockholm, 33 pall',
          quantity: 1,
          unit: 'st',
          unitPrice: 2150,
          vatPercent: 0,
        },
      ],
    }),
  );
  const cancelled = await make(satama, {
    date: day(-2),
    rows: [{ description: 'Ylimääräinen kuorma', quantity: 1, unit: 'kpl', unitPrice: 380, vatPercent: 25.5 }],
  });
  if (cancelled) await invoices.cancel(auth, cancelled.id);
  await make(tukku, { date: day(0), taskIds: tukkuTasks.slice(half) });
  return count;
}
