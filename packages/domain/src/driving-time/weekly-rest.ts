import type { RawInfringement } from './raw-infringement';
import { BANDS, fallingSeverity, risingSeverity } from './severity';
import type { RestBlock } from './shifts';
import { HOUR } from './timeline';

const WEEKLY_REGULAR = 45 * HOUR;
const WEEKLY_DEADLINE = 144 * HOUR;

/**
 * Weekly rests (Art 8(6)), judged from the first weekly rest in the data on (what came before it
 * is unknown):
 * - each must start within 144 h (six 24-hour periods) of the end of the previous one; the
 *   excess is the overrun. With none started by the end of the data, the overrun runs to the
 *   start of the rest the data ends in, else to the end of the data.
 * - a reduced one (24–45 h) right after a reduced one is measured against 45 h: in two
 *   consecutive weeks one of the two must be regular.
 * // [M] A rest of 24 h or more is a weekly rest; one of less than 24 h cannot be told from a long
 * //     daily rest, so "weekly rest < 24 h" is reported as a late weekly rest instead.
 * // [M] The two-consecutive-reduced derogation for international transport (Art 8(6) 2nd
 * //     subpara.) and the compensation of reductions (Art 8(6b)) are not judged here.
 */
export function weeklyRestRule(
  weeklyRests: readonly RestBlock[],
  blocks: readonly RestBlock[],
  dataEnd: number,
): RawInfringement[] {
  const infringements: RawInfringement[] = [];
  for (let i = 1; i < weeklyRests.length; i++) {
    const rest = weeklyRests[i]!;
    const previous = weeklyRests[i - 1]!;
    late(infringements, previous.end + WEEKLY_DEADLINE, rest.start);
    const length = rest.end - rest.start;
    const previousReduced = previous.end - previous.start < WEEKLY_REGULAR;
    if (previousReduced && length < WEEKLY_REGULAR && !rest.open) {
      infringements.push({
        rule: 'weekly-rest',
        severity: fallingSeverity(length, BANDS.weeklyRestNoReduction),
        start: rest.start,
        amount: WEEKLY_REGULAR - length,
      });
    }
  }
  const last = weeklyRests.at(-1);
  if (last && !last.open) {
    const trailing = blocks.at(-1);
    const startedAt = trailing?.open && trailing.start > last.start ? trailing.start : dataEnd;
    late(infringements, last.end + WEEKLY_DEADLINE, startedAt);
  }
  return infringements;
}

function late(infringements: RawInfringement[], deadline: number, startedAt: number): void {
  if (startedAt > deadline)
    infringements.push({
      rule: 'weekly-rest',
      severity: risingSeverity(startedAt - deadline, BANDS.weeklyRestLate),
      start: deadline,
      amount: startedAt - deadline,
    });
}
