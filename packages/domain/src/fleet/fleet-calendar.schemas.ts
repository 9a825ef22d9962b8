import { z } from 'zod';
import { LANGUAGES } from '../platform/languages';

/**
 * GET, POST and DELETE /api/fleet-calendar-feed (issue 25): the organisation's iCalendar feed of
 * due dates at a secret address. The token is stored hashed, so the address is in the answer
 * only when it was just made (POST); afterwards the Admin sees that a feed exists, not where.
 */
export const fleetCalendarFeedSchema = z.object({
  enabled: z.boolean(),
  /** When the current address was made; null without a feed. */
  createdAt: z.string().nullable(),
  /** The language of the events' words. */
  language: z.enum(LANGUAGES).nullable(),
  /** The address to subscribe to: only in POST's answer. */
  url: z.string().nullable(),
});
export type FleetCalendarFeed = z.output<typeof fleetCalendarFeedSchema>;

/** POST: a new address (the old one stops working), its events in `language` (the Admin's own unless given). */
export const fleetCalendarFeedInputSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation:invalid' }).optional(),
});
export type FleetCalendarFeedInput = z.output<typeof fleetCalendarFeedInputSchema>;

/** 32 random bytes in base64url: 43 characters. */
export const FLEET_CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET /api/fleet-calendar/{token}.ics: any text is a token to look up; the wrong shape is simply unknown (404). */
export const fleetCalendarTokenParamsSchema = z.object({ token: z.string().max(200) });
