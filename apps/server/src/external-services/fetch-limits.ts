/**
 * What one fetch from a truck maker's service may create (issue 21: one answer stored 10 000
 * vehicles). Well above the fleets our organisations run (tens to hundreds of trucks), far below
 * what would slow the pages that list them. An answer over a limit stores none of it, and the
 * error says the limit in words.
 */

/** A service's vehicles kept at most, those stored before included. */
export const MAX_EXTERNAL_VEHICLES = 2_000;

/** A service's driver cards kept at most, those stored before included; a fetch reads at most this many statuses. */
export const MAX_EXTERNAL_DRIVER_CARDS = 5_000;

/**
 * Positions one poll reads at most (about a day of a 10-truck fleet reporting every 10 s). The
 * poll stops paging there and the next one goes on from the last position read.
 */
export const MAX_POSITIONS_PER_POLL = 100_000;

/** The limits as words in a language, for the messages that name them. */
export function fetchLimitWords(language: string): Record<string, string> {
  const format = new Intl.NumberFormat(language);
  return {
    maxVehicles: format.format(MAX_EXTERNAL_VEHICLES),
    maxDriverCards: format.format(MAX_EXTERNAL_DRIVER_CARDS),
  };
}
