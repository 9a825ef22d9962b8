import type { TFunction } from 'i18next';
import { CURRENCIES, LANGUAGES, ROLES, type Role } from '@rahti/domain';

/** Choices for selects, labelled in the UI language (languages in their own). */
export const roleOptions = (t: TFunction, roles: readonly Role[] = ROLES) =>
  roles.map((value) => ({ value, label: t(`web:roles.${value}`) }));

export const languageOptions = (t: TFunction) =>
  LANGUAGES.map((value) => ({ value, label: t(`web:languages.${value}`) }));

export const currencyOptions = (t: TFunction) =>
  CURRENCIES.map((value) => ({ value, label: t(`web:currencies.${value}`) }));
