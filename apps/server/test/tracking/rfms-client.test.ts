import { startRfmsSimulator, type RfmsSimulator, type RfmsSimulatorOptions } from '@rahti/rfms-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboundHttp } from '../../src/platform/outbound-http/outbound-http';
import { createRfmsClient, type RfmsClientOptions } from '../../src/tracking/rfms/rfms-client';

/**
 * The rFMS client against the simulator over real HTTP, on one fixed clock shared by both: the
 * injected sleep records each back-off and moves the clock on by it.
 */
const TUESDAY_NOON = Date.UTC(2025, 2, 4, 10); // 12:00 in Helsinki
const iso = (ms: number) => new Date(ms).toISOString();
/** The simulator listens on 127.0.0.1 over http, as EXTERNAL_SERVICES_ALLOW_PRIVATE allows. */
const http = createOutboundHttp({ allowPrivate: true });

let running: RfmsSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.map((simulator) => simulator.close()));
  running = [];
});

async function setup(simulatorOptions: RfmsSimulatorOptions = {}) {
  const clock = { now: TUESDAY_NOON };
  const simulator = await startRfmsSimulator({ now: () => clock.now, ...simulatorOptions });
  running.push(simulator);
  const waits: number[] = [];
  const { username, password, bearerToken, clientId, clientSecret, scaniaSecretKey } = simulator.credentials;
  const auth = {
    basic: { kind: 'basic', username, password },
    bearer: { kind: 'bearer', token: bearerToken },
    oauth: { kind: 'oauth', tokenUrl: simulator.tokenUrl, clientId, clientSecret },
    scania: { kind: 'scania', authUrl: `${simulator.url}/auth`, clientId, secretKey: scaniaSecretKey },
  } as const;
  const client = (options: Partial<RfmsClientOptions> & Pick<RfmsClientOptions, 'version'>) =>
    createRfmsClient({
      baseUrl: simulator.url,
      auth: options.version === '2.1' ? auth.basic : auth.bearer,
      http,
      now: () => clock.now,
      sleep: async (ms) => {
        waits.push(ms);
        clock.now += ms;
      },
      ...options,
    });
  return { simulator, clock, waits, auth, client };
}

const resourceRequests = (simulator: RfmsSimulator) =>
  simulator.requests.filter((request) => request.url.startsWith('/rfms/'));

describe('paging', () => {
  it('follows every page of vehicles in both versions: lastVin for 2.1, the link for 4.0', async () => {
    const { simulator, client } = await setup();
    const expected = simulator.fleet.map(({ vin, name, brand, model }) => ({ vin, name, brand, model }));

    const v4 = await client({ version: '4.0' }).vehicles();
    expect(v4).toEqual({ ok: true, version: '4.0', pages: 3, skipped: 0, truncated: false, vehicles: expected });
    const v2 = await client({ version: '2.1' }).vehicles();
    expect(v2).toEqual({ ok: true, version: '2.1', pages: 3, skipped: 0, truncated: false, vehicles: expected });

    expect(resourceRequests(simulator).map((r) => [r.url, r.accept, r.authorization, r.status])).toEqual([
      ['/rfms/vehicles', 'application/json; rfms=vehicles.v4.0', 'bearer', 200],
      [`/rfms/vehicles?lastVin=${expected[1]!.vin}`, 'application/json; rfms=vehicles.v4.0', 'bearer', 200],
      [`/rfms/vehicles?lastVin=${expected[3]!.vin}`, 'application/json; rfms=vehicles.v4.0', 'bearer', 200],
      ['/rfms/vehicles', 'application/vnd.fmsstandard.com.vehicles.v2.1+json; UTF-8', 'basic', 200],
      [
        `/rfms/vehicles?lastVin=${expected[1]!.vin}`,
        'application/vnd.fmsstandard.com.vehicles.v2.1+json; UTF-8',
        'basic',
        200,
      ],
      [
        `/rfms/vehicles?lastVin=${expected[3]!.vin}`,
        'application/vnd.fmsstandard.com.vehicles.v2.1+json; UTF-8',
        'basic',
        200,
      ],
    ]);
  });

  it('follows every page of positions, once each, as the trucks really were, the same in 2.1 and 4.0', async () => {
    const { simulator, client } = await setup();
    const since = TUESDAY_NOON - 10 * 60_000;
    const v4 = await client({ version: '4.0' }).positionsSince(since);
    const v2 = await client({ version: '2.1' }).positionsSince(iso(since));
    if (!v4.ok || !v2.ok) throw new Error('expected both polls to succeed');

    // Five trucks, a position every 10 s, received 1–4 s later: those received in the 10 minutes before noon.
    expect(v4.positions.length).toBeGreaterThanOrEqual(295);
    expect(v4.positions.length).toBeLessThanOrEqual(300);
    expect(v4.pages).toBeGreaterThanOrEqual(12);
    expect(v2.pages).toBe(v4.pages);
    expect(v2.positions).toEqual(v4.positions);
    expect(new Set(v4.positions.map((p) => `${p.vin} ${p.at}`)).size).toBe(v4.positions.length);
    expect(v4.positions.every((p) => p.receivedAt >= since && p.receivedAt < TUESDAY_NOON)).toBe(true);
    expect(v4.cursor).toBe('2025-03-04T10:00:00.000Z');

    for (const position of v4.positions.filter((_, index) => index % 37 === 0)) {
      const truth = simulator.truckStateAt(position.vin, position.at);
      expect(position).toMatchObject({
        latitude: truth.lat,
        longitude: truth.lon,
        headingDegrees: truth.headingDegrees,
        speedKmh: truth.speedKmh,
        altitudeMeters: truth.altitudeMeters,
      });
    }
    // v4.0 paged by the service's links, v2.1 by its own starttime: both asked for time-ordered pages.
    const pagedBy = (version: string) =>
      resourceRequests(simulator).filter((r) => r.accept?.includes(version) && r.url.includes('starttime=')).length;
    expect(pagedBy('v4.0')).toBe(v4.pages);
    expect(pagedBy('v2.1')).toBe(v2.pages);
  });

  it('reads statuses with odometer, engine hours, fuel and the driver card', async () => {
    const { simulator, client } = await setup({ pageSize: 2 });
    const latest = await client({ version: '2.1' }).latestStatuses();
    if (!latest.ok) throw new Error(latest.error.message);
    expect(latest.pages).toBe(3);
    expect(latest.statuses.map((s) => s.vin)).toEqual(simulator.fleet.map((t) => t.vin));
    const [first] = latest.statuses;
    const truth = simulator.truckStateAt(first!.vin, first!.at);
    expect(first).toMatchObject({
      at: TUESDAY_NOON - 60_000,
      odometerMeters: truth.odometerMeters,
      engineHours: truth.engineHours,
      fuelUsedMl: truth.fuelUsedMl,
      driverWorkingState: truth.workingState,
    });
    expect(first!.driverId).toMatch(/^F\d{13}0[0-2]$/);
    // latestOnly: the cursor is the first page's server time, as later pages covered other vehicles.
    expect(latest.cursor).toBe('2025-03-04T10:00:00.000Z');
  });
});

describe('version negotiation (auto)', () => {
  it('falls back to 2.1 when 4.0 is answered 406 or 404, and keeps to it', async () => {
    for (const unsupportedVersionStatus of [406, 404] as const) {
      const { simulator, client, auth } = await setup({ versions: ['2.1'], unsupportedVersionStatus });
      const rfms = client({ version: 'auto', auth: auth.basic });
      expect(rfms.version).toBeNull();
      expect(await rfms.vehicles()).toMatchObject({ ok: true, version: '2.1', pages: 3 });
      expect(rfms.version).toBe('2.1');
      expect(await rfms.latestPositions()).toMatchObject({ ok: true, version: '2.1' });
      expect(resourceRequests(simulator).map((r) => r.status)).toEqual([unsupportedVersionStatus, 200, 200, 200, 200]);
    }
  });

  it('uses 4.0 when the service has it, with an OAuth token fetched once', async () => {
    const { simulator, client, auth } = await setup();
    const rfms = client({ version: 'auto', auth: auth.oauth });
    expect(await rfms.vehicles()).toMatchObject({ ok: true, version: '4.0' });
    expect(await rfms.positionsSince(TUESDAY_NOON - 60_000)).toMatchObject({ ok: true, version: '4.0' });
    expect(simulator.requests.filter((r) => r.url === '/oauth/token')).toHaveLength(1);
    // A revoked token: one new token, and the request goes through.
    simulator.revokeIssuedTokens();
    expect(await rfms.vehicles()).toMatchObject({ ok: true });
    expect(simulator.requests.filter((r) => r.url === '/oauth/token')).toHaveLength(2);
  });

  it("signs in to Scania by challenge and response, renews the hour's token with the refresh token, and asks again when that is refused", async () => {
    const { simulator, client, auth, clock } = await setup();
    const signIns = () => simulator.requests.filter((r) => r.url.startsWith('/auth/')).map((r) => [r.url, r.status]);
    const rfms = client({ version: 'auto', auth: auth.scania });
    expect(await rfms.vehicles()).toMatchObject({ ok: true, version: '4.0' });
    expect(await rfms.latestStatuses()).toMatchObject({ ok: true });
    expect(signIns()).toEqual([
      ['/auth/clientid2challenge', 200],
      ['/auth/response2token', 200],
    ]);
    // The token lives about an hour: the refresh token gets the next one (and is replaced).
    clock.now += 56 * 60_000;
    expect(await rfms.vehicles()).toMatchObject({ ok: true });
    expect(signIns().slice(2)).toEqual([['/auth/refreshtoken', 200]]);
    // A token refused early: renewed at once, the request goes through.
    simulator.revokeIssuedTokens();
    expect(await rfms.vehicles()).toMatchObject({ ok: true });
    expect(signIns().slice(3)).toEqual([['/auth/refreshtoken', 200]]);
    // After a day the refresh token is gone too: the challenge again.
    clock.now += 24 * 3_600_000;
    expect(await rfms.vehicles()).toMatchObject({ ok: true });
    expect(signIns().slice(4)).toEqual([
      ['/auth/clientid2challenge', 200],
      ['/auth/response2token', 200],
    ]);
  });

  it('with Basic credentials, falls back on 4.0’s 401 too (Basic is how 2.1 signs in)', async () => {
    const { client, auth } = await setup();
    expect(await client({ version: 'auto', auth: auth.basic }).vehicles()).toMatchObject({ ok: true, version: '2.1' });
  });
});

describe('credentials', () => {
  it('reports 401 as bad credentials, with the service’s message', async () => {
    const { client, auth } = await setup();
    const wrong = { ...auth.basic, password: 'wrong' };
    expect(await client({ version: '2.1', auth: wrong }).vehicles()).toEqual({
      ok: false,
      error: { kind: 'bad-credentials', status: 401, message: 'The credentials are not valid' },
    });
    expect(await client({ version: 'auto', auth: wrong }).positionsSince(TUESDAY_NOON)).toMatchObject({
      ok: false,
      error: { kind: 'bad-credentials' },
    });
    expect(await client({ version: '4.0', auth: { ...auth.oauth, clientSecret: 'wrong' } }).vehicles()).toMatchObject({
      ok: false,
      error: { kind: 'bad-credentials', status: 401 },
    });
    const wrongKey = Buffer.from('not the secret key').toString('base64url');
    expect(
      await client({ version: 'auto', auth: { ...auth.scania, secretKey: wrongKey } }).tryCredentials(),
    ).toMatchObject({ outcome: 'bad-credentials', error: { status: 401 } });
    expect(await client({ version: 'auto', auth: { ...auth.scania, clientId: 'nobody' } }).vehicles()).toMatchObject({
      ok: false,
      error: { kind: 'bad-credentials', status: 401 },
    });
  });

  it('tryCredentials answers ok, bad credentials or unreachable, at once', async () => {
    const { simulator, client, auth, waits } = await setup();
    expect(await client({ version: 'auto', auth: auth.basic }).tryCredentials()).toEqual({
      outcome: 'ok',
      version: '2.1',
    });
    expect(await client({ version: 'auto', auth: auth.oauth }).tryCredentials()).toEqual({
      outcome: 'ok',
      version: '4.0',
    });
    expect(
      await client({ version: 'auto', auth: { ...auth.basic, username: 'nobody' } }).tryCredentials(),
    ).toMatchObject({ outcome: 'bad-credentials', error: { status: 401 } });
    simulator.failNext(1, 503);
    expect(await client({ version: '2.1' }).tryCredentials()).toMatchObject({
      outcome: 'unreachable',
      error: { kind: 'unavailable', status: 503, attempts: 1 },
    });
    const closed = await startRfmsSimulator();
    await closed.close();
    expect(await client({ version: '2.1', baseUrl: closed.url }).tryCredentials()).toMatchObject({
      outcome: 'unreachable',
      error: { kind: 'unavailable', status: null },
    });
    expect(
      await client({ version: 'auto', baseUrl: `${simulator.url}/elsewhere`, auth: auth.basic }).tryCredentials(),
    ).toMatchObject({ outcome: 'unreachable' });
    expect(waits).toEqual([]);
  });
});

describe('back-off', () => {
  it('honours Retry-After on 429, backing off exponentially when that is longer', async () => {
    const { simulator, client, waits } = await setup();
    simulator.rateLimitNext(3, 2);
    expect(await client({ version: '4.0' }).vehicles()).toMatchObject({ ok: true, pages: 3 });
    expect(waits).toEqual([2000, 2000, 4000]);
  });

  it('gives up after the last try and reports the rate limit', async () => {
    const { simulator, client, waits } = await setup();
    simulator.rateLimitNext(10, 1);
    expect(await client({ version: '2.1', retry: { maxAttempts: 4 } }).vehicles()).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        status: 429,
        attempts: 4,
        retryAfterSeconds: 1,
        message: 'Request limit reached; retry later',
      },
    });
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('does not wait out a Retry-After longer than its longest back-off: the job can come back later', async () => {
    const { simulator, client, waits } = await setup();
    simulator.rateLimitNext(1, 600);
    expect(await client({ version: '4.0' }).vehicles()).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', attempts: 1, retryAfterSeconds: 600 },
    });
    expect(waits).toEqual([]);
  });

  it('retries 5xx with back-off up to its cap, mid-paging too, losing nothing', async () => {
    const { simulator, client, waits } = await setup();
    let answered = 0;
    const rfms = client({
      version: '4.0',
      retry: { maxDelayMs: 3000 },
      // After the second page the service fails four times.
      http: {
        ...http,
        async request(url, init) {
          const response = await http.request(url, init);
          if (++answered === 2) simulator.failNext(4, 502);
          return response;
        },
      },
    });
    const since = TUESDAY_NOON - 5 * 60_000;
    const paged = await rfms.positionsSince(since);
    expect(waits).toEqual([1000, 2000, 3000, 3000]);
    expect(resourceRequests(simulator).filter((r) => r.status === 502)).toHaveLength(4);
    // The clock moved on 9 s while it waited: one poll now finds the same reports.
    const whole = await client({ version: '4.0' }).positionsSince(since);
    expect(paged.ok && whole.ok && paged.positions).toEqual(whole.ok && whole.positions);

    simulator.failNext(5, 503);
    expect(await rfms.vehicles()).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', status: 503, attempts: 5, message: 'The simulator was told to fail this request' },
    });
  });

  it('retries when no answer comes, then reports the service unavailable', async () => {
    const { client, waits } = await setup();
    const closed = await startRfmsSimulator();
    await closed.close();
    expect(await client({ version: '2.1', baseUrl: closed.url, retry: { maxAttempts: 3 } }).vehicles()).toMatchObject({
      ok: false,
      error: { kind: 'unavailable', status: null, attempts: 3 },
    });
    expect(waits).toEqual([1000, 2000]);
  });
});

describe('polling', () => {
  it('the cursor gives no gap and no duplicate across two polls', async () => {
    for (const version of ['4.0', '2.1'] as const) {
      const { client, clock } = await setup();
      const rfms = client({ version });
      const start = TUESDAY_NOON - 15 * 60_000;
      const first = await rfms.positionsSince(start);
      if (!first.ok) throw new Error(first.error.message);
      clock.now += 7 * 60_000 + 500;
      const second = await rfms.positionsSince(first.cursor);
      if (!second.ok) throw new Error(second.error.message);

      const whole = await rfms.positionsSince(start);
      if (!whole.ok) throw new Error(whole.error.message);
      const keys = (positions: { vin: string; at: number }[]) => positions.map((p) => `${p.vin} ${p.at}`);
      expect([...keys(first.positions), ...keys(second.positions)].sort()).toEqual(keys(whole.positions).sort());
      expect(second.positions.length).toBeGreaterThan(200);
      expect(second.cursor).toBe(iso(TUESDAY_NOON + 7 * 60_000 + 500));
    }
  });

  it('a poll that reads its most stops paging there, and the next goes on from the last report read with no gap or duplicate', async () => {
    for (const version of ['4.0', '2.1'] as const) {
      const { client, simulator } = await setup();
      const rfms = client({ version });
      const start = TUESDAY_NOON - 10 * 60_000;
      const first = await rfms.positionsSince(start, { maxItems: 60 });
      if (!first.ok) throw new Error(first.error.message);
      // Pages of 25: the third passes 60, and paging stops there.
      expect([first.truncated, first.pages, first.positions.length]).toEqual([true, 3, 75]);
      const asked = resourceRequests(simulator).length;
      const rest = await rfms.positionsSince(first.cursor);
      if (!rest.ok) throw new Error(rest.error.message);
      expect(rest.truncated).toBe(false);
      const whole = await rfms.positionsSince(start);
      if (!whole.ok) throw new Error(whole.error.message);
      const keys = (positions: { vin: string; at: number }[]) => positions.map((p) => `${p.vin} ${p.at}`);
      expect([...keys(first.positions), ...keys(rest.positions)].sort()).toEqual(keys(whole.positions).sort());
      expect(resourceRequests(simulator).length - asked).toBe(rest.pages + whole.pages);
    }
  });

  it('a vehicle that leaves the account between polls disappears from the next poll', async () => {
    const { simulator, client, clock } = await setup({ vehiclesPageSize: 10 });
    const rfms = client({ version: '4.0' });
    const gone = simulator.fleet[2]!.vin;
    const before = await rfms.latestPositions();
    if (!before.ok) throw new Error(before.error.message);
    expect(before.positions.map((p) => p.vin)).toContain(gone);

    simulator.removeVehicle(gone);
    clock.now += 60_000;
    const vehicles = await rfms.vehicles();
    expect(vehicles.ok && vehicles.vehicles.map((v) => v.vin)).toEqual(
      simulator.fleet.map((t) => t.vin).filter((vin) => vin !== gone),
    );
    const after = await rfms.positionsSince(before.cursor);
    expect(after.ok && after.positions.length).toBe(4 * 6);
    expect(after.ok && after.positions.some((p) => p.vin === gone)).toBe(false);
    expect(await rfms.positionsSince(before.cursor, { vin: gone })).toMatchObject({
      ok: false,
      error: { kind: 'not-found', status: 404 },
    });
  });
});
