import { alert, field, type PageBase } from './pages';
import { escapeHtml, renderLayout } from './page-layout';

/** Field name → translated message. */
type FieldErrors = Partial<Record<'password' | 'confirmPassword' | 'login', string>>;

export interface NewPasswordPageOptions extends PageBase {
  action: string;
  heading: string;
  intro: string;
  submitLabel: string;
  /** Hidden form fields besides the language (the sign-in's ticket). */
  hidden?: Record<string, string>;
  errors: FieldErrors;
}

/** Choose a new password: after a temporary password at sign-in, or from a mailed link. */
export function renderNewPasswordPage(o: NewPasswordPageOptions): string {
  const hasErrors = Object.values(o.errors).some(Boolean);
  const focus = o.errors.password || !o.errors.confirmPassword ? 'password' : 'confirmPassword';
  const hidden = Object.entries(o.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body = `
<h1>${escapeHtml(o.heading)}</h1>
<p>${escapeHtml(o.intro)}</p>
${alert(hasErrors ? o.t('auth-password:errorSummary') : undefined)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="lang" value="${o.language}">${hidden}
${field({ name: 'password', label: o.t('auth-password:newPassword'), type: 'password', autocomplete: 'new-password', error: o.errors.password, hint: o.t('auth-password:passwordHint'), autofocus: focus === 'password' })}
${field({ name: 'confirmPassword', label: o.t('auth-password:confirmPassword'), type: 'password', autocomplete: 'new-password', error: o.errors.confirmPassword, autofocus: focus === 'confirmPassword' })}
<button class="button" type="submit">${escapeHtml(o.submitLabel)}</button>
</form>`;
  return renderLayout({ ...o, title: o.heading, body });
}

export interface ForgotPasswordPageOptions extends PageBase {
  signInUrl: string;
  /** Unset when no mail can be sent (no SMTP_URL): the page then says to ask the Admin. */
  action: string | undefined;
  login: string;
  /** After a request: the same words whether or not the account exists. */
  sent: boolean;
  error?: string | undefined;
  loginError?: string | undefined;
}

export function renderForgotPasswordPage(o: ForgotPasswordPageOptions): string {
  const back = `<p class="links"><a href="${escapeHtml(o.signInUrl)}">${escapeHtml(o.t('auth-password:backToSignIn'))}</a></p>`;
  let content: string;
  if (!o.action) {
    content = `<p>${escapeHtml(o.t('auth-password:forgot.askAdmin'))}</p>`;
  } else if (o.sent) {
    content = `<div role="status"><p>${escapeHtml(o.t('auth-password:forgot.sent'))}</p></div>`;
  } else {
    content = `<p>${escapeHtml(o.t('auth-password:forgot.intro'))}</p>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="lang" value="${o.language}">
${field({ name: 'login', label: o.t('auth-password:forgot.login'), value: o.login, autocomplete: 'username', error: o.loginError, autofocus: true })}
<button class="button" type="submit">${escapeHtml(o.t('auth-password:forgot.submit'))}</button>
</form>`;
  }
  const body = `
<h1>${escapeHtml(o.t('auth-password:forgot.heading'))}</h1>
${content}
${back}`;
  return renderLayout({ ...o, title: o.t('auth-password:forgot.title'), body });
}

/** After a reset from a mailed link: the password is changed; sign in from the app. */
export function renderPasswordChangedPage(o: PageBase & { appUrl: string }): string {
  const body = `
<h1>${escapeHtml(o.t('auth-password:reset.doneHeading'))}</h1>
<div role="status"><p>${escapeHtml(o.t('auth-password:reset.doneText'))}</p></div>
<p class="links"><a class="button" href="${escapeHtml(o.appUrl)}">${escapeHtml(o.t('auth-password:reset.signIn'))}</a></p>`;
  return renderLayout({ ...o, title: o.t('auth-password:reset.doneHeading'), body });
}
