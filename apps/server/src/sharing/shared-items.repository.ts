import type { Tx } from '../db/tenant';

/** At most this many items per read; a longer period is read in parts. */
export const SHARED_ITEMS_MAX = 5000;

export interface Period {
  from: string;
  to: string;
  fromAt: Date;
  toAt: Date;
}

/**
 * The owner's shared rows, read in the share reader's transaction (withShareReader): each query
 * names the owner, and the database's share policies decide which of its rows come back. Only
 * the columns the reader role is granted are read of drivers, vehicles and customers.
 */
export const sharedItemsRepository = {
  shifts(tx: Tx, owner: string, period: Period) {
    return tx
      .selectFrom('shifts as s')
      .leftJoin('drivers as d', (join) =>
        join.onRef('d.organisation_id', '=', 's.organisation_id').onRef('d.id', '=', 's.driver_id'),
      )
      .select([
        's.id',
        's.route_id',
        's.start_at',
        's.end_at',
        's.ended_event_seconds',
        's.start_km',
        's.end_km',
        's.approval',
      ])
      .select(['d.first_name', 'd.last_name'])
      .where('s.organisation_id', '=', owner)
      .where('s.start_at', '>=', period.fromAt)
      .where('s.start_at', '<', period.toAt)
      .orderBy('s.start_at')
      .limit(SHARED_ITEMS_MAX)
      .execute();
  },

  shiftVehicles(tx: Tx, owner: string, shiftIds: readonly string[]) {
    if (shiftIds.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('shift_vehicles as sv')
      .innerJoin('vehicles as v', (join) =>
        join.onRef('v.organisation_id', '=', 'sv.organisation_id').onRef('v.id', '=', 'sv.vehicle_id'),
      )
      .select(['sv.shift_id', 'v.register_number'])
      .where('sv.organisation_id', '=', owner)
      .where('sv.shift_id', 'in', shiftIds)
      .orderBy('sv.position')
      .execute();
  },

  tasks(tx: Tx, owner: string, period: Period) {
    return tx
      .selectFrom('tasks as t')
      .leftJoin('customers as c', (join) =>
        join.onRef('c.organisation_id', '=', 't.organisation_id').onRef('c.id', '=', 't.customer_id'),
      )
      .leftJoin('vehicles as v', (join) =>
        join.onRef('v.organisation_id', '=', 't.organisation_id').onRef('v.id', '=', 't.vehicle_id'),
      )
      .leftJoin('drivers as d', (join) =>
        join.onRef('d.organisation_id', '=', 't.organisation_id').onRef('d.id', '=', 't.driver_id'),
      )
      .select(['t.id', 't.start_at', 't.end_at', 't.description', 't.km', 't.income', 't.time_cost', 't.distance_cost'])
      .select([
        't.other_costs',
        't.profit',
        'c.name as customer_name',
        'v.register_number',
        'd.first_name',
        'd.last_name',
      ])
      .where('t.organisation_id', '=', owner)
      .where('t.start_at', '>=', period.fromAt)
      .where('t.start_at', '<', period.toAt)
      .orderBy('t.start_at')
      .limit(SHARED_ITEMS_MAX)
      .execute();
  },

  routes(tx: Tx, owner: string, period: Period) {
    return tx
      .selectFrom('routes as r')
      .leftJoin('customers as c', (join) =>
        join.onRef('c.organisation_id', '=', 'r.organisation_id').onRef('c.id', '=', 'r.customer_id'),
      )
      .leftJoin('vehicles as v', (join) =>
        join.onRef('v.organisation_id', '=', 'r.organisation_id').onRef('v.id', '=', 'r.vehicle_id'),
      )
      .select(['r.id', 'r.name', 'r.code', 'r.distance_km', 'r.driving_minutes', 'r.income', 'c.name as customer_name'])
      .select(['v.register_number'])
      .where('r.organisation_id', '=', owner)
      .where((eb) => eb.or([eb('r.ended_on', 'is', null), eb('r.ended_on', '>=', period.from)]))
      .orderBy('r.name')
      .limit(SHARED_ITEMS_MAX)
      .execute();
  },

  invoices(tx: Tx, owner: string, period: Period) {
    return tx
      .selectFrom('invoices as i')
      .leftJoin('customers as c', (join) =>
        join.onRef('c.organisation_id', '=', 'i.organisation_id').onRef('c.id', '=', 'i.customer_id'),
      )
      .select(['i.id', 'i.number', 'i.invoice_date', 'i.due_date', 'i.currency', 'i.net', 'i.gross', 'i.state'])
      .select(['c.name as customer_name'])
      .where('i.organisation_id', '=', owner)
      .where('i.invoice_date', '>=', period.from)
      .where('i.invoice_date', '<=', period.to)
      .orderBy('i.invoice_date')
      .orderBy('i.number')
      .limit(SHARED_ITEMS_MAX)
      .execute();
  },

  /** The owner's log line of this read (the reader role may add lines for shares to it, nothing else). */
  async logRead(
    tx: Tx,
    read: {
      owner: string;
      shareId: string;
      reader: string;
      userId: string | null;
      dataType: 'invoices' | 'routes' | 'shifts' | 'tasks';
      items: number;
    },
  ) {
    await tx
      .insertInto('share_reads')
      .values({
        organisation_id: read.owner,
        share_id: read.shareId,
        reader_organisation_id: read.reader,
        reader_user_id: read.userId,
        data_type: read.dataType,
        items: read.items,
      })
      .execute();
  },
};

/** One read's rows, by data type (only the read type's are there). */
export interface SharedRows {
  shifts?: Awaited<ReturnType<typeof sharedItemsRepository.shifts>>;
  vehicles?: Awaited<ReturnType<typeof sharedItemsRepository.shiftVehicles>>;
  tasks?: Awaited<ReturnType<typeof sharedItemsRepository.tasks>>;
  routes?: Awaited<ReturnType<typeof sharedItemsRepository.routes>>;
  invoices?: Awaited<ReturnType<typeof sharedItemsRepository.invoices>>;
}
