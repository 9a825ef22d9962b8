import { z } from 'zod';
import { uuidField } from '../platform/fields';

/**
 * Webhooks (issue 27, decision 0039): an organisation registers https addresses for events; each
 * delivery is signed with the endpoint's secret and retried for a day.
 */
export const WEBHOOK_EVENTS = [
  'shiftApproved',
  'absenceApproved',
  'taskDelivered',
  'invoiceCreated',
  'fleetItemOverdue',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** `ping` is only ever sent by "Send test"; an endpoint cannot subscribe to it. */
export type WebhookDeliveryEvent = WebhookEvent | 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = { urlMax: 500, endpointsMax: 20, snippetMax: 500, deliveriesPage: 100 } as const;

/** https://, a host (and port) with no user or password before it, then anything but spaces. */
const WEBHOOK_URL = /^https:\/\/[^/?#@\s]+(?:[/?#][^\s]*)?$/i;

/** Whether a text is an https address a secret may be sent to: no user or password in it. */
export function isWebhookUrl(value: string): boolean {
  return WEBHOOK_URL.test(value);
}

/** An endpoint's address: https only, no credentials in it (they would be logged and shown). */
export const webhookUrlField = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.urlMax, 'validation:tooLong')
  .refine(isWebhookUrl, 'webhooks:invalidUrl');

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'validation:invalid' }))
  .min(1, 'webhooks:noEvents')
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks and PUT /api/webhooks/{id}. */
export const webhookInputSchema = z.object({
  url: webhookUrlField,
  events: eventsField,
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.output<typeof webhookInputSchema>;

export const webhookEndpointSchema = z.object({
  id: uuidField,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** When the last delivery was tried and how it went; null before the first. */
  lastDeliveryAt: z.string().nullable(),
  lastStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** Answered once, at creation: the signing secret is stored sealed and never shown again. */
export const newWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type NewWebhookEndpoint = z.output<typeof newWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: uuidField,
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last answer: its HTTP status, or null when it could not be reached. */
  responseStatus: z.number().int().nullable(),
  /** The first 500 characters of its answer, or why the call failed. */
  responseSnippet: z.string(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** What "Send test" answers: the receiver's answer to a `ping`, sent at once. */
export const webhookTestResultSchema = z.object({
  ok: z.boolean(),
  responseStatus: z.number().int().nullable(),
  responseSnippet: z.string(),
  deliveryId: uuidField,
});
export type WebhookTestResult = z.output<typeof webhookTestResultSchema>;
