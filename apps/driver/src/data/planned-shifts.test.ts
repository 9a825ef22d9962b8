import 'fake-indexeddb/auto';
import { SHIFT_LIMITS } from '@rahti/domain';
import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test/fake-driver-data';
import { fakePlan } from '../test/fake-plans';
import { offeredPlan, planVehicleChoice, PLAN_OFFER_WINDOW_MS, SHIFT_VEHICLES_MAX } from './planned-shifts';
import { phonesClosedAfterEach, START } from './testing/fake-phone';
import { VEHICLE } from './testing/fake-driver-server';

const HOUR = 3_600_000;

const newPhone = phonesClosedAfterEach();

describe('the planned shift offered at a start', () => {
  it('is the one not ended whose start is nearest to now, within the window either side', () => {
    const late = fakePlan(-3);
    const soon = fakePlan(1);
    expect(offeredPlan([late, soon], START)).toBe(soon);
    expect(offeredPlan([late], START)).toBe(late);
    expect(offeredPlan([fakePlan(-PLAN_OFFER_WINDOW_MS / HOUR)], START)).toBeDefined();
    expect(offeredPlan([fakePlan(PLAN_OFFER_WINDOW_MS / HOUR + 0.1)], START)).toBeUndefined();
    // Started within the window but already over.
    expect(offeredPlan([fakePlan(-2, 1)], START)).toBeUndefined();
    expect(offeredPlan([], START)).toBeUndefined();
  });

  it('takes the vehicles the driver may choose: none locked to another phone or unknown, a shift’s most, none without the choice', () => {
    const context = fakeContext();
    const [own, locked] = context.vehicles;
    const planned = fakePlan(0, 8, { vehicleIds: [locked!.id, own!.id, 'gone'], vehicleNames: ['XYZ-789', 'ABC-123', 'OLD-1'] });
    expect(planVehicleChoice(planned, context)).toEqual([own!.id]);
    expect(planVehicleChoice(planned, { ...context, permissions: { ...context.permissions, chooseVehicles: false } })).toBeUndefined();
    expect(planVehicleChoice(fakePlan(0), context)).toBeUndefined();
    expect(planVehicleChoice(planned, null)).toBeUndefined();
    const many = Array.from({ length: 7 }, (_, index) => ({ ...own!, id: `6f2b8f4e-1c1a-4c1e-9d3e-00000000040${index}` }));
    const big = fakePlan(0, 8, { vehicleIds: many.map((vehicle) => vehicle.id) });
    expect(planVehicleChoice(big, { ...context, vehicles: many })).toHaveLength(SHIFT_LIMITS.vehiclesMax);
    expect(SHIFT_VEHICLES_MAX).toBe(SHIFT_LIMITS.vehiclesMax);
  });
});

describe('the planned shifts on the phone', () => {
  it('keeps the synced plans through "unchanged" answers and a reload offline, and drops the one a start carries out', async () => {
    const phone = newPhone();
    const route = { id: '6f2b8f4e-1c1a-4c1e-9d3e-000000000301', name: 'Turku shuttle', code: 'TS' };
    const now = fakePlan(-0.5, 8, { routeId: route.id, routeName: route.name, routeCode: route.code, vehicleIds: [VEHICLE.id], vehicleNames: ['ABC-123'] });
    const tomorrow = fakePlan(22);
    phone.server.plannedShifts = [now, tomorrow];
    const store = await phone.open();
    await store.idle();
    expect(store.getSnapshot().plannedShifts.map((p) => p.id)).toEqual([now.id, tomorrow.id]);
    await store.actions.syncNow();
    expect(phone.server.syncAnswers.at(-1)).toMatchObject({ unchanged: true });
    expect(store.getSnapshot().plannedShifts).toHaveLength(2);

    phone.server.isReachable = false;
    phone.close();
    const reopened = await phone.open();
    expect(reopened.getSnapshot().plannedShifts).toHaveLength(2);
    await reopened.actions.startShift({ vehicleIds: [VEHICLE.id], startKm: null, workType: 1, routeId: route.id, plannedShiftId: now.id });
    expect(reopened.getSnapshot().current?.content.plannedShiftId).toBe(now.id);
    expect(reopened.getSnapshot().plannedShifts.map((p) => p.id)).toEqual([tomorrow.id]);

    phone.server.isReachable = true;
    await reopened.actions.syncNow();
    expect(phone.server.operationsReceived().at(-1)).toMatchObject({
      kind: 'recordShift',
      shift: { plannedShiftId: now.id, routeId: route.id, vehicleIds: [VEHICLE.id] },
    });
    expect(reopened.getSnapshot().plannedShifts.map((p) => p.id)).toEqual([tomorrow.id]);
  });

  it('shows none when an older server leaves them out', async () => {
    const store = await newPhone().open();
    await store.idle();
    expect(store.getSnapshot().plannedShifts).toEqual([]);
  });
});
