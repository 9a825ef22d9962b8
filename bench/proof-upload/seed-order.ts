/**
 * The proof-upload bench's order (bench/proof-upload.ts), run after the demo seed and before the
 * server starts (the embedded database has one user at a time): a transport task from Vantaa to
 * Tampere for the demo driver today, its delivery window around now, made through the office's
 * own service as the demo Admin.
 */
import { allFeatures, transportTaskInputSchema } from '@rahti/domain';
import { createTranslator } from '@rahti/i18n/node';
import { loadConfig } from '../../apps/server/src/config/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-configured';
import { withTenant } from '../../apps/server/src/db/tenant';
import { createTransportTasksService } from '../../apps/server/src/transport/transport-tasks.service';
import { DEMO_DRIVER_IDS, DEMO_ORGANISATION } from '../../e2e/src/harness/demo';
import { BENCH_ORDER_REFERENCE } from './order';

const HOUR_MS = 3_600_000;

async function main() {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const organisationId = DEMO_ORGANISATION.id;
    const admin = await withTenant(database.db, organisationId, (tx) =>
      tx
        .selectFrom('users')
        .select('id')
        .where('organisation_id', '=', organisationId)
        .where('role', '=', 'Admin')
        .orderBy('created_at')
        .executeTakeFirstOrThrow(),
    );
    const now = Date.now();
    const input = transportTaskInputSchema.parse({
      reference: BENCH_ORDER_REFERENCE,
      sender: { name: 'Kesko Logistiikka Oy', street: 'Tikkurilantie 10', postcode: '01300', city: 'Vantaa' },
      consignee: { name: 'Tampereen Tukku Oy', street: 'Hatanpään valtatie 34', postcode: '33100', city: 'Tampere' },
      stops: [
        {
          kind: 'pickup',
          street: 'Tikkurilantie 10',
          postcode: '01300',
          city: 'Vantaa',
          windowStart: new Date(now - 3 * HOUR_MS).toISOString(),
        },
        {
          kind: 'delivery',
          street: 'Hatanpään valtatie 34',
          postcode: '33100',
          city: 'Tampere',
          windowStart: new Date(now - HOUR_MS).toISOString(),
          windowEnd: new Date(now + HOUR_MS).toISOString(),
        },
      ],
      goods: [{ description: 'Elintarvikkeita', packages: 18, packageKind: 'eurPallet', weightKg: 9400 }],
      driverId: DEMO_DRIVER_IDS.diego,
    });
    const context = { database: { db: database.db }, now: () => new Date(), translator: createTranslator() };
    const task = await createTransportTasksService(context).create(
      {
        userId: admin.id,
        organisationId,
        organisationName: DEMO_ORGANISATION.name,
        organisationCurrency: 'EUR',
        role: 'Admin',
        language: 'en',
        features: allFeatures(),
        isSiteOperator: false,
        clientId: 'web',
        client: 'web',
      },
      input,
    );
    console.log(`Made ${task.reference} (${task.id}) for the demo driver, waybill ${task.waybill?.number ?? '–'}`);
  } finally {
    await database.close();
  }
}

await main();
