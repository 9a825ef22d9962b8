import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, localDateOf, type PreTripCheck, type PreTripChecklist } from '@rahti/domain';
import type { TestTenant, TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { driverApi, events, minutesAgo, newKey, type DriverApi } from '../driver-app/driver-fixtures';
import { addDriver, shiftsTenant, signInDriver } from '../shifts/shift-fixtures';
import { createTenant } from '../helpers/tenants';
import { EXIF_WITH_GPS, jpeg } from '../files/test-images';

/**
 * The pre-trip check (issue 25, decision 0034): the office's checklists per vehicle class reach
 * the phone with its context; a check comes through the sync once, whatever is retried; each
 * defect becomes a maintenance item due at once, and the office lists the check with its photos.
 */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let driver: TestUser;
let finnish: TestUser;
let api: DriverApi;
const ZONE = 'Europe/Helsinki';
const today = () => localDateOf(Date.now(), ZONE);

beforeAll(async () => {
  t = await createTestApp();
  own = await shiftsTenant(t);
  other = await createTenant(t.context);
  driver = await signInDriver(t.context, own, own.driverId!);
  finnish = await signInDriver(
    t.context,
    own,
    await addDriver(t.context, own, { firstName: 'Eero', lastName: 'Virta' }),
    'fi',
  );
  api = driverApi(t);
});
afterAll(() => t.close());

const office = (method: 'GET' | 'PUT', url: string, user: TestUser = own.users.admin, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const uploadPhoto = async (user: TestUser, key: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/driver/files/${key}`,
    headers: { ...user.headers, 'content-type': 'image/jpeg' },
    payload: jpeg([EXIF_WITH_GPS]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
const checkOperation = (check: Record<string, unknown>, key = newKey()) => ({
  key,
  kind: 'recordPreTripCheck',
  check: { clientKey: newKey(), vehicleId: own.vehicleId, at: minutesAgo(5), status: 'done', ...check },
});
const listChecks = async (user: TestUser = own.users.user) => {
  const response = await office('GET', `/api/pre-trip-checks?from=${addDays(today(), -1)}&to=${today()}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PreTripCheck[]>();
};
const lights = { kind: 'builtIn', key: 'lights' };
const brakes = { kind: 'builtIn', key: 'brakes' };

describe('the checklists', () => {
  it('are built in for every vehicle class until an Admin writes the organisation’s own', async () => {
    const builtIn = (await office('GET', '/api/pre-trip-checklists', own.users.user)).json<PreTripChecklist[]>();
    expect(builtIn.map((list) => [list.vehicleClass, list.isBuiltIn])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((vehicleClass) => [vehicleClass, true]),
    );
    expect(builtIn[3]!.items.map((item) => item.key)).toEqual([
      'lights',
      'tyres',
      'brakes',
      'mirrors',
      'leaks',
      'coupling',
      'documents',
      'safetyKit',
    ]);

    const trucks = [lights, brakes, { kind: 'own', key: 'own-taillift', label: 'Takalaitanostin' }];
    const saved = await office('PUT', '/api/pre-trip-checklists', own.users.admin, {
      checklists: [
        { vehicleClass: 3, items: trucks },
        { vehicleClass: 1, items: [] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lists = saved.json<PreTripChecklist[]>();
    expect(lists[2]).toEqual({ vehicleClass: 3, items: trucks, isBuiltIn: false });
    expect(lists[0]).toEqual({ vehicleClass: 1, items: [], isBuiltIn: false });

    const reset = await office('PUT', '/api/pre-trip-checklists', own.users.admin, {
      checklists: [{ vehicleClass: 1, items: null }],
    });
    expect(reset.json<PreTripChecklist[]>()[0]).toMatchObject({ vehicleClass: 1, isBuiltIn: true });
    expect(
      (await office('GET', '/api/pre-trip-checklists', other.users.admin)).json<PreTripChecklist[]>()[2],
    ).toMatchObject({
      isBuiltIn: true,
    });
  });

  it('are written by an Admin only, each class once', async () => {
    const body = { checklists: [{ vehicleClass: 3, items: [lights] }] };
    expect((await office('PUT', '/api/pre-trip-checklists', own.users.superuser, body)).statusCode).toBe(403);
    const twice = await office('PUT', '/api/pre-trip-checklists', own.users.admin, {
      checklists: [{ vehicleClass: 3, items: [lights, lights] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      fields: [{ path: 'checklists.0.items', message: 'Each item can be on the list once' }],
    });
  });

  it('reach the phone with its context, with each vehicle’s class', async () => {
    const me = await api.call(driver, 'GET', '/api/driver/me', undefined, {});
    const context = me.body as {
      vehicles: { id: string; vehicleClass: number }[];
      preTripChecklists: PreTripChecklist[];
    };
    expect(context.vehicles.find((vehicle) => vehicle.id === own.vehicleId)?.vehicleClass).toBe(3);
    expect(context.preTripChecklists.find((list) => list.vehicleClass === 3)?.items.map((item) => item.key)).toEqual([
      'lights',
      'brakes',
      'own-taillift',
    ]);
  });
});

describe('a check from the phone', () => {
  it('makes each defect a maintenance item due today, in the driver’s words, and the office sees it with its photo', async () => {
    const shiftKey = newKey();
    const shift = await api.syncOne(finnish, {
      key: newKey(),
      kind: 'recordShift',
      seq: 1,
      shift: { clientKey: shiftKey, vehicleIds: [own.vehicleId], startKm: 120_500, events: events([10, null]) },
    });
    expect(shift.outcome).toBe('applied');
    const photoKey = `photo-${randomUUID()}`;
    const photoId = await uploadPhoto(finnish, photoKey);
    const operation = checkOperation({
      shiftClientKey: shiftKey,
      answers: [
        { item: lights, result: 'ok' },
        {
          item: brakes,
          result: 'defect',
          note: 'Vasen takajarru laahaa ja pitää kovaa ääntä jarrutettaessa',
          photoKeys: [photoKey],
        },
        { item: { kind: 'own', key: 'own-taillift', label: 'Takalaitanostin' }, result: 'defect', note: 'Ei nouse' },
      ],
    });
    const result = await api.syncOne(finnish, operation);
    expect(result).toMatchObject({ outcome: 'applied', status: 200, itemId: expect.any(String) });

    const [check] = (await listChecks()).filter((listed) => listed.id === result.itemId);
    expect(check).toMatchObject({
      vehicleId: own.vehicleId,
      driverName: 'Virta Eero',
      shiftId: shift.itemId,
      status: 'done',
    });
    expect(check!.answers.map((answer) => [answer.item.key, answer.result, answer.photos.length])).toEqual([
      ['lights', 'ok', 0],
      ['brakes', 'defect', 1],
      ['own-taillift', 'defect', 0],
    ]);
    const [, brake, tailLift] = check!.answers;
    expect(brake!.note).toBe('Vasen takajarru laahaa ja pitää kovaa ääntä jarrutettaessa');
    expect(brake!.photos).toEqual([{ id: photoId, url: `/api/files/${photoId}` }]);
    // 50 characters at most (spec section 9): "Jarrut: " and the note's start, cut with an ellipsis.
    expect(brake!.fleetItem).toEqual({
      id: expect.any(String),
      state: 'dueSoon',
      dueDate: today(),
      description: 'Jarrut: Vasen takajarru laahaa ja pitää kovaa ään…',
    });
    expect(tailLift!.fleetItem).toMatchObject({ description: 'Takalaitanostin: Ei nouse', dueDate: today() });
    expect((await office('GET', brake!.photos[0]!.url)).headers['content-type']).toBe('image/jpeg');

    // On the fleet page's list (the contract's GET): due today, overdue tomorrow.
    const entries = (at: string) =>
      office('GET', `/api/fleet-items?at=${at}`, own.users.user).then((response) =>
        response.json<{ id: string; type: string; state: string; dueDate: string }[]>(),
      );
    const now = await entries(new Date().toISOString());
    expect(now.find((entry) => entry.id === brake!.fleetItem!.id)).toMatchObject({
      type: 'maintenance',
      state: 'dueSoon',
      dueDate: today(),
    });
    const tomorrow = await entries(new Date(Date.now() + 86_400_000).toISOString());
    expect(tomorrow.find((entry) => entry.id === brake!.fleetItem!.id)?.state).toBe('overdue');
  });

  it('is stored once, however the phone retries it: the same operation, or the same check under a new key', async () => {
    const operation = checkOperation({ answers: [{ item: brakes, result: 'defect', note: 'Laahaa' }] });
    const first = await api.syncOne(driver, operation);
    const again = await api.syncOne(driver, operation);
    const resent = await api.syncOne(driver, { ...operation, key: newKey() });
    expect(first.outcome).toBe('applied');
    expect(again).toMatchObject({ outcome: 'duplicate', itemId: first.itemId });
    expect(resent).toMatchObject({ outcome: 'applied', itemId: first.itemId });
    const checks = (await listChecks()).filter((check) => check.id === first.itemId);
    expect(checks).toHaveLength(1);
    const page = (await office('GET', '/api/fleet-management')).json<{
      items: { id: string; description: string }[];
    }>();
    expect(page.items.filter((item) => item.id === checks[0]!.answers[0]!.fleetItem!.id)).toHaveLength(1);
    expect(page.items.filter((item) => item.description === 'Brakes: Laahaa')).toHaveLength(1);
  });

  it('writes the maintenance item in the language the driver answered in, whatever their account says', async () => {
    const result = await api.syncOne(
      driver,
      checkOperation({ language: 'sv', answers: [{ item: brakes, result: 'defect', note: 'Kärvar' }] }),
    );
    const check = (await listChecks()).find((listed) => listed.id === result.itemId);
    expect(check?.answers[0]?.fleetItem?.description).toBe('Bromsar: Kärvar');
  });

  it('is recorded as skipped when the driver drives without it, so the office sees that too', async () => {
    const result = await api.syncOne(driver, checkOperation({ status: 'skipped', answers: [] }));
    expect(result.outcome).toBe('applied');
    const check = (await listChecks()).find((listed) => listed.id === result.itemId);
    expect(check).toMatchObject({ status: 'skipped', answers: [] });
  });

  it('is answered invalid, and nothing stored, when it breaks a rule or names no vehicle of the organisation', async () => {
    const before = (await listChecks()).length;
    const noNote = await api.syncOne(
      driver,
      checkOperation({ answers: [{ item: brakes, result: 'defect', note: '' }] }),
    );
    expect(noNote).toMatchObject({ outcome: 'invalid', status: 400, message: 'pre-trip:noteRequired' });
    const unknown = await api.syncOne(
      driver,
      checkOperation({ vehicleId: randomUUID(), answers: [{ item: lights, result: 'ok' }] }),
    );
    expect(unknown).toMatchObject({ outcome: 'invalid', status: 400, message: 'pre-trip:unknownVehicle' });
    expect((await listChecks()).length).toBe(before);
  });

  it('leaves out a photo the server never got, and keeps the rest of the check', async () => {
    const result = await api.syncOne(
      driver,
      checkOperation({ answers: [{ item: brakes, result: 'defect', note: 'Laahaa', photoKeys: ['never-uploaded'] }] }),
    );
    const check = (await listChecks()).find((listed) => listed.id === result.itemId);
    expect(check?.answers[0]).toMatchObject({ result: 'defect', photos: [], fleetItem: expect.any(Object) });
  });

  it('is the organisation’s alone', async () => {
    expect(await listChecks(other.users.admin)).toEqual([]);
    expect((await listChecks(own.users.user)).length).toBeGreaterThan(0);
  });
});
