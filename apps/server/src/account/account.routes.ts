import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchema, changePasswordSchema, updateProfileSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { languageCookie } from '../http/language-cookie';
import { requestLanguage } from '../http/request-language';
import { createAccountService } from './account.service';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createAccountService(context);
  const secureCookies = context.config.publicUrl.startsWith('https:');

  app.get(
    '/account/me',
    {
      config: { access: 'account' },
      schema: { tags, summary: 'Who is signed in, with organisation and features', response: { 200: accountSchema } },
    },
    (request) => service.getMe(requireAuth(request.auth)),
  );

  app.put(
    '/account/me',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Change your name or language',
        body: updateProfileSchema,
        response: { 200: accountSchema },
      },
    },
    async (request, reply) => {
      const account = await service.updateMe(requireAuth(request.auth), request.body);
      // The sign-in and other server pages of this browser follow the saved language too.
      if (request.body.displayLanguage)
        reply.header('set-cookie', languageCookie(account.displayLanguage, secureCookies));
      return account;
    },
  );

  app.put(
    '/account/password',
    { config: { access: 'account' }, schema: { tags, summary: 'Change your password', body: changePasswordSchema } },
    async (request, reply) => {
      await service.changePassword(requireAuth(request.auth), request.body, {
        ip: request.ip,
        language: requestLanguage(request),
      });
      return reply.status(204).send();
    },
  );
};
