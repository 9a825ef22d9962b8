import type { RawInfringement } from './raw-infringement';
import { BANDS, risingSeverity } from './severity';
import { HOUR, MINUTE, isOff, type Activity } from './timeline';

export const DRIVING_PERIOD = 4.5 * HOUR;
const FULL_BREAK = 45 * MINUTE;
const SPLIT_FIRST = 15 * MINUTE;
const SPLIT_SECOND = 30 * MINUTE;

/**
 * The break rule (Art 7): after 4 h 30 of driving a break of 45 min, or 15 min then 30 min in
 * that order. Any run of break and rest counts by its length (a tachograph records one
 * "break/rest" activity; a daily rest is longer than 45 min), so a rest of 15 min or more is a
 * break part. Work and availability neither reset nor count. A driving period over 4 h 30 is one
 * infringement, its excess the driving beyond 4 h 30 until the next qualifying break.
 * `driven` is the driving in the period still open at the end of the segments.
 * // [M] Driving period (Art 4(q)): driving from a rest or qualifying break to the next one.
 * // [M] Break (Art 4(d)): no driving and no other work; availability is not a break either.
 * // [M] Multi-manning (a break in the moving vehicle, Art 7 as amended) is not modelled.
 */
export function breakRule(segments: readonly Activity[]): { infringements: RawInfringement[]; driven: number } {
  // One pass with its state in locals (no inner functions: planning calls this per question).
  const infringements: RawInfringement[] = [];
  let driven = 0;
  let crossedAt = 0;
  let firstPart = false;
  let offSince = -1;
  for (let i = 0; i <= segments.length; i++) {
    const segment = segments[i];
    if (segment && isOff(segment.kind)) {
      if (offSince < 0) offSince = segment.start;
      continue;
    }
    // A run of break/rest ends here (or the data does): a full break, or the second part, ends the period.
    if (offSince >= 0) {
      const length = (segment ? segment.start : segments.at(-1)!.end) - offSince;
      offSince = -1;
      if (length >= FULL_BREAK || (firstPart && length >= SPLIT_SECOND)) {
        if (driven > DRIVING_PERIOD) infringements.push(breakInfringement(driven, crossedAt));
        driven = 0;
        firstPart = false;
      } else if (length >= SPLIT_FIRST) firstPart = true;
    }
    if (segment?.kind !== 'drive') continue;
    const length = segment.end - segment.start;
    if (driven <= DRIVING_PERIOD && driven + length > DRIVING_PERIOD)
      crossedAt = segment.start + (DRIVING_PERIOD - driven);
    driven += length;
  }
  if (driven > DRIVING_PERIOD) infringements.push(breakInfringement(driven, crossedAt));
  return { infringements, driven };
}

const breakInfringement = (driven: number, crossedAt: number): RawInfringement => ({
  rule: 'break',
  severity: risingSeverity(driven, BANDS.break),
  start: crossedAt,
  amount: driven - DRIVING_PERIOD,
});
