import type { i18n as I18n } from 'i18next';
import { createTranslator } from '@rahti/i18n/node';
import { createAccessTokens, type AccessTokens } from './access-token';
import { loadServerSecrets, type ServerSecrets } from './server-secrets';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { createSmtpMailer, type Mailer } from './mailer';
import { createMetrics, type Metrics } from './metrics';
import { createOutboundHttp, type OutboundHttp } from './outbound-http/outbound-http';

/** Everything the app is built from; main.ts and the tests each make one. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  secrets: ServerSecrets;
  accessTokens: AccessTokens;
  translator: I18n;
  /** Sends mail through SMTP_URL; undefined when it is not set (no password-reset links then). */
  mailer: Mailer | undefined;
  /** Every call out of the server goes through this client (decision 0017). */
  outboundHttp: OutboundHttp;
  /** What GET /metrics answers, counted in this process. */
  metrics: Metrics;
  /** The clock, so tests can move time. */
  now: () => Date;
}

/**
 * What a service that reads and writes one organisation's data needs of the context: the
 * database, the clock and the catalogues. The demo seed builds one without a server.
 */
export interface ServiceContext {
  database: Pick<DatabaseHandle, 'db'>;
  now: () => Date;
  translator: I18n;
}

export async function createAppContext(
  config: Config,
  database: DatabaseHandle,
  now: () => Date = () => new Date(),
): Promise<AppContext> {
  const secrets = await loadServerSecrets(database.db);
  const metrics = createMetrics();
  if (database.poolStats) metrics.watchPool('requests', database.poolStats);
  return {
    config,
    database,
    secrets,
    accessTokens: createAccessTokens(config, secrets.signingKeys),
    translator: createTranslator(),
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined,
    outboundHttp: createOutboundHttp({ allowPrivate: config.externalServicesAllowPrivate }),
    metrics,
    now,
  };
}
