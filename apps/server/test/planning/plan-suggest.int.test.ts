import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanSuggestions } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { addPlanningFacts, planBody } from './planning-fixtures';

/** POST /api/resource-planning/suggest (issue 24, decision 0030): "Fill the week" through HTTP. */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let licensed: string;
let unlicensed: string;
let routeId: string;
const NOW = new Date('2026-03-05T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  licensed = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  unlicensed = await addDriver(t.context, own, { firstName: 'Bo', lastName: 'Berg' });
  // Mondays, Wednesdays and Fridays at 07:00 for four hours, needing CE, on the sample vehicle.
  routeId = (
    await api(own.users.user, 'POST', '/api/routes', routeBody({ requiredLicences: ['CE'], vehicleId: own.vehicleId }))
  ).body.id!;
  await addPlanningFacts(t.context, own, {
    licences: [{ driverId: licensed, code: 'CE', expiresOn: null }],
    payPeriods: [{ startDate: '2026-03-01', endDate: '2026-03-31' }],
  });
});
afterAll(() => t.close());

describe('Fill the week', () => {
  it('drafts the open runs for a driver who holds the licence, with the route’s vehicle and the reasons', async () => {
    // Monday's run is planned already: only Wednesday's and Friday's are open.
    await api(
      own.users.user,
      'POST',
      '/api/planned-shifts',
      planBody(licensed, { routeId, start: '2026-03-09T07:00:00+02:00', end: '2026-03-09T11:00:00+02:00' }),
    );
    const answer = await api(own.users.user, 'POST', '/api/resource-planning/suggest', {
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(answer.status).toBe(200);
    const { suggestions, unfilled } = answer.body as unknown as PlanSuggestions;
    expect(unfilled).toEqual([]);
    expect(suggestions.map((s) => [s.date, s.driverId, s.vehicleIds, s.reasons])).toEqual([
      ['2026-03-11', licensed, [own.vehicleId], ['usualDriver', 'routeVehicle']],
      ['2026-03-13', licensed, [own.vehicleId], ['usualDriver', 'routeVehicle']],
    ]);
    expect(suggestions.every((s) => s.driverId !== unlicensed)).toBe(true);
    const saved = await api(own.users.user, 'GET', `/api/planned-shifts/${suggestions[0]!.plannedShiftId}`);
    expect(saved.body).toMatchObject({ status: 'draft', routeId, start: '2026-03-11T05:00:00.000Z' });
  });

  it('goes around another planner’s draft: its driver is not given a run at the same time', async () => {
    // The Admin drafts Anna for Wednesday morning; the User's Fill the week then has nobody for Wednesday's run.
    const draft = await api(
      own.users.admin,
      'POST',
      '/api/planned-shifts',
      planBody(licensed, { start: '2026-03-18T06:00:00+02:00', end: '2026-03-18T12:00:00+02:00' }),
    );
    expect(draft.status).toBe(201);
    const answer = await api(own.users.user, 'POST', '/api/resource-planning/suggest', {
      from: '2026-03-16',
      to: '2026-03-20',
    });
    const { suggestions, unfilled } = answer.body as unknown as PlanSuggestions;
    expect(suggestions.map((s) => [s.date, s.driverId])).toEqual([
      ['2026-03-16', licensed],
      ['2026-03-20', licensed],
    ]);
    expect(unfilled).toEqual([expect.objectContaining({ date: '2026-03-18', blockedBy: 'missingLicence' })]);
  });

  it('leaves a run open when nobody may drive it, naming why', async () => {
    const answer = await api(own.users.user, 'POST', '/api/resource-planning/suggest', {
      from: '2026-04-01',
      to: '2026-04-03',
    });
    const { suggestions, unfilled } = answer.body as unknown as PlanSuggestions;
    expect(suggestions).toEqual([]);
    expect(unfilled).toEqual([
      expect.objectContaining({ date: '2026-04-01', blockedBy: 'noPayPeriod' }),
      expect.objectContaining({ date: '2026-04-03', blockedBy: 'noPayPeriod' }),
    ]);
  });
});
