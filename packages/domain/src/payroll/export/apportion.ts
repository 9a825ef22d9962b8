/**
 * Splits a rounded total of hundredths (cents of an hour) over parts whose exact values are
 * given in hundredths, by the largest-remainder method: each part gets its value rounded down,
 * and the hundredths still missing go one each to the parts with the largest remainders (the
 * earlier part first on a tie). So the parts add up to exactly `totalHundredths`, and no part
 * moves by a whole hundredth or more from its exact value.
 *
 * Used so that a driver's day lines of one kind add up to the range's figure rounded once,
 * which is what the summary the clerk checked shows (issue 12: each figure rounded once).
 */
export function apportionHundredths(exactHundredths: readonly number[], totalHundredths: number): number[] {
  const parts = exactHundredths.map((value, index) => ({
    index,
    floor: Math.floor(value),
    remainder: value - Math.floor(value),
  }));
  let missing = totalHundredths - parts.reduce((sum, part) => sum + part.floor, 0);
  const result = parts.map((part) => part.floor);
  // Largest remainders first; a stable sort keeps the earlier part first on a tie.
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder);
  for (const part of byRemainder) {
    if (missing <= 0) break;
    result[part.index] = (result[part.index] ?? 0) + 1;
    missing -= 1;
  }
  // Only floating-point noise can ask for less than the floors: take it from the smallest remainders that have hundredths to give.
  for (const part of [...byRemainder].reverse()) {
    if (missing >= 0) break;
    if ((result[part.index] ?? 0) <= 0) continue;
    result[part.index] = (result[part.index] ?? 0) - 1;
    missing += 1;
  }
  return result;
}
