import type { Kysely } from 'kysely';
import { createTranslator } from '@rahti/i18n/node';
import {
  addDays,
  allFeatures,
  localDateOf,
  localMidnight,
  stopEventInputSchema,
  transportTaskInputSchema,
  type TransportTask,
} from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { createDatabaseFileStorage, type FileStorage } from '../files/file-storage';
import type { AuthContext } from '../http/access';
import type { ServiceContext } from '../platform/app-context';
import { createStopEventsService } from '../transport/stop-events.service';
import { createTransportAssignService } from '../transport/transport-assign.service';
import { createTransportTasksService } from '../transport/transport-tasks.service';
import { DEMO_ORDERS, DEMO_SIGNER, type DemoOrder } from './demo-transport-data';
import { demoDeliveryPhoto, demoSignaturePng } from './demo-proof-images';

const ZONE = 'Europe/Helsinki';
const HOUR_MS = 3_600_000;
const SIGNATURE_KEY = 'demo-pod-signature';
const PHOTO_KEY = 'demo-pod-photo';

interface DemoFacts {
  admin: string;
  customers: Map<string, string>;
  drivers: Map<string, { id: string; userId: string | null; vehicleId: string | null }>;
  vehicles: string[];
}

async function readFacts(db: Kysely<Database>, org: string): Promise<DemoFacts | null> {
  return withTenant(db, org, async (tx) => {
    if (await tx.selectFrom('transport_tasks').select('id').where('organisation_id', '=', org).executeTakeFirst())
      return null;
    const admin = await tx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', org)
      .where('role', '=', 'Admin')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const customers = await tx
      .selectFrom('customers')
      .select(['id', 'name'])
      .where('organisation_id', '=', org)
      .execute();
    const drivers = await tx
      .selectFrom('drivers')
      .select(['id', 'employee_number', 'user_id', 'default_vehicle_id'])
      .where('organisation_id', '=', org)
      .execute();
    const vehicles = await tx
      .selectFrom('vehicles')
      .select('id')
      .where('organisation_id', '=', org)
      .where('calculation_id', 'is not', null)
      .orderBy('register_number')
      .execute();
    return {
      admin: admin.id,
      customers: new Map(customers.map((row) => [row.name, row.id])),
      drivers: new Map(
        drivers.map((row) => [
          row.employee_number,
          { id: row.id, userId: row.user_id, vehicleId: row.default_vehicle_id },
        ]),
      ),
      vehicles: vehicles.map((row) => row.id),
    };
  });
}

const place = ([name, street, postcode, city, country]: DemoOrder['sender']) => ({
  name,
  street,
  postcode,
  city,
  country: country ?? 'FI',
});

/**
 * The demo's transport tasks (issue 26), made and carried through the same services the office
 * and the driver's phone use: one in each state over this month, each with its waybill; an
 * international one to Stockholm with CMR terms, one with ADR dangerous goods, and one delivered
 * with a proof (the consignee's signature and a photo, in stored files). Added only when the
 * organisation has no transport task.
 */
export async function seedDemoTransport(
  db: Kysely<Database>,
  organisationId: string,
  now: Date,
  storage: FileStorage = createDatabaseFileStorage(db),
): Promise<string[]> {
  const org = organisationId;
  const facts = await readFacts(db, org);
  if (!facts) return [];
  const today = localDateOf(now.getTime(), ZONE);
  const translator = createTranslator();
  const at = (date: string, hour: number) => new Date(localMidnight(date, ZONE) + hour * HOUR_MS);
  const authOf = (userId: string, client: 'web' | 'driver'): AuthContext => ({
    userId,
    organisationId: org,
    organisationName: '',
    organisationCurrency: 'EUR',
    role: client === 'web' ? 'Admin' : 'User',
    language: 'fi',
    features: allFeatures(),
    isSiteOperator: false,
    clientId: client,
    client,
  });
  const office = authOf(facts.admin, 'web');
  let made = 0;
  for (const [index, order] of DEMO_ORDERS.entries()) {
    const day = addDays(today, order.dayOffset);
    const driver = order.driver ? facts.drivers.get(order.driver) : undefined;
    const vehicleId = driver ? (driver.vehicleId ?? facts.vehicles[index % facts.vehicles.length] ?? null) : null;
    // A coming order is taken now; today's and earlier ones the afternoon before their day.
    const takenAt = order.dayOffset > 0 ? now : at(addDays(day, -1), 14);
    const context: ServiceContext = { database: { db }, now: () => takenAt, translator };
    const input = transportTaskInputSchema.parse({
      reference: order.reference,
      customerId: facts.customers.get(order.customer) ?? null,
      sender: place(order.sender),
      consignee: place(order.consignee),
      international: order.international ?? false,
      stops: [
        { kind: 'pickup', ...place(order.sender), windowStart: at(day, order.hours[0]).toISOString() },
        { kind: 'delivery', ...place(order.consignee), windowStart: at(day, order.hours[1]).toISOString() },
      ],
      goods: order.goods,
      driverId: driver?.id ?? null,
      vehicleId,
      price: order.price,
      km: order.km,
      terms: order.terms ?? {},
      notes: order.notes ?? '',
    });
    const task = await createTransportTasksService(context).create(office, input);
    made += 1;
    if (order.state === 'cancelled') {
      await createTransportAssignService(context).cancel(office, task.id, {
        version: task.version,
        note: order.notes ?? '',
      });
    } else if (driver && ['started', 'pickedUp', 'delivered'].includes(order.state)) {
      const driverAuth = authOf(driver.userId ?? facts.admin, 'driver');
      await driveThrough({ db, storage }, org, task, order, driver, driverAuth, at(day, 0));
    }
  }
  return [`${made} transport tasks with their waybills, one delivered with a signature and a photo`];
}

/** The driver's phone at the stops, up to the order's state; the delivery with its proof. */
async function driveThrough(
  { db, storage }: { db: Kysely<Database>; storage: FileStorage },
  org: string,
  task: TransportTask,
  order: DemoOrder,
  driver: { id: string; userId: string | null },
  auth: AuthContext,
  midnight: Date,
) {
  const events = createStopEventsService({ database: { db }, now: () => midnight, translator: createTranslator() });
  const hour = (h: number) => new Date(midnight.getTime() + h * HOUR_MS).toISOString();
  const [pickup, delivery] = task.stops;
  const position = { latitude: 60.29, longitude: 25.04, accuracyM: 15 };
  const send = (stopId: string, kind: string, time: string, extra: Record<string, unknown> = {}) =>
    events.recordStopEvent(
      auth,
      driver.id,
      stopEventInputSchema.parse({
        clientKey: `demo-${task.id}-${kind}-${stopId}`,
        transportTaskId: task.id,
        stopId,
        kind,
        at: time,
        position,
        goodsChecked: kind === 'arrived' ? null : true,
        ...extra,
      }),
    );
  await send(pickup!.id, 'arrived', hour(order.hours[0] - 0.2));
  if (order.state === 'started') return;
  await send(pickup!.id, 'loaded', hour(order.hours[0] + 0.5));
  if (order.state === 'pickedUp') return;
  await storage.put(org, {
    clientKey: SIGNATURE_KEY,
    contentType: 'image/png',
    bytes: demoSignaturePng(),
    createdBy: driver.userId,
  });
  await storage.put(org, {
    clientKey: PHOTO_KEY,
    contentType: 'image/jpeg',
    bytes: demoDeliveryPhoto(),
    createdBy: driver.userId,
  });
  await send(delivery!.id, 'arrived', hour(order.hours[1] - 0.1));
  await send(delivery!.id, 'delivered', hour(order.hours[1] + 0.4), {
    position: { latitude: 61.4905, longitude: 23.7712, accuracyM: 9 },
    note: 'Purettu takaovelta, lavat kunnossa.',
    proof: { signerName: DEMO_SIGNER, signatureKey: SIGNATURE_KEY, photoKeys: [PHOTO_KEY] },
  });
}
