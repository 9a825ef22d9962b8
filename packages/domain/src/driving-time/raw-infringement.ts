import type { DrivingTimeRule, Severity } from './driving-time.schemas';

/** An infringement before rounding: `start` and `amount` in milliseconds. */
export interface RawInfringement {
  rule: DrivingTimeRule;
  severity: Severity;
  start: number;
  /** Excess of a driving rule, shortfall of a rest, or a weekly rest's lateness. */
  amount: number;
}
