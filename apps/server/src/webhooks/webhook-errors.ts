import { catalogueErrors } from '../http/api-error';

/** Webhook errors, in the `webhooks` catalogue. */
export const webhookError = catalogueErrors('webhooks');
