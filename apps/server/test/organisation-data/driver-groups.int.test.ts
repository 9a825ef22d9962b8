import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
});
afterAll(() => t.close());

const group = (extra: Record<string, unknown> = {}) => ({
  name: 'Long haul',
  guaranteedHours: '80',
  standardWorkingHours: '7,5',
  ...extra,
});

describe('driver groups', () => {
  it('keep hours, thresholds, questions per work type, break rules, device lock and permissions', async () => {
    const created = await api(
      own.users.admin,
      'POST',
      '/api/driver-groups',
      group({
        thresholds: { dailyHours: '10', weeklyHours: 48 },
        customQuestions: [{ workType: 2, text: 'Kuinka monta lavaa lastattiin?', unit: 'lavaa' }],
        paidBreakType: 'paidUpToLimit',
        paidBreakLimitMinutes: 30,
        deviceLock: true,
        permissions: { createContractWork: true, chooseVehicles: false },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      guaranteedHours: 80,
      standardWorkingHours: 7.5,
      thresholds: { dailyHours: 10, weeklyHours: 48, periodHours: null },
      customQuestions: [{ workType: 2, text: 'Kuinka monta lavaa lastattiin?', unit: 'lavaa' }],
      paidBreakType: 'paidUpToLimit',
      paidBreakLimitMinutes: 30,
      deviceLock: true,
      permissions: { createShifts: true, createContractWork: true, chooseVehicles: false },
    });
    const changed = await api(
      own.users.superuser,
      'PUT',
      `/api/driver-groups/${created.body.id}`,
      group({ customQuestions: [] }),
    );
    expect(changed.body).toMatchObject({ customQuestions: [], paidBreakType: 'unpaid', paidBreakLimitMinutes: null });
    expect((await api(own.users.user, 'GET', '/api/driver-groups')).body).toEqual([changed.body]);
  });

  it('require guaranteed and standard working hours, with their messages', async () => {
    const response = await api(own.users.admin, 'POST', '/api/driver-groups', {
      name: 'No hours',
      standardWorkingHours: '',
    });
    expect(response.body.fields).toEqual([
      { path: 'guaranteedHours', message: 'Guaranteed hours are required' },
      { path: 'standardWorkingHours', message: 'Standard working hours are required' },
    ]);
  });

  it('refuse a second question for one work type and overlong texts', async () => {
    const response = await api(
      own.users.admin,
      'POST',
      '/api/driver-groups',
      group({
        customQuestions: [
          { workType: 1, text: 'Km?', unit: 'km' },
          { workType: 1, text: 'x'.repeat(151), unit: 'kilometrejä' },
        ],
      }),
      'fi',
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'customQuestions.1.text', message: 'Kysymys voi olla enintään 150 merkkiä' },
        { path: 'customQuestions.1.unit', message: 'Yksikkö voi olla enintään 10 merkkiä' },
      ]),
    );
    const duplicate = await api(
      own.users.admin,
      'POST',
      '/api/driver-groups',
      group({
        customQuestions: [
          { workType: 1, text: 'Km?' },
          { workType: 1, text: 'Again?' },
        ],
      }),
    );
    expect(duplicate.body.fields).toEqual([{ path: 'customQuestions.1.workType', message: 'Duplicate work type' }]);
  });

  it('need a limit for "paid up to a limit"', async () => {
    const response = await api(
      own.users.admin,
      'POST',
      '/api/driver-groups',
      group({ paidBreakType: 'paidUpToLimit' }),
    );
    expect(response.body.fields).toEqual([
      { path: 'paidBreakLimitMinutes', message: 'Enter the paid break limit in minutes' },
    ]);
  });

  it("answer another organisation's group with 404 and refuse deleting a group with drivers", async () => {
    const theirs = await api(other.users.admin, 'POST', '/api/driver-groups', group());
    expect((await api(own.users.admin, 'GET', `/api/driver-groups/${theirs.body.id}`)).status).toBe(404);
    expect((await api(own.users.admin, 'PUT', `/api/driver-groups/${theirs.body.id}`, group())).status).toBe(404);
    await api(other.users.admin, 'POST', '/api/drivers', {
      firstName: 'Ville',
      lastName: 'Vuori',
      username: `ville.${other.organisationId.slice(0, 6)}`,
      driverGroupId: theirs.body.id,
    });
    const refused = await api(other.users.admin, 'DELETE', `/api/driver-groups/${theirs.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The driver group is in use by Vuori Ville and cannot be removed');
  });

  it('have names unique per organisation, ignoring case, on create and rename', async () => {
    const tenant = await createTenant(t.context);
    await api(tenant.users.admin, 'POST', '/api/driver-groups', group({ name: 'Night shift' }));
    const repeat = await api(tenant.users.admin, 'POST', '/api/driver-groups', group({ name: 'night SHIFT' }));
    expect(repeat.status).toBe(409);
    expect(repeat.body).toMatchObject({
      code: 'organisation-data:driverGroupNameTaken',
      message: 'A driver group with this name already exists',
      fields: [{ path: 'name', message: 'A driver group with this name already exists' }],
    });
    const day = await api(tenant.users.admin, 'POST', '/api/driver-groups', group({ name: 'Day shift' }));
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/driver-groups/${day.body.id}`, group({ name: 'NIGHT shift' }), 'fi'))
        .body,
    ).toMatchObject({ message: 'Samanniminen kuljettajaryhmä on jo olemassa' });
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/driver-groups/${day.body.id}`, group({ name: 'Night Shift' }), 'sv'))
        .body,
    ).toMatchObject({ message: 'Det finns redan en förargrupp med det här namnet' });
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/driver-groups/${day.body.id}`, group({ name: 'DAY SHIFT' }))).status,
    ).toBe(200);
    expect((await api(other.users.admin, 'POST', '/api/driver-groups', group({ name: 'Night shift' }))).status).toBe(
      201,
    );
  });

  it('keep custom questions in the order the user gave, after saving and reading again', async () => {
    const questions = [
      { workType: 9, text: 'Odotusaika?', unit: 'min' },
      { workType: 2, text: 'Lavat?', unit: 'kpl' },
      { workType: 5, text: 'Kilometrit?', unit: 'km' },
    ];
    const created = await api(
      own.users.admin,
      'POST',
      '/api/driver-groups',
      group({ name: 'Ordered', customQuestions: questions }),
    );
    expect(created.body.customQuestions).toEqual(questions);
    expect((await api(own.users.user, 'GET', `/api/driver-groups/${created.body.id}`)).body.customQuestions).toEqual(
      questions,
    );

    const reordered = [questions[2]!, questions[0]!, { workType: 1, text: 'Tankkaus?', unit: 'l' }];
    const changed = await api(
      own.users.admin,
      'PUT',
      `/api/driver-groups/${created.body.id}`,
      group({ name: 'Ordered', customQuestions: reordered }),
    );
    expect(changed.body.customQuestions).toEqual(reordered);
    const listed = (await api(own.users.user, 'GET', '/api/driver-groups')).body as unknown as {
      id: string;
      customQuestions: unknown;
    }[];
    expect(listed.find((g) => g.id === created.body.id)?.customQuestions).toEqual(reordered);
  });
});
