import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from 'oidc-provider';
import { checkPasswordRules, CLIENT_IDS, defaultCurrencyFor, type Language } from '@rahti/domain';
import { isFirstPartyClient } from './clients';
import { languageCookie } from '../../http/language-cookie';
import { nonceFor, pageSecurityHeaders } from '../../http/security-headers';
import { choosePageLanguage } from './page-language';
import { formatWait, translatorFor } from './page-context';
import type { PageT } from './page-layout';
import { renderErrorPage, renderRegisterPage, renderSignInPage, type PageBase } from './pages';
import type { Interaction, InteractionDependencies, UidRequest } from './interaction-types';
import { registerPasswordRoutes } from './password.routes';
import { registerOrganisation } from './registration.service';
import { signIn, type SignInRefusal } from './sign-in.service';

const REFUSAL_STATUS: Record<SignInRefusal['reason'], number> = {
  wrongCredentials: 401,
  throttled: 429,
  inactive: 403,
  organisationSetToBeDeleted: 403,
  driverAccount: 403,
  notDriverAccount: 403,
};

function refusalMessage(t: PageT, refusal: SignInRefusal): string {
  if (refusal.reason === 'throttled') return t('auth:signIn.throttled', { wait: formatWait(t, refusal.waitSeconds) });
  return t(`auth:signIn.${refusal.reason}`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Server-rendered sign-in and registration pages for the provider's login prompt. */
export function registerInteractionRoutes(app: FastifyInstance, deps: InteractionDependencies): void {
  const { provider, pages } = deps;
  const secureCookies = pages.publicUrl.startsWith('https:');
  const signInPath = (uid: string) => `${deps.basePath}/interaction/${uid}`;

  function pageFor(request: UidRequest, interaction: Interaction | undefined, reply: FastifyReply): PageBase {
    const picked = request.query.ui_locales;
    const language: Language = choosePageLanguage({
      chosen: request.body?.lang ?? picked,
      uiLocales: interaction?.params.ui_locales,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (picked === language) reply.header('set-cookie', languageCookie(language, secureCookies));
    return {
      language,
      t: translatorFor(pages.translator, language),
      currentUrl: request.url,
      nonce: nonceFor(reply.raw),
    };
  }

  /** A page rendered with `pageFor` (or any page of this reply's nonce), under the sign-in pages' policy. */
  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .headers(pageSecurityHeaders(pages.publicUrl, nonceFor(reply.raw)))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /** The interaction behind the cookie, if it is the one in the address and still running. */
  async function loadInteraction(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  function sendExpired(request: UidRequest, reply: FastifyReply) {
    const page = pageFor(request, undefined, reply);
    return sendPage(
      reply,
      400,
      renderErrorPage({ ...page, message: page.t('auth:error.sessionExpired'), appUrl: `${pages.publicUrl}/` }),
    );
  }

  function sendSignIn(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status = 200,
    error?: string,
  ) {
    const page = pageFor(request, interaction, reply);
    const clientId = text(interaction.params.client_id);
    return sendPage(
      reply,
      status,
      renderSignInPage({
        ...page,
        action: signInPath(interaction.uid),
        login: text(request.body?.login) || text(interaction.params.login_hint),
        error,
        isDriverApp: clientId === CLIENT_IDS.driver,
        registerUrl: clientId === CLIENT_IDS.web ? `${signInPath(interaction.uid)}/register` : undefined,
        forgotPasswordUrl: `${signInPath(interaction.uid)}/forgot-password`,
      }),
    );
  }

  /** Signs the account in; the browser keeps the account's saved language for the pages that follow. */
  async function finishSignIn(request: UidRequest, reply: FastifyReply, accountId: string, language: Language) {
    reply.header('set-cookie', languageCookie(language, secureCookies));
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
  }

  /** First-party apps are never asked for consent; a consent prompt is granted here. */
  async function grantConsent(request: UidRequest, reply: FastifyReply, interaction: Interaction) {
    const clientId = text(interaction.params.client_id);
    const accountId = interaction.session?.accountId;
    if (!isFirstPartyClient(clientId) || !accountId) return sendExpired(request, reply);
    const grant =
      (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
      new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    const consent = interaction.grantId ? {} : { grantId };
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent },
      { mergeWithLastSubmission: true },
    );
    return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
  }

  const passwordSteps = registerPasswordRoutes(app, deps, {
    loadInteraction,
    pageFor,
    sendPage,
    sendExpired,
    finishSignIn,
    signInPath,
  });

  app.get('/oidc/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendExpired(request, reply);
    if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);
    const wantsRegistration =
      interaction.params.screen_hint === 'register' && text(interaction.params.client_id) === CLIENT_IDS.web;
    if (wantsRegistration) return reply.redirect(`${signInPath(interaction.uid)}/register`, 303);
    return sendSignIn(request, reply, interaction);
  });

  app.post('/oidc/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendExpired(request, reply);
    const result = await signIn(deps.db, {
      login: text(request.body?.login),
      password: text(request.body?.password),
      clientId: text(interaction.params.client_id),
      now: deps.now(),
      ip: request.ip,
    });
    if (result.ok && result.user.mustChangePassword)
      return passwordSteps.askForNewPassword(request, reply, interaction, result.user.userId);
    if (result.ok) return finishSignIn(request, reply, result.user.userId, result.user.displayLanguage);
    const { t } = pageFor(request, interaction, reply);
    return sendSignIn(request, reply, interaction, REFUSAL_STATUS[result.reason], refusalMessage(t, result));
  });

  app.get('/oidc/interaction/:uid/register', async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendExpired(request, reply);
    if (text(interaction.params.client_id) !== CLIENT_IDS.web) return reply.redirect(signInPath(interaction.uid), 303);
    const page = pageFor(request, interaction, reply);
    return sendPage(
      reply,
      200,
      renderRegisterPage({
        ...page,
        action: request.url.split('?')[0] ?? request.url,
        signInUrl: signInPath(interaction.uid),
        values: {},
        errors: {},
        defaultCurrency: defaultCurrencyFor(page.language),
      }),
    );
  });

  app.post('/oidc/interaction/:uid/register', async (request: UidRequest, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendExpired(request, reply);
    if (text(interaction.params.client_id) !== CLIENT_IDS.web) return reply.redirect(signInPath(interaction.uid), 303);
    const page = pageFor(request, interaction, reply);
    const form = request.body ?? {};
    const result = await registerOrganisation(deps.db, { ...form, language: page.language });
    if (result.ok) return finishSignIn(request, reply, result.userId, page.language);

    const errorsByField = Object.fromEntries(
      Object.entries(result.fieldErrors).map(([field, key]) => [field, page.t(key ?? 'validation:invalid')]),
    );
    // Every broken password rule is marked in the list under the field; the field's own
    // message says so rather than naming the first one only.
    const password = text(form.password);
    const passwordChecks = checkPasswordRules(password);
    if (password && passwordChecks.some((check) => !check.isMet))
      errorsByField.password = page.t('auth:register.rule.summary');
    return sendPage(
      reply,
      400,
      renderRegisterPage({
        ...page,
        action: request.url.split('?')[0] ?? request.url,
        signInUrl: signInPath(interaction.uid),
        values: {
          organisationName: text(form.organisationName),
          currency: text(form.currency),
          displayName: text(form.displayName),
          email: text(form.email),
        },
        errors: errorsByField,
        passwordChecks,
        defaultCurrency: defaultCurrencyFor(page.language),
      }),
    );
  });
}
