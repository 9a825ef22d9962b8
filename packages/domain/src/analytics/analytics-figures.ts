import Decimal from 'decimal.js';
import { percentOf, roundDecimal, subtractMoney, sumMoney, type DecimalInput } from '../money/money';
import type { AnalyticsFigures } from './analytics.schemas';

/** Work types the analytics read from shift events (spec section 3, "Work types"). */
export const ANALYTICS_WORK_TYPES = { drive: 1, wait: 4, break: 5, queue: 10, emptyDrive: 19 } as const;

/**
 * What the database sums for one row of the analytics. Money is the sum of per-task amounts
 * that are each already rounded to the cent; seconds are sums of event or shift durations.
 */
export interface AnalyticsSums {
  revenue: DecimalInput;
  cost: DecimalInput;
  taskCount: number;
  taskKm: DecimalInput;
  shiftCount: number;
  shiftKm: DecimalInput;
  /** Ended events except Break (5). */
  workedSeconds: number;
  /** Drive (1) and Empty drive (19). */
  drivingSeconds: number;
  emptyDriveSeconds: number;
  waitingSeconds: number;
  queueingSeconds: number;
  /** Seconds vehicles were in a shift, each vehicle of a shift counted. */
  inShiftSeconds: number;
  /** Vehicles × seconds of the period they could have been in a shift. */
  availableSeconds: number;
}

export const NO_SUMS: AnalyticsSums = {
  revenue: 0,
  cost: 0,
  taskCount: 0,
  taskKm: 0,
  shiftCount: 0,
  shiftKm: 0,
  workedSeconds: 0,
  drivingSeconds: 0,
  emptyDriveSeconds: 0,
  waitingSeconds: 0,
  queueingSeconds: 0,
  inShiftSeconds: 0,
  availableSeconds: 0,
};

const exactSum = (a: DecimalInput, b: DecimalInput) => new Decimal(a).plus(b).toNumber();

/** Two rows' sums added: money and km in decimal, so a total equals the sum of its rows. */
export function addSums(a: AnalyticsSums, b: AnalyticsSums): AnalyticsSums {
  return {
    revenue: sumMoney([a.revenue, b.revenue]),
    cost: sumMoney([a.cost, b.cost]),
    taskCount: a.taskCount + b.taskCount,
    taskKm: exactSum(a.taskKm, b.taskKm),
    shiftCount: a.shiftCount + b.shiftCount,
    shiftKm: exactSum(a.shiftKm, b.shiftKm),
    workedSeconds: a.workedSeconds + b.workedSeconds,
    drivingSeconds: a.drivingSeconds + b.drivingSeconds,
    emptyDriveSeconds: a.emptyDriveSeconds + b.emptyDriveSeconds,
    waitingSeconds: a.waitingSeconds + b.waitingSeconds,
    queueingSeconds: a.queueingSeconds + b.queueingSeconds,
    inShiftSeconds: a.inShiftSeconds + b.inShiftSeconds,
    availableSeconds: a.availableSeconds + b.availableSeconds,
  };
}

/**
 * The sums one work type's ended events add: every type but Break (5) is worked time (Paid
 * break 6 included, as payroll pays it); Drive (1) and Empty drive (19) are driving (spec
 * section 3: "Drive events are types 1 and 19"); Wait (4) is waiting and Queue (10) queueing.
 */
export function workTypeSums(workType: number, seconds: number): Partial<AnalyticsSums> {
  const { drive, wait, break: unpaidBreak, queue, emptyDrive } = ANALYTICS_WORK_TYPES;
  if (workType === unpaidBreak) return {};
  return {
    workedSeconds: seconds,
    ...(workType === drive || workType === emptyDrive ? { drivingSeconds: seconds } : {}),
    ...(workType === emptyDrive ? { emptyDriveSeconds: seconds } : {}),
    ...(workType === wait ? { waitingSeconds: seconds } : {}),
    ...(workType === queue ? { queueingSeconds: seconds } : {}),
  };
}

/**
 * Shifts' ended-event seconds as each shift keeps them (migration 0041): all ended events, and
 * those of each work type `workTypeSums` tells apart. Adds what summing `workTypeSums` over the
 * same events adds, without reading them.
 */
export interface KeptEventSeconds {
  ended: number;
  drive: number;
  emptyDrive: number;
  wait: number;
  queue: number;
  unpaidBreak: number;
}

export function keptEventSums(kept: KeptEventSeconds): Partial<AnalyticsSums> {
  return {
    workedSeconds: kept.ended - kept.unpaidBreak,
    drivingSeconds: kept.drive + kept.emptyDrive,
    emptyDriveSeconds: kept.emptyDrive,
    waitingSeconds: kept.wait,
    queueingSeconds: kept.queue,
  };
}

/** `part` as a percentage of `whole` to 0.1 (half away from zero); null when there is no whole. */
export function sharePercent(part: number, whole: number): number | null {
  return whole > 0 ? percentOf(part, whole, 1) : null;
}

/** Seconds as hours to 0.01 h. */
export const hoursOf = (seconds: number): number => roundDecimal(seconds / 3600, 2);

/**
 * A row's figures from its sums: margin = revenue − cost (each already a sum of cent-rounded
 * rows, so no rounding is added), margin % of revenue, empty drive % of all driving time,
 * utilisation % of the available hours.
 */
export function analyticsFigures(sums: AnalyticsSums): AnalyticsFigures {
  const margin = subtractMoney(sums.revenue, sums.cost);
  return {
    revenue: sumMoney([sums.revenue]),
    cost: sumMoney([sums.cost]),
    margin,
    marginPercent: percentOf(margin, sums.revenue),
    taskCount: sums.taskCount,
    taskKm: roundDecimal(sums.taskKm, 1),
    shiftCount: sums.shiftCount,
    shiftKm: roundDecimal(sums.shiftKm, 1),
    hours: hoursOf(sums.workedSeconds),
    drivingHours: hoursOf(sums.drivingSeconds),
    emptyDriveHours: hoursOf(sums.emptyDriveSeconds),
    emptyDrivePercent: sharePercent(sums.emptyDriveSeconds, sums.drivingSeconds),
    waitingHours: hoursOf(sums.waitingSeconds),
    queueingHours: hoursOf(sums.queueingSeconds),
    inShiftHours: hoursOf(sums.inShiftSeconds),
    availableHours: hoursOf(sums.availableSeconds),
    utilisationPercent: sharePercent(sums.inShiftSeconds, sums.availableSeconds),
  };
}
