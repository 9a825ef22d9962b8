/**
 * One refuel seen twice (issue 25, decision 0033 "Fuel-card import"): a fuel card's
 * transaction and the driver's refuel event of the same fill-up, or a card row imported again,
 * are one refuel and are counted once.
 */

/** How far apart in time two records of one refuel may lie: the pump's clock against the driver's. */
export const DUPLICATE_WINDOW_MS = 30 * 60_000;
/** Amounts of one refuel may differ by this share of the larger one (a card's 312,47 l, a driver's 312,5) … */
export const DUPLICATE_AMOUNT_SHARE = 0.005;
/** … or by half a unit, whichever is more (a driver typing the pump's 20,37 l of AdBlue as 20). */
export const DUPLICATE_AMOUNT_UNITS = 0.5;

/** What the rule compares: the vehicle, the instant (ms) and the amount in the fuel's unit. */
export interface RefuelFacts {
  vehicleId: string;
  atMs: number;
  amount: number;
}

/** Do the two amounts of fuel agree within DUPLICATE_AMOUNT_SHARE or DUPLICATE_AMOUNT_UNITS? */
export function isSameAmount(a: number, b: number): boolean {
  const tolerance = Math.max(DUPLICATE_AMOUNT_SHARE * Math.max(a, b), DUPLICATE_AMOUNT_UNITS);
  // A hair of slack for binary fractions: 0.5 % of 200 l is 1 l, and 201 − 200 must count.
  return Math.abs(a - b) <= tolerance + 1e-9;
}

/**
 * The duplicate rule: the same vehicle, at most 30 minutes apart (either way, the bound
 * included) and the same amount within the tolerance. Symmetric: the order of the two is not
 * told apart.
 */
export function isSameRefuel(a: RefuelFacts, b: RefuelFacts): boolean {
  return (
    a.vehicleId === b.vehicleId && Math.abs(a.atMs - b.atMs) <= DUPLICATE_WINDOW_MS && isSameAmount(a.amount, b.amount)
  );
}

/** What a card row repeats: a stored refuel (by its index in `stored`), or an earlier row of the file. */
export type CardDuplicate = { stored: number } | { row: number };

/** Rows and refuels by vehicle and 30-minute slot: a refuel's matches lie in its slot or the two beside it. */
class SlotIndex {
  private readonly vehicles = new Map<string, Map<number, number[]>>();

  add(facts: RefuelFacts, index: number): void {
    let slots = this.vehicles.get(facts.vehicleId);
    if (!slots) this.vehicles.set(facts.vehicleId, (slots = new Map()));
    const slot = Math.floor(facts.atMs / DUPLICATE_WINDOW_MS);
    const indexes = slots.get(slot);
    if (indexes) indexes.push(index);
    else slots.set(slot, [index]);
  }

  /** The index among the candidates that matches `facts` nearest in time (the first of equals), or −1. */
  nearest(facts: RefuelFacts, all: readonly (RefuelFacts | null)[]): number {
    const slots = this.vehicles.get(facts.vehicleId);
    if (!slots) return -1;
    const slot = Math.floor(facts.atMs / DUPLICATE_WINDOW_MS);
    let best = -1;
    let bestGap = Infinity;
    for (let near = slot - 1; near <= slot + 1; near++) {
      const indexes = slots.get(near);
      if (!indexes) continue;
      for (const index of indexes) {
        const other = all[index]!;
        const gap = Math.abs(other.atMs - facts.atMs);
        if ((gap < bestGap || (gap === bestGap && index < best)) && isSameRefuel(facts, other)) {
          best = index;
          bestGap = gap;
        }
      }
    }
    return best;
  }
}

/**
 * Which rows of a card file repeat a refuel already counted: each row (null for a row that could
 * not be read) against the organisation's stored refuels (shift refuels, typed ones, earlier
 * imports) first, nearest in time; else against the file's earlier rows. A row that repeats
 * nothing is new (null). Importing the new rows and then the same file again finds every row a
 * duplicate, since each new row meets itself stored.
 *
 * @computation
 */
export function findCardDuplicates(
  rows: readonly (RefuelFacts | null)[],
  stored: readonly RefuelFacts[],
): (CardDuplicate | null)[] {
  const storedIndex = new SlotIndex();
  stored.forEach((refuel, index) => storedIndex.add(refuel, index));
  const rowIndex = new SlotIndex();
  return rows.map((row, index) => {
    if (!row) return null;
    const storedMatch = storedIndex.nearest(row, stored);
    const rowMatch = storedMatch >= 0 ? -1 : rowIndex.nearest(row, rows);
    rowIndex.add(row, index);
    if (storedMatch >= 0) return { stored: storedMatch };
    return rowMatch >= 0 ? { row: rowMatch } : null;
  });
}
