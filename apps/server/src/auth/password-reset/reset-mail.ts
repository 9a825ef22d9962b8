import type { i18n as I18n } from 'i18next';
import { translatorFor } from '../oidc/page-context';
import type { ResetLinkMail } from './password-reset.service';

/** The reset link's mail, plain text, in the account's own language. */
export function composeResetMail(translator: I18n, mail: ResetLinkMail): { subject: string; text: string } {
  const t = translatorFor(translator, mail.language);
  const text = [
    t('auth-password:mail.greeting', { name: mail.displayName || mail.login }),
    '',
    t('auth-password:mail.body', { login: mail.login }),
    '',
    mail.link,
    '',
    t('auth-password:mail.expiry'),
    t('auth-password:mail.ignore'),
    '',
    '– Rahti',
  ].join('\n');
  return { subject: t('auth-password:mail.subject'), text };
}
