import { createHash } from 'node:crypto';
import { localDateOf, type ApprovalState, type ShiftBonus } from '@rahti/domain';
import { absencePlans, isAwayAllDay, type AbsencePlan } from './demo-absence-plans';
import {
  approvalByAge,
  NEW_HIRE,
  ROUTINES,
  TEMPLATES,
  type Routine,
  type Step,
  type TemplateName,
} from './demo-shift-patterns';
import { addDays, wallClock, weekdayOf } from './seed-dates';

/**
 * The demo's four weeks of shifts and absences, ending yesterday in the organisation's time
 * zone, plus one shift still running today. Pure and repeatable: the same day gives the same
 * plans (times vary by a hash of driver and date, not by chance), and every plan has a fixed
 * client key, so a second seeding finds them all.
 */

export const DEMO_DAYS = 28;

export interface RawEvent {
  workType: number;
  start: string;
  end: string | null;
  answer: string | null;
}

/** What a plan tells the history: written by the office and then edited by the driver, or taken through checking to approval. */
export type DemoStory = 'driverEdit' | 'approved';

export interface ShiftPlan {
  clientKey: string;
  employeeNumber: string;
  vehicleCodes: readonly string[];
  /** Driving speed for the odometer. */
  kmPerHour: number;
  events: RawEvent[];
  startKm: number | null;
  endKm: number | null;
  consumptionLitres: number | null;
  bonuses: ShiftBonus[];
  dailyAllowance: number;
  approval: ApprovalState;
  /** The office's events before the driver's edit. */
  officeEvents?: RawEvent[];
  story?: DemoStory;
}

const MINUTE = 60_000;

/** A number in [0, 1) from a text: the same day varies the same way on every run. */
function variation(text: string, salt: number): number {
  return createHash('sha256').update(`${text}#${salt}`).digest().readUInt32BE(0) / 2 ** 32;
}

function eventsOf(steps: readonly Step[], start: number, key: string): RawEvent[] {
  let at = start;
  return steps.map(([workType, minutes, answer], index) => {
    const length = Math.round(minutes * (0.85 + 0.3 * variation(key, index)));
    const event = {
      workType,
      start: new Date(at).toISOString(),
      end: new Date(at + length * MINUTE).toISOString(),
      answer: answer ?? null,
    };
    at += length * MINUTE;
    return event;
  });
}

function dayShift(routine: Routine, template: TemplateName, date: string, daysAgo: number, zone: string): ShiftPlan {
  const clientKey = `demo-shift-${routine.employeeNumber}-${date}-1`;
  const { startMinute, steps } = TEMPLATES[template];
  const start = wallClock(date, startMinute + Math.round(variation(clientKey, -1) * 3) * 5 - 5, zone);
  const events = eventsOf(steps, start, clientKey);
  const hours = (Date.parse(events.at(-1)!.end!) - start) / 3_600_000;
  return {
    clientKey,
    employeeNumber: routine.employeeNumber,
    vehicleCodes: routine.vehicleCodes,
    kmPerHour: TEMPLATES[template].kmPerHour,
    events,
    startKm: null,
    endKm: null,
    consumptionLitres: null,
    bonuses: routine.bonuses(weekdayOf(date)),
    dailyAllowance: routine.allowance(hours, template),
    approval: approvalByAge(daysAgo, routine.employeeNumber),
  };
}

/** Odometers run on per vehicle through the month: each shift starts a few km after the last one ended. */
function withKilometres(plans: ShiftPlan[]): void {
  const odometer = new Map<string, number>();
  const ordered = [...plans].sort((a, b) => a.events[0]!.start.localeCompare(b.events[0]!.start));
  for (const plan of ordered) {
    const routine = ROUTINES.find((r) => r.employeeNumber === plan.employeeNumber)!;
    const vehicle = routine.vehicleCodes[0]!;
    const startKm =
      (odometer.get(vehicle) ?? 120_000 + 41_000 * ROUTINES.indexOf(routine)) +
      Math.round(variation(plan.clientKey, 99) * 8);
    const driveHours = plan.events
      .filter((e) => (e.workType === 1 || e.workType === 19) && e.end)
      .reduce((sum, e) => sum + (Date.parse(e.end!) - Date.parse(e.start)) / 3_600_000, 0);
    const ended = plan.events.at(-1)!.end !== null;
    plan.startKm = startKm;
    if (!ended) continue;
    plan.endKm = startKm + Math.round(driveHours * plan.kmPerHour);
    plan.consumptionLitres =
      routine.litresPer100Km === null ? null : Math.round((plan.endKm - startKm) * routine.litresPer100Km) / 100;
    odometer.set(vehicle, plan.endKm);
  }
}

/** Diego's shift today, started two and a half hours ago and driving now. */
function ongoingShift(now: number, zone: string): ShiftPlan {
  const start = Math.floor((now - 150 * MINUTE) / MINUTE) * MINUTE;
  const events = eventsOf(
    [
      [9, 15],
      [2, 30],
      [1, 45],
      [3, 20],
    ],
    start,
    'ongoing',
  );
  const last = events.at(-1)!.end!;
  events.push({ workType: 1, start: last, end: null, answer: null });
  return {
    clientKey: `demo-shift-1001-${localDateOf(start, zone)}-2`,
    employeeNumber: '1001',
    vehicleCodes: ['V02'],
    kmPerHour: TEMPLATES.cityMorning.kmPerHour,
    events,
    startKm: null,
    endKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
    approval: 'unapproved',
  };
}

export function demoPlans(now: Date, zone: string): { shifts: ShiftPlan[]; absences: AbsencePlan[] } {
  const today = localDateOf(now.getTime(), zone);
  const absences = absencePlans(today);
  const shifts: ShiftPlan[] = [];
  for (const routine of ROUTINES) {
    for (let daysAgo = DEMO_DAYS; daysAgo >= 1; daysAgo--) {
      const date = addDays(today, -daysAgo);
      const template = routine.week[weekdayOf(date)];
      if (!template || isAwayAllDay(absences, routine.employeeNumber, date)) continue;
      if (routine.employeeNumber === NEW_HIRE.employeeNumber && daysAgo > NEW_HIRE.employedDaysAgo) continue;
      const plan = dayShift(routine, template, date, daysAgo, zone);
      // Four weeks ending yesterday: a night shift from yesterday would still be running.
      if (Date.parse(plan.events.at(-1)!.end!) > wallClock(today, 0, zone)) continue;
      shifts.push(plan);
    }
  }
  tellStories(shifts);
  shifts.push(ongoingShift(now.getTime(), zone));
  withKilometres(shifts);
  return { shifts, absences };
}

/**
 * Diego's latest shift before yesterday was written by the office, and he then added the
 * 25 minutes he waited at the last customer; Matti's oldest shift went through checking to
 * approval. Both leave history rows.
 */
function tellStories(shifts: ShiftPlan[]): void {
  const edited = shifts.filter((s) => s.employeeNumber === '1001').at(-2);
  if (edited) {
    const officeEnd = edited.events.at(-1)!.end!;
    edited.officeEvents = edited.events.map((event) => ({ ...event }));
    edited.events.push({
      workType: 4,
      start: officeEnd,
      end: new Date(Date.parse(officeEnd) + 25 * MINUTE).toISOString(),
      answer: null,
    });
    edited.approval = 'unapproved';
    edited.story = 'driverEdit';
  }
  const approved = shifts.find((s) => s.employeeNumber === '1002' && s.approval === 'approved');
  if (approved) approved.story = 'approved';
}
