import { sql, type Kysely, type RawBuilder } from 'kysely';
import { APP_ROLE } from './tenant-security';
import { SHARE_READER_ROLE } from './share-reader-role';

const CURRENT = sql.raw(`nullif(current_setting('app.organisation_id', true), '')::uuid`);

/** The scope's parts a data type is filtered by; a part left out does not apply to that type. */
interface ScopeColumns {
  routeId?: RawBuilder<unknown>;
  vehicleIds?: RawBuilder<unknown>;
  customerId?: RawBuilder<unknown>;
  at?: RawBuilder<unknown>;
  day?: RawBuilder<unknown>;
}

/** Whether an active share to the current organisation admits a row of `dataType` owned by `owner`. */
function admitted(dataType: string, owner: RawBuilder<unknown>, columns: ScopeColumns): RawBuilder<unknown> {
  const parts = [
    sql`s.state = 'active'`,
    sql`s.receiver_organisation_id = ${CURRENT}`,
    sql`s.owner_organisation_id = ${owner}`,
    sql`${sql.lit(dataType)} = any (s.data_types)`,
  ];
  if (columns.routeId) parts.push(sql`(s.route_ids is null or ${columns.routeId} = any (s.route_ids))`);
  if (columns.vehicleIds) parts.push(sql`(s.vehicle_ids is null or ${columns.vehicleIds} && s.vehicle_ids)`);
  if (columns.customerId) parts.push(sql`(s.customer_ids is null or ${columns.customerId} = any (s.customer_ids))`);
  if (columns.at)
    parts.push(sql`(s.from_at is null or ${columns.at} >= s.from_at) and (s.to_at is null or ${columns.at} < s.to_at)`);
  if (columns.day)
    parts.push(
      sql`(s.from_date is null or ${columns.day} >= s.from_date) and (s.to_date is null or ${columns.day} <= s.to_date)`,
    );
  return sql`exists (select 1 from public.shares s where ${sql.join(parts, sql` and `)})`;
}

async function readerPolicy(db: Kysely<unknown>, table: string, using: RawBuilder<unknown>): Promise<void> {
  await sql`create policy shared_read on ${sql.raw(table)} for select to ${sql.raw(SHARE_READER_ROLE)} using (${using})`.execute(
    db,
  );
}

/**
 * Sharing between organisations (issue 27, decision 0037).
 *
 * - `shares`: a share's maker (`organisation_id`), the organisation that joined with the code
 *   (`partner_organisation_id`), what it covers (data types and scope) and its state. Which side's
 *   data flows is derived in the row (`owner_…`, `receiver_…`), so a policy reads one column.
 * - `share_reads`: every read of shared data by the receiver, for the owner to see.
 * - Cross-organisation reads never go through a broadened query: the receiver's shared reads run
 *   in their own role, `rahti_share_reader`, which has SELECT only, and whose extra policies admit
 *   a row of another organisation only while an active share to the caller names its data type
 *   and its scope. People's and vehicles' rows give the reader their names only (column grants).
 *   The application role gets none of these policies, so own-data queries keep their plans.
 * - `join_share(code)` and `sharing_organisation_names()`: the two things a side needs of a row or an
 *   organisation it cannot see, answered by functions that run as their owner and do only that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const app = sql.raw(APP_ROLE);
  const reader = sql.raw(SHARE_READER_ROLE);
  await sql`
    create table shares (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      partner_organisation_id uuid references organisations (id) on delete cascade,
      code text not null unique check (code ~ '^[34679ACDEFGHJKMNPQRTUVWXY]{16}$'),
      direction text not null check (direction in ('send', 'retrieve')),
      data_types text[] not null check (cardinality(data_types) between 1 and 4
        and data_types <@ array['invoices', 'routes', 'shifts', 'tasks']),
      route_ids uuid[],
      vehicle_ids uuid[],
      customer_ids uuid[],
      from_date date,
      to_date date,
      from_at timestamptz,
      to_at timestamptz,
      state text not null default 'pending' check (state in ('pending', 'awaitingApproval', 'active', 'ended')),
      owner_organisation_id uuid generated always as (
        case when direction = 'send' then organisation_id else partner_organisation_id end) stored,
      receiver_organisation_id uuid generated always as (
        case when direction = 'send' then partner_organisation_id else organisation_id end) stored,
      created_by uuid,
      created_at timestamptz not null default now(),
      joined_at timestamptz,
      approved_at timestamptz,
      ended_at timestamptz,
      ended_by uuid,
      check (partner_organisation_id is null or partner_organisation_id <> organisation_id),
      check ((state = 'pending') = (partner_organisation_id is null) or state = 'ended')
    )`.execute(db);
  await sql`create index shares_partner on shares (partner_organisation_id)`.execute(db);
  await sql`create index shares_organisation on shares (organisation_id)`.execute(db);
  await sql`create index shares_receiver on shares (receiver_organisation_id, owner_organisation_id) where state = 'active'`.execute(
    db,
  );
  await sql`alter table shares enable row level security`.execute(db);
  await sql`alter table shares force row level security`.execute(db);
  await sql`
    create policy share_sides on shares
      using (organisation_id = ${CURRENT} or partner_organisation_id = ${CURRENT})
      with check (organisation_id = ${CURRENT} or partner_organisation_id = ${CURRENT})`.execute(db);
  await sql`grant select, insert, update on shares to ${app}`.execute(db);
  await sql`grant select on shares to ${reader}`.execute(db);

  await sql`
    create table share_reads (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      share_id uuid not null references shares (id) on delete cascade,
      reader_organisation_id uuid not null references organisations (id) on delete cascade,
      reader_user_id uuid,
      data_type text not null check (data_type in ('invoices', 'routes', 'shifts', 'tasks')),
      items integer not null check (items >= 0),
      read_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await sql`create index share_reads_share on share_reads (organisation_id, share_id, read_at desc)`.execute(db);
  await sql`alter table share_reads enable row level security`.execute(db);
  await sql`alter table share_reads force row level security`.execute(db);
  await sql`create policy owner_reads on share_reads for select to ${app} using (organisation_id = ${CURRENT})`.execute(
    db,
  );
  await sql`
    create policy receiver_logs on share_reads for insert to ${reader}
      with check (reader_organisation_id = ${CURRENT} and exists (
        select 1 from public.shares s where s.id = share_id and s.state = 'active'
          and s.receiver_organisation_id = ${CURRENT} and s.owner_organisation_id = share_reads.organisation_id))`.execute(
    db,
  );
  await sql`grant select on share_reads to ${app}`.execute(db);
  await sql`grant insert on share_reads to ${reader}`.execute(db);

  // A shift's vehicles for the shifts policy, read past row-level security: a policy on shifts that
  // read shift_vehicles, whose own policy reads shifts, would recurse.
  await sql`
    create function shift_vehicle_ids(organisation uuid, shift uuid) returns uuid[]
    language sql stable security definer set search_path = pg_catalog, public as $$
      select coalesce(array_agg(v.vehicle_id), '{}') from public.shift_vehicles v
      where v.organisation_id = organisation and v.shift_id = shift
    $$`.execute(db);
  await sql`revoke all on function shift_vehicle_ids(uuid, uuid) from public`.execute(db);
  await sql`grant execute on function shift_vehicle_ids(uuid, uuid) to ${reader}`.execute(db);

  await sql`
    create function join_share(share_code text, joined timestamptz) returns table (id uuid, state text)
    language sql security definer set search_path = pg_catalog, public as $$
      update public.shares s set partner_organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid,
        state = 'awaitingApproval', joined_at = joined
      where s.code = share_code and s.state = 'pending' and s.partner_organisation_id is null
        and s.organisation_id <> nullif(current_setting('app.organisation_id', true), '')::uuid
      returning s.id, s.state
    $$`.execute(db);
  await sql`revoke all on function join_share(text, timestamptz) from public`.execute(db);
  await sql`grant execute on function join_share(text, timestamptz) to ${app}`.execute(db);

  await sql`
    create function sharing_organisation_names() returns table (id uuid, name text, time_zone text)
    language sql stable security definer set search_path = pg_catalog, public as $$
      select o.id, o.name, o.time_zone from public.organisations o
      where o.id in (
        select s.organisation_id from public.shares s
          where s.partner_organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid
        union
        select s.partner_organisation_id from public.shares s
          where s.organisation_id = nullif(current_setting('app.organisation_id', true), '')::uuid)
    $$`.execute(db);
  await sql`revoke all on function sharing_organisation_names() from public`.execute(db);
  await sql`grant execute on function sharing_organisation_names() to ${app}, ${reader}`.execute(db);

  await sql`grant select on shifts, shift_events, shift_vehicles, routes, tasks, invoices, invoice_rows to ${reader}`.execute(
    db,
  );
  await sql`grant select (organisation_id, id, first_name, last_name) on drivers to ${reader}`.execute(db);
  await sql`grant select (organisation_id, id, name, register_number) on vehicles to ${reader}`.execute(db);
  await sql`grant select (organisation_id, id, name) on customers to ${reader}`.execute(db);

  await readerPolicy(
    db,
    'shifts',
    admitted('shifts', sql.raw('shifts.organisation_id'), {
      routeId: sql.raw('shifts.route_id'),
      vehicleIds: sql.raw('public.shift_vehicle_ids(shifts.organisation_id, shifts.id)'),
      at: sql.raw('shifts.start_at'),
    }),
  );
  await readerPolicy(
    db,
    'tasks',
    admitted('tasks', sql.raw('tasks.organisation_id'), {
      routeId: sql.raw('tasks.route_id'),
      vehicleIds: sql.raw('array[tasks.vehicle_id]'),
      customerId: sql.raw('tasks.customer_id'),
      at: sql.raw('tasks.start_at'),
    }),
  );
  await readerPolicy(
    db,
    'routes',
    admitted('routes', sql.raw('routes.organisation_id'), {
      routeId: sql.raw('routes.id'),
      vehicleIds: sql.raw('array[routes.vehicle_id]'),
      customerId: sql.raw('routes.customer_id'),
    }),
  );
  await readerPolicy(
    db,
    'invoices',
    admitted('invoices', sql.raw('invoices.organisation_id'), {
      customerId: sql.raw('invoices.customer_id'),
      day: sql.raw('invoices.invoice_date'),
    }),
  );
  // Parts and names follow the rows they belong to: visible when their shared parent is.
  const child = (table: string, parent: string, on: string) =>
    readerPolicy(
      db,
      table,
      sql.raw(`exists (select 1 from public.${parent} p where p.organisation_id = ${table}.organisation_id and ${on})`),
    );
  await child('shift_events', 'shifts', 'p.id = shift_events.shift_id');
  await child('shift_vehicles', 'shifts', 'p.id = shift_vehicles.shift_id');
  await child('invoice_rows', 'invoices', 'p.id = invoice_rows.invoice_id');
  await readerPolicy(
    db,
    'drivers',
    sql.raw(`exists (select 1 from public.shifts p where p.organisation_id = drivers.organisation_id and p.driver_id = drivers.id)
      or exists (select 1 from public.tasks p where p.organisation_id = drivers.organisation_id and p.driver_id = drivers.id)`),
  );
  await readerPolicy(
    db,
    'vehicles',
    sql.raw(`exists (select 1 from public.shift_vehicles p where p.organisation_id = vehicles.organisation_id and p.vehicle_id = vehicles.id)
      or exists (select 1 from public.tasks p where p.organisation_id = vehicles.organisation_id and p.vehicle_id = vehicles.id)
      or exists (select 1 from public.routes p where p.organisation_id = vehicles.organisation_id and p.vehicle_id = vehicles.id)`),
  );
  await readerPolicy(
    db,
    'customers',
    sql.raw(`exists (select 1 from public.invoices p where p.organisation_id = customers.organisation_id and p.customer_id = customers.id)
      or exists (select 1 from public.tasks p where p.organisation_id = customers.organisation_id and p.customer_id = customers.id)
      or exists (select 1 from public.routes p where p.organisation_id = customers.organisation_id and p.customer_id = customers.id)`),
  );
}
