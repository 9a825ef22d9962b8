import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DriverFetchStatus, ExternalCredential, ExternalVehicle, FetchStatus } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { createOutboundHttp, type OutboundHttp } from '../../src/platform/outbound-http/outbound-http';
import type { OutboundLimits } from '../../src/platform/outbound-http/outbound-limits';
import type { ResolvedAddress } from '../../src/platform/outbound-http/resolve-target';
import {
  endless,
  json,
  redirect,
  selfSignedCertificate,
  stalled,
  startHostileService,
  type Answer,
  type HostileService,
} from '../helpers/hostile-service';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addVehicles } from '../positions/position-fixtures';

/**
 * Issue 21 §2 as an organisation's Admin meets it: the server calls only https services at public
 * addresses, reads at most so much for so long, and keeps at most so much of what one fetch
 * brings, each said in words. The app runs without EXTERNAL_SERVICES_ALLOW_PRIVATE. A hostile
 * https service on 127.0.0.1 stands in for a public one: the test resolver gives `rfms.test` a
 * public address, and the client connects that address to the stand-in.
 */
const PUBLIC = '93.184.215.14';
const DNS: Record<string, string[]> = { 'rfms.test': [PUBLIC], 'intranet.test': ['10.0.0.7'] };
const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
  const addresses = DNS[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: 4 }));
};

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let hostile: HostileService;
let plain: HostileService;
let production: OutboundHttp;
let standIn: OutboundHttp;
let standInWith: (limits: Partial<OutboundLimits>) => OutboundHttp;
let vehicleId: string;

const service = () => `https://rfms.test:${hostile.port}`;
const credential = (baseUrl = service()) => ({
  serviceName: 'volvoConnect',
  baseUrl,
  version: '2.1',
  username: 'rahti',
  password: 'secret',
});
const errorOf = (response: { body: Record<string, unknown> }) => response.body.message;

/** rFMS 2.1 pages as Volvo Connect writes them. */
const vehiclesPage = (vins: string[], more = false) => ({
  Vehicle: vins.map((VIN) => ({ VIN, CustomerVehicleName: VIN.slice(-4) })),
  MoreDataAvailable: more,
});
const NOW = '2026-03-04T10:00:00.000Z';
const positionsPage = { VehiclePosition: [], MoreDataAvailable: false, RequestServerDateTime: NOW };
const statusesPage = (cards: number) => ({
  VehicleStatus: Array.from({ length: cards }, (_, i) => ({
    Vin: `YV2CARD${String(i).padStart(10, '0')}`,
    CreatedDateTime: NOW,
    ReceivedDateTime: NOW,
    Driver1Id: {
      TachoDriverIdentification: {
        DriverIdentification: `FIN${String(i).padStart(11, '0')}`,
        CardReplacementIndex: '0',
        CardRenewalIndex: '0',
      },
    },
  })),
  MoreDataAvailable: false,
  RequestServerDateTime: NOW,
});
const vin = (i: number) => `YV2TEST${String(i).padStart(10, '0')}`;

/** Answers each rFMS resource as given; anything else 404. */
function rfms(answers: { vehicles?: Answer; positions?: Answer; statuses?: Answer }): Answer {
  return (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer =
      path === '/rfms/vehicles'
        ? answers.vehicles
        : path === '/rfms/vehiclepositions'
          ? answers.positions
          : path === '/rfms/vehiclestatuses'
            ? answers.statuses
            : undefined;
    return answer ? answer(request, response) : response.writeHead(404).end();
  };
}

beforeAll(async () => {
  const certificate = selfSignedCertificate(['rfms.test']);
  hostile = await startHostileService({ tls: certificate });
  plain = await startHostileService();
  t = await createTestApp({ config: { credentialsKey: randomBytes(32) } });
  own = await createTenant(t.context);
  api = apiAs(t);
  production = t.context.outboundHttp;
  standInWith = (limits) =>
    createOutboundHttp({
      allowPrivate: false,
      resolve,
      reach: () => ({ address: '127.0.0.1', family: 4 }),
      ca: certificate.cert,
      limits,
    });
  standIn = standInWith({});
  vehicleId = (await addVehicles(t.context, own, 1, 'OUT'))[0]!;
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.updateTable('vehicles').set({ is_active: true, activated_at: new Date() }).where('id', '=', vehicleId).execute(),
  );
});
afterAll(async () => {
  // The files of a worker share its database: no poll job of this file's may be left for another's worker.
  for (const { id } of (await api(own.users.admin, 'GET', '/api/organisation/externalcredentials'))
    .body as unknown as ExternalCredential[]) {
    await api(own.users.admin, 'DELETE', `/api/organisation/${id}/externalcredentials`);
  }
  await t?.close();
  await hostile?.close();
  await plain?.close();
});
beforeEach(() => {
  t.context.outboundHttp = production;
  hostile.requests = [];
  plain.requests = [];
});

describe('which addresses the server calls', () => {
  it('refuses http:// and private addresses when credentials are tried, in words, without calling them', async () => {
    plain.answer = json({ Vehicle: [], MoreDataAvailable: false });
    const http = await api(
      own.users.admin,
      'POST',
      '/api/organisation/tryvolvoconnect',
      credential(`http://127.0.0.1:${plain.port}`),
    );
    expect(http.status).toBe(400);
    expect(http.body).toMatchObject({
      message: 'The address must start with https://',
      fields: [{ path: 'baseUrl', message: 'The address must start with https://' }],
    });
    const finnish = await api(
      own.users.admin,
      'POST',
      '/api/organisation/tryvolvoconnect',
      credential(`http://127.0.0.1:${plain.port}`),
      'fi',
    );
    expect(errorOf(finnish)).toBe('Osoitteen on alettava https://');
    for (const baseUrl of [
      'https://169.254.169.254',
      'https://10.0.0.1',
      `https://localhost:${plain.port}`,
      `https://[::ffff:127.0.0.1]:${plain.port}`,
    ]) {
      const refused = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', credential(baseUrl));
      expect([baseUrl, refused.status, errorOf(refused)]).toEqual([
        baseUrl,
        400,
        'The address is not a public address.',
      ]);
    }
    expect(plain.requests).toEqual([]);
  });

  it('refuses a name that resolves to a private address, and a redirect to 127.0.0.1', async () => {
    t.context.outboundHttp = standIn;
    const intranet = await api(
      own.users.admin,
      'POST',
      '/api/organisation/tryvolvoconnect',
      credential(`https://intranet.test:${hostile.port}`),
    );
    expect([intranet.status, errorOf(intranet)]).toEqual([400, 'The address is not a public address.']);
    expect(hostile.requests).toEqual([]);

    hostile.answer = redirect(`https://127.0.0.1:${hostile.port}/rfms/vehicles`);
    const redirected = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', credential());
    expect(redirected.body).toEqual({
      outcome: 'unreachable',
      version: null,
      message: 'The address is not a public address.',
    });
    expect(hostile.requests.map((request) => request.url)).toEqual(['/rfms/vehicles']);

    const token = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', {
      ...credential(),
      serviceName: 'rfms',
      tokenUrl: 'https://169.254.169.254/token',
    });
    expect(token.body).toMatchObject({
      fields: [{ path: 'tokenUrl', message: 'The address is not a public address.' }],
    });
  });

  it('saves no credentials with an address it would not call, and checks a changed one', async () => {
    const refused = await api(
      own.users.admin,
      'POST',
      '/api/organisation/externalcredentials',
      credential(`http://127.0.0.1:${plain.port}`),
    );
    expect([refused.status, errorOf(refused)]).toEqual([400, 'The address must start with https://']);
    expect((await api(own.users.admin, 'GET', '/api/organisation/externalcredentials')).body).toEqual([]);

    t.context.outboundHttp = standIn;
    const saved = await api(own.users.admin, 'POST', '/api/organisation/externalcredentials', credential());
    expect(saved.status).toBe(201);
    const id = (saved.body as unknown as ExternalCredential).id;
    const changed = await api(own.users.admin, 'PUT', '/api/organisation/externalcredentials', {
      ...credential('https://169.254.169.254/latest'),
      id,
    });
    expect([changed.status, errorOf(changed)]).toEqual([400, 'The address is not a public address.']);
    const [kept] = (await api(own.users.admin, 'GET', '/api/organisation/externalcredentials'))
      .body as unknown as ExternalCredential[];
    expect(kept?.baseUrl).toBe(service());
  });
});

describe("how much of a service's answer the server reads", () => {
  it('stops reading an answer that never ends and says it was too large', async () => {
    t.context.outboundHttp = standIn;
    hostile.answer = endless(hostile);
    const tried = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', credential(), 'sv');
    expect(tried.body).toEqual({ outcome: 'unreachable', version: null, message: 'Tjänstens svar var för stort.' });
    await expect.poll(() => hostile.endlessOpen).toBe(0);
  });

  it('says when the service does not answer in time', async () => {
    t.context.outboundHttp = standInWith({ totalTimeoutMs: 1_000 });
    hostile.answer = stalled;
    const tried = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', credential());
    expect(tried.body).toEqual({
      outcome: 'unreachable',
      version: null,
      message: 'The service did not answer in time.',
    });
  });

  it("shows a poll's answer that was too large as the last error, and clears it when a poll succeeds", async () => {
    t.context.outboundHttp = standIn;
    hostile.answer = rfms({
      vehicles: json(vehiclesPage([vin(1)])),
      positions: endless(hostile),
      statuses: json(statusesPage(0)),
    });
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', { serviceName: 'volvoConnect' }))
        .status,
    ).toBe(200);
    await api(own.users.admin, 'POST', '/api/organisation/externalvehicles?serviceName=volvoConnect', {
      vin: vin(1),
      vehicleId,
    });
    const failed = await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
    expect(failed.body).toMatchObject({ lastError: "The service's answer was too large.", failures: 1 });
    expect(
      (await api(own.users.admin, 'GET', '/api/organisation/fetchstatus?serviceName=volvoConnect')).body,
    ).toMatchObject({ lastError: "The service's answer was too large." });

    hostile.answer = rfms({ positions: json(positionsPage), statuses: json(statusesPage(0)) });
    await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
    const status = (await api(own.users.admin, 'GET', '/api/organisation/fetchstatus?serviceName=volvoConnect'))
      .body as unknown as FetchStatus;
    expect(status).toMatchObject({ lastError: null, failures: 0 });
  });
});

describe('what one fetch may create', () => {
  const storedVins = async () =>
    (
      (await api(own.users.admin, 'GET', '/api/organisation/externalvehicles?serviceName=volvoConnect'))
        .body as unknown as ExternalVehicle[]
    ).map((vehicle) => vehicle.vin);

  it('stores none of an answer listing more than 2 000 vehicles, and says so', async () => {
    t.context.outboundHttp = standIn;
    const before = await storedVins();
    hostile.answer = rfms({ vehicles: json(vehiclesPage(Array.from({ length: 2_001 }, (_, i) => vin(i + 100)))) });
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', {
      serviceName: 'volvoConnect',
    });
    expect([fetched.status, errorOf(fetched)]).toEqual([
      502,
      'The service lists more vehicles than can be kept (at most 2,000); none of them were stored.',
    ]);
    const finnish = await api(
      own.users.admin,
      'POST',
      '/api/organisation/fetchexternalvehicles',
      { serviceName: 'volvoConnect' },
      'fi',
    );
    expect(errorOf(finnish)).toBe(
      'Palvelu luettelee enemmän ajoneuvoja kuin voidaan säilyttää (enintään 2\u00a0000); yhtäkään ei tallennettu.',
    );
    expect(await storedVins()).toEqual(before);
  });

  it('stops paging past the limit, however many pages the service offers', async () => {
    t.context.outboundHttp = standIn;
    let page = 0;
    hostile.answer = rfms({
      vehicles: (request, response) => {
        page++;
        json(
          vehiclesPage(
            Array.from({ length: 400 }, (_, i) => vin(page * 1_000 + i)),
            true,
          ),
        )(request, response);
      },
    });
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', {
      serviceName: 'volvoConnect',
    });
    expect(fetched.status).toBe(502);
    // 6 pages of 400 pass 2 000; the service would have gone on for ever.
    expect(hostile.requests.filter((request) => request.url.startsWith('/rfms/vehicles'))).toHaveLength(6);
  });

  it('counts the vehicles kept before: a service cannot add more on every fetch', async () => {
    t.context.outboundHttp = standIn;
    const { id } = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('external_credentials').select('id').executeTakeFirstOrThrow(),
    );
    const kept = (await storedVins()).length;
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .insertInto('external_vehicles')
        .values(
          Array.from({ length: 2_000 - kept }, (_, i) => ({
            organisation_id: own.organisationId,
            credential_id: id,
            vin: vin(500_000 + i),
            name: '',
            brand: '',
            model: '',
            last_seen_at: new Date(),
          })),
        )
        .execute(),
    );
    hostile.answer = rfms({ vehicles: json(vehiclesPage([vin(1), vin(900_001)])) });
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', {
      serviceName: 'volvoConnect',
    });
    expect(fetched.status).toBe(502);
    expect(await storedVins()).toHaveLength(2_000);
    // A list of the vehicles already kept passes.
    hostile.answer = rfms({ vehicles: json(vehiclesPage([vin(1)])) });
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', { serviceName: 'volvoConnect' }))
        .status,
    ).toBe(200);
  });

  it('stores none of more than 5 000 driver cards, whether fetched now or by the poll', async () => {
    t.context.outboundHttp = standIn;
    hostile.answer = rfms({ positions: json(positionsPage), statuses: json(statusesPage(5_001)) });
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternaldrivers', {
      serviceName: 'volvoConnect',
    });
    expect([fetched.status, errorOf(fetched)]).toEqual([
      502,
      'The service names more driver cards than can be kept (at most 5,000); none of them were stored.',
    ]);
    await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
    const status = (await api(own.users.admin, 'GET', '/api/organisation/fetchdriverstatus?serviceName=volvoConnect'))
      .body as unknown as DriverFetchStatus;
    expect(status).toMatchObject({
      lastError: 'The service names more driver cards than can be kept (at most 5,000); none of them were stored.',
      drivers: [],
    });

    hostile.answer = rfms({ statuses: json(statusesPage(3)) });
    const three = await api(own.users.admin, 'POST', '/api/organisation/fetchexternaldrivers', {
      serviceName: 'volvoConnect',
    });
    expect((three.body as unknown as unknown[]).length).toBe(3);
  });
});
