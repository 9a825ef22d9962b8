import { localMidnight, nextDate, type SharedItems, type SharingDataType } from '@rahti/domain';
import type { ServiceContext } from '../platform/app-context';
import { withShareReader, withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import { isMachineCaller, type AuthContext } from '../http/access';
import { sharesRepository } from './shares.repository';
import { sharedItemsRepository, type Period, type SharedRows as Rows } from './shared-items.repository';
import { sharedItemsOf } from './shared-items-dto';

/**
 * What another organisation shares with the caller (issue 27): read through the share reader
 * role, so the database, not this code, keeps the reads inside the share's data types, scope and
 * life; every read is logged for the owner.
 */
export function createSharedItemsService(context: ServiceContext) {
  const { db } = context.database;

  return {
    async read(
      auth: AuthContext,
      shareId: string,
      dataType: SharingDataType,
      query: { from: string; to: string },
    ): Promise<SharedItems> {
      const org = auth.organisationId;
      const { row, names } = await withTenant(db, org, async (tx) => ({
        row: await sharesRepository.find(tx, shareId),
        names: await sharesRepository.organisationNames(tx),
      }));
      if (!row || row.receiver_organisation_id !== org || !row.data_types.includes(dataType)) throw notFound();
      const owner = row.owner_organisation_id;
      const ownerName = owner ? names.get(owner) : undefined;
      if (!owner || !ownerName || row.state !== 'active') return sharedItemsOf(dataType, '', emptyRows());
      const zone = ownerName.time_zone;
      const period: Period = {
        from: query.from,
        to: query.to,
        fromAt: new Date(localMidnight(query.from, zone)),
        toAt: new Date(localMidnight(nextDate(query.to), zone)),
      };
      const rows = await withShareReader(db, org, async (tx) => {
        const read = await readRows(tx, owner, dataType, period);
        const items = read.shifts?.length ?? read.tasks?.length ?? read.routes?.length ?? read.invoices?.length ?? 0;
        await sharedItemsRepository.logRead(tx, {
          owner,
          shareId,
          reader: org,
          userId: isMachineCaller(auth) ? null : auth.userId,
          dataType,
          items,
        });
        return read;
      });
      return sharedItemsOf(dataType, ownerName.name, rows);
    },
  };
}

function emptyRows(): Rows {
  return { shifts: [], vehicles: [], tasks: [], routes: [], invoices: [] };
}

async function readRows(
  tx: Parameters<Parameters<typeof withShareReader>[2]>[0],
  owner: string,
  dataType: SharingDataType,
  period: Period,
): Promise<Rows> {
  switch (dataType) {
    case 'shifts': {
      const shifts = await sharedItemsRepository.shifts(tx, owner, period);
      const vehicles = await sharedItemsRepository.shiftVehicles(
        tx,
        owner,
        shifts.map((s) => s.id),
      );
      return { shifts, vehicles };
    }
    case 'tasks':
      return { tasks: await sharedItemsRepository.tasks(tx, owner, period) };
    case 'routes':
      return { routes: await sharedItemsRepository.routes(tx, owner, period) };
    case 'invoices':
      return { invoices: await sharedItemsRepository.invoices(tx, owner, period) };
  }
}
