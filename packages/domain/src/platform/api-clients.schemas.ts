import { z } from 'zod';
import { requiredText } from './fields';

/** Machine access to the API (the `api` feature): client-credentials sign-in per organisation. */
export const createApiClientSchema = z.object({ name: requiredText(200) });
export type CreateApiClientInput = z.infer<typeof createApiClientSchema>;

export const apiClientSchema = z.object({ clientId: z.string(), name: z.string(), createdAt: z.string() });
export type ApiClient = z.infer<typeof apiClientSchema>;

/** Returned once, at creation: the secret is not stored and cannot be shown again. */
export const newApiClientSchema = apiClientSchema.extend({ clientSecret: z.string() });
export type NewApiClient = z.infer<typeof newApiClientSchema>;
