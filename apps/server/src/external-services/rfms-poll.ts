import type { ExternalService, RfmsPosition } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { outboundErrorKey } from '../platform/outbound-http/outbound-errors';
import type { OutboundHttp } from '../platform/outbound-http/outbound-http';
import { insertPositions, type PositionFix } from '../positions/positions.repository';
import type { RfmsAuth } from '../tracking/rfms/rfms-auth';
import { createRfmsClient, type RfmsClient, type RfmsStatusesResult } from '../tracking/rfms/rfms-client';
import type { RfmsError } from '../tracking/rfms/rfms-errors';
import { keepTrackingOdometers, trackedOdometersOf } from '../fleet/tracking-odometer';
import { keepDriversSeen } from './external-drivers';
import { MAX_EXTERNAL_DRIVER_CARDS, MAX_POSITIONS_PER_POLL } from './fetch-limits';
import { openSecret } from './secret-box';

export const RFMS_POLL_JOB = 'rfms-poll';
export const pollJobKey = (credentialId: string) => `${RFMS_POLL_JOB}:${credentialId}`;
/** After failures in a row the next poll waits longer: a minute, doubling, at most an hour. */
const BACKOFF_MAX_MS = 60 * 60_000;
/** A new credential's first poll fetches this far back. */
const BACKFILL_MS = 24 * 60 * 60_000;

interface CredentialRow {
  /** A stored credential's id and last change: its signed-in client is kept between polls. */
  id?: string;
  updated_at?: Date;
  organisation_id: string;
  service_name: ExternalService;
  base_url: string;
  version: 'auto' | '4.0' | '2.1';
  username: string;
  token_url: string;
  secret_encrypted: string;
}

/**
 * A client signed in as the credential says: Scania's challenge–response (at the token address,
 * else the service's /auth); OAuth client credentials when a token address is given; else HTTP
 * Basic (Volvo Connect).
 */
export function rfmsClientFor(context: AppContext, row: CredentialRow, password?: string): RfmsClient {
  if (password !== undefined || !row.id || !row.updated_at) return newClient(context, row, password);
  // Kept per stored credential, so a token (OAuth's, Scania's hour and its refresh token) outlives
  // one poll; a change to the credential (updated_at, a new sealed secret) makes a new client.
  const kept = keptClients(context);
  const stamp = [
    row.updated_at.toISOString(),
    row.base_url,
    row.version,
    row.username,
    row.token_url,
    row.secret_encrypted,
  ].join('|');
  const found = kept.get(row.id);
  if (found?.stamp === stamp) return found.client;
  const client = newClient(context, row);
  kept.set(row.id, { stamp, client });
  return client;
}

const clientsByContext = new WeakMap<AppContext, Map<string, { stamp: string; client: RfmsClient }>>();
function keptClients(context: AppContext) {
  let kept = clientsByContext.get(context);
  if (!kept) clientsByContext.set(context, (kept = new Map()));
  return kept;
}

/** A removed credential's client is dropped with it. */
export function forgetRfmsClient(context: AppContext, credentialId: string): void {
  clientsByContext.get(context)?.delete(credentialId);
}

function newClient(context: AppContext, row: CredentialRow, password?: string): RfmsClient {
  const key = context.config.credentialsKey;
  if (password === undefined && !key) throw new Error('CREDENTIALS_KEY is not set');
  const secret = password ?? openSecret(key!, row.organisation_id, row.secret_encrypted);
  const auth: RfmsAuth =
    row.service_name === 'scania'
      ? {
          kind: 'scania',
          authUrl: row.token_url || `${row.base_url.replace(/\/+$/, '')}/auth`,
          clientId: row.username,
          secretKey: secret,
        }
      : row.token_url
        ? { kind: 'oauth', tokenUrl: row.token_url, clientId: row.username, clientSecret: secret }
        : { kind: 'basic', username: row.username, password: secret };
  // A poll must not hold the worker for minutes: a long Retry-After is reported and the job comes back later.
  // The context's outbound client at each call (a kept client outlives none of its settings).
  const http: OutboundHttp = {
    request: (url, init) => context.outboundHttp.request(url, init),
    check: (url) => context.outboundHttp.check(url),
  };
  return createRfmsClient({
    baseUrl: row.base_url,
    version: row.version,
    auth,
    http,
    now: () => context.now().getTime(),
    retry: { maxAttempts: 3, maxDelayMs: 10_000 },
  });
}

/** The error in the organisation's words for the status line: a refused or cut-short call in the outbound client's. */
export const rfmsErrorKey = (error: RfmsError) =>
  error.kind === 'outbound' ? outboundErrorKey(error.reason) : `tracking:errors.${error.kind}`;

export interface PollOutcome {
  stored: number;
  error: RfmsError | null;
  next: Date;
}

/**
 * One poll of a credential's service: positions since the stored cursor (the last day's on the
 * first poll), those of linked vehicles stored, the cursor and status kept. A failure keeps the
 * cursor, counts the failure and sets the back-off; the job runs again at `next`.
 */
export async function pollRfms(
  context: AppContext,
  organisationId: string,
  credentialId: string,
): Promise<PollOutcome | null> {
  const { db } = context.database;
  const now = context.now();
  const row = await withTenant(db, organisationId, (tx) =>
    tx
      .selectFrom('external_credentials')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', credentialId)
      .executeTakeFirst(),
  );
  if (!row) return null;
  const client = rfmsClientFor(context, row);
  // The first poll reads the last day back, so the map has a history from the start.
  const result = await client.positionsSince(row.cursor ?? new Date(now.getTime() - BACKFILL_MS), {
    maxItems: MAX_POSITIONS_PER_POLL,
  });
  const interval = context.config.rfmsPollSeconds * 1000;
  if (!result.ok) {
    const failures = row.failures + 1;
    const retryAfter =
      result.error.kind === 'rate-limited' && result.error.retryAfterSeconds
        ? result.error.retryAfterSeconds * 1000
        : 0;
    const next = new Date(
      now.getTime() + Math.max(retryAfter, Math.min(BACKOFF_MAX_MS, interval * 2 ** Math.min(failures - 1, 10))),
    );
    await withTenant(db, organisationId, (tx) =>
      tx
        .updateTable('external_credentials')
        .set({ last_fetch_at: now, last_error: rfmsErrorKey(result.error), failures })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', credentialId)
        .execute(),
    );
    return { stored: 0, error: result.error, next };
  }
  // The statuses name the driver cards in the trucks (FetchDriverStatus). Positions are what the
  // poll is for: when only the statuses fail, the positions are kept and the error shown.
  const statuses = await client.latestStatuses({ maxItems: MAX_EXTERNAL_DRIVER_CARDS });
  const { count: stored, odometers } = await withTenant(db, organisationId, async (tx) => {
    const links = await tx
      .selectFrom('external_vehicles')
      .select(['vin', 'vehicle_id'])
      .where('organisation_id', '=', organisationId)
      .where('credential_id', '=', credentialId)
      .where('vehicle_id', 'is not', null)
      .execute();
    const vehicleOf = new Map(links.map((link) => [link.vin, link.vehicle_id!]));
    const fixes = result.positions.flatMap((position: RfmsPosition): PositionFix[] => {
      const vehicleId = vehicleOf.get(position.vin);
      return vehicleId
        ? [
            {
              vehicleId,
              recordedAt: new Date(position.at),
              latitude: position.latitude,
              longitude: position.longitude,
              speedKmh: position.speedKmh,
              headingDegrees: position.headingDegrees,
              accuracyMeters: null,
            },
          ]
        : [];
    });
    let count = 0;
    for (let i = 0; i < fixes.length; i += 1000)
      count += await insertPositions(
        tx,
        organisationId,
        { source: 'rfms', driverId: null, receivedAt: now },
        fixes.slice(i, i + 1000),
      );
    const driversError = await keepDriverCards(tx, organisationId, credentialId, statuses);
    await tx
      .updateTable('external_credentials')
      .set((eb) => ({
        cursor: result.cursor,
        last_fetch_at: now,
        last_success_at: now,
        // A success clears the last poll's error, unless the driver cards failed now.
        last_error: driversError,
        failures: 0,
        positions_stored: eb('positions_stored', '+', count),
      }))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', credentialId)
      .execute();
    return { count, odometers: statuses.ok ? trackedOdometersOf(statuses.statuses, vehicleOf) : [] };
  });
  // The trucks' odometers as readings for fleet upkeep's current km and forecasts (issue 25), after the commit.
  await keepTrackingOdometers(context, organisationId, odometers);
  return { stored, error: null, next: new Date(now.getTime() + interval) };
}

/**
 * The driver cards of the trucks' newest statuses kept; the error key when the statuses failed or
 * name more cards than a service may keep (more statuses than that is already too many), else null.
 */
export async function keepDriverCards(
  tx: Tx,
  organisationId: string,
  credentialId: string,
  statuses: RfmsStatusesResult,
): Promise<string | null> {
  if (!statuses.ok) return rfmsErrorKey(statuses.error);
  if (statuses.truncated) return 'tracking:errors.too-many-driver-cards';
  const kept = await keepDriversSeen(tx, organisationId, credentialId, statuses.statuses);
  return kept.ok ? null : kept.errorKey;
}
