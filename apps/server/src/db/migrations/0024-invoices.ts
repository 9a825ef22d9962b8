import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Invoices (issue 22) and the organisation's invoicing details; tasks keep their costs and profit.
 *
 * Numbers: `organisation_invoicing.next_number` is the organisation's one counter. An invoice
 * takes its number by `update … set next_number = next_number + 1 returning …` in the
 * transaction that inserts it: the row lock makes a second creator wait until the first commits
 * or rolls back, so two invoices never share a number, and a failed insert gives its number back
 * with the rollback (no hole). An invoice is never deleted once numbered, except by an Admin's
 * removal by source, which keeps every sent one; a draft removed by hand is kept as cancelled.
 *
 * An invoice keeps a copy of its buyer (and, once sent, of its seller): what was sent stays what
 * it was when the customer's or the organisation's details change later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisation_invoicing (
      organisation_id uuid primary key references organisations (id) on delete cascade,
      business_id text check (business_id is null or length(business_id) between 1 and 20),
      vat_number text not null default '' check (length(vat_number) <= 20),
      street text not null default '' check (length(street) <= 200),
      post_code text not null default '' check (length(post_code) <= 20),
      town text not null default '' check (length(town) <= 100),
      country_code text not null default 'FI' check (country_code ~ '^[A-Z]{2}$'),
      iban text not null default '' check (length(iban) <= 34),
      bic text not null default '' check (length(bic) <= 11),
      e_invoice_address text not null default '' check (length(e_invoice_address) <= 100),
      e_invoice_operator text not null default '' check (length(e_invoice_operator) <= 100),
      email text not null default '' check (length(email) <= 254),
      phone text not null default '' check (length(phone) <= 50),
      website text not null default '' check (length(website) <= 200),
      invoice_notes text not null default '' check (length(invoice_notes) <= 1000),
      next_number bigint not null default 1 check (next_number between 1 and 1000000000),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantSecurity(db, 'organisation_invoicing');

  await sql`
    create table invoices (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      number bigint not null check (number >= 1),
      kind text not null default 'invoice' check (kind in ('invoice', 'creditNote')),
      state text not null default 'draft' check (state in ('draft', 'sent', 'paid', 'credited', 'cancelled')),
      source text not null default 'internal' check (source in ('internal', 'external')),
      external_id text check (external_id is null or length(external_id) between 1 and 100),
      customer_id uuid not null,
      buyer jsonb not null,
      seller jsonb,
      language text not null check (language in ('fi', 'sv', 'en')),
      currency text not null check (currency in ('EUR', 'USD', 'SEK')),
      invoice_date date not null,
      due_date date not null,
      payment_term_days integer not null check (payment_term_days between 0 and 365),
      reference text not null,
      notes text not null default '' check (length(notes) <= 1000),
      net numeric(16, 2) not null,
      vat numeric(16, 2) not null,
      gross numeric(16, 2) not null,
      credits_invoice_id uuid,
      sent_at timestamptz,
      paid_on date,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, number),
      check (due_date >= invoice_date),
      check (kind = 'invoice' or credits_invoice_id is not null),
      check (source = 'internal' or external_id is not null),
      foreign key (organisation_id, customer_id) references customers (organisation_id, id),
      foreign key (organisation_id, credits_invoice_id) references invoices (organisation_id, id)
    )`.execute(db);
  await sql`create index invoices_date on invoices (organisation_id, invoice_date)`.execute(db);
  await sql`create unique index invoices_source_key on invoices (organisation_id, source, external_id) where external_id is not null`.execute(
    db,
  );
  // One credit note per invoice.
  await sql`create unique index invoices_credited_once on invoices (organisation_id, credits_invoice_id) where credits_invoice_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'invoices');

  await sql`
    create table invoice_rows (
      organisation_id uuid not null,
      invoice_id uuid not null,
      position integer not null check (position >= 1),
      description text not null check (length(description) between 1 and 300),
      quantity numeric(12, 3) not null check (quantity <> 0),
      unit text not null default '' check (length(unit) <= 20),
      unit_price numeric(16, 4) not null,
      vat_percent numeric(5, 2) not null check (vat_percent between 0 and 100),
      net numeric(16, 2) not null,
      vat numeric(16, 2) not null,
      gross numeric(16, 2) not null,
      task_id uuid,
      primary key (organisation_id, invoice_id, position),
      foreign key (organisation_id, invoice_id) references invoices (organisation_id, id) on delete cascade,
      foreign key (organisation_id, task_id) references tasks (organisation_id, id) on delete set null (task_id)
    )`.execute(db);
  await sql`create index invoice_rows_task on invoice_rows (organisation_id, task_id) where task_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'invoice_rows');

  // A task's costs kept beside it, computed by the database whenever the task changes, as
  // `taskEconomics` rounds them (each to the cent, half away from zero): the list sorts by profit
  // and the totals sum 10 000 tasks without computing any of it per request.
  await sql`
    alter table tasks
      add column time_cost numeric(16, 2) generated always as (round(extract(epoch from (end_at - start_at)) * time_cost_per_hour / 3600, 2)) stored,
      add column distance_cost numeric(16, 2) generated always as (round(km * distance_cost_per_km, 2)) stored`.execute(
    db,
  );
  await sql`
    alter table tasks
      add column profit numeric(16, 2) generated always as (income - round(extract(epoch from (end_at - start_at)) * time_cost_per_hour / 3600, 2) - round(km * distance_cost_per_km, 2) - other_costs) stored`.execute(
    db,
  );

  // The invoice a task is billed on; released again when that invoice is cancelled or credited.
  await sql`alter table tasks add column invoice_id uuid`.execute(db);
  await sql`
    alter table tasks add constraint tasks_invoice
      foreign key (organisation_id, invoice_id) references invoices (organisation_id, id)
      on delete set null (invoice_id)`.execute(db);
  await sql`create index tasks_invoice on tasks (organisation_id, invoice_id) where invoice_id is not null`.execute(db);
}
