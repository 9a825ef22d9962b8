import type { Kysely } from 'kysely';
import { createTranslator } from '@rahti/i18n/node';
import {
  addDays,
  allFeatures,
  calculationInputSchema,
  customerInputSchema,
  localDateOf,
  organisationInvoicingInputSchema,
} from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { ServiceContext } from '../platform/app-context';
import { calculationsRepository } from '../calculations/calculations.repository';
import { customersRepository } from '../customers/customers.repository';
import { createOrganisationInvoicingService } from '../invoices/organisation-invoicing.service';
import { createTasksFromShifts } from '../tasks/tasks-from-shifts';
import { DEMO_CALCULATIONS, DEMO_CUSTOMERS, DEMO_INVOICING } from './demo-invoicing-data';
import { seedDemoInvoices } from './seed-invoices';
import { seedUpcomingTasks } from './seed-upcoming-tasks';

const ZONE = 'Europe/Helsinki';

async function adminAuth(db: Kysely<Database>, organisationId: string, name: string): Promise<AuthContext> {
  const admin = await withTenant(db, organisationId, (tx) =>
    tx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('role', '=', 'Admin')
      .orderBy('created_at')
      .executeTakeFirstOrThrow(),
  );
  return {
    userId: admin.id,
    organisationId,
    organisationName: name,
    organisationCurrency: 'EUR',
    role: 'Admin',
    language: 'fi',
    features: allFeatures(),
    isSiteOperator: false,
    clientId: 'web',
    client: 'web',
  };
}

/** Two calculations, one on every vehicle without one: the long-haul one on heavy vehicles. */
async function seedCalculations(db: Kysely<Database>, auth: AuthContext): Promise<number> {
  const org = auth.organisationId;
  return withTenant(db, org, async (tx) => {
    const existing = await tx.selectFrom('calculations').select('id').where('organisation_id', '=', org).execute();
    if (existing.length > 0) return 0;
    const ids: string[] = [];
    for (const calculation of DEMO_CALCULATIONS)
      ids.push(await calculationsRepository.create(tx, org, calculationInputSchema.parse(calculation), auth.userId));
    const vehicles = await tx
      .selectFrom('vehicles')
      .select(['id', 'vehicle_class'])
      .where('organisation_id', '=', org)
      .where('calculation_id', 'is', null)
      .execute();
    for (const vehicle of vehicles)
      await tx
        .updateTable('vehicles')
        .set({ calculation_id: vehicle.vehicle_class >= 4 ? ids[0]! : ids[1]! })
        .where('organisation_id', '=', org)
        .where('id', '=', vehicle.id)
        .execute();
    return ids.length;
  });
}

async function seedCustomers(db: Kysely<Database>, org: string): Promise<number> {
  return withTenant(db, org, async (tx) => {
    if ((await customersRepository.list(tx, org)).length > 0) return 0;
    for (const customer of DEMO_CUSTOMERS) {
      const { price: _price, lanes: _lanes, ...input } = customer;
      await customersRepository.insert(tx, org, customerInputSchema.parse(input));
    }
    return DEMO_CUSTOMERS.length;
  });
}

/**
 * The approved shifts become tasks (one per shift and vehicle), each driver's work for one
 * customer, priced as that customer pays, between that customer's places.
 */
async function seedTasks(db: Kysely<Database>, context: ServiceContext, auth: AuthContext): Promise<number> {
  const org = auth.organisationId;
  const { shifts, customers } = await withTenant(db, org, async (tx) => ({
    shifts: await tx
      .selectFrom('shifts as s')
      .innerJoin('shift_vehicles as sv', (join) =>
        join.onRef('sv.organisation_id', '=', 's.organisation_id').onRef('sv.shift_id', '=', 's.id'),
      )
      .select(['s.id', 's.driver_id'])
      .distinct()
      .where('s.organisation_id', '=', org)
      .where('s.approval', '=', 'approved')
      .where('s.end_at', 'is not', null)
      .execute(),
    customers: await customersRepository.list(tx, org),
  }));
  const byName = new Map(customers.map((customer) => [customer.name, customer.id]));
  const drivers = [...new Set(shifts.map((shift) => shift.driver_id))].sort();
  const fromShifts = createTasksFromShifts(context);
  let made = 0;
  for (const [index, demo] of DEMO_CUSTOMERS.slice(0, 3).entries()) {
    const mine = shifts.filter((shift) => drivers.indexOf(shift.driver_id) % 3 === index).map((shift) => shift.id);
    if (mine.length === 0) continue;
    const { created } = await fromShifts(auth, mine, byName.get(demo.name));
    made += created.length;
    await withTenant(db, org, async (tx) => {
      for (const [number, task] of created.entries()) {
        const [pickup, delivery] = demo.lanes[number % demo.lanes.length]!;
        const income = Math.round((task.economics.hours * demo.price.perHour + task.km * demo.price.perKm) * 100) / 100;
        await tx
          .updateTable('tasks')
          .set({
            income,
            pickup,
            delivery,
            description: `${pickup} – ${delivery}`,
            pallets: 12 + (number % 21),
            // Loads of 4–20 t, so the emissions report has tonne-km to allocate by.
            weight_kg: 4_000 + (number % 10) * 1_800,
          })
          .where('organisation_id', '=', org)
          .where('id', '=', task.id)
          .execute();
      }
    });
  }
  return made;
}

/**
 * The demo's money side: invoicing details, calculations on the vehicles, customers, tasks from
 * the approved shifts, next week's orders not planned yet and invoices in every state. Each part is added only where it is missing.
 */
export async function seedDemoInvoicing(
  db: Kysely<Database>,
  organisationId: string,
  organisationName: string,
  now: Date,
): Promise<string[]> {
  const created: string[] = [];
  const context: ServiceContext = { database: { db }, now: () => now, translator: createTranslator() };
  const auth = await adminAuth(db, organisationId, organisationName);
  const invoicing = createOrganisationInvoicingService(context);
  if ((await invoicing.get(auth)).missing.length > 0)
    await invoicing.save(auth, organisationInvoicingInputSchema.parse(DEMO_INVOICING));
  const calculations = await seedCalculations(db, auth);
  if (calculations > 0) created.push(`${calculations} calculations`);
  const customers = await seedCustomers(db, organisationId);
  if (customers > 0) created.push(`${customers} customers`);
  const tasks = await seedTasks(db, context, auth);
  if (tasks > 0) created.push(`${tasks} tasks`);
  const today = localDateOf(now.getTime(), ZONE);
  const upcoming = await seedUpcomingTasks(db, context, auth, today);
  if (upcoming > 0) created.push(`${upcoming} tasks to plan next week`);
  const invoices = await seedDemoInvoices(context, auth, (days) => addDays(today, days));
  if (invoices > 0) created.push(`${invoices} invoices`);
  return created;
}
