import type {
  DriverFetchStatus,
  ExternalCredential,
  ExternalCredentialInput,
  ExternalDriver,
  ExternalService,
  ExternalVehicle,
  FetchStatus,
  TryCredentialsInput,
  TryCredentialsResult,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { Selectable } from 'kysely';
import type { ExternalCredentialsTable } from '../db/schema';
import { withTenant, type Tx } from '../db/tenant';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { cancelJob, nextRunOf, scheduleJob } from '../jobs/jobs.repository';
import { externalDriversOf } from './external-drivers';
import { fetchLimitWords, MAX_EXTERNAL_DRIVER_CARDS, MAX_EXTERNAL_VEHICLES } from './fetch-limits';
import {
  forgetRfmsClient,
  keepDriverCards,
  pollJobKey,
  pollRfms,
  RFMS_POLL_JOB,
  rfmsClientFor,
  rfmsErrorKey,
} from './rfms-poll';
import { externalVehiclesRepository } from './external-vehicles.repository';
import { sealSecret } from './secret-box';
import { checkServiceAddresses } from './service-addresses';

/** Volvo Connect's rFMS root, when a check is asked without an address. */
const VOLVO_CONNECT_URL = 'https://api.volvotrucks.com';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function credentialOf(tx: Tx, organisationId: string, serviceName: ExternalService) {
  const row = await tx
    .selectFrom('external_credentials')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('service_name', '=', serviceName)
    .executeTakeFirst();
  if (!row) throw badRequest('tracking:notConfigured');
  return row;
}

/**
 * External services (issue 14, spec section 7's Organisation/External… calls): credentials kept
 * encrypted and never answered, the service's vehicles linked to ours, and the poll's status.
 */
export function createExternalServicesService(context: AppContext) {
  const { db } = context.database;
  const translate = (auth: AuthContext, key: string | null) =>
    key ? context.translator.t(key, { lng: auth.language, ...fetchLimitWords(auth.language) }) : null;
  /** A fetch's failure as the answer: 502, the service's fault, in the caller's words. */
  const fetchFailed = (auth: AuthContext, key: string) => new ApiError(502, key, fetchLimitWords(auth.language));
  /** The addresses the server will call, refused (400) when it may not. */
  const checkAddresses = (input: { baseUrl?: string | undefined; tokenUrl: string }) =>
    checkServiceAddresses(context.outboundHttp, { baseUrl: input.baseUrl, tokenUrl: input.tokenUrl });
  /** A fetch that succeeded: the last one's error no longer stands. */
  const clearError = (tx: Tx, organisationId: string, credentialId: string) =>
    tx
      .updateTable('external_credentials')
      .set({ last_error: null, failures: 0 })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', credentialId)
      .execute();

  const keyOrRefuse = () => {
    if (!context.config.credentialsKey) throw new ApiError(503, 'tracking:credentialsKeyMissing');
    return context.config.credentialsKey;
  };

  async function list(auth: AuthContext): Promise<ExternalCredential[]> {
    const rows = await withTenant(db, auth.organisationId, (tx) =>
      tx
        .selectFrom('external_credentials as c')
        .select([
          'c.id',
          'c.service_name',
          'c.base_url',
          'c.version',
          'c.username',
          'c.token_url',
          'c.last_fetch_at',
          'c.last_success_at',
          'c.last_error',
          'c.failures',
          'c.positions_stored',
        ])
        .select((eb) => [
          eb
            .selectFrom('external_vehicles as v')
            .whereRef('v.organisation_id', '=', 'c.organisation_id')
            .whereRef('v.credential_id', '=', 'c.id')
            .select(eb.fn.countAll<number>().as('n'))
            .as('vehicle_count'),
          eb
            .selectFrom('external_vehicles as v')
            .whereRef('v.organisation_id', '=', 'c.organisation_id')
            .whereRef('v.credential_id', '=', 'c.id')
            .where('v.vehicle_id', 'is not', null)
            .select(eb.fn.countAll<number>().as('n'))
            .as('linked_count'),
        ])
        .where('c.organisation_id', '=', auth.organisationId)
        .orderBy('c.service_name')
        .execute(),
    );
    return Promise.all(
      rows.map(async (row) => {
        const { serviceName, ...state } = await fetchStateOfRow(auth, row);
        return {
          id: row.id,
          serviceName,
          baseUrl: row.base_url,
          version: row.version,
          username: row.username,
          tokenUrl: row.token_url,
          ...state,
          vehicleCount: Number(row.vehicle_count ?? 0),
          linkedCount: Number(row.linked_count ?? 0),
        };
      }),
    );
  }

  type PollStateRow = Pick<
    Selectable<ExternalCredentialsTable>,
    'id' | 'service_name' | 'last_fetch_at' | 'last_success_at' | 'last_error' | 'failures' | 'positions_stored'
  >;
  /** A service's poll state in the caller's words, as the list and both status calls answer it. */
  async function fetchStateOfRow(auth: AuthContext, row: PollStateRow) {
    return {
      serviceName: row.service_name,
      lastFetchAt: iso(row.last_fetch_at),
      lastSuccessAt: iso(row.last_success_at),
      lastError: translate(auth, row.last_error),
      failures: row.failures,
      positionsStored: Number(row.positions_stored),
      nextFetchAt: iso(await nextRunOf(db, pollJobKey(row.id))),
    };
  }

  async function fetchStateOf(auth: AuthContext, serviceName: ExternalService) {
    const row = await withTenant(db, auth.organisationId, (tx) => credentialOf(tx, auth.organisationId, serviceName));
    return { id: row.id, state: await fetchStateOfRow(auth, row) };
  }

  async function found(auth: AuthContext, id: string): Promise<ExternalCredential> {
    const credential = (await list(auth)).find((candidate) => candidate.id === id);
    if (!credential) throw notFound();
    return credential;
  }

  return {
    list,

    async create(auth: AuthContext, input: ExternalCredentialInput): Promise<ExternalCredential> {
      const key = keyOrRefuse();
      if (!input.password) throw badRequest('validation:required', 'password');
      await checkAddresses(input);
      const id = await withTenant(db, auth.organisationId, async (tx) => {
        const existing = await tx
          .selectFrom('external_credentials')
          .select('id')
          .where('organisation_id', '=', auth.organisationId)
          .where('service_name', '=', input.serviceName)
          .executeTakeFirst();
        if (existing)
          throw new ApiError(409, 'errors:conflict', {}, [{ path: 'serviceName', message: 'errors:conflict' }]);
        const row = await tx
          .insertInto('external_credentials')
          .values({
            organisation_id: auth.organisationId,
            service_name: input.serviceName,
            base_url: input.baseUrl,
            version: input.version,
            username: input.username,
            token_url: input.tokenUrl,
            secret_encrypted: sealSecret(key, auth.organisationId, input.password),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      await scheduleJob(db, {
        kind: RFMS_POLL_JOB,
        key: pollJobKey(id),
        organisationId: auth.organisationId,
        payload: { credentialId: id },
        runAt: context.now(),
      });
      return found(auth, id);
    },

    async update(auth: AuthContext, id: string, input: ExternalCredentialInput): Promise<ExternalCredential> {
      const key = keyOrRefuse();
      await checkAddresses(input);
      await withTenant(db, auth.organisationId, async (tx) => {
        const changed = await tx
          .updateTable('external_credentials')
          .set({
            base_url: input.baseUrl,
            version: input.version,
            username: input.username,
            token_url: input.tokenUrl,
            // A new password, or a new service address, starts the poll over with no cursor.
            ...(input.password
              ? {
                  secret_encrypted: sealSecret(key, auth.organisationId, input.password),
                  failures: 0,
                  last_error: null,
                }
              : {}),
            updated_at: context.now(),
          })
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
        if (!changed) throw notFound();
      });
      await scheduleJob(db, {
        kind: RFMS_POLL_JOB,
        key: pollJobKey(id),
        organisationId: auth.organisationId,
        payload: { credentialId: id },
        runAt: context.now(),
      });
      return found(auth, id);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const removed = await withTenant(db, auth.organisationId, (tx) =>
        tx
          .deleteFrom('external_credentials')
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst(),
      );
      if (!removed) throw notFound();
      forgetRfmsClient(context, id);
      await cancelJob(db, pollJobKey(id));
    },

    /** A check of a user and password (or client id and secret) before they are saved; nothing is stored. */
    async tryCredentials(input: TryCredentialsInput, auth: AuthContext): Promise<TryCredentialsResult> {
      await checkAddresses(input);
      const client = rfmsClientFor(
        context,
        {
          organisation_id: auth.organisationId,
          service_name: input.serviceName,
          base_url: input.baseUrl ?? VOLVO_CONNECT_URL,
          version: input.version,
          username: input.username,
          token_url: input.tokenUrl,
          secret_encrypted: '',
        },
        input.password,
      );
      const check = await client.tryCredentials();
      if (check.outcome === 'ok') return { outcome: 'ok', version: check.version, message: '' };
      return { outcome: check.outcome, version: null, message: translate(auth, rfmsErrorKey(check.error)) ?? '' };
    },

    /** Asks the service for its vehicles and keeps them (new ones unlinked; links stay). */
    async fetchVehicles(auth: AuthContext, serviceName: ExternalService): Promise<ExternalVehicle[]> {
      const credential = await withTenant(db, auth.organisationId, (tx) =>
        credentialOf(tx, auth.organisationId, serviceName),
      );
      const result = await rfmsClientFor(context, credential).vehicles({ maxItems: MAX_EXTERNAL_VEHICLES });
      if (!result.ok) throw fetchFailed(auth, rfmsErrorKey(result.error));
      const tooMany = fetchFailed(auth, 'tracking:errors.too-many-vehicles');
      if (result.truncated) throw tooMany;
      const listed = new Map(result.vehicles.map((vehicle) => [vehicle.vin, vehicle]));
      const now = context.now();
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await externalVehiclesRepository.keep(tx, auth.organisationId, credential.id, [...listed.values()], now)))
          throw tooMany;
        await clearError(tx, auth.organisationId, credential.id);
      });
      return this.vehicles(auth, serviceName);
    },

    async vehicles(auth: AuthContext, serviceName: ExternalService): Promise<ExternalVehicle[]> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const credential = await credentialOf(tx, auth.organisationId, serviceName);
        return externalVehiclesRepository.list(tx, auth.organisationId, credential.id);
      });
    },

    /** Links a listed vehicle to one of ours (an activated one), or unlinks it (null). */
    async link(
      auth: AuthContext,
      serviceName: ExternalService,
      vin: string,
      vehicleId: string | null,
    ): Promise<ExternalVehicle[]> {
      await withTenant(db, auth.organisationId, async (tx) => {
        const credential = await credentialOf(tx, auth.organisationId, serviceName);
        await externalVehiclesRepository.link(tx, auth.organisationId, credential.id, vin, vehicleId);
      });
      return this.vehicles(auth, serviceName);
    },

    /** PUT fetchexternaldata: polls now (no linked vehicle: the spec's "No vehicles selected to fetch"). */
    async fetchNow(auth: AuthContext, serviceName: ExternalService): Promise<FetchStatus> {
      const credential = await withTenant(db, auth.organisationId, async (tx) => {
        const found = await credentialOf(tx, auth.organisationId, serviceName);
        const linked = await tx
          .selectFrom('external_vehicles')
          .select('vin')
          .where('organisation_id', '=', auth.organisationId)
          .where('credential_id', '=', found.id)
          .where('vehicle_id', 'is not', null)
          .executeTakeFirst();
        if (!linked) throw badRequest('tracking:noVehiclesSelected');
        return found;
      });
      const outcome = await pollRfms(context, auth.organisationId, credential.id);
      if (outcome)
        await scheduleJob(db, {
          kind: RFMS_POLL_JOB,
          key: pollJobKey(credential.id),
          organisationId: auth.organisationId,
          payload: { credentialId: credential.id },
          runAt: outcome.next,
        });
      return this.status(auth, serviceName);
    },

    /**
     * POST fetchexternaldrivers: reads each truck's newest status now and keeps the driver cards
     * they name (rFMS has no list of drivers), answering every card seen with its holder here.
     */
    async fetchDrivers(auth: AuthContext, serviceName: ExternalService): Promise<ExternalDriver[]> {
      const credential = await withTenant(db, auth.organisationId, (tx) =>
        credentialOf(tx, auth.organisationId, serviceName),
      );
      const result = await rfmsClientFor(context, credential).latestStatuses({ maxItems: MAX_EXTERNAL_DRIVER_CARDS });
      return withTenant(db, auth.organisationId, async (tx) => {
        const error = await keepDriverCards(tx, auth.organisationId, credential.id, result);
        if (error) throw fetchFailed(auth, error);
        await clearError(tx, auth.organisationId, credential.id);
        return externalDriversOf(tx, auth.organisationId, credential.id);
      });
    },

    /** GET fetchdriverstatus: the poll's state and the driver cards seen, each with its holder here. */
    async driverStatus(auth: AuthContext, serviceName: ExternalService): Promise<DriverFetchStatus> {
      const credential = await fetchStateOf(auth, serviceName);
      const drivers = await withTenant(db, auth.organisationId, (tx) =>
        externalDriversOf(tx, auth.organisationId, credential.id),
      );
      return { ...credential.state, drivers };
    },

    async status(auth: AuthContext, serviceName: ExternalService): Promise<FetchStatus> {
      const { id, state } = await fetchStateOf(auth, serviceName);
      const vehicles = await withTenant(db, auth.organisationId, (tx) =>
        tx
          .selectFrom('external_vehicles as e')
          .innerJoin('vehicles as v', (join) =>
            join.onRef('v.organisation_id', '=', 'e.organisation_id').onRef('v.id', '=', 'e.vehicle_id'),
          )
          .select(['e.vin', 'v.register_number', 'v.last_position_at'])
          .where('e.organisation_id', '=', auth.organisationId)
          .where('e.credential_id', '=', id)
          .orderBy('v.register_number')
          .execute(),
      );
      return {
        ...state,
        vehicles: vehicles.map((row) => ({
          vin: row.vin,
          registerNumber: row.register_number,
          lastPositionAt: iso(row.last_position_at),
        })),
      };
    },
  };
}
