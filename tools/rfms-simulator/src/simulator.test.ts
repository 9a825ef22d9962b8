import { afterEach, describe, expect, it } from 'vitest';
import { buildRfmsSimulator } from './simulator';
import type { RfmsSimulatorOptions } from './simulator-state';

const NOW = Date.UTC(2025, 2, 4, 10); // Tuesday 12:00 in Helsinki
const BASIC = `Basic ${Buffer.from('rahti-demo:rfms-simulator').toString('base64')}`;
const BEARER = 'Bearer rfms-simulator-token';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function simulator(options: RfmsSimulatorOptions = {}) {
  let now = NOW;
  const built = buildRfmsSimulator({ now: () => now, ...options });
  apps.push(built.app);
  const get = (url: string, version: '4.0' | '2.1', headers: Record<string, string> = {}) => {
    const resource = /^\/rfms\/(\w+)/.exec(url)![1];
    return built.app.inject({
      method: 'GET',
      url,
      headers: {
        accept:
          version === '4.0'
            ? `application/json; rfms=${resource}.v4.0`
            : `application/vnd.fmsstandard.com.${resource}.v2.1+json; UTF-8`,
        authorization: version === '4.0' ? BEARER : BASIC,
        ...headers,
      },
    });
  };
  return { ...built, get, setNow: (at: number) => (now = at) };
}

describe('the rFMS simulator’s rules', () => {
  it('wants starttime or latestOnly, not both, in a readable format', async () => {
    const { get } = simulator();
    for (const query of [
      '',
      '?latestOnly=false',
      '?latestOnly=true&starttime=2025-03-04T09:00:00Z',
      '?latestOnly=true&stoptime=2025-03-04T09:00:00Z',
      '?starttime=yesterday',
      '?starttime=2025-03-04T09:00:00Z&datetype=sent',
    ]) {
      const response = await get(`/rfms/vehiclepositions${query}`, '4.0');
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'InvalidParameters', error_description: expect.any(String) });
    }
    expect((await get('/rfms/vehiclestatuses', '2.1')).statusCode).toBe(400);
  });

  it('answers 401 with WWW-Authenticate: Basic for 2.1, Bearer for 4.0, whatever else is sent', async () => {
    const { get } = simulator();
    const v2 = await get('/rfms/vehicles', '2.1', {
      authorization: `Basic ${Buffer.from('rahti-demo:wrong').toString('base64')}`,
    });
    expect(v2.statusCode).toBe(401);
    expect(v2.headers['www-authenticate']).toMatch(/^Basic realm="rFMS"/);
    const v4 = await get('/rfms/vehicles', '4.0', { authorization: BASIC });
    expect(v4.statusCode).toBe(401);
    expect(v4.headers['www-authenticate']).toBe('Bearer realm="rFMS", error="invalid_token"');
    expect((await get('/rfms/vehicles', '4.0', { authorization: '' })).headers['www-authenticate']).toBe(
      'Bearer realm="rFMS"',
    );
  });

  it('answers 406 to an Accept it does not serve, and 404 or 406 to a version it was told not to serve', async () => {
    const { get } = simulator({ versions: ['2.1'] });
    expect((await get('/rfms/vehicles', '4.0', { accept: 'application/json' })).statusCode).toBe(406);
    expect(
      (await get('/rfms/vehicles', '4.0', { accept: 'application/json; rfms=vehiclepositions.v4.0' })).statusCode,
    ).toBe(406);
    expect((await get('/rfms/vehicles', '4.0')).json()).toMatchObject({ error: 'VersionNotSupported' });
    expect((await get('/rfms/vehicles', '4.0')).statusCode).toBe(406);
    expect(
      (await simulator({ versions: ['2.1'], unsupportedVersionStatus: 404 }).get('/rfms/vehicles', '4.0')).statusCode,
    ).toBe(404);
    // Volvo's own OpenAPI file capitalises the resource in the media type.
    expect(
      (await get('/rfms/vehicles', '2.1', { accept: 'application/vnd.fmsstandard.com.Vehicles.v2.1+json' })).statusCode,
    ).toBe(200);
  });

  it('serves the media type asked for', async () => {
    const { get } = simulator();
    expect((await get('/rfms/vehiclepositions?latestOnly=true', '4.0')).headers['content-type']).toBe(
      'application/json; rfms=vehiclepositions.v4.0',
    );
    expect((await get('/rfms/vehiclestatuses?latestOnly=true', '2.1')).headers['content-type']).toBe(
      'application/vnd.fmsstandard.com.vehiclestatuses.v2.1+json; charset=utf-8',
    );
  });
});

describe('paging', () => {
  it('gives vehicles two at a time in VIN order, by lastVin (v2.1) or the link (v4.0)', async () => {
    const { get, state } = simulator();
    const vins = state.fleet.map((truck) => truck.vin);
    const first = (await get('/rfms/vehicles', '4.0')).json();
    expect(first.vehicleResponse.vehicles.map((v: { vin: string }) => v.vin)).toEqual(vins.slice(0, 2));
    expect(first).toMatchObject({
      moreDataAvailable: true,
      moreDataAvailableLink: `/rfms/vehicles?lastVin=${vins[1]}`,
    });
    const second = (await get(first.moreDataAvailableLink, '4.0')).json();
    expect(second.vehicleResponse.vehicles.map((v: { vin: string }) => v.vin)).toEqual(vins.slice(2, 4));
    const last = (await get(`/rfms/vehicles?lastVin=${vins[3]}`, '2.1')).json();
    expect(last).toEqual({
      Vehicle: [
        expect.objectContaining({
          VIN: vins[4],
          CustomerVehicleName: state.fleet[4]!.name,
          Brand: state.fleet[4]!.brand,
        }),
      ],
      MoreDataAvailable: false,
    });
  });

  it('pages history by time without losing or repeating a report, never ending a page inside a second', async () => {
    const { get } = simulator({ pageSize: 7 });
    const all = (
      await simulator({ pageSize: 10_000 }).get('/rfms/vehiclepositions?starttime=2025-03-04T09:50:00Z', '4.0')
    ).json();
    const reports = all.vehiclePositionResponse.vehiclePositions as { vin: string; receivedDateTime: string }[];
    expect(reports.length).toBeGreaterThan(250);

    const paged: typeof reports = [];
    let url: string | undefined = '/rfms/vehiclepositions?starttime=2025-03-04T09:50:00Z&triggerFilter=TIMER';
    let pages = 0;
    while (url) {
      const body: {
        vehiclePositionResponse: { vehiclePositions: unknown[] };
        moreDataAvailable: boolean;
        moreDataAvailableLink?: string;
        requestServerDateTime: string;
      } = (await get(url, '4.0')).json();
      const page = body.vehiclePositionResponse.vehiclePositions as typeof reports;
      paged.push(...page);
      pages++;
      if (body.moreDataAvailable) {
        const next = new URL(body.moreDataAvailableLink!, 'http://x').searchParams;
        expect(next.get('triggerFilter')).toBe('TIMER');
        expect(Date.parse(next.get('starttime')!)).toBe(Date.parse(page[page.length - 1]!.receivedDateTime) + 1000);
      }
      expect(body.requestServerDateTime).toBe('2025-03-04T10:00:00.000Z');
      url = body.moreDataAvailable ? body.moreDataAvailableLink : undefined;
    }
    expect(pages).toBeGreaterThan(30);
    expect(paged).toEqual(reports);
  });

  it('pages latestOnly by lastVin, one report per vehicle', async () => {
    const { get, state } = simulator({ pageSize: 3 });
    const first = (await get('/rfms/vehiclestatuses?latestOnly=true', '2.1')).json();
    expect(first.MoreDataAvailable).toBe(true);
    expect(first.VehicleStatus.map((s: { Vin: string }) => s.Vin)).toEqual(state.fleet.slice(0, 3).map((t) => t.vin));
    const rest = (await get(`/rfms/vehiclestatuses?latestOnly=true&lastVin=${state.fleet[2]!.vin}`, '2.1')).json();
    expect(rest).toMatchObject({ MoreDataAvailable: false, RequestServerDateTime: '2025-03-04T10:00:00.000Z' });
    expect(rest.VehicleStatus.map((s: { Vin: string }) => s.Vin)).toEqual(state.fleet.slice(3).map((t) => t.vin));
    // The newest status made at 09:59:00 and received by 10:00:00.
    expect(rest.VehicleStatus[0]).toMatchObject({
      CreatedDateTime: '2025-03-04T09:59:00.000Z',
      Trigger: { Trigger: 'TIMER', Context: 'RFMS' },
    });
  });

  it('shows a report only once it has been received, and answers the same to the same clock', async () => {
    const one = simulator();
    const two = simulator();
    const url = '/rfms/vehiclepositions?starttime=2025-03-04T09:59:30Z';
    expect((await one.get(url, '2.1')).body).toBe((await two.get(url, '2.1')).body);
    const before = (await one.get(url, '2.1')).json().VehiclePosition as { ReceivedDateTime: string }[];
    expect(before.every((p) => Date.parse(p.ReceivedDateTime) < NOW)).toBe(true);
    one.setNow(NOW + 60_000);
    const after = (await one.get(url, '2.1')).json().VehiclePosition as unknown[];
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('test switches', () => {
  it('answer 429 with Retry-After for the next N requests, then serve again', async () => {
    const { app, get } = simulator();
    await app.inject({ method: 'POST', url: '/simulator/rate-limit', payload: { count: 2, retryAfterSeconds: 3 } });
    for (let i = 0; i < 2; i++) {
      const limited = await get('/rfms/vehicles', '4.0');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3');
    }
    expect((await get('/rfms/vehicles', '4.0')).statusCode).toBe(200);
  });

  it('remove a vehicle from the fleet: gone from every list, its VIN 404, until restored', async () => {
    const { app, get, state } = simulator({ vehiclesPageSize: 10 });
    const vin = state.fleet[1]!.vin;
    expect((await app.inject({ method: 'DELETE', url: `/simulator/vehicles/${vin}` })).statusCode).toBe(204);
    expect(
      (await get('/rfms/vehicles', '4.0')).json().vehicleResponse.vehicles.map((v: { vin: string }) => v.vin),
    ).not.toContain(vin);
    expect(
      (await get('/rfms/vehiclepositions?latestOnly=true', '4.0')).json().vehiclePositionResponse.vehiclePositions,
    ).toHaveLength(4);
    expect((await get(`/rfms/vehiclepositions?latestOnly=true&vin=${vin}`, '4.0')).statusCode).toBe(404);
    await app.inject({ method: 'PUT', url: `/simulator/vehicles/${vin}` });
    expect((await get(`/rfms/vehiclepositions?latestOnly=true&vin=${vin}`, '4.0')).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/simulator/vehicles/NOSUCHVIN' })).statusCode).toBe(404);
  });
});

describe('the token endpoint', () => {
  it('issues bearer tokens for client credentials (Basic or in the form), refuses a wrong secret', async () => {
    const { app, get } = simulator({ tokenLifetimeSeconds: 60 });
    const form = (body: Record<string, string>, authorization?: string) =>
      app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
        payload: new URLSearchParams(body).toString(),
      });
    const wrong = await form({
      grant_type: 'client_credentials',
      client_id: 'rahti-demo-client',
      client_secret: 'nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect(
      (
        await form(
          { grant_type: 'password' },
          `Basic ${Buffer.from('rahti-demo-client:rfms-simulator-secret').toString('base64')}`,
        )
      ).statusCode,
    ).toBe(400);
    const issued = await form({
      grant_type: 'client_credentials',
      client_id: 'rahti-demo-client',
      client_secret: 'rfms-simulator-secret',
    });
    expect(issued.json()).toMatchObject({ token_type: 'Bearer', expires_in: 60, access_token: expect.any(String) });
    const authorization = `Bearer ${issued.json().access_token}`;
    expect((await get('/rfms/vehicles', '4.0', { authorization })).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/simulator/tokens/revoke' });
    expect((await get('/rfms/vehicles', '4.0', { authorization })).statusCode).toBe(401);
  });
});
