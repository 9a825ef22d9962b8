import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Provider } from 'oidc-provider';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../platform/mailer';
import type { PageContext } from './page-context';

/** What the sign-in and password pages' routes are built from. */
export interface InteractionDependencies {
  provider: Provider;
  db: Kysely<Database>;
  pages: PageContext;
  now: () => Date;
  /** Where the provider is mounted, e.g. /oidc. */
  basePath: string;
  /** Mails password-reset links; without one, "Forgot password" says to ask the Admin. */
  mailer: Mailer | undefined;
  /** A server secret that signs the new-password step after a temporary password. */
  ticketKey: string;
}

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
export type Form = Record<string, string | undefined>;
export type UidRequest = FastifyRequest<{
  Params: { uid: string };
  Querystring: { ui_locales?: string };
  Body: Form | undefined;
}>;
