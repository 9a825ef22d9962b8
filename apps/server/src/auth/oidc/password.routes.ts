import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forgotPasswordSchema, newPasswordSchema, type Language } from '@rahti/domain';
import { composeResetMail } from '../password-reset/reset-mail';
import {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  type ResetTokenProblem,
} from '../password-reset/password-reset.service';
import { createRequestThrottle } from '../password-reset/request-throttle';
import type { Interaction, InteractionDependencies, UidRequest } from './interaction-types';
import { nonceFor } from '../../http/security-headers';
import { formatWait, translatorFor } from './page-context';
import { choosePageLanguage } from './page-language';
import type { PageT } from './page-layout';
import { renderErrorPage, type PageBase } from './pages';
import { renderForgotPasswordPage, renderNewPasswordPage, renderPasswordChangedPage } from './password-pages';
import {
  completeRequiredPasswordChange,
  issuePasswordChangeTicket,
  readPasswordChangeTicket,
} from './password-change.service';

/** What the sign-in routes share with these pages. */
export interface InteractionHelpers {
  loadInteraction(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined>;
  pageFor(request: UidRequest, interaction: Interaction | undefined, reply: FastifyReply): PageBase;
  sendPage(reply: FastifyReply, status: number, html: string): FastifyReply;
  sendExpired(request: UidRequest, reply: FastifyReply): FastifyReply;
  /** Ends the interaction signed in and sets the language cookie to the account's language. */
  finishSignIn(request: UidRequest, reply: FastifyReply, accountId: string, language: Language): Promise<FastifyReply>;
  signInPath(uid: string): string;
}

type Form = Record<string, string | undefined>;
type ResetRequest = FastifyRequest<{ Querystring: { token?: string; ui_locales?: string }; Body: Form | undefined }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Where Fastify serves the reset page; links and forms add PUBLIC_URL's path in front (deps.basePath). */
const RESET_PATH = '/oidc/reset-password';
const PROBLEM_STATUS: Record<ResetTokenProblem, number> = { invalid: 404, used: 410, expired: 410 };

/** Field → translated first problem, from a failed parse of the shared schema. */
function fieldErrors(t: PageT, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<'password' | 'confirmPassword' | 'login', string>> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'password') as keyof typeof errors;
    errors[name] ??= t(issue.message.includes(':') ? issue.message : 'validation:invalid');
  }
  return errors;
}

/**
 * The way back from a forgotten or temporary password: the new-password step of a sign-in
 * that used a temporary password, "Forgot password" and the page of a mailed reset link.
 */
export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: InteractionDependencies,
  helpers: InteractionHelpers,
): {
  askForNewPassword: (
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    userId: string,
  ) => FastifyReply;
} {
  const { pages, db } = deps;
  const throttle = createRequestThrottle();
  const secretKey = deps.ticketKey;

  const newPasswordPath = (uid: string) => `${helpers.signInPath(uid)}/new-password`;
  const forgotPath = (uid: string) => `${helpers.signInPath(uid)}/forgot-password`;

  app.post('/oidc/interaction/:uid/new-password', async (request: UidRequest, reply) => {
    const interaction = await helpers.loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return helpers.sendExpired(request, reply);
    const ticket = text(request.body?.ticket);
    const userId = readPasswordChangeTicket(secretKey, interaction.uid, ticket, deps.now());
    if (!userId) return helpers.sendExpired(request, reply);
    const page = helpers.pageFor(request, interaction, reply);
    const parsed = newPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return sendNewPasswordStep(reply, page, interaction.uid, ticket, 400, fieldErrors(page.t, parsed.error.issues));
    const result = await completeRequiredPasswordChange(db, userId, parsed.data.password);
    if (result.ok) return helpers.finishSignIn(request, reply, userId, result.displayLanguage);
    if (result.reason === 'notRequired') return helpers.sendExpired(request, reply);
    return sendNewPasswordStep(reply, page, interaction.uid, ticket, 400, {
      password: page.t('auth-password:change.sameAsTemporary'),
    });
  });

  function sendNewPasswordStep(
    reply: FastifyReply,
    page: PageBase,
    uid: string,
    ticket: string,
    status: number,
    errors = {},
  ) {
    return helpers.sendPage(
      reply,
      status,
      renderNewPasswordPage({
        ...page,
        currentUrl: helpers.signInPath(uid),
        action: newPasswordPath(uid),
        heading: page.t('auth-password:change.heading'),
        intro: page.t('auth-password:change.intro'),
        submitLabel: page.t('auth-password:change.submit'),
        hidden: { ticket },
        errors,
      }),
    );
  }

  /** Called by the sign-in form when the password was a temporary one: ask for a new one first. */
  function askForNewPassword(request: UidRequest, reply: FastifyReply, interaction: Interaction, userId: string) {
    const page = helpers.pageFor(request, interaction, reply);
    const ticket = issuePasswordChangeTicket(secretKey, interaction.uid, userId, deps.now());
    return sendNewPasswordStep(reply, page, interaction.uid, ticket, 200);
  }

  function sendForgot(
    request: UidRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status: number,
    state: { sent?: boolean; error?: string; loginError?: string },
  ) {
    const page = helpers.pageFor(request, interaction, reply);
    return helpers.sendPage(
      reply,
      status,
      renderForgotPasswordPage({
        ...page,
        signInUrl: helpers.signInPath(interaction.uid),
        action: deps.mailer ? forgotPath(interaction.uid) : undefined,
        login: text(request.body?.login),
        sent: state.sent ?? false,
        error: state.error,
        loginError: state.loginError,
      }),
    );
  }

  app.get('/oidc/interaction/:uid/forgot-password', async (request: UidRequest, reply) => {
    const interaction = await helpers.loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return helpers.sendExpired(request, reply);
    return sendForgot(request, reply, interaction, 200, {});
  });

  app.post('/oidc/interaction/:uid/forgot-password', async (request: UidRequest, reply) => {
    const interaction = await helpers.loadInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return helpers.sendExpired(request, reply);
    const mailer = deps.mailer;
    if (!mailer) return sendForgot(request, reply, interaction, 200, {});
    const { t } = helpers.pageFor(request, interaction, reply);
    const parsed = forgotPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return sendForgot(request, reply, interaction, 400, { loginError: fieldErrors(t, parsed.error.issues).login });
    const waitSeconds = throttle.take(request.ip, deps.now());
    if (waitSeconds > 0) {
      return sendForgot(request, reply, interaction, 429, {
        error: t('auth-password:forgot.throttled', { wait: formatWait(t, waitSeconds) }),
      });
    }
    // Not awaited: the answer must not take longer for an existing account than for an unknown one.
    requestPasswordReset(
      {
        db,
        mailer,
        now: deps.now,
        resetPageUrl: `${pages.publicUrl}${RESET_PATH}`,
        composeMail: (mail) => composeResetMail(pages.translator, mail),
      },
      parsed.data.login,
    ).catch((error: unknown) => request.log.error({ err: error }, 'sending a password-reset link failed'));
    return sendForgot(request, reply, interaction, 200, { sent: true });
  });

  function resetPage(request: ResetRequest, reply: FastifyReply): PageBase {
    const language: Language = choosePageLanguage({
      chosen: request.body?.lang ?? request.query.ui_locales,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    return {
      language,
      t: translatorFor(pages.translator, language),
      currentUrl: request.url,
      nonce: nonceFor(reply.raw),
    };
  }

  function sendResetForm(request: ResetRequest, reply: FastifyReply, page: PageBase, status: number, errors = {}) {
    const token = text(request.query.token);
    // The page's address holds the token: no other site may see it as a referrer (as on every sign-in page).
    return helpers.sendPage(
      reply,
      status,
      renderNewPasswordPage({
        ...page,
        action: `${deps.basePath}/reset-password?${new URLSearchParams({ token })}`,
        heading: page.t('auth-password:reset.heading'),
        intro: page.t('auth-password:reset.intro'),
        submitLabel: page.t('auth-password:reset.submit'),
        errors,
      }),
    );
  }

  function sendProblem(reply: FastifyReply, page: PageBase, problem: ResetTokenProblem) {
    const message = page.t(`auth-password:reset.${problem}`);
    return helpers.sendPage(
      reply,
      PROBLEM_STATUS[problem],
      renderErrorPage({ ...page, message, appUrl: `${pages.publicUrl}/` }),
    );
  }

  app.get(RESET_PATH, async (request: ResetRequest, reply) => {
    const page = resetPage(request, reply);
    const check = await checkResetToken(db, text(request.query.token), deps.now());
    if (!check.ok) return sendProblem(reply, page, check.problem);
    return sendResetForm(request, reply, page, 200);
  });

  app.post(RESET_PATH, async (request: ResetRequest, reply) => {
    const page = resetPage(request, reply);
    const token = text(request.query.token);
    const check = await checkResetToken(db, token, deps.now());
    if (!check.ok) return sendProblem(reply, page, check.problem);
    const parsed = newPasswordSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendResetForm(request, reply, page, 400, fieldErrors(page.t, parsed.error.issues));
    const result = await resetPassword(db, token, parsed.data.password, deps.now());
    if (!result.ok) return sendProblem(reply, page, result.problem);
    const appUrl = `${pages.publicUrl}${result.isDriverOnly ? '/driver/' : '/'}`;
    return helpers.sendPage(reply, 200, renderPasswordChangedPage({ ...page, appUrl }));
  });

  return { askForNewPassword };
}
