import { allFeatures } from '@rahti/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../src/db/tenant';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';
import type { TestApp } from '../helpers/test-app';
import type { TestTenant } from '../helpers/tenants';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addPlanningFacts } from '../planning/planning-fixtures';
import { addDriver } from '../shifts/shift-fixtures';
import { addFleetItem } from './fleet-item-fixtures';

/** The organisation's iCalendar feed of due dates (issue 25): a secret address an Admin makes, renews and turns off. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let serviceId: string;
const NOW = new Date('2026-03-02T06:00:00Z');
const FEED = /^http:\/\/localhost:3000\/api\/fleet-calendar\/([A-Za-z0-9_-]{43})\.ics$/;

type Feed = { enabled: boolean; createdAt: string | null; language: string | null; url: string | null };

/** The feed at `url`, fetched as a calendar client does: no sign-in. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://localhost:3000', '') });
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

async function turnOn(tenant: TestTenant, body: object = {}): Promise<Feed> {
  const created = await api(tenant.users.admin, 'POST', '/api/fleet-calendar-feed', body);
  expect(created.status).toBe(200);
  return created.body as unknown as Feed;
}

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => NOW } }));
  await addOrganisationData(t.context, own);
  await addOrganisationData(t.context, other);
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.updateTable('vehicles').set({ name: 'Scania R' }).where('id', '=', own.vehicleId!).execute(),
  );
  const item = (tenant: TestTenant, body: Record<string, unknown>) => addFleetItem(api, tenant, body);
  serviceId = await item(own, {
    type: 'maintenance',
    dueType: 'time',
    dueDate: '2026-03-15',
    repeatEvery: { unit: 'month', count: 6 },
    description: 'Öljyt, suodattimet; jarrut',
  });
  await item(own, { type: 'inspection', dueType: 'time', dueDate: '2026-02-20' });
  // A km item without readings has no forecast, so no date: not in the feed.
  await item(own, { type: 'tyreChange', dueType: 'distance', firstKm: 150_000, lastKm: 300_000, intervalKm: 50_000 });
  await item(other, { type: 'inspection', dueType: 'time', dueDate: '2026-04-01', description: 'Other organisation' });
  const driver = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  await addPlanningFacts(t.context, own, { licences: [{ driverId: driver, code: 'ADR', expiresOn: '2026-04-10' }] });
});
afterAll(() => t.close());

describe('the calendar feed', () => {
  it('is off until an Admin turns it on; the address is shown once, then only that a feed exists', async () => {
    expect((await api(own.users.admin, 'GET', '/api/fleet-calendar-feed')).body).toEqual({
      enabled: false,
      createdAt: null,
      language: null,
      url: null,
    });
    const feed = await turnOn(own);
    expect(feed).toEqual({
      enabled: true,
      createdAt: NOW.toISOString(),
      language: 'en',
      url: expect.stringMatching(FEED),
    });
    expect((await api(own.users.admin, 'GET', '/api/fleet-calendar-feed')).body).toEqual({ ...feed, url: null });
  });

  it('answers the due dates as RFC 5545 text to a client that signs in to nothing', async () => {
    const feed = await turnOn(own);
    const response = await fetchFeed(feed.url!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = unfolded(text);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rahti//Fleet management//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${own.name} – fleet management`,
    ]);
    const events = lines.filter((line) => line.startsWith('DTSTART') || line.startsWith('SUMMARY'));
    expect(events).toEqual([
      'DTSTART;VALUE=DATE:20260220',
      'SUMMARY:SMP-001 Scania R – Inspection',
      'DTSTART;VALUE=DATE:20260315',
      'SUMMARY:SMP-001 Scania R – Maintenance: Öljyt\\, suodattimet\\; jarrut',
      'DTSTART;VALUE=DATE:20260410',
      'SUMMARY:Aalto Anna – ADR',
    ]);
    expect(lines).toContain(`UID:fleet-item-${serviceId}@rahti`);
    expect(lines).toContain('DTSTAMP:20260302T060000Z');
    expect(lines).toContain(
      'DESCRIPTION:due 15.03.2026\\nFleet management: http://localhost:3000/vehicle/fleet-management',
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toContain('Other organisation');
  });

  it('moves a completed occurrence’s event to the next one, under a new id', async () => {
    const feed = await turnOn(own);
    const done = await api(own.users.admin, 'POST', `/api/fleet-items/${serviceId}/complete`, { date: '2026-03-02' });
    expect(done.status).toBe(200);
    const lines = unfolded((await fetchFeed(feed.url!)).body);
    expect(lines).not.toContain(`UID:fleet-item-${serviceId}@rahti`);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260915');
    expect((await api(own.users.admin, 'DELETE', `/api/fleet-items/${serviceId}/complete`)).status).toBe(200);
  });

  it('writes its events in the language chosen for it', async () => {
    const feed = await turnOn(own, { language: 'fi' });
    expect(feed.language).toBe('fi');
    const lines = unfolded((await fetchFeed(feed.url!)).body);
    expect(lines).toContain(`X-WR-CALNAME:${own.name} – kalustonhallinta`);
    expect(lines).toContain('SUMMARY:SMP-001 Scania R – Katsastus');
    expect(lines).toContain(
      'DESCRIPTION:vanhenee 10.04.2026\\nKalustonhallinta: http://localhost:3000/vehicle/fleet-management',
    );
  });

  it('stops answering the old address when renewed, and every address when turned off', async () => {
    const first = await turnOn(own);
    const second = await turnOn(own);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url!)).statusCode).toBe(404);
    expect((await fetchFeed(second.url!)).statusCode).toBe(200);
    expect((await api(own.users.admin, 'DELETE', '/api/fleet-calendar-feed')).status).toBe(204);
    const gone = await fetchFeed(second.url!);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'notFound' });
    expect((await api(own.users.admin, 'GET', '/api/fleet-calendar-feed')).body).toMatchObject({ enabled: false });
  });

  it('opens only its own organisation’s dates, and nothing for an unknown or malformed token', async () => {
    const theirs = await turnOn(other);
    const text = (await fetchFeed(theirs.url!)).body;
    expect(unfolded(text)).toContain('SUMMARY:SMP-001 – Inspection: Other organisation');
    expect(text).not.toContain('Scania');
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}%21`])
      expect((await fetchFeed(`/api/fleet-calendar/${token}.ics`)).statusCode, token).toBe(404);
  });

  it('is the Admin’s to turn on, renew and off', async () => {
    for (const user of [own.users.superuser, own.users.user])
      for (const method of ['GET', 'POST', 'DELETE'] as const)
        expect((await api(user, method, '/api/fleet-calendar-feed', method === 'POST' ? {} : undefined)).status).toBe(
          403,
        );
  });

  it('stops with the organisation’s vehicles feature', async () => {
    const feed = await turnOn(other);
    const setVehicles = (vehicles: boolean) =>
      withSystem(t.database.db, (tx) =>
        tx
          .updateTable('organisations')
          .set({ features: JSON.stringify({ ...allFeatures(), vehicles }) })
          .where('id', '=', other.organisationId)
          .execute(),
      );
    await setVehicles(false);
    expect((await fetchFeed(feed.url!)).statusCode).toBe(404);
    await setVehicles(true);
    expect((await fetchFeed(feed.url!)).statusCode).toBe(200);
  });
});
