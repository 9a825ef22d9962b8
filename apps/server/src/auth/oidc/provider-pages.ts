import { errors, type ErrorOut, type KoaContextWithOIDC } from 'oidc-provider';
import { CLIENT_IDS, type Language } from '@rahti/domain';
import { nonceFor, pageSecurityHeaders } from '../../http/security-headers';
import { choosePageLanguage } from './page-language';
import { translatorFor, type PageContext } from './page-context';
import { renderErrorPage, renderSignedOutPage, renderSignOutPage, type PageBase } from './pages';

function pageBase(pages: PageContext, ctx: KoaContextWithOIDC): PageBase & { appUrl: string } {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  const language: Language = choosePageLanguage({
    chosen: ctx.query.ui_locales,
    uiLocales: params.ui_locales,
    cookieHeader: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
  const isDriver = ctx.oidc?.client?.clientId === CLIENT_IDS.driver;
  return {
    language,
    t: translatorFor(pages.translator, language),
    currentUrl: ctx.originalUrl,
    appUrl: `${pages.publicUrl}${isDriver ? '/driver/' : '/'}`,
    nonce: nonceFor(ctx.res),
  };
}

function sendHtml(pages: PageContext, ctx: KoaContextWithOIDC, html: string) {
  ctx.type = 'html';
  ctx.set(pageSecurityHeaders(pages.publicUrl, nonceFor(ctx.res)));
  ctx.body = html;
}

/** The provider's own pages (sign-out, signed out, errors) in the person's language. */
export function providerPages(pages: PageContext) {
  return {
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      sendHtml(pages, ctx, renderSignOutPage({ ...pageBase(pages, ctx), form }));
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      sendHtml(pages, ctx, renderSignedOutPage(pageBase(pages, ctx)));
    },

    /** A friendly page with the error code only: never a description or a stack trace. */
    async renderError(ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) {
      const base = pageBase(pages, ctx);
      const key =
        error instanceof errors.SessionNotFound
          ? 'auth:error.sessionExpired'
          : out.error === 'server_error'
            ? 'auth:error.generic'
            : 'auth:error.invalidRequest';
      sendHtml(pages, ctx, renderErrorPage({ ...base, message: base.t(key), code: out.error }));
    },
  };
}
