import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date or ISO text and always read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  currency: 'EUR' | 'USD' | 'SEK';
  features: Json<Record<string, boolean>>;
  vehicle_limit: number | null;
  set_to_be_deleted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  organisation_id: string;
  id: Generated<string>;
  username: string;
  email: string;
  display_name: string;
  display_language: 'en' | 'fi' | 'sv';
  role: 'Admin' | 'Superuser' | 'User';
  is_driver: Generated<boolean>;
  is_active: Generated<boolean>;
  password_hash: string;
  failed_sign_ins: Generated<number>;
  last_failed_sign_in_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Global lookup from a sign-in name to its tenant row; sign-in happens before a tenant is known. */
export interface SignInNamesTable {
  username: string;
  organisation_id: string;
  user_id: string;
}

export interface PageViewsTable {
  organisation_id: string;
  id: Generated<string>;
  user_id: string;
  path: string;
  viewed_at: CreatedAt;
}

/** oidc-provider's models (sessions, grants, codes, refresh tokens …), one row per stored object. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** Signing keys and cookie secrets, generated once so restarts keep everyone signed in. */
export interface ServerSecretsTable {
  name: string;
  value: Json<unknown>;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  organisation_id: string | null;
  user_id: string | null;
  company: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  created_at: CreatedAt;
}

export interface Database {
  organisations: OrganisationsTable;
  users: UsersTable;
  sign_in_names: SignInNamesTable;
  page_views: PageViewsTable;
  oidc_payloads: OidcPayloadsTable;
  server_secrets: ServerSecretsTable;
  contact_messages: ContactMessagesTable;
}

/** Per-organisation API credentials (client-credentials grant); only a hash of the secret is kept. */
export interface ApiClientsTable {
  organisation_id: string;
  client_id: string;
  secret_hash: string;
  name: string;
  created_at: CreatedAt;
}

// Declaration merging keeps this addition append-only.
export interface Database {
  api_clients: ApiClientsTable;
}
