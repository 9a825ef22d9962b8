import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { planBody } from '../planning/planning-fixtures';
import { addDriver, openShiftsSuite, shiftBody, shiftsApi, type ShiftJson } from './shift-fixtures';

/**
 * The office's shifts and the planned shift they carry out (issue 24): kept when it is a
 * published plan of the shift's driver, none otherwise, never a refusal; an edit naming none (the
 * web's editor, API clients that know no plans) keeps it.
 */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof shiftsApi>;
let driverId: string;
let otherDriverId: string;

const day = (hours: string) => `2026-03-09T${hours}:00.000Z`;
const events = [{ start: day('05:00'), end: day('13:00') }];
type Planned = ShiftJson & { plannedShiftId: string | null };

async function publishedPlan(driver: string, status = 'published'): Promise<string> {
  const created = await api.call(own.users.user, 'POST', '/api/planned-shifts', planBody(driver, { status }));
  if (created.status !== 201) throw new Error(`plan: ${created.status} ${created.raw.body}`);
  return created.body.id!;
}
const edit = async (shift: ShiftJson, extra: Record<string, unknown>) => {
  const response = await api.call(own.users.user, 'PUT', `/api/shifts/${shift.id}`, {
    ...shiftBody(driverId, events),
    version: shift.version,
    ...extra,
  });
  expect(response.status).toBe(200);
  return response.body as unknown as Planned;
};

beforeAll(async () => {
  ({ t, own, api, driverId } = await openShiftsSuite());
  otherDriverId = await addDriver(t.context, own, { firstName: 'Other', lastName: 'Driver' });
});
afterAll(() => t.close());

describe("an office shift's planned shift", () => {
  it('keeps a published plan of its driver, also through an edit naming none', async () => {
    const plan = await publishedPlan(driverId);
    const created = (await api.create(
      own.users.user,
      shiftBody(driverId, events, { plannedShiftId: plan }),
    )) as Planned;
    expect(created.plannedShiftId).toBe(plan);
    expect((await edit(created, { startKm: 100 })).plannedShiftId).toBe(plan);
  });

  it.each([
    ['another driver’s plan', () => publishedPlan(otherDriverId)],
    ['a draft', () => publishedPlan(driverId, 'draft')],
    ['a plan that never was', () => Promise.resolve('7b0e4c1e-0000-4000-8000-000000000000')],
  ])('stores %s as none', async (_name, planId) => {
    const created = (await api.create(
      own.users.user,
      shiftBody(driverId, events, { plannedShiftId: await planId() }),
    )) as Planned;
    expect(created.plannedShiftId).toBeNull();
  });

  it('changes to another published plan of the driver, and lets go of it with the driver', async () => {
    const [first, second] = [await publishedPlan(driverId), await publishedPlan(driverId)];
    const created = (await api.create(
      own.users.user,
      shiftBody(driverId, events, { plannedShiftId: first }),
    )) as Planned;
    const changed = await edit(created, { plannedShiftId: second });
    expect(changed.plannedShiftId).toBe(second);
    const otherDriver = await edit(changed, { driverId: otherDriverId });
    expect(otherDriver.plannedShiftId).toBeNull();
  });
});
