import type { Page } from 'playwright-core';
import type { Currency, Language } from '@rahti/domain';
import { exactly, text } from './texts';

export interface NewOrganisation {
  organisationName: string;
  adminName: string;
  adminEmail: string;
  password: string;
}

/** A new organisation with a name and Admin sign-in no other test uses. */
export function uniqueOrganisation(prefix: string): NewOrganisation {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    organisationName: `${prefix} ${unique} Oy`,
    adminName: 'Matti Mäkelä',
    adminEmail: `admin-${unique}@example.test`,
    password: 'Rekka-2026!kuski',
  };
}

/**
 * From the welcome page's sign-in button to the provider's registration form, filled in and
 * sent. The browser then returns to the app signed in as the new organisation's Admin.
 * The organisation's currency is euro unless another is asked for.
 */
export async function registerOrganisation(
  page: Page,
  language: Language,
  organisation: NewOrganisation,
  currency: Currency = 'EUR',
): Promise<void> {
  const t = (key: string) => exactly(text(language, key));
  await page.goto('/');
  await page.getByRole('button', { name: t('web:welcome.signIn') }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
  await page.getByRole('link', { name: t('auth:signIn.register') }).click();
  await page.getByLabel(t('auth:register.organisationName')).fill(organisation.organisationName);
  await page.getByLabel(t('auth:register.currency')).selectOption(currency);
  await page.getByLabel(t('auth:register.displayName')).fill(organisation.adminName);
  await page.getByLabel(t('auth:register.email')).fill(organisation.adminEmail);
  await page.getByLabel(t('auth:register.password')).fill(organisation.password);
  await page.getByLabel(t('auth:register.confirmPassword')).fill(organisation.password);
  await page.getByRole('button', { name: t('auth:register.submit') }).click();
}
