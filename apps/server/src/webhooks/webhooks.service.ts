import type {
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookInput,
  WebhookTestResult,
} from '@rahti/domain';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { ApiError, notFound } from '../http/api-error';
import { isMachineCaller, type AuthContext } from '../http/access';
import { sealSecret } from '../external-services/secret-box';
import { checkServiceAddresses } from '../external-services/service-addresses';
import { sendDelivery } from './webhook-delivery';
import { webhookError } from './webhook-errors';
import { newWebhookSecret } from './webhook-signature';
import { webhooksRepository, type DeliveryRow, type EndpointRow } from './webhooks.repository';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
    enabled: row.enabled,
    createdAt: new Date(row.created_at).toISOString(),
    lastDeliveryAt: iso(row.last_delivery_at),
    lastStatus: row.last_status,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseSnippet: row.response_snippet,
    createdAt: new Date(row.created_at).toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
  };
}

/** An organisation's webhook endpoints (decision 0039): the Admin's, secrets sealed and shown once. */
export function createWebhooksService(context: AppContext) {
  const { db } = context.database;
  const tenant = <T>(auth: AuthContext, work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(db, auth.organisationId, work);

  async function read(auth: AuthContext, id: string): Promise<WebhookEndpoint> {
    const row = await tenant(auth, (tx) => webhooksRepository.find(tx, auth.organisationId, id));
    if (!row) throw notFound();
    return toEndpoint(row);
  }

  /** The address is checked as every call out is (resolved, public), before anything is saved. */
  async function checkAddress(url: string) {
    await checkServiceAddresses(context.outboundHttp, { url });
  }

  return {
    get: read,

    async list(auth: AuthContext): Promise<WebhookEndpoint[]> {
      const rows = await tenant(auth, (tx) => webhooksRepository.list(tx, auth.organisationId));
      return rows.map(toEndpoint);
    },

    async create(auth: AuthContext, input: WebhookInput): Promise<NewWebhookEndpoint> {
      const key = context.config.credentialsKey;
      if (!key) throw new ApiError(503, 'tracking:credentialsKeyMissing');
      await checkAddress(input.url);
      const secret = newWebhookSecret();
      const sealed = sealSecret(key, auth.organisationId, secret);
      const createdBy = isMachineCaller(auth) ? null : auth.userId;
      const id = await tenant(auth, async (tx) => {
        if ((await webhooksRepository.count(tx, auth.organisationId)) >= WEBHOOK_LIMITS.endpointsMax)
          throw webhookError(409, 'tooManyEndpoints', undefined, { max: WEBHOOK_LIMITS.endpointsMax });
        return webhooksRepository.insert(tx, auth.organisationId, input, sealed, createdBy);
      });
      return { ...(await read(auth, id)), secret };
    },

    async update(auth: AuthContext, id: string, input: WebhookInput): Promise<WebhookEndpoint> {
      // Another organisation's endpoint is a 404 whatever the address says.
      await read(auth, id);
      await checkAddress(input.url);
      const updated = await tenant(auth, (tx) =>
        webhooksRepository.update(tx, auth.organisationId, id, input, context.now()),
      );
      if (!updated) throw notFound();
      return read(auth, id);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      if (!(await tenant(auth, (tx) => webhooksRepository.delete(tx, auth.organisationId, id)))) throw notFound();
    },

    async deliveries(auth: AuthContext, id: string): Promise<WebhookDelivery[]> {
      const rows = await tenant(auth, async (tx) => {
        if (!(await webhooksRepository.find(tx, auth.organisationId, id))) return undefined;
        return webhooksRepository.deliveries(tx, auth.organisationId, id);
      });
      if (!rows) throw notFound();
      return rows.map(toDelivery);
    },

    /** Sends a `ping` at once, even to a disabled endpoint, and answers what the receiver said. */
    async test(auth: AuthContext, id: string): Promise<WebhookTestResult> {
      const deliveryId = await tenant(auth, async (tx) => {
        if (!(await webhooksRepository.find(tx, auth.organisationId, id))) return undefined;
        return webhooksRepository.insertPing(tx, auth.organisationId, id, { endpointId: id });
      });
      if (!deliveryId) throw notFound();
      const answer = await sendDelivery(context, auth.organisationId, deliveryId, { retry: false });
      return {
        ok: answer?.ok ?? false,
        responseStatus: answer?.responseStatus ?? null,
        responseSnippet: answer?.responseSnippet ?? '',
        deliveryId,
      };
    },
  };
}
