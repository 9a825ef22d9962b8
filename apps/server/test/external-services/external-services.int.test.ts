import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRfmsSimulator, type RfmsSimulator } from '@rahti/rfms-simulator';
import type {
  DriverFetchStatus,
  ExternalCredential,
  ExternalDriver,
  ExternalVehicle,
  FetchStatus,
  VehicleLocations,
} from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { RFMS_POLL_JOB } from '../../src/external-services/rfms-poll';
import { JOB_HANDLERS } from '../../src/job-handlers';
import { createJobWorker } from '../../src/jobs/job-worker';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { insertDriver } from '../helpers/timesheet-rows';
import { addVehicles } from '../positions/position-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let simulator: RfmsSimulator;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let vehicles: string[];
const PASSWORD = 'rfms-simulator';

const credentialBody = () => ({
  serviceName: 'volvoConnect',
  baseUrl: simulator.url,
  version: '2.1',
  username: 'rahti-demo',
  password: PASSWORD,
});

beforeAll(async () => {
  simulator = await startRfmsSimulator({ port: 0, trucks: 3 });
  // The simulator listens on 127.0.0.1 over http, as EXTERNAL_SERVICES_ALLOW_PRIVATE allows.
  ({ t, own, other, api } = await startTwoOrganisations({
    app: { config: { credentialsKey: randomBytes(32), rfmsPollSeconds: 60, externalServicesAllowPrivate: true } },
  }));
  vehicles = await addVehicles(t.context, own, 2, 'RFM');
  // RFM-001 is activated; RFM-002 is not.
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx
      .updateTable('vehicles')
      .set({ is_active: true, activated_at: new Date() })
      .where('id', '=', vehicles[0]!)
      .execute(),
  );
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

describe('external services (rFMS) for an organisation', () => {
  it('checks credentials at the service before they are saved', async () => {
    const wrong = await api(
      own.users.admin,
      'POST',
      '/api/organisation/tryvolvoconnect',
      { username: 'rahti-demo', password: 'wrong', baseUrl: simulator.url, version: '2.1' },
      'fi',
    );
    expect(wrong.body).toEqual({
      outcome: 'bad-credentials',
      version: null,
      message: 'Palvelu ei hyväksynyt käyttäjätunnusta tai salasanaa.',
    });
    const right = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', {
      username: 'rahti-demo',
      password: PASSWORD,
      baseUrl: simulator.url,
      version: 'auto',
    });
    expect(right.body).toMatchObject({ outcome: 'ok', version: '2.1' });
  });

  it("signs in to Scania with its challenge and response, at the service's /auth unless told otherwise", async () => {
    const { clientId, scaniaSecretKey } = simulator.credentials;
    const scania = {
      serviceName: 'scania',
      username: clientId,
      password: scaniaSecretKey,
      baseUrl: simulator.url,
      version: 'auto',
    };
    expect((await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', scania)).body).toMatchObject({
      outcome: 'ok',
      version: '4.0',
    });
    expect(
      (
        await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', {
          ...scania,
          tokenUrl: `${simulator.url}/auth`,
        })
      ).body,
    ).toMatchObject({ outcome: 'ok', version: '4.0' });
    const wrong = await api(own.users.admin, 'POST', '/api/organisation/tryvolvoconnect', {
      ...scania,
      password: Buffer.from('another key').toString('base64url'),
    });
    expect(wrong.body).toMatchObject({
      outcome: 'bad-credentials',
      message: 'The service refused the user name or password.',
    });

    // Saved, its token is kept between calls: one sign-in for two fetches.
    const saved = await api(own.users.admin, 'POST', '/api/organisation/externalcredentials', scania);
    expect(saved.status).toBe(201);
    const challenges = () => simulator.requests.filter((request) => request.url === '/auth/clientid2challenge').length;
    const before = challenges();
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', { serviceName: 'scania' })).status,
    ).toBe(200);
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternaldrivers', { serviceName: 'scania' })).status,
    ).toBe(200);
    expect(challenges() - before).toBe(1);
    expect(
      (
        await api(
          own.users.admin,
          'DELETE',
          `/api/organisation/${(saved.body as unknown as ExternalCredential).id}/externalcredentials`,
        )
      ).status,
    ).toBe(204);
  });

  it('keeps the password encrypted and never answers it', async () => {
    const created = await api(own.users.admin, 'POST', '/api/organisation/externalcredentials', credentialBody());
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain(PASSWORD);
    const listed = await api(own.users.superuser, 'GET', '/api/organisation/externalcredentials');
    expect(
      (listed.body as unknown as ExternalCredential[]).map((row) => [row.serviceName, row.username, row.baseUrl]),
    ).toEqual([['volvoConnect', 'rahti-demo', simulator.url]]);
    expect(JSON.stringify(listed.body)).not.toContain(PASSWORD);
    const stored = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('external_credentials').select('secret_encrypted').executeTakeFirstOrThrow(),
    );
    expect(stored.secret_encrypted).not.toContain(PASSWORD);
    // Another organisation sees none of it; a User may not manage services.
    expect((await api(other.users.admin, 'GET', '/api/organisation/externalcredentials')).body).toEqual([]);
    expect(
      (
        await api(
          other.users.admin,
          'DELETE',
          `/api/organisation/${(created.body as unknown as ExternalCredential).id}/externalcredentials`,
        )
      ).status,
    ).toBe(404);
    expect((await api(own.users.user, 'GET', '/api/organisation/externalcredentials')).status).toBe(403);
  });

  it("lists the service's trucks, links one to an activated vehicle and refuses an inactive one in words", async () => {
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', {
      serviceName: 'volvoConnect',
    });
    expect(fetched.status).toBe(200);
    const trucks = fetched.body as unknown as ExternalVehicle[];
    expect(trucks.map((truck) => truck.vin).sort()).toEqual(simulator.fleet.map((truck) => truck.vin).sort());
    const inactive = await api(own.users.admin, 'POST', '/api/organisation/externalvehicles?serviceName=volvoConnect', {
      vin: trucks[0]!.vin,
      vehicleId: vehicles[1],
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('Vehicle RFM-002 is not activated; activate it in the vehicles view');
    const linked = await api(own.users.admin, 'POST', '/api/organisation/externalvehicles?serviceName=volvoConnect', {
      vin: trucks[0]!.vin,
      vehicleId: vehicles[0],
    });
    expect((linked.body as unknown as ExternalVehicle[]).find((truck) => truck.vin === trucks[0]!.vin)).toMatchObject({
      vehicleId: vehicles[0],
      registerNumber: 'RFM-001',
    });
  });

  it('fetches the linked truck’s positions onto the map, and the job worker polls again', async () => {
    const status = await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
    expect(status.status).toBe(200);
    const fetched = status.body as unknown as FetchStatus;
    expect(fetched.lastError).toBeNull();
    expect(fetched.positionsStored).toBeGreaterThan(0);
    expect(fetched.vehicles).toEqual([
      { vin: expect.any(String), registerNumber: 'RFM-001', lastPositionAt: expect.any(String) },
    ]);
    const map = (await api(own.users.user, 'GET', '/api/vehicle-locations')).body as unknown as VehicleLocations;
    expect(map.vehicles.find((vehicle) => vehicle.registerNumber === 'RFM-001')?.position?.source).toBe('rfms');
    // The poll job is on the schedule; run it as the worker would, once it is due.
    const later = { ...t.context, now: () => new Date(Date.now() + 120_000) };
    const worker = createJobWorker(
      later,
      { [RFMS_POLL_JOB]: JOB_HANDLERS[RFMS_POLL_JOB]! },
      {
        error: (details) => {
          throw new Error(JSON.stringify(details));
        },
      },
    );
    expect(await worker.runDue()).toBeGreaterThanOrEqual(1);
  });

  it("names the trucks' driver cards and our drivers who hold them", async () => {
    // The poll kept every card the statuses name; nobody here holds one yet.
    const seen = (await api(own.users.admin, 'GET', '/api/organisation/fetchdriverstatus?serviceName=volvoConnect'))
      .body as unknown as DriverFetchStatus;
    expect(seen.drivers.map((driver) => driver.cardNumber).sort()).toEqual(
      simulator.fleet.map((truck) => truck.driverCard).sort(),
    );
    expect(seen.drivers.every((driver) => driver.driverId === null && driver.driverName === null)).toBe(true);

    const linkedVin = (
      (await api(own.users.admin, 'GET', '/api/organisation/externalvehicles?serviceName=volvoConnect'))
        .body as unknown as ExternalVehicle[]
    ).find((truck) => truck.vehicleId)!.vin;
    const truck = simulator.fleet.find((candidate) => candidate.vin === linkedVin)!;
    const driverId = await withTenant(t.database.db, own.organisationId, async (tx) => {
      const id = await insertDriver(tx, own.organisationId, {
        first: 'Kortti',
        last: 'Haltija',
        number: '77',
        group: null,
        department: null,
      });
      await tx.updateTable('drivers').set({ driver_card_id: truck.driverCard }).where('id', '=', id).execute();
      return id;
    });
    const fetched = await api(own.users.admin, 'POST', '/api/organisation/fetchexternaldrivers', {
      serviceName: 'volvoConnect',
    });
    expect(fetched.status).toBe(200);
    const drivers = fetched.body as unknown as ExternalDriver[];
    expect(drivers).toHaveLength(simulator.fleet.length);
    // Cards nobody here holds come first: they are what the office has to act on.
    expect(drivers.at(-1)).toEqual({
      cardNumber: truck.driverCard,
      driverId,
      driverName: 'Haltija Kortti',
      vin: linkedVin,
      registerNumber: 'RFM-001',
      workingState: expect.any(String),
      lastSeenAt: expect.any(String),
    });

    expect(
      (await api(other.users.admin, 'GET', '/api/organisation/fetchdriverstatus?serviceName=volvoConnect')).status,
    ).toBe(400);
    expect(
      (await api(own.users.user, 'POST', '/api/organisation/fetchexternaldrivers', { serviceName: 'volvoConnect' }))
        .status,
    ).toBe(403);
  });

  it('says so when nothing is linked, and records a refused password as the last error', async () => {
    const listed = (await api(own.users.admin, 'GET', '/api/organisation/externalvehicles?serviceName=volvoConnect'))
      .body as unknown as ExternalVehicle[];
    const vin = listed.find((truck) => truck.vehicleId !== null)!.vin;
    const unlinked = await api(
      own.users.admin,
      'DELETE',
      `/api/organisation/externalvehicles?serviceName=volvoConnect&vin=${vin}`,
    );
    expect((unlinked.body as unknown as ExternalVehicle[]).every((truck) => truck.vehicleId === null)).toBe(true);
    const none = await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No vehicles selected to fetch');
    const [credential] = (await api(own.users.admin, 'GET', '/api/organisation/externalcredentials'))
      .body as unknown as ExternalCredential[];
    await api(own.users.admin, 'PUT', '/api/organisation/externalcredentials', {
      ...credentialBody(),
      id: credential!.id,
      password: 'changed',
    });
    await api(own.users.admin, 'POST', '/api/organisation/externalvehicles?serviceName=volvoConnect', {
      vin,
      vehicleId: vehicles[0],
    });
    const refused = (await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect'))
      .body as unknown as FetchStatus;
    expect(refused).toMatchObject({ lastError: 'The service refused the user name or password.', failures: 1 });
  });

  it("clears the last fetch's error when a fetch of driver cards, vehicles or positions succeeds", async () => {
    const [credential] = (await api(own.users.admin, 'GET', '/api/organisation/externalcredentials'))
      .body as unknown as ExternalCredential[];
    await api(own.users.admin, 'PUT', '/api/organisation/externalcredentials', {
      ...credentialBody(),
      id: credential!.id,
    });
    const slowDown = 'The service asked us to slow down; trying again later.';
    const failPoll = async () => {
      simulator.rateLimitNext(1, 600);
      expect(
        (await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect')).body,
      ).toMatchObject({ lastError: slowDown, failures: 1 });
    };
    const lastErrors = async () => [
      (
        (await api(own.users.admin, 'GET', '/api/organisation/fetchstatus?serviceName=volvoConnect'))
          .body as unknown as FetchStatus
      ).lastError,
      (
        (await api(own.users.admin, 'GET', '/api/organisation/fetchdriverstatus?serviceName=volvoConnect'))
          .body as unknown as DriverFetchStatus
      ).lastError,
    ];

    await failPoll();
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternaldrivers', { serviceName: 'volvoConnect' }))
        .status,
    ).toBe(200);
    expect(await lastErrors()).toEqual([null, null]);

    await failPoll();
    expect(
      (await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', { serviceName: 'volvoConnect' }))
        .status,
    ).toBe(200);
    expect(await lastErrors()).toEqual([null, null]);

    await failPoll();
    expect(
      (await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect')).body,
    ).toMatchObject({ lastError: null, failures: 0 });
    expect(await lastErrors()).toEqual([null, null]);
  });
});
