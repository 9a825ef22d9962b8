import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TaskFeed } from '@rahti/domain';
import { startTaskFeedSimulator, type TaskFeedSimulator } from '@rahti/task-feed-simulator';
import { createOutboundHttp, type OutboundHttp } from '../../src/platform/outbound-http/outbound-http';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { costedVehicle } from '../tasks/task-fixtures';
import { addFeed, createFeedTestApp, FEED_FROM, feedInput, removeFeeds } from './task-feed-fixtures';

/**
 * Spec section 8: a wrong or missing password gives its own message; any other failure names the
 * source and an error code. And the feed is called as every call out is (decision 0017).
 */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let simulator: TaskFeedSimulator;
let allowingPrivate: OutboundHttp;

const fetchFeed = (feed: TaskFeed, language = 'en') =>
  api(own.users.admin, 'POST', `/api/organisation/task-feeds/${feed.id}/fetch`, undefined, language);
const readFeed = async (feed: TaskFeed) =>
  (await api(own.users.admin, 'GET', `/api/organisation/task-feeds/${feed.id}`)).body as unknown as TaskFeed;

beforeAll(async () => {
  t = await createFeedTestApp();
  api = apiAs(t);
  own = await createTenant(t.context);
  await costedVehicle(t, own, 'ABC-123', { perHour: 60, perKm: 1 });
  simulator = await startTaskFeedSimulator({ tasks: 2, vehicles: ['ABC-123'], from: FEED_FROM });
  allowingPrivate = t.context.outboundHttp;
});
afterAll(async () => {
  t.context.outboundHttp = allowingPrivate;
  await removeFeeds(t, [own]);
  await t?.close();
  await simulator?.close();
});
beforeEach(() => {
  t.context.outboundHttp = allowingPrivate;
});

describe('a fetch that fails', () => {
  it('says the password is wrong or missing when the feed refuses it, and keeps the code', async () => {
    const wrong = await addFeed(t, own, feedInput(simulator, { name: 'Väärä salasana', password: 'wrong' }));
    const refused = await fetchFeed(wrong);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'tasks:feedWrongPassword',
      message:
        "Wrong or missing password for external tasks (Väärä salasana). Check the feed's user name and password.",
      fields: [{ path: 'password' }],
    });
    expect((await fetchFeed(wrong, 'sv')).body.message).toBe(
      'Fel eller saknat lösenord för externa uppdrag (Väärä salasana). Kontrollera flödets användarnamn och lösenord.',
    );
    const missing = await addFeed(t, own, feedInput(simulator, { name: 'Ei salasanaa', username: '', password: '' }));
    expect(missing.hasPassword).toBe(false);
    expect((await fetchFeed(missing, 'fi')).body.message).toBe(
      'Väärä tai puuttuva salasana ulkoisille tehtäville (Ei salasanaa). Tarkista syötteen käyttäjätunnus ja salasana.',
    );
    expect(await readFeed(wrong)).toMatchObject({ lastErrorCode: 'HTTP 401', lastResult: null });

    // A new password clears the error; the next fetch succeeds.
    await api(
      own.users.admin,
      'PUT',
      `/api/organisation/task-feeds/${wrong.id}`,
      feedInput(simulator, { name: 'Väärä salasana' }),
    );
    expect(await readFeed(wrong)).toMatchObject({ lastErrorCode: null, lastError: null });
    expect((await fetchFeed(wrong)).body).toMatchObject({ fetched: 2 });
  });

  it('names the source and the code: an HTTP status, a refused connection, an answer not in the format', async () => {
    const feed = await addFeed(t, own, feedInput(simulator, { name: 'Tilausjärjestelmä' }));
    simulator.failNext(1, 503);
    const unavailable = await fetchFeed(feed);
    expect([unavailable.status, unavailable.body.message]).toEqual([
      502,
      'Failed to fetch tasks from the external app Tilausjärjestelmä. Error code: HTTP 503',
    ]);
    expect(await readFeed(feed)).toMatchObject({
      lastErrorCode: 'HTTP 503',
      lastError: 'Failed to fetch tasks from the external app Tilausjärjestelmä. Error code: HTTP 503',
    });

    const closed = await startTaskFeedSimulator();
    await closed.close();
    const gone = await addFeed(t, own, feedInput(simulator, { name: 'Suljettu', url: closed.feedUrl }));
    const unreachable = await fetchFeed(gone, 'fi');
    expect([unreachable.status, unreachable.body.message]).toEqual([
      502,
      'Tehtävien haku ulkoisesta sovelluksesta Suljettu epäonnistui. Virhekoodi: ECONNREFUSED',
    ]);

    const notAFeed = await addFeed(t, own, feedInput(simulator, { name: 'Väärä osoite', url: `${simulator.url}/x` }));
    expect((await fetchFeed(notAFeed)).body.message).toBe(
      'Failed to fetch tasks from the external app Väärä osoite. Error code: HTTP 404',
    );
  });

  it('refuses a private or http address without EXTERNAL_SERVICES_ALLOW_PRIVATE, saved or fetched', async () => {
    const saved = await addFeed(t, own, feedInput(simulator, { name: 'Paikallinen' }));
    t.context.outboundHttp = createOutboundHttp({ allowPrivate: false });
    const http = await api(own.users.admin, 'POST', '/api/organisation/task-feeds', feedInput(simulator));
    expect(http.status).toBe(400);
    expect(http.body.fields).toEqual([{ path: 'url', message: 'The address must start with https://' }]);
    const loopback = await api(
      own.users.admin,
      'POST',
      '/api/organisation/task-feeds',
      feedInput(simulator, { url: simulator.feedUrl.replace('http:', 'https:') }),
    );
    expect(loopback.body.fields).toEqual([{ path: 'url', message: 'The address is not a public address.' }]);

    const before = simulator.state.requests.length;
    const fetched = await fetchFeed(saved);
    expect([fetched.status, fetched.body.message]).toEqual([
      502,
      'Failed to fetch tasks from the external app Paikallinen. Error code: not-https',
    ]);
    expect(simulator.state.requests).toHaveLength(before);
  });
});
