import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverDataStore } from '../data/driver-data-store';
import { createFakePhone, START } from '../data/testing/fake-phone';
import { VEHICLE } from '../data/testing/fake-driver-server';
import { fakeDriverData } from '../test/fake-driver-data';
import { fakePlan } from '../test/fake-plans';
import { preferLanguages, renderDriver } from '../test/render';
import { WorkTypeTab } from '../work-type/work-type-tab';
import { VehicleTab } from './vehicle-tab';

const ROUTE = { id: '6f2b8f4e-1c1a-4c1e-9d3e-000000000301', name: 'Turku shuttle', code: 'TS', runsToday: [] };
const LOCKED = {
  id: '6f2b8f4e-1c1a-4c1e-9d3e-000000000002',
  registerNumber: 'XYZ-789',
  name: 'Scania',
  lockedToOtherDevice: true,
};
/** Started half an hour ago (07:30 in Helsinki), with a route and two vehicles, one locked to another phone. */
const NOW_PLAN = fakePlan(-0.5, 8, {
  routeId: ROUTE.id,
  routeName: ROUTE.name,
  routeCode: ROUTE.code,
  vehicleIds: [LOCKED.id, VEHICLE.id],
  vehicleNames: [LOCKED.registerNumber, VEHICLE.registerNumber],
});
const TOMORROW = fakePlan(22);

let phone: ReturnType<typeof createFakePhone>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  phone = createFakePhone();
  phone.server.plannedShifts = [NOW_PLAN, TOMORROW];
  phone.server.routes = [ROUTE];
  phone.server.vehicles = [{ ...VEHICLE, lockedToOtherDevice: false }, LOCKED];
});
afterEach(() => {
  phone.close();
  vi.useRealTimers();
});

async function startWithDrive(user: ReturnType<typeof userEvent.setup>, store: DriverDataStore) {
  await user.click(screen.getByRole('button', { name: 'Start shift' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'What do you do first?' })).getByRole('button', { name: 'Drive' }),
  );
  await waitFor(() => expect(store.getSnapshot().current).not.toBeNull());
  await store.idle();
  return phone.server.operationsReceived().at(-1);
}

describe('the planned shift offered at the start', () => {
  it('takes the plan’s route and the vehicles the driver may choose with one tap, and the shift records the plan', async () => {
    preferLanguages('en-GB');
    const store = await phone.open();
    renderDriver(<VehicleTab />, { store });
    const offer = screen.getByRole('region', { name: 'Your planned shift' });
    expect(within(offer).getByText('Today')).toBeTruthy();
    expect(within(offer).getByText('XYZ-789: locked to another phone, not chosen.')).toBeTruthy();

    const user = userEvent.setup();
    const take = within(offer).getByRole('button', { name: 'Use the planned shift' });
    await user.click(take);
    expect(within(offer).getByRole('status').textContent).toMatch(/route and vehicles are chosen/);
    // The same button, now the way back, keeps the focus.
    expect(take.textContent).toBe('Start without the plan');
    expect(document.activeElement).toBe(take);
    expect((screen.getByRole('checkbox', { name: 'ABC-123 Volvo FH' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'XYZ-789 Scania' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Route' }) as HTMLSelectElement).value).toBe(ROUTE.id);

    expect(await startWithDrive(user, store)).toMatchObject({
      kind: 'recordShift',
      shift: { plannedShiftId: NOW_PLAN.id, routeId: ROUTE.id, vehicleIds: [VEHICLE.id] },
    });
    expect(store.getSnapshot().plannedShifts.map((plan) => plan.id)).toEqual([TOMORROW.id]);
  });

  it('lets the driver start without it, keeping the route and vehicles taken', async () => {
    preferLanguages('en-GB');
    const store = await phone.open();
    renderDriver(<VehicleTab />, { store });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use the planned shift' }));
    await user.click(screen.getByRole('button', { name: 'Start without the plan' }));
    expect(screen.getByRole('button', { name: 'Use the planned shift' })).toBeTruthy();
    expect(await startWithDrive(user, store)).toMatchObject({
      shift: { plannedShiftId: null, routeId: ROUTE.id, vehicleIds: [VEHICLE.id] },
    });
  });

  it('is offered on the Work type tab too, in Finnish and Swedish', () => {
    for (const [language, title, take] of [
      ['fi-FI', 'Suunniteltu vuorosi', 'Käytä suunniteltua vuoroa'],
      ['sv-SE', 'Ditt planerade skift', 'Använd det planerade skiftet'],
    ] as const) {
      preferLanguages(language);
      const { unmount } = renderDriver(<WorkTypeTab />, { data: fakeDriverData({ plannedShifts: [NOW_PLAN] }) });
      const offer = screen.getByRole('region', { name: title });
      expect(within(offer).getByRole('button', { name: take })).toBeTruthy();
      unmount();
    }
  });

  it('is not offered when the nearest plan starts more than four hours away, and says when the office chooses vehicles', () => {
    preferLanguages('en-GB');
    const { unmount } = renderDriver(<VehicleTab />, { data: fakeDriverData({ plannedShifts: [fakePlan(5)] }) });
    expect(screen.queryByRole('region', { name: 'Your planned shift' })).toBeNull();
    unmount();
    const data = fakeDriverData({ plannedShifts: [NOW_PLAN] });
    data.context!.permissions.chooseVehicles = false;
    renderDriver(<VehicleTab />, { data });
    expect(screen.getByText("The office chooses your vehicles; the plan's vehicles are not taken.")).toBeTruthy();
  });
});
