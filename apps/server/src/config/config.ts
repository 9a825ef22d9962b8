import { resolve } from 'node:path';
import { fileStorageConfigOf, type FileStorageConfig } from './file-storage-config';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database lives when DATABASE_URL is unset. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** The address people use to reach this server; sign-in redirects and token issuer derive from it. */
  publicUrl: string;
  /** Organisation ids whose staff see every organisation (the site operator). */
  siteOperatorOrganisations: readonly string[];
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  logLevel: string;
  /** Where the built web and driver apps are; unset in tests that need no front end. */
  webDistDir: string | undefined;
  driverDistDir: string | undefined;
  /** SMTP server for mail (password-reset links, the weekly fleet due mail), e.g. smtp://user:pass@mail:587; unset = no mail. */
  smtpUrl: string | undefined;
  /** The From address of the mail the server sends. */
  mailFrom: string;
  /** Map tiles of the location map, a Leaflet URL template ({z}/{x}/{y}); empty: none, the tracks draw on a plain background. */
  mapTileUrl: string;
  /** The tiles' attribution, as their licence asks (HTML allowed: Leaflet shows it as given). */
  mapTileAttribution: string;
  /** CREDENTIALS_KEY: 32 bytes (base64) that encrypt external services' passwords; unset, none can be saved. */
  credentialsKey: Buffer | undefined;
  /** RFMS_POLL_SECONDS: how often a truck maker's service is asked for new positions. */
  rfmsPollSeconds: number;
  /** JOBS_POLL_MS: how often the job worker looks for due jobs. */
  jobsPollMs: number;
  /**
   * EXTERNAL_SERVICES_ALLOW_PRIVATE: calls out (rFMS, task feeds, webhooks) may use http and reach
   * loopback and private addresses: for the rFMS simulator in development and tests, never in
   * production (decision 0017).
   */
  externalServicesAllowPrivate: boolean;
  /**
   * ROUTING_URL: an OSRM-compatible routing server (`{url}/route/v1/driving/…`) that measures a
   * route's distance and driving time by road, called through the outbound client; unset, they
   * are estimated from the great circle (decision 0027).
   */
  routingUrl: string | undefined;
  /**
   * Which peers' X-Forwarded-For the server believes (Fastify's trustProxy): by default only a
   * proxy on this machine, so a client cannot pick its own address to slip past the sign-in
   * throttles. Behind a load balancer elsewhere, name its addresses.
   */
  trustProxy: boolean | string;
  /** The OsmAnd listener's port for tracking devices (OSMAND_PORT, 5055 as Traccar's; 0 = any free port); null = off. */
  osmandPort: number | null;
  /** Connections to a PostgreSQL server (DATABASE_POOL_SIZE, 10); several processes share the server's max_connections. */
  databasePoolSize: number;
  /**
   * The longest a statement may run, and a transaction sit idle, on a PostgreSQL server
   * (DATABASE_STATEMENT_TIMEOUT_MS, 30 s; 0 = no limit): a runaway query or a transaction left
   * open ends with an error instead of holding a connection every other request waits for.
   */
  databaseStatementTimeoutMs: number;
  /** A statement slower than this is logged with its SQL text and its request's route (SLOW_QUERY_MS, 200; 0 = none). */
  slowQueryMs: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN, 16 characters or more); unset, /metrics is not there. */
  metricsToken: string | undefined;
  /** FILE_STORAGE and its S3_* settings: where stored files' bytes are kept (decision 0034). */
  fileStorage: FileStorageConfig;
  /** Each API client's requests: API_RATE_PER_SECOND (10) sustained, bursts of API_RATE_BURST (50) (decision 0039). */
  apiRateLimit: { perSecond: number; burst: number };
}

const DEFAULT_PORT = 3000;
/** OpenStreetMap's own tiles, with the attribution their usage policy requires. */
const DEFAULT_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
const DEFAULT_OSMAND_PORT = 5055;

/**
 * Reads the configuration from environment variables; each is listed in the README. Relative
 * paths are taken from where the command was typed (npm passes it as INIT_CWD), not from the
 * workspace folder npm runs the script in.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = env.INIT_CWD ?? process.cwd()): Config {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl))
    throw new Error(`PUBLIC_URL must start with http:// or https://, got "${publicUrl}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    siteOperatorOrganisations: (env.SITE_OPERATOR_ORGANISATIONS ?? '')
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter(Boolean),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: env.WEB_DIST_DIR ?? undefined,
    driverDistDir: env.DRIVER_DIST_DIR ?? undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Rahti <no-reply@${new URL(publicUrl).hostname}>`,
    credentialsKey: credentialsKeyOf(env.CREDENTIALS_KEY),
    rfmsPollSeconds: Math.max(1, Number(env.RFMS_POLL_SECONDS ?? 60) || 60),
    jobsPollMs: Math.max(100, Number(env.JOBS_POLL_MS ?? 1000) || 1000),
    externalServicesAllowPrivate: flagOf('EXTERNAL_SERVICES_ALLOW_PRIVATE', env.EXTERNAL_SERVICES_ALLOW_PRIVATE),
    fileStorage: fileStorageConfigOf(
      env,
      flagOf('EXTERNAL_SERVICES_ALLOW_PRIVATE', env.EXTERNAL_SERVICES_ALLOW_PRIVATE),
    ),
    routingUrl: routingUrlOf(env.ROUTING_URL),
    mapTileUrl: env.MAP_TILE_URL ?? DEFAULT_TILES.url,
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION ?? (env.MAP_TILE_URL === undefined ? DEFAULT_TILES.attribution : ''),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    osmandPort: osmandPortOf(env.OSMAND_PORT),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    databasePoolSize: wholeNumberOf('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, { fallback: 10, min: 1, max: 1000 }),
    databaseStatementTimeoutMs: wholeNumberOf('DATABASE_STATEMENT_TIMEOUT_MS', env.DATABASE_STATEMENT_TIMEOUT_MS, {
      fallback: 30_000,
      min: 0,
      max: 24 * 60 * 60_000,
    }),
    slowQueryMs: wholeNumberOf('SLOW_QUERY_MS', env.SLOW_QUERY_MS, { fallback: 200, min: 0, max: 24 * 60 * 60_000 }),
    apiRateLimit: {
      perSecond: wholeNumberOf('API_RATE_PER_SECOND', env.API_RATE_PER_SECOND, { fallback: 10, min: 1, max: 100_000 }),
      burst: wholeNumberOf('API_RATE_BURST', env.API_RATE_BURST, { fallback: 50, min: 1, max: 100_000 }),
    },
  };
}

/** CREDENTIALS_KEY: base64 of exactly 32 bytes (`openssl rand -base64 32`), else a start-up error naming it. */
function credentialsKeyOf(value: string | undefined): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  return key;
}

/** A yes/no setting: `true` or `1`, `false`, `0` or unset; anything else is a start-up error naming it. */
function flagOf(name: string, value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** ROUTING_URL: unset or blank for none, else an http(s) address (its trailing slashes dropped). */
function routingUrlOf(value: string | undefined): string | undefined {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  if (text === '') return undefined;
  if (!/^https?:\/\/[^/]/.test(text))
    throw new Error(`ROUTING_URL must start with http:// or https://, got "${value}"`);
  return text;
}

/** METRICS_TOKEN: unset for no /metrics, else a token long enough not to be guessed. */
function metricsTokenOf(value: string | undefined): string | undefined {
  const token = (value ?? '').trim();
  if (token === '') return undefined;
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (openssl rand -hex 16)');
  return token;
}

/** A whole-number setting within bounds; unset or blank is the fallback, anything else a start-up error naming it. */
function wholeNumberOf(
  name: string,
  value: string | undefined,
  { fallback, min, max }: { fallback: number; min: number; max: number },
) {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

/** OSMAND_PORT: a port number, or `off` for no listener; unset is 5055. */
function osmandPortOf(value: string | undefined): number | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return DEFAULT_OSMAND_PORT;
  if (text === 'off') return null;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(`OSMAND_PORT must be a port number or "off", got "${value}"`);
  return port;
}

/** TRUST_PROXY: `true`, `false`, or addresses and ranges ("loopback, 10.0.0.0/8"). */
function trustProxyOf(value: string | undefined): boolean | string {
  const text = (value ?? '').trim();
  if (text === '') return 'loopback';
  return text === 'true' || text === 'false' ? text === 'true' : text;
}

/** The OIDC issuer and the API's audience, both derived from PUBLIC_URL. */
export function issuerOf(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/oidc`;
}
export function apiAudienceOf(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/api`;
}
