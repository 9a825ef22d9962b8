import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidField } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { apiTokenClaims } from '../auth/oidc/api-clients';

const credentialsSchema = z
  .object({
    client_id: z.string().max(200).optional(),
    client_secret: z.string().max(200).optional(),
    clientId: z.string().max(200).optional(),
    clientSecret: z.string().max(200).optional(),
    grant_type: z.literal('client_credentials').optional(),
  })
  .nullish();

const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number(),
  scope: z.string().optional(),
});

/** OAuth's error answer (RFC 6749 section 5.2); the API's own 400 for a malformed body has its usual fields. */
const oauthErrorSchema = z.looseObject({ error: z.string().optional(), error_description: z.string().optional() });

function basicOf(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
}

/** The client id a Basic header names, to check it belongs to the organisation asked for. */
function clientIdOf(authorization: string): string {
  const encoded = authorization.replace(/^basic\s+/i, '');
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  try {
    return decodeURIComponent(text.slice(0, Math.max(0, text.indexOf(':'))));
  } catch {
    return '';
  }
}

/**
 * POST /api/organisation/getaccesstoken?organisationId= (spec section 7): the client-credentials
 * exchange for an organisation's API credentials, answered by the sign-in provider itself (one
 * issuer, one token format, the same checks as /oidc/token), with the credentials in a Basic
 * header or the body. A client of another organisation is refused as a wrong secret is.
 */
export const getAccessTokenRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/organisation/getaccesstoken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['for integrators'],
        summary: 'An access token for API credentials (client credentials, Basic or in the body)',
        security: [],
        querystring: z.object({ organisationId: uuidField.optional() }),
        body: credentialsSchema,
        response: { 200: tokenSchema, '4xx': oauthErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const clientId = body.client_id ?? body.clientId;
      const clientSecret = body.client_secret ?? body.clientSecret;
      const authorization =
        clientId && clientSecret ? basicOf(clientId, clientSecret) : (request.headers.authorization ?? '');
      if (!/^basic\s+/i.test(authorization))
        return reply.status(401).send({ error: 'invalid_client', error_description: 'client credentials are missing' });
      const organisationId = request.query.organisationId;
      if (organisationId) {
        const claims = await apiTokenClaims(context.database.db, clientIdOf(authorization));
        if (claims.ok && claims.claims.OrganisationId !== organisationId)
          return reply.status(401).send({ error: 'invalid_client', error_description: 'client authentication failed' });
      }
      const answer = await app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      reply.header('cache-control', 'no-store');
      // The provider answers 200, 401 (wrong credentials) or 400 (an OAuth error such as unauthorized_client).
      const status = answer.statusCode === 200 ? 200 : answer.statusCode === 401 ? 401 : 400;
      return reply.status(status).send(answer.json());
    },
  );
};
