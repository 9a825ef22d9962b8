/** Days an organisation set to be deleted waits before its data is erased (issue 27): the site operator may restore it until then. */
export const ORGANISATION_ERASE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/** When an organisation set to be deleted at `setToBeDeletedAt` is erased: 30 days of 24 hours later. */
export function organisationEraseDate(setToBeDeletedAt: Date): Date {
  return new Date(setToBeDeletedAt.getTime() + ORGANISATION_ERASE_AFTER_DAYS * DAY_MS);
}

/** Whether an organisation set to be deleted at `setToBeDeletedAt` is due for erasure at `now`. */
export function isOrganisationEraseDue(setToBeDeletedAt: Date, now: Date): boolean {
  return organisationEraseDate(setToBeDeletedAt).getTime() <= now.getTime();
}
