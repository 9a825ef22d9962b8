import { formatCalendarDate, writeCsv, type Driver, type Language, type NamedUnit } from '@rahti/domain';
import type { i18n as I18n } from 'i18next';

const COLUMNS = [
  'lastName',
  'firstName',
  'username',
  'employeeNumber',
  'driverCardId',
  'email',
  'grossWagePerHour',
  'department',
  'base',
  'driverGroup',
  'licences',
  'appAccount',
  'employmentStart',
  'employmentEnd',
] as const;

/**
 * The driver list as CSV with headers in the caller's language (Finnish and Swedish use a decimal comma).
 *
 * @computation
 */
export function driversCsv(
  drivers: Driver[],
  names: { departments: NamedUnit[]; bases: NamedUnit[]; groups: { id: string; name: string }[] },
  translator: I18n,
  language: Language,
): string {
  const t = (key: string) => translator.t(`organisation-data:${key}`, { lng: language });
  const nameOf = (list: { id: string; name: string }[], id: string | null) =>
    list.find((item) => item.id === id)?.name ?? '';
  const rows = drivers.map((d) => [
    d.lastName,
    d.firstName,
    d.username,
    d.employeeNumber,
    d.driverCardId,
    d.email,
    d.grossWagePerHour,
    nameOf(names.departments, d.departmentId),
    nameOf(names.bases, d.baseId),
    nameOf(names.groups, d.driverGroupId),
    d.licences.map((l) => (l.expiresOn ? `${l.code} (${formatCalendarDate(l.expiresOn)})` : l.code)).join(', '),
    d.appAccountActive ? t('yes') : t('no'),
    d.employmentStart === null ? '' : formatCalendarDate(d.employmentStart),
    d.employmentEnd === null ? '' : formatCalendarDate(d.employmentEnd),
  ]);
  return writeCsv(
    COLUMNS.map((c) => t(`columns.${c}`)),
    rows,
    { decimalComma: language !== 'en' },
  );
}
