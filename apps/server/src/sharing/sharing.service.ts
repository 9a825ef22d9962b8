import { randomBytes } from 'node:crypto';
import {
  localMidnight,
  newShareCode,
  nextDate,
  type Share,
  type ShareRead,
  type SharingDataType,
  type SharingInput,
  type SharingStatus,
} from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { isUniqueViolation } from '../db/errors';
import { catalogueErrors, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { shareOf } from './share-dto';
import { sharesRepository, type ShareRow } from './shares.repository';

const sharingError = catalogueErrors('sharing');
const SCOPE_TABLES = [
  ['routeIds', 'routes'],
  ['vehicleIds', 'vehicles'],
  ['customerIds', 'customers'],
] as const;

/**
 * Shares between organisations (issue 27, decision 0037): made by one organisation, joined by
 * another with the code, approved by the maker, ended by either. Reads of what is shared are in
 * shared-items.service.ts.
 */
export function createSharingService(context: ServiceContext) {
  const { db } = context.database;

  /** A scope that names items names the maker's own (sending) items only; another's id is not found. */
  async function checkScope(auth: AuthContext, input: SharingInput): Promise<void> {
    const scope = input.scope ?? {};
    const named = SCOPE_TABLES.filter(([key]) => (scope[key]?.length ?? 0) > 0);
    if (named.length === 0) return;
    if (input.direction === 'retrieve') throw sharingError(400, 'scopeIdsWhenRetrieving', 'scope');
    const counts = await withTenant(db, auth.organisationId, (tx) =>
      Promise.all(
        named.map(([key, table]) =>
          sharesRepository.countOwn(tx, auth.organisationId, table, [...new Set(scope[key])]),
        ),
      ),
    );
    named.forEach(([key], i) => {
      if (counts[i] !== new Set(scope[key]).size) throw notFound();
    });
  }

  async function visible(auth: AuthContext, id: string): Promise<ShareRow> {
    const row = await withTenant(db, auth.organisationId, (tx) => sharesRepository.find(tx, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async create(auth: AuthContext, input: SharingInput): Promise<{ id: string; code: string; status: 'pending' }> {
      await checkScope(auth, input);
      for (let attempt = 0; ; attempt++) {
        const code = newShareCode((count) => randomBytes(count));
        try {
          const row = await withTenant(db, auth.organisationId, async (tx) => {
            const inserted = await sharesRepository.insert(tx, auth.organisationId, auth.userId, code, input);
            if (input.scope?.vehicleIds?.length)
              await sharesRepository.markSharedVehicles(tx, auth.organisationId, input.scope.vehicleIds);
            return inserted;
          });
          return { id: row.id, code: row.code, status: 'pending' };
        } catch (error) {
          // Two codes alike among 25^16 happen about never; one more draw settles it.
          if (!isUniqueViolation(error) || attempt > 2) throw error;
        }
      }
    },

    async list(auth: AuthContext): Promise<Share[]> {
      const { rows, names } = await withTenant(db, auth.organisationId, async (tx) => ({
        rows: await sharesRepository.list(tx),
        names: await sharesRepository.organisationNames(tx),
      }));
      return rows.map((row) => shareOf(row, auth.organisationId, names));
    },

    async get(auth: AuthContext, id: string): Promise<Share> {
      const { row, names } = await withTenant(db, auth.organisationId, async (tx) => ({
        row: await sharesRepository.find(tx, id),
        names: await sharesRepository.organisationNames(tx),
      }));
      if (!row) throw notFound();
      return shareOf(row, auth.organisationId, names);
    },

    /** The other organisation enters the code; an unknown, used or own code is not found. */
    async join(auth: AuthContext, code: string): Promise<{ id: string; status: SharingStatus }> {
      const joined = await withTenant(db, auth.organisationId, (tx) => sharesRepository.join(tx, code, context.now()));
      if (!joined) throw notFound();
      return { id: joined.id, status: 'readyForSharing' };
    },

    /** The maker approves a joined share; its dates become instants in the data owner's time zone. */
    async approve(auth: AuthContext, id: string): Promise<Share> {
      const org = auth.organisationId;
      const { row, names } = await withTenant(db, org, async (tx) => ({
        row: await sharesRepository.find(tx, id),
        names: await sharesRepository.organisationNames(tx),
      }));
      if (!row || row.organisation_id !== org) throw notFound();
      if (row.state !== 'awaitingApproval')
        throw sharingError(409, row.state === 'pending' ? 'notJoined' : 'notAwaitingApproval');
      const owner = row.owner_organisation_id === org ? undefined : names.get(row.owner_organisation_id ?? '');
      const zone = owner?.time_zone ?? (await organisationZone(auth));
      const fromAt = row.from_date ? new Date(localMidnight(row.from_date, zone)) : null;
      const toAt = row.to_date ? new Date(localMidnight(nextDate(row.to_date), zone)) : null;
      const approved = await withTenant(db, org, (tx) =>
        sharesRepository.approve(tx, org, id, context.now(), fromAt, toAt),
      );
      if (!approved) throw sharingError(409, 'notAwaitingApproval');
      return shareOf(approved, org, names);
    },

    /** Either side ends a share at once; what was shared is no longer readable from the next request. */
    async end(auth: AuthContext, id: string): Promise<void> {
      const ended = await withTenant(db, auth.organisationId, async (tx) => {
        const row = await sharesRepository.end(tx, id, auth.userId, context.now());
        if (row?.vehicle_ids?.length && row.organisation_id === auth.organisationId)
          await sharesRepository.markSharedVehicles(tx, auth.organisationId, row.vehicle_ids);
        return row;
      });
      if (!ended) {
        await visible(auth, id);
        throw sharingError(409, 'alreadyEnded');
      }
    },

    /** The owner's log of the receiver's reads. */
    async reads(auth: AuthContext, id: string): Promise<ShareRead[]> {
      const { row, reads, names } = await withTenant(db, auth.organisationId, async (tx) => ({
        row: await sharesRepository.find(tx, id),
        reads: await sharesRepository.reads(tx, auth.organisationId, id),
        names: await sharesRepository.organisationNames(tx),
      }));
      if (!row) throw notFound();
      return reads.map((read) => ({
        readAt: new Date(read.read_at).toISOString(),
        dataType: read.data_type as SharingDataType,
        items: read.items,
        readerName: names.get(read.reader_organisation_id)?.name ?? '',
      }));
    },
  };

  function organisationZone(auth: AuthContext): Promise<string> {
    return withTenant(db, auth.organisationId, (tx) => organisationTimeZone(tx, auth.organisationId));
  }
}
