import { sql, type RawBuilder } from 'kysely';
import type { StopKind, TransportTaskState, TransportTasksQuery, WaybillKind, WaybillsQuery } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';

export interface SummaryRow {
  id: string;
  reference: string;
  state: TransportTaskState;
  date: string;
  customer_name: string | null;
  sender_name: string;
  consignee_name: string;
  first_window_start: Date | null;
  driver_id: string | null;
  driver_name: string | null;
  vehicle_id: string | null;
  vehicle_register_number: string | null;
  weight_kg: number;
  packages: number;
  dangerous: boolean;
  waybill_number: number | null;
  version: number;
}

export interface SummaryStopRow {
  transport_task_id: string;
  id: string;
  kind: StopKind;
  city: string;
  latitude: number | null;
  longitude: number | null;
  done_at: Date | null;
}

export interface WaybillRow {
  id: string;
  number: number;
  transport_task_id: string;
  kind: WaybillKind;
  state: TransportTaskState;
  reference: string;
  sender_name: string;
  consignee_name: string;
  from_city: string | null;
  to_city: string | null;
  date: string;
  signed: boolean;
  created_at: Date;
}

const ORDER = sql`t.date, t.first_window_start nulls last, t.created_at, t.id`;
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A search of digits only may be a waybill number. */
const numberOf = (search: string) => (/^\d{1,9}$/.test(search) ? Number(search) : null);

function whereSql(organisationId: string, query: TransportTasksQuery): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [
    sql`t.organisation_id = ${organisationId}`,
    sql`t.date >= ${query.from}::date`,
    sql`t.date <= ${query.to}::date`,
  ];
  if (query.states?.length) parts.push(sql`t.state = any(${query.states}::text[])`);
  if (query.driverIds?.length) parts.push(sql`t.driver_id = any(${query.driverIds}::uuid[])`);
  if (query.vehicleIds?.length) parts.push(sql`t.vehicle_id = any(${query.vehicleIds}::uuid[])`);
  if (query.customerId) parts.push(sql`t.customer_id = ${query.customerId}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    const number = numberOf(query.search);
    parts.push(sql`(t.reference ilike ${pattern} or t.sender->>'name' ilike ${pattern} or t.consignee->>'name' ilike ${pattern}
      or exists (select 1 from transport_stops s where s.organisation_id = t.organisation_id and s.transport_task_id = t.id and s.city ilike ${pattern})
      ${number !== null ? sql`or exists (select 1 from waybills w where w.organisation_id = t.organisation_id and w.transport_task_id = t.id and w.number = ${number})` : sql``})`);
  }
  return sql.join(parts, sql` and `);
}

/** The rows of a page chosen by `where`, `order` and the paging: names and goods joined for its rows only. */
async function summaries(tx: Tx, organisationId: string, where: RawBuilder<unknown>, paging: RawBuilder<unknown>) {
  const items = await sql<SummaryRow>`with page as (
      select t.id from transport_tasks t where ${where} order by ${ORDER} ${paging})
    select t.id, t.reference, t.state, to_char(t.date, 'YYYY-MM-DD') as date, c.name as customer_name,
      t.sender->>'name' as sender_name, t.consignee->>'name' as consignee_name, t.first_window_start,
      t.driver_id, ${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)} as driver_name,
      t.vehicle_id, v.register_number as vehicle_register_number,
      coalesce(g.weight_kg, 0) as weight_kg, coalesce(g.packages, 0)::int as packages, coalesce(g.dangerous, false) as dangerous,
      w.number as waybill_number, t.version
    from page
    join transport_tasks t on t.organisation_id = ${organisationId} and t.id = page.id
    left join customers c on c.organisation_id = t.organisation_id and c.id = t.customer_id
    left join drivers d on d.organisation_id = t.organisation_id and d.id = t.driver_id
    left join vehicles v on v.organisation_id = t.organisation_id and v.id = t.vehicle_id
    left join waybills w on w.organisation_id = t.organisation_id and w.transport_task_id = t.id
    left join lateral (select sum(gl.weight_kg) as weight_kg, sum(gl.packages) as packages, bool_or(gl.un_number is not null) as dangerous
      from transport_goods gl where gl.organisation_id = t.organisation_id and gl.transport_task_id = t.id) g on true
    order by ${ORDER}`.execute(tx);
  const ids = items.rows.map((row) => row.id);
  const stops =
    ids.length === 0
      ? []
      : await tx
          .selectFrom('transport_stops')
          .select(['transport_task_id', 'id', 'kind', 'city', 'latitude', 'longitude', 'done_at'])
          .where('organisation_id', '=', organisationId)
          .where('transport_task_id', 'in', ids)
          .orderBy('transport_task_id')
          .orderBy('position')
          .execute();
  return { rows: items.rows, stops: stops as SummaryStopRow[] };
}

/** The lists of transport tasks and waybills: one page chosen in SQL. */
export const transportListRepository = {
  async page(tx: Tx, organisationId: string, query: TransportTasksQuery) {
    const where = whereSql(organisationId, query);
    const page = await summaries(tx, organisationId, where, sql`limit ${query.limit} offset ${query.offset}`);
    const total = await sql<{
      total: number;
    }>`select count(*)::int as total from transport_tasks t where ${where}`.execute(tx);
    return { ...page, total: total.rows[0]?.total ?? 0 };
  },

  /** These tasks as list rows (after a bulk change). */
  byIds(tx: Tx, organisationId: string, ids: readonly string[]) {
    return summaries(
      tx,
      organisationId,
      sql`t.organisation_id = ${organisationId} and t.id = any(${[...ids]}::uuid[])`,
      sql``,
    );
  },

  async waybills(tx: Tx, organisationId: string, query: WaybillsQuery, id?: string) {
    const parts: RawBuilder<unknown>[] = [sql`w.organisation_id = ${organisationId}`];
    if (id) parts.push(sql`w.id = ${id}`);
    if (query.search) {
      const pattern = likePattern(query.search);
      const number = numberOf(query.search);
      parts.push(
        sql`(t.sender->>'name' ilike ${pattern} or t.consignee->>'name' ilike ${pattern} ${number !== null ? sql`or w.number = ${number}` : sql``})`,
      );
    }
    const where = sql.join(parts, sql` and `);
    const items = await sql<WaybillRow>`select w.id, w.number, w.transport_task_id, w.kind, t.state, t.reference,
        t.sender->>'name' as sender_name, t.consignee->>'name' as consignee_name,
        (select s.city from transport_stops s where s.organisation_id = t.organisation_id and s.transport_task_id = t.id
          order by (s.kind = 'pickup') desc, s.position limit 1) as from_city,
        (select s.city from transport_stops s where s.organisation_id = t.organisation_id and s.transport_task_id = t.id
          order by (s.kind = 'delivery') desc, s.position desc limit 1) as to_city,
        to_char(t.date, 'YYYY-MM-DD') as date,
        exists (select 1 from transport_proofs p where p.organisation_id = t.organisation_id and p.transport_task_id = t.id
          and p.signature_file_id is not null) as signed,
        w.created_at
      from waybills w join transport_tasks t on t.organisation_id = w.organisation_id and t.id = w.transport_task_id
      where ${where} order by w.number desc limit ${query.limit} offset ${query.offset}`.execute(tx);
    const total = await sql<{ total: number }>`select count(*)::int as total
      from waybills w join transport_tasks t on t.organisation_id = w.organisation_id and t.id = w.transport_task_id
      where ${where}`.execute(tx);
    return { rows: items.rows, total: total.rows[0]?.total ?? 0 };
  },
};
