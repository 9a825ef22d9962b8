import type { TFunction } from 'i18next';
import { QUALIFICATIONS, type Driver, type LicenceTypeList } from '@rahti/domain';

/**
 * A driver as a choice of a searchable select: "Virta Anna (1001)" (the name as `nameOf` writes it,
 * useDriverName), so typing the number finds them too.
 */
export const driverOption =
  (nameOf: (driver: Pick<Driver, 'firstName' | 'lastName'>) => string) =>
  (driver: Pick<Driver, 'id' | 'firstName' | 'lastName' | 'employeeNumber'>) => ({
    value: driver.id,
    label: driver.employeeNumber ? `${nameOf(driver)} (${driver.employeeNumber})` : nameOf(driver),
  });

/** Today in the user's own time zone as 'YYYY-MM-DD': a licence expires at the end of its day. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Id → name of departments, bases and groups, for the cells of the list. */
export function namesById(items: readonly { id: string; name: string }[] | undefined): ReadonlyMap<string, string> {
  return new Map((items ?? []).map((item) => [item.id, item.name]));
}

export const unitOptions = (items: readonly { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

const isQualification = (code: string): code is (typeof QUALIFICATIONS)[number] =>
  (QUALIFICATIONS as readonly string[]).includes(code);

/** "ADR – Dangerous goods (ADR)": built-in qualifications named in the UI language, own types by their name. */
export function licenceLabel(code: string, types: LicenceTypeList | undefined, t: TFunction): string {
  if (isQualification(code)) return `${code} – ${t(`web-drivers:qualifications.${code}`)}`;
  const custom = types?.custom.find((type) => type.code === code);
  return custom ? `${code} – ${custom.name}` : code;
}

/** The licence codes to choose from, grouped; a code a driver has that is no longer listed stays choosable. */
export function licenceOptions(types: LicenceTypeList | undefined, t: TFunction, extraCodes: readonly string[] = []) {
  const option = (code: string) => ({ value: code, label: licenceLabel(code, types, t) });
  const listed = new Set([
    ...(types?.classes ?? []),
    ...(types?.qualifications ?? []),
    ...(types?.custom.map((type) => type.code) ?? []),
  ]);
  const unlisted = [...new Set(extraCodes)].filter((code) => code !== '' && !listed.has(code));
  return [
    { group: t('web-drivers:licences.classes'), items: (types?.classes ?? []).map(option) },
    { group: t('web-drivers:licences.qualifications'), items: (types?.qualifications ?? []).map(option) },
    {
      group: t('web-drivers:licences.custom'),
      items: [...(types?.custom.map((type) => type.code) ?? []), ...unlisted].map(option),
    },
  ].filter((group) => group.items.length > 0);
}
