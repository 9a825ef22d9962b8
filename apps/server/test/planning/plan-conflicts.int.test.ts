import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCheckOf } from '@rahti/domain';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { approvedShift } from '../tasks/task-fixtures';
import { withTenant } from '../../src/db/tenant';
import { routeBody } from '../routes/route-fixtures';
import { addPlanningFacts, planBody } from './planning-fixtures';

/**
 * POST /api/resource-planning/conflicts (issue 24) against what is stored: published plans and
 * the caller's drafts, recorded shifts, licences, approved absences and pay periods.
 */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let anna: string;
let bo: string;
let routeId: string;
let absenceId: string;
const NOW = new Date('2026-03-05T10:00:00Z');

type Conflict = { ref: string; kind: string; with?: string; resource?: string; licenceCodes?: string[] };
const check = async (plans: Record<string, unknown>[], user = own.users.user) => {
  const answer = await api(user, 'POST', '/api/resource-planning/conflicts', { plans });
  if (answer.status !== 200) throw new Error(`conflicts: ${answer.status} ${answer.raw.body}`);
  return (answer.body as unknown as { conflicts: Conflict[] }).conflicts;
};
/** A plan to check: the planned shift's body with a ref and without a status. */
const plan = (ref: string, driverId: string, extra: Record<string, unknown> = {}) => {
  const { status: _status, ...body } = planBody(driverId, extra);
  return { ref, ...body };
};
const kinds = (conflicts: Conflict[], ref: string) => conflicts.filter((c) => c.ref === ref).map((c) => c.kind);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  anna = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  bo = await addDriver(t.context, own, { firstName: 'Bo', lastName: 'Berg' });
  routeId = (await api(own.users.user, 'POST', '/api/routes', routeBody({ requiredLicences: ['CE', 'ADR'] }))).body.id!;
  const facts = await addPlanningFacts(t.context, own, {
    licences: [
      { driverId: anna, code: 'CE', expiresOn: null },
      { driverId: anna, code: 'ADR', expiresOn: '2026-03-09' },
      { driverId: bo, code: 'CE', expiresOn: '2026-03-08' },
    ],
    payPeriods: [{ startDate: '2026-03-01', endDate: '2026-03-15' }],
    absences: [{ driverId: bo, startDate: '2026-03-12', endDate: '2026-03-13' }],
  });
  absenceId = facts.absenceIds[0]!;
});
afterAll(() => t.close());

describe('conflicts of posted plans', () => {
  it('reports two plans of one driver at once on both, and not plans that only touch', async () => {
    const conflicts = await check([
      plan('a', anna),
      plan('b', anna, { start: '2026-03-09T14:00:00+02:00', end: '2026-03-09T18:00:00+02:00' }),
      plan('c', anna, { start: '2026-03-09T18:00:00+02:00', end: '2026-03-09T20:00:00+02:00' }),
    ]);
    expect(conflicts.filter((c) => c.kind === 'timeConflict')).toEqual([
      { ref: 'a', kind: 'timeConflict', resource: 'driver', with: 'b' },
      { ref: 'b', kind: 'timeConflict', resource: 'driver', with: 'a' },
    ]);
  });

  it('lists only the licences missing or expired on the plan’s day (one expiring that day is valid)', async () => {
    const conflicts = await check([plan('anna', anna, { routeId }), plan('bo', bo, { routeId })]);
    expect(kinds(conflicts, 'anna')).not.toContain('missingLicence');
    expect(conflicts.find((c) => c.ref === 'bo' && c.kind === 'missingLicence')).toEqual({
      ref: 'bo',
      kind: 'missingLicence',
      licenceCodes: ['CE', 'ADR'],
    });
  });

  it('names the approved absence the plan’s day falls in, and a day no pay period covers', async () => {
    const conflicts = await check([
      plan('away', bo, { start: '2026-03-12T07:00:00+02:00', end: '2026-03-12T15:00:00+02:00' }),
      plan('unpaid', anna, { start: '2026-03-16T07:00:00+02:00', end: '2026-03-16T15:00:00+02:00' }),
    ]);
    expect(conflicts).toContainEqual({ ref: 'away', kind: 'absence', with: absenceId });
    expect(kinds(conflicts, 'away')).not.toContain('noPayPeriod');
    expect(conflicts).toContainEqual({ ref: 'unpaid', kind: 'noPayPeriod' });
  });
});

describe('conflicts with what is stored', () => {
  it('meets a published plan and a recorded shift by their ids; a stored plan’s id as ref stands for it', async () => {
    const stored = await api(own.users.admin, 'POST', '/api/planned-shifts', {
      ...planBody(anna, { vehicleIds: [own.vehicleId] }),
      status: 'published',
    });
    const shift = await approvedShift(t.context, own, {
      driverId: bo,
      vehicleIds: [],
      start: '2026-03-09T06:00:00Z',
      end: '2026-03-09T09:00:00Z',
      startKm: null,
      endKm: null,
    });
    const conflicts = await check([
      plan('vehicle', bo, { vehicleIds: [own.vehicleId] }),
      plan(stored.body.id!, anna, { vehicleIds: [own.vehicleId] }),
    ]);
    expect(conflicts).toContainEqual({ ref: 'vehicle', kind: 'timeConflict', resource: 'driver', with: shift });
    expect(conflicts).toContainEqual({
      ref: 'vehicle',
      kind: 'timeConflict',
      resource: 'vehicle',
      with: stored.body.id,
    });
    expect(conflicts.filter((c) => c.ref === stored.body.id && c.with === stored.body.id)).toEqual([]);
    await api(own.users.admin, 'DELETE', `/api/planned-shifts/${stored.body.id}`);
  });

  it('counts the caller’s drafts, not another planner’s', async () => {
    const draft = await api(own.users.admin, 'POST', '/api/planned-shifts', {
      ...planBody(anna, { start: '2026-03-10T07:00:00+02:00', end: '2026-03-10T15:00:00+02:00' }),
      status: 'draft',
    });
    const asked = plan('x', anna, { start: '2026-03-10T08:00:00+02:00', end: '2026-03-10T10:00:00+02:00' });
    expect(kinds(await check([asked], own.users.admin), 'x')).toContain('timeConflict');
    expect(kinds(await check([asked], own.users.superuser), 'x')).not.toContain('timeConflict');
    await api(own.users.admin, 'DELETE', `/api/planned-shifts/${draft.body.id}`);
  });

  it('has none for a plan a recorded shift carried out: the shift stands for it', async () => {
    const done = await api(own.users.admin, 'POST', '/api/planned-shifts', {
      ...planBody(anna, { start: '2026-03-03T07:00:00+02:00', end: '2026-03-03T15:00:00+02:00' }),
      status: 'published',
    });
    const shift = await approvedShift(t.context, own, {
      driverId: anna,
      vehicleIds: [],
      start: '2026-03-03T05:10:00Z',
      end: '2026-03-03T13:20:00Z',
      startKm: null,
      endKm: null,
      events: [{ workType: 1, start: '2026-03-03T05:10:00Z', end: '2026-03-03T13:20:00Z' }],
    });
    await withTenant(t.context.database.db, own.organisationId, (tx) =>
      tx.updateTable('shifts').set({ planned_shift_id: done.body.id! }).where('id', '=', shift).execute(),
    );
    const conflicts = await check([
      plan(done.body.id!, anna, { start: '2026-03-03T07:00:00+02:00', end: '2026-03-03T15:00:00+02:00' }),
    ]);
    expect(conflicts).toEqual([]);
  });
});

describe('conflicts of a period’s stored plans (GET, the calendar’s check)', () => {
  const period = 'from=2026-03-09&to=2026-03-15';
  type Listed = Parameters<typeof planCheckOf>[0];
  const stored = async (user: TestUser) => {
    const answer = await api(user, 'GET', `/api/resource-planning/conflicts?${period}`);
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { conflicts: Conflict[] }).conflicts;
  };
  /** The POST's answer for the plans the user is shown in the period, posted by id. */
  const postedById = async (user: TestUser) => {
    const listed = (await api(user, 'GET', `/api/planned-shifts?${period}`)).body as unknown as Listed[];
    return check(listed.map(planCheckOf), user);
  };

  it('answers as the POST does for the plans the caller is shown, posted by id', async () => {
    const at = (day: string) => ({ start: `2026-03-${day}T07:00:00+02:00`, end: `2026-03-${day}T15:00:00+02:00` });
    const published = await api(own.users.admin, 'POST', '/api/planned-shifts', {
      ...planBody(bo, { ...at('12'), routeId }),
      status: 'published',
    });
    const draft = await api(own.users.admin, 'POST', '/api/planned-shifts', {
      ...planBody(bo, { ...at('12'), vehicleIds: [own.vehicleId] }),
      status: 'draft',
    });
    const others = await api(own.users.superuser, 'POST', '/api/planned-shifts', {
      ...planBody(anna, at('11')),
      status: 'draft',
    });

    const conflicts = await stored(own.users.admin);
    expect(conflicts).toEqual(await postedById(own.users.admin));
    // Bo's two plans overlap (on both), fall on his absence, and he lacks the route's ADR.
    expect(kinds(conflicts, published.body.id!)).toEqual(
      expect.arrayContaining(['timeConflict', 'absence', 'missingLicence']),
    );
    expect(kinds(conflicts, draft.body.id!)).toEqual(expect.arrayContaining(['timeConflict', 'absence']));
    expect(await stored(own.users.superuser)).toEqual(await postedById(own.users.superuser));

    // Another organisation's period has none of these.
    const stranger = await addOrganisationData(t.context, await createTenant(t.context));
    expect(await stored(stranger.users.admin)).toEqual([]);

    for (const id of [published.body.id, draft.body.id])
      await api(own.users.admin, 'DELETE', `/api/planned-shifts/${id}`);
    await api(own.users.superuser, 'DELETE', `/api/planned-shifts/${others.body.id}`);
  });

  it('refuses a period longer than the calendar’s, naming the field', async () => {
    const answer = await api(own.users.admin, 'GET', '/api/resource-planning/conflicts?from=2026-01-01&to=2026-06-30');
    expect(answer.status).toBe(400);
    expect(answer.raw.body).toMatch(/"(to|from)"/);
  });
});
