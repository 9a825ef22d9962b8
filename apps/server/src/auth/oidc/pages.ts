import { CURRENCIES, type Currency, type Language, type PasswordRuleCheck } from '@rahti/domain';
import { escapeHtml, renderLayout, type PageT } from './page-layout';
import { PASSWORD_RULES_SCRIPT, renderPasswordField } from './password-rules';

export interface PageBase {
  language: Language;
  t: PageT;
  currentUrl: string;
  /** The response's nonce for the page's inline style and script (`nonceFor`). */
  nonce: string;
}

interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete: string;
  error?: string | undefined;
  hint?: string;
  autofocus?: boolean;
}

export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}" value="${escapeHtml(options.value ?? '')}" autocomplete="${options.autocomplete}" required${options.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.autofocus ? ' autofocus' : ''}>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

/** Errors are announced: the region exists from the start so screen readers notice its change. */
export function alert(message: string | undefined): string {
  return `<div class="alert" role="alert" aria-live="assertive">${message ? escapeHtml(message) : ''}</div>`;
}

export interface SignInPageOptions extends PageBase {
  action: string;
  login: string;
  error?: string | undefined;
  /** Shown only to the web app: drivers do not register organisations. */
  registerUrl?: string | undefined;
  isDriverApp: boolean;
  forgotPasswordUrl?: string | undefined;
}

export function renderSignInPage(o: SignInPageOptions): string {
  const body = `
<h1>${escapeHtml(o.t(o.isDriverApp ? 'auth:signIn.driverHeading' : 'auth:signIn.heading'))}</h1>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="lang" value="${o.language}">
${field({ name: 'login', label: o.t('auth:signIn.login'), value: o.login, autocomplete: 'username', autofocus: !o.login })}
${field({ name: 'password', label: o.t('auth:signIn.password'), type: 'password', autocomplete: 'current-password', autofocus: !!o.login })}
<button class="button" type="submit">${escapeHtml(o.t('auth:signIn.submit'))}</button>
</form>
${o.forgotPasswordUrl ? `<p class="links"><a href="${escapeHtml(o.forgotPasswordUrl)}">${escapeHtml(o.t('auth-password:signInLink'))}</a></p>` : ''}
${o.registerUrl ? `<p class="links">${escapeHtml(o.t('auth:signIn.noAccount'))} <a href="${escapeHtml(o.registerUrl)}">${escapeHtml(o.t('auth:signIn.register'))}</a></p>` : ''}`;
  return renderLayout({ ...o, title: o.t('auth:signIn.title'), body });
}

export interface RegisterPageOptions extends PageBase {
  action: string;
  signInUrl: string;
  values: Partial<Record<'organisationName' | 'currency' | 'displayName' | 'email', string>>;
  /** Field name → translated message. */
  errors: Partial<Record<string, string>>;
  /** Every password rule judged on the submitted password; undefined before a submit. */
  passwordChecks?: PasswordRuleCheck[] | undefined;
  defaultCurrency: Currency;
}

const REGISTER_FIELDS = [
  'organisationName',
  'currency',
  'displayName',
  'email',
  'password',
  'confirmPassword',
] as const;

export function renderRegisterPage(o: RegisterPageOptions): string {
  const hasErrors = Object.keys(o.errors).length > 0;
  // Focus lands on the first field to fix, or on the first field of an empty form.
  const focus = REGISTER_FIELDS.find((name) => o.errors[name]) ?? 'organisationName';
  const currency = CURRENCIES.includes(o.values.currency as Currency) ? o.values.currency : o.defaultCurrency;
  const currencyError = o.errors.currency;
  const options = CURRENCIES.map(
    (code) =>
      `<option value="${code}"${code === currency ? ' selected' : ''}>${escapeHtml(o.t(`auth:register.currencies.${code}`))}</option>`,
  ).join('');
  const body = `
<h1>${escapeHtml(o.t('auth:register.title'))}</h1>
<p>${escapeHtml(o.t('auth:register.intro'))}</p>
${alert(hasErrors ? (o.errors.form ?? o.t('auth:register.errorSummary')) : undefined)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="hidden" name="lang" value="${o.language}">
<input type="hidden" name="language" value="${o.language}">
<h2>${escapeHtml(o.t('auth:register.organisationSection'))}</h2>
${field({ name: 'organisationName', label: o.t('auth:register.organisationName'), value: o.values.organisationName, autocomplete: 'organization', error: o.errors.organisationName, autofocus: focus === 'organisationName' })}
<div class="field">
<label for="field-currency">${escapeHtml(o.t('auth:register.currency'))}</label>
<select id="field-currency" name="currency"${focus === 'currency' ? ' autofocus' : ''}${currencyError ? ' aria-invalid="true" aria-describedby="field-currency-error"' : ''}>${options}</select>
${currencyError ? `<p class="field-error" id="field-currency-error">${escapeHtml(currencyError)}</p>` : ''}
</div>
<h2>${escapeHtml(o.t('auth:register.adminSection'))}</h2>
${field({ name: 'displayName', label: o.t('auth:register.displayName'), value: o.values.displayName, autocomplete: 'name', error: o.errors.displayName, autofocus: focus === 'displayName' })}
${field({ name: 'email', label: o.t('auth:register.email'), type: 'email', value: o.values.email, autocomplete: 'email', error: o.errors.email, autofocus: focus === 'email' })}
${renderPasswordField({ t: o.t, label: o.t('auth:register.password'), checks: o.passwordChecks, error: o.errors.password, autofocus: focus === 'password' })}
${field({ name: 'confirmPassword', label: o.t('auth:register.confirmPassword'), type: 'password', autocomplete: 'new-password', error: o.errors.confirmPassword, autofocus: focus === 'confirmPassword' })}
<button class="button" type="submit">${escapeHtml(o.t('auth:register.submit'))}</button>
</form>
<p class="links">${escapeHtml(o.t('auth:register.haveAccount'))} <a href="${escapeHtml(o.signInUrl)}">${escapeHtml(o.t('auth:register.signIn'))}</a></p>`;
  return renderLayout({ ...o, title: o.t('auth:register.title'), body, script: PASSWORD_RULES_SCRIPT });
}

/**
 * The sign-out confirmation submits itself: `form` is the provider's form (with its CSRF
 * field); the button adds logout=yes so the whole session ends. Without JavaScript the person
 * presses the button.
 */
export function renderSignOutPage(o: PageBase & { form: string }): string {
  const body = `
<h1>${escapeHtml(o.t('auth:signOut.heading'))}</h1>
<p>${escapeHtml(o.t('auth:signOut.explanation'))}</p>
${o.form}
<button class="button" id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(o.t('auth:signOut.submit'))}</button>`;
  return renderLayout({
    ...o,
    title: o.t('auth:signOut.title'),
    body,
    script: `document.getElementById('sign-out').click();`,
  });
}

export function renderSignedOutPage(o: PageBase & { appUrl: string }): string {
  const body = `
<h1>${escapeHtml(o.t('auth:signOut.doneHeading'))}</h1>
<p>${escapeHtml(o.t('auth:signOut.doneText'))}</p>
<p class="links"><a class="button" href="${escapeHtml(o.appUrl)}">${escapeHtml(o.t('auth:signOut.backToApp'))}</a></p>`;
  return renderLayout({ ...o, title: o.t('auth:signOut.doneTitle'), body });
}

export function renderErrorPage(o: PageBase & { message: string; code?: string | undefined; appUrl: string }): string {
  const body = `
<h1>${escapeHtml(o.t('auth:error.heading'))}</h1>
<div role="alert" aria-live="assertive"><p>${escapeHtml(o.message)}</p></div>
${o.code ? `<p class="muted">${escapeHtml(o.t('auth:error.code', { code: o.code }))}</p>` : ''}
<p class="links"><a class="button" href="${escapeHtml(o.appUrl)}">${escapeHtml(o.t('auth:error.backToApp'))}</a></p>`;
  return renderLayout({ ...o, title: o.t('auth:error.title'), body });
}

/** The answer to a browser asking for an address nothing serves. */
export function renderNotFoundPage(o: PageBase & { appUrl: string }): string {
  const body = `
<h1>${escapeHtml(o.t('auth:notFound.title'))}</h1>
<p>${escapeHtml(o.t('auth:notFound.text'))}</p>
<p class="links"><a class="button" href="${escapeHtml(o.appUrl)}">${escapeHtml(o.t('auth:error.backToApp'))}</a></p>`;
  return renderLayout({ ...o, title: o.t('auth:notFound.title'), body });
}
