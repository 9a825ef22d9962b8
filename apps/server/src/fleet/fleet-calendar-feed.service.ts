import { createHash, randomBytes } from 'node:crypto';
import {
  calendarText,
  fleetCalendarEvents,
  FLEET_CALENDAR_TOKEN_PATTERN,
  normaliseFeatures,
  type FleetCalendarFeed,
  type FleetCalendarFeedInput,
} from '@rahti/domain';
import { withNoTenant, withTenant } from '../db/tenant';
import { isMachineCaller, type AuthContext } from '../http/access';
import type { AppContext } from '../platform/app-context';
import { fleetCalendarFeedRepository as feeds } from './fleet-calendar-feed.repository';
import { fleetDueRepository } from './fleet-due.repository';
import { FLEET_PAGE_PATH, fleetDueWords, vehicleNamesOf } from './fleet-due-words';
import { createFleetItemsService } from './fleet-items.service';

/** The feed's product identifier (RFC 5545 PRODID). */
const PRODID = '-//Rahti//Fleet management//EN';

/** Only the token's SHA-256 is kept: a copy of the database opens no feed. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const NO_FEED: FleetCalendarFeed = { enabled: false, createdAt: null, language: null, url: null };

/**
 * The organisation's iCalendar feed of due dates (issue 25): an Admin turns it on, renews its
 * secret address or turns it off; a calendar client fetches it with the token as its only key.
 */
export function createFleetCalendarFeedService(context: AppContext) {
  const { db } = context.database;
  const feedUrl = (token: string) => `${context.config.publicUrl}/api/fleet-calendar/${token}.ics`;

  /** The feed's words and the page it is made of, read for the organisation the token opens. */
  async function feedFacts(organisationId: string) {
    const { organisation, vehicles } = await withTenant(db, organisationId, async (tx) => ({
      organisation: await fleetDueRepository.organisation(tx, organisationId),
      vehicles: await fleetDueRepository.vehicleNames(tx, organisationId),
    }));
    if (!organisation || !normaliseFeatures(organisation.features).vehicles) return undefined;
    const page = await createFleetItemsService(context).page({ organisationId });
    return { organisation, vehicles, page };
  }

  return {
    /** Whether the organisation has a feed; its address is not known here (only its hash is kept). */
    async status(auth: AuthContext): Promise<FleetCalendarFeed> {
      const row = await withTenant(db, auth.organisationId, (tx) => feeds.read(tx, auth.organisationId));
      return row
        ? { enabled: true, createdAt: row.created_at.toISOString(), language: row.language, url: null }
        : NO_FEED;
    },

    /** A new secret address (32 random bytes); the one before stops working. Answers the address, this once. */
    async renew(auth: AuthContext, input: FleetCalendarFeedInput): Promise<FleetCalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const language = input.language ?? auth.language;
      const createdAt = context.now();
      await withTenant(db, auth.organisationId, (tx) =>
        feeds.save(tx, auth.organisationId, {
          tokenHash: hashToken(token),
          language,
          createdAt,
          createdBy: isMachineCaller(auth) ? null : auth.userId,
        }),
      );
      return { enabled: true, createdAt: createdAt.toISOString(), language, url: feedUrl(token) };
    },

    async remove(auth: AuthContext): Promise<void> {
      await withTenant(db, auth.organisationId, (tx) => feeds.remove(tx, auth.organisationId));
    },

    /**
     * The feed's RFC 5545 text for a token, or undefined when the token opens none (never was,
     * renewed since, turned off, or the organisation's vehicles feature is off).
     */
    async calendar(token: string): Promise<string | undefined> {
      if (!FLEET_CALENDAR_TOKEN_PATTERN.test(token)) return undefined;
      const feed = await withNoTenant(db, (tx) => feeds.findByHash(tx, hashToken(token)));
      const facts = feed && (await feedFacts(feed.organisationId));
      if (!feed || !facts) return undefined;
      const words = fleetDueWords(context.translator, feed.language, vehicleNamesOf(facts.vehicles));
      const url = `${context.config.publicUrl}${FLEET_PAGE_PATH}`;
      const open = words.t('calendar.open', { url });
      const events = fleetCalendarEvents(facts.page, {
        itemSummary: words.itemSummary,
        itemDescription: (item) => `${words.itemDue(item)}\n${open}`,
        documentSummary: words.documentSummary,
        documentDescription: (document) => `${words.documentDue(document)}\n${open}`,
        url,
      });
      return calendarText({
        prodId: PRODID,
        name: words.t('calendar.name', { organisation: facts.organisation.name }),
        stamp: context.now().getTime(),
        events,
      });
    },
  };
}
