import type { Severity } from './driving-time.schemas';
import { HOUR, MINUTE } from './timeline';

const h = (hours: number, minutes = 0) => hours * HOUR + minutes * MINUTE;

/** Floors of SI, VSI and MSI on the offending value (driving total, or a rest's lateness). */
type RisingBands = readonly [si: number, vsi: number, msi: number];
/** Ceilings of SI and VSI on a rest's length: below them the case is that serious. */
type FallingBands = readonly [si: number, vsi: number];

/**
 * Commission Reg. (EU) 2016/403 Annex I as amended by 2022/694 (reference 1.7): the driving and
 * rest rows. Below the SI floor a case is MI (Directive 2006/22 Annex III).
 */
export const BANDS = {
  // [M] MI from just over the limit up to the SI floor (Directive 2006/22 Annex III, not re-verified).
  dailyDriving9: [h(10), h(11), h(13, 30)],
  dailyDriving10: [h(11), h(12), h(15)],
  weeklyDriving: [h(60), h(65), h(70)],
  fortnightDriving: [h(100), h(105), h(112, 30)],
  // No MSI row for the break rule.
  break: [h(5), h(6), Infinity],
  weeklyRestLate: [h(3), h(12), Infinity],
  // [M] The rest rows were checked against a published classifier, not the regulation's text.
  dailyRestNoReduction: [h(10), h(8, 30)],
  reducedDailyRest: [h(8), h(7)],
  weeklyRestNoReduction: [h(42), h(36)],
} as const satisfies Record<string, RisingBands | FallingBands>;

/** The band of an offending value `x` (ms) that grows worse as it grows. */
export function risingSeverity(x: number, [si, vsi, msi]: RisingBands): Severity {
  return x >= msi ? 'MSI' : x >= vsi ? 'VSI' : x >= si ? 'SI' : 'MI';
}

/** The band of a rest `x` (ms long) that grows worse as it shrinks. */
export function fallingSeverity(x: number, [si, vsi]: FallingBands): Severity {
  return x < vsi ? 'VSI' : x < si ? 'SI' : 'MI';
}
