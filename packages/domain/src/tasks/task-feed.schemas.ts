import { z } from 'zod';
import { requiredText } from '../platform/fields';

/** External task feeds (issue 22, decision 0025): where an organisation's tasks come from outside. */
export const TASK_FEED_LIMITS = {
  nameMax: 100,
  urlMax: 500,
  usernameMax: 200,
  passwordMax: 500,
  /** How often a feed may be polled: every 5 minutes at the most, once a day at the least. */
  pollMinutesMin: 5,
  pollMinutesMax: 24 * 60,
  pollMinutesDefault: 60,
} as const;

const url = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, 'validation:required')
  .max(TASK_FEED_LIMITS.urlMax, 'validation:tooLong')
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'tracking:invalidUrl');

/**
 * POST /api/organisation/task-feeds (and PUT …/:id). The name is how tasks' source is named in
 * messages. On PUT an empty password keeps the stored one.
 */
export const taskFeedInputSchema = z.object({
  name: requiredText(TASK_FEED_LIMITS.nameMax),
  url,
  username: z.string({ error: 'validation:invalid' }).trim().max(TASK_FEED_LIMITS.usernameMax, 'validation:tooLong'),
  password: z
    .string({ error: 'validation:invalid' })
    .max(TASK_FEED_LIMITS.passwordMax, 'validation:tooLong')
    .default(''),
  enabled: z.boolean({ error: 'validation:invalid' }).default(true),
  pollMinutes: z
    .number({ error: 'validation:invalid' })
    .int('validation:integer')
    .min(TASK_FEED_LIMITS.pollMinutesMin, 'validation:invalid')
    .max(TASK_FEED_LIMITS.pollMinutesMax, 'validation:invalid')
    .default(TASK_FEED_LIMITS.pollMinutesDefault),
});
export type TaskFeedInput = z.output<typeof taskFeedInputSchema>;

export const FEED_SKIP_REASONS = ['invalidTask', 'duplicateId', 'unknownVehicle', 'vehicleWithoutCalculation'] as const;

const counts = {
  /** Tasks the feed listed, those skipped included. */
  fetched: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Already here as the feed has them: nothing written. */
  unchanged: z.number().int(),
};

/** What one fetch brought: the feed's tasks counted, and each one left out with why, in words. */
export const taskFeedFetchResultSchema = z.object({
  ...counts,
  skipped: z.array(z.object({ externalId: z.string(), reason: z.enum(FEED_SKIP_REASONS), message: z.string() })),
  /** The success message, in the caller's words. */
  message: z.string(),
});
export type TaskFeedFetchResult = z.output<typeof taskFeedFetchResultSchema>;

/** A feed as the browser sees it: never the password. */
export const taskFeedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  username: z.string(),
  hasPassword: z.boolean(),
  enabled: z.boolean(),
  pollMinutes: z.number().int(),
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last fetch's counts, null before the first success. */
  lastResult: z.object({ ...counts, skipped: z.number().int() }).nullable(),
  /** The last fetch's error code (an HTTP status, a network code, …), null after a success. */
  lastErrorCode: z.string().nullable(),
  /** The same in words, naming the feed. */
  lastError: z.string().nullable(),
  nextFetchAt: z.string().nullable(),
});
export type TaskFeed = z.output<typeof taskFeedSchema>;
