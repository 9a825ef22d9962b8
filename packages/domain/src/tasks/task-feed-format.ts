import { z } from 'zod';
import { parseBusinessId } from '../invoicing/business-ids';
import { roundDecimal, roundMoney } from '../money/money';
import { instantField } from '../shifts/shift.schemas';
import type { FEED_SKIP_REASONS } from './task-feed.schemas';
import { TASK_LIMITS } from './task.schemas';

/**
 * The JSON a task feed answers (decision 0025): `{ "tasks": [...], "next"?: url }`. The envelope
 * must hold; each task is judged on its own, so one bad task is skipped and named while the rest
 * come in. Fields we do not know are ignored, so a feed may send more than we read.
 */

/** How long a feed's own task id may be: the stored external id is `<feed id>:<task id>`, at most 100 characters. */
export const FEED_TASK_ID_MAX = TASK_LIMITS.externalIdMax - 37;

const optionalText = (max: number) =>
  z
    .string({ error: 'validation:invalid' })
    .trim()
    .max(max, 'validation:tooLong')
    .nullish()
    .transform((value) => value ?? '');
const amount = (min: number, max: number) =>
  z.number({ error: 'validation:invalid' }).min(min, 'validation:invalid').max(max, 'validation:invalid');

/** One task as a feed writes it. An id may be a number (many systems count their orders); it is kept as text. */
export const feedTaskSchema = z
  .object({
    id: z
      .union([z.string(), z.number().int().nonnegative()], { error: 'validation:required' })
      .transform((id) => String(id).trim())
      .pipe(z.string().min(1, 'validation:required').max(FEED_TASK_ID_MAX, 'validation:tooLong')),
    start: instantField,
    end: instantField,
    /** The vehicle's register number, matched without case, spaces or hyphens. */
    vehicle: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(20),
    /** The driver's employee number, or their name ("First Last" or "Last First"). */
    driver: optionalText(200),
    customer: z
      .object({
        name: z.string({ error: 'validation:required' }).trim().min(1, 'validation:required').max(200),
        businessId: z.string().trim().max(30).nullish(),
      })
      .nullish(),
    description: optionalText(TASK_LIMITS.descriptionMax),
    pickup: optionalText(TASK_LIMITS.placeMax),
    delivery: optionalText(TASK_LIMITS.placeMax),
    km: amount(0, TASK_LIMITS.kmMax),
    /** Money in the organisation's currency, rounded to the cent (a feed's 12.3450000001 is 12.35). */
    income: amount(-TASK_LIMITS.moneyMax, TASK_LIMITS.moneyMax),
    otherCosts: amount(0, TASK_LIMITS.moneyMax).nullish(),
    weightKg: amount(0, TASK_LIMITS.weightKgMax).nullish(),
    pallets: z.number().int('tasks:palletsWholeNumber').min(0).max(TASK_LIMITS.palletsMax).nullish(),
  })
  .refine((task) => Date.parse(task.end) > Date.parse(task.start), {
    message: 'tasks:endNotAfterStart',
    path: ['end'],
  });

/** The envelope: a list of tasks and, when there are more, the address of the next page. */
export const feedAnswerSchema = z.object({
  tasks: z.array(z.unknown()),
  next: z.string().trim().min(1).max(2000).nullish(),
});

/** A feed task as it is written to the tasks table, before its vehicle, driver and customer are found. */
export interface FeedTask {
  id: string;
  start: string;
  end: string;
  vehicle: string;
  driver: string;
  customer: { name: string; businessId: string | null } | null;
  description: string;
  pickup: string;
  delivery: string;
  /** To the tenth of a km, as the tasks table keeps it. */
  km: number;
  income: number;
  otherCosts: number;
  weightKg: number | null;
  pallets: number | null;
}

/** Why a task of the feed was left out. */
export type FeedSkipReason = (typeof FEED_SKIP_REASONS)[number];

export interface FeedSkip {
  /** The feed's task id, or `#<position>` when the task has none we can read. */
  externalId: string;
  reason: FeedSkipReason;
  /** The field at fault for `invalidTask`, the register number for the vehicle reasons. */
  detail: string;
}

function toFeedTask(task: z.output<typeof feedTaskSchema>): FeedTask {
  const businessId = task.customer?.businessId ? parseBusinessId(task.customer.businessId) : null;
  return {
    id: task.id,
    start: new Date(task.start).toISOString(),
    end: new Date(task.end).toISOString(),
    vehicle: task.vehicle,
    driver: task.driver,
    // A business id that does not check out is left out: the customer is then found by name.
    customer: task.customer
      ? { name: task.customer.name, businessId: businessId?.ok ? businessId.normalised : null }
      : null,
    description: task.description,
    pickup: task.pickup,
    delivery: task.delivery,
    km: roundDecimal(task.km, 1),
    income: roundMoney(task.income),
    otherCosts: roundMoney(task.otherCosts ?? 0),
    weightKg: task.weightKg == null ? null : roundDecimal(task.weightKg, 1),
    pallets: task.pallets ?? null,
  };
}

const idOf = (item: unknown, index: number) => {
  const id = (item as { id?: unknown } | null)?.id;
  return (typeof id === 'string' || typeof id === 'number') && String(id).trim() !== ''
    ? String(id).trim().slice(0, FEED_TASK_ID_MAX)
    : `#${index + 1}`;
};

/**
 * The tasks of one answer's list: each valid one normalised, each invalid one or a repeated id
 * (the first stays) skipped with the field at fault.
 *
 * @computation
 */
export function readFeedTasks(
  items: readonly unknown[],
  /** Ids read from the fetch's earlier pages, and how many tasks they held (for `#<position>`). */
  earlier: { seen: Set<string>; count: number } = { seen: new Set(), count: 0 },
): { tasks: FeedTask[]; skipped: FeedSkip[] } {
  const { seen } = earlier;
  const tasks: FeedTask[] = [];
  const skipped: FeedSkip[] = [];
  items.forEach((item, index) => {
    const parsed = feedTaskSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      skipped.push({
        externalId: idOf(item, earlier.count + index),
        reason: 'invalidTask',
        detail: issue?.path.join('.') || 'task',
      });
      return;
    }
    if (seen.has(parsed.data.id)) {
      skipped.push({ externalId: parsed.data.id, reason: 'duplicateId', detail: 'id' });
      return;
    }
    seen.add(parsed.data.id);
    tasks.push(toFeedTask(parsed.data));
  });
  earlier.count += items.length;
  return { tasks, skipped };
}

/** A register number as matched against the feed's: upper case, no spaces or hyphens ("abc 123" is "ABC123"). */
export const registerKey = (registerNumber: string) => registerNumber.toUpperCase().replace(/[\s-]+/g, '');

/** The external id a feed's task is kept under: unique per organisation and source, whichever feed it came from. */
export const feedExternalId = (feedId: string, taskId: string) => `${feedId}:${taskId}`;
