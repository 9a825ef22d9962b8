import type { z } from 'zod';
import {
  positionFromV2,
  positionFromV4,
  statusFromV2,
  statusFromV4,
  vehicleFromV2,
  vehicleFromV4,
} from './rfms-mapping';
import type { RfmsPositionsPage, RfmsStatusesPage, RfmsVehiclesPage, RfmsVersion } from './rfms-model';
import {
  rfmsV2PositionSchema,
  rfmsV2PositionsResponseSchema,
  rfmsV2StatusSchema,
  rfmsV2StatusesResponseSchema,
  rfmsV2VehicleSchema,
  rfmsV2VehiclesResponseSchema,
} from './rfms-v2.schemas';
import {
  rfmsV4PositionSchema,
  rfmsV4PositionsResponseSchema,
  rfmsV4StatusSchema,
  rfmsV4StatusesResponseSchema,
  rfmsV4VehicleSchema,
  rfmsV4VehiclesResponseSchema,
} from './rfms-v4.schemas';
import { parseRfmsInstant } from './rfms-values';

/**
 * One page of an rFMS answer, either version, in the internal model. Null when the body is not
 * that resource's page at all (another version's body, an HTML error page); items that cannot be
 * read are left out and counted in `skipped`, so one odd report does not lose the rest.
 *
 * @computation
 */
export function parseRfmsVehiclesPage(version: RfmsVersion, body: unknown): RfmsVehiclesPage | null {
  if (version === '4.0') {
    const page = rfmsV4VehiclesResponseSchema.safeParse(body);
    if (!page.success) return null;
    const { vehicles, skipped, lastVin } = readItems(
      page.data.vehicleResponse.vehicles,
      rfmsV4VehicleSchema,
      vehicleFromV4,
      'vehicles',
    );
    return {
      vehicles,
      skipped,
      lastVin,
      moreDataAvailable: page.data.moreDataAvailable,
      moreDataAvailableLink: page.data.moreDataAvailableLink ?? null,
    };
  }
  if (!hasAnyKey(body, ['Vehicle', 'MoreDataAvailable'])) return null;
  const page = rfmsV2VehiclesResponseSchema.safeParse(body);
  if (!page.success) return null;
  const { vehicles, skipped, lastVin } = readItems(page.data.Vehicle, rfmsV2VehicleSchema, vehicleFromV2, 'vehicles');
  return { vehicles, skipped, lastVin, moreDataAvailable: page.data.MoreDataAvailable, moreDataAvailableLink: null };
}

/**
 * One page of rFMS positions, read as parseRfmsVehiclesPage reads vehicles.
 *
 * @computation
 */
export function parseRfmsPositionsPage(version: RfmsVersion, body: unknown): RfmsPositionsPage | null {
  if (version === '4.0') {
    const page = rfmsV4PositionsResponseSchema.safeParse(body);
    if (!page.success) return null;
    return reportsPage(
      readItems(page.data.vehiclePositionResponse.vehiclePositions, rfmsV4PositionSchema, positionFromV4, 'positions'),
      page.data,
    );
  }
  if (!hasAnyKey(body, ['VehiclePosition', 'MoreDataAvailable', 'RequestServerDateTime'])) return null;
  const page = rfmsV2PositionsResponseSchema.safeParse(body);
  if (!page.success) return null;
  return reportsPage(
    readItems(page.data.VehiclePosition, rfmsV2PositionSchema, positionFromV2, 'positions'),
    fromV2Paging(page.data),
  );
}

/**
 * One page of rFMS statuses, read as parseRfmsVehiclesPage reads vehicles.
 *
 * @computation
 */
export function parseRfmsStatusesPage(version: RfmsVersion, body: unknown): RfmsStatusesPage | null {
  if (version === '4.0') {
    const page = rfmsV4StatusesResponseSchema.safeParse(body);
    if (!page.success) return null;
    return reportsPage(
      readItems(page.data.vehicleStatusResponse.vehicleStatuses, rfmsV4StatusSchema, statusFromV4, 'statuses'),
      page.data,
    );
  }
  if (!hasAnyKey(body, ['VehicleStatus', 'MoreDataAvailable', 'RequestServerDateTime'])) return null;
  const page = rfmsV2StatusesResponseSchema.safeParse(body);
  if (!page.success) return null;
  return reportsPage(
    readItems(page.data.VehicleStatus, rfmsV2StatusSchema, statusFromV2, 'statuses'),
    fromV2Paging(page.data),
  );
}

interface Paging {
  moreDataAvailable: boolean;
  moreDataAvailableLink?: string | undefined;
  requestServerDateTime?: string | undefined;
}

function fromV2Paging(page: { MoreDataAvailable: boolean; RequestServerDateTime?: string | undefined }): Paging {
  return { moreDataAvailable: page.MoreDataAvailable, requestServerDateTime: page.RequestServerDateTime };
}

function reportsPage<Items extends { lastVin: string | null; lastReceivedAt: number | null; skipped: number }>(
  items: Items,
  paging: Paging,
) {
  return {
    ...items,
    moreDataAvailable: paging.moreDataAvailable,
    moreDataAvailableLink: paging.moreDataAvailableLink ?? null,
    requestServerDateTime: paging.requestServerDateTime ?? null,
  };
}

/**
 * Reads each item; the paging facts (the last VIN, the latest receivedDateTime) come from every
 * item that has them, read into the model or not, so paging moves past an unreadable report.
 */
function readItems<Wire, Item, Key extends string>(
  raw: readonly unknown[],
  schema: z.ZodType<Wire>,
  toModel: (wire: Wire) => Item | null,
  key: Key,
): { [K in Key]: Item[] } & { skipped: number; lastVin: string | null; lastReceivedAt: number | null } {
  const items: Item[] = [];
  let lastVin: string | null = null;
  let lastReceivedAt: number | null = null;
  for (const entry of raw) {
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const vin = record.vin ?? record.VIN ?? record.Vin;
    if (typeof vin === 'string' && vin.trim() !== '') lastVin = vin.trim();
    const receivedAt = parseRfmsInstant(record.receivedDateTime ?? record.ReceivedDateTime);
    if (receivedAt !== null && (lastReceivedAt === null || receivedAt > lastReceivedAt)) lastReceivedAt = receivedAt;
    const wire = schema.safeParse(entry);
    const item = wire.success ? toModel(wire.data) : null;
    if (item !== null) items.push(item);
  }
  return { [key]: items, skipped: raw.length - items.length, lastVin, lastReceivedAt } as { [K in Key]: Item[] } & {
    skipped: number;
    lastVin: string | null;
    lastReceivedAt: number | null;
  };
}

function hasAnyKey(body: unknown, keys: readonly string[]): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && keys.some((key) => key in body);
}
