import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { traccarAndroidQuery, traccarClient9Body } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { buildOsmandListener, type OsmandListenerOptions } from '../../src/tracking/osmand/osmand-listener';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';

/**
 * A fresh IMEI: 15 digits, unlikely to be any other test's (the PostgreSQL run shares one
 * database between files).
 */
export const newImei = () => `35${String(randomInt(0, 1e12)).padStart(12, '0')}${randomInt(0, 10)}`;

/** A vehicle with a tracking device's IMEI, activated `activatedAt` (or not activated), written straight to the database. */
export async function addTrackedVehicle(
  t: TestApp,
  tenant: TestTenant,
  options: { imei: string; registerNumber: string; activatedAt?: Date | null },
): Promise<string> {
  const activatedAt = options.activatedAt === undefined ? new Date('2025-01-01T00:00:00Z') : options.activatedAt;
  const row = await withTenant(t.database.db, tenant.organisationId, (tx) =>
    tx
      .insertInto('vehicles')
      .values({
        organisation_id: tenant.organisationId,
        name: '',
        register_number: options.registerNumber,
        base_id: null,
        vehicle_class: 3,
        vehicle_code: '',
        imei: options.imei,
        fuel_type: 0,
        emission_standard: 6,
        external_id: '',
        device_id: '',
        device_lock: false,
        is_active: activatedAt !== null,
        activated_at: activatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

/** The listener on the test's database; by default every device is looked up afresh. */
export function osmandListener(t: TestApp, options: OsmandListenerOptions = {}): Promise<FastifyInstance> {
  return buildOsmandListener(t.context, { deviceCacheMs: 0, batchWindowMs: 1, ...options });
}

/** A request to the listener, answered with its status and body text. */
export async function sendOsmand(
  listener: FastifyInstance,
  request: { method?: 'GET' | 'POST'; url?: string; query?: string; contentType?: string; body?: string },
) {
  const url = `${request.url ?? '/'}${request.query === undefined ? '' : `?${request.query}`}`;
  const response = await listener.inject({
    method: request.method ?? 'POST',
    url,
    ...(request.contentType ? { headers: { 'content-type': request.contentType } } : {}),
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  return { status: response.statusCode, body: response.body };
}

/** Traccar Client Android's request (reference section 3.1) for `imei` at Unix `seconds`. */
export const androidQuery = (imei: string, seconds: number) => traccarAndroidQuery(imei, seconds);

/** Traccar Client 9's JSON (reference section 3.2) for `imei` at `at`. */
export const client9Json = (imei: string, at: Date, coords: Record<string, number> = {}) =>
  JSON.stringify(traccarClient9Body(imei, at.toISOString(), coords));

/** The positions stored for one organisation, oldest first. */
export const storedPositions = (t: TestApp, tenant: TestTenant) =>
  withTenant(t.database.db, tenant.organisationId, (tx) =>
    tx
      .selectFrom('positions')
      .select([
        'vehicle_id',
        'recorded_at',
        'latitude',
        'longitude',
        'speed_kmh',
        'heading_degrees',
        'accuracy_meters',
        'source',
        'driver_id',
        'received_at',
      ])
      .orderBy('recorded_at')
      .execute(),
  );
