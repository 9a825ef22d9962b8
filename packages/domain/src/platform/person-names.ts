/**
 * How an organisation writes its drivers' names (issue 21: "Diego Driver" on one page and
 * "Driver Diego" on the next). Last name first is the default, as the lists sort by it; an
 * organisation may choose first name first. Every screen, file and message uses this one rule
 * (the server's SQL lists use apps/server/src/db/driver-names.ts, tested against it).
 */
export const DRIVER_NAME_ORDERS = ['lastFirst', 'firstLast'] as const;
export type DriverNameOrder = (typeof DRIVER_NAME_ORDERS)[number];
export const DEFAULT_DRIVER_NAME_ORDER: DriverNameOrder = 'lastFirst';

/** "Driver Diego" (last name first) or "Diego Driver"; a missing part leaves no stray space. */
export function formatDriverName(
  name: { firstName: string; lastName: string },
  order: DriverNameOrder = DEFAULT_DRIVER_NAME_ORDER,
): string {
  const parts = order === 'firstLast' ? [name.firstName, name.lastName] : [name.lastName, name.firstName];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
