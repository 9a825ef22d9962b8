import { vi } from 'vitest';
import { DEFAULT_DRIVER_APP_PERMISSIONS, type DeviceShift, type DriverContext } from '@rahti/domain';
import type { DriverData, ShiftView } from '../data/driver-data.types';

export const VEHICLES = {
  own: {
    id: '00000000-0000-4000-8000-0000000000a1',
    registerNumber: 'ABC-123',
    name: 'Scania R 450',
    lockedToOtherDevice: false,
  },
  locked: {
    id: '00000000-0000-4000-8000-0000000000a2',
    registerNumber: 'XYZ-789',
    name: 'Volvo FH',
    lockedToOtherDevice: true,
  },
} as const;

export function fakeContext(overrides: Partial<DriverContext> = {}): DriverContext {
  return {
    driver: {
      id: '00000000-0000-4000-8000-0000000000d1',
      firstName: 'Aino',
      lastName: 'Mäkinen',
      employeeNumber: '7',
      defaultVehicleId: null,
    },
    group: {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Day drivers',
      deviceLock: true,
      paidBreakType: 'paid',
      paidBreakLimitMinutes: null,
      customQuestions: [],
    },
    permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS },
    organisation: {
      id: '00000000-0000-4000-8000-0000000000c1',
      name: 'Kuljetus Äijälä Oy',
      timeZone: 'Europe/Helsinki',
    },
    vehicles: [VEHICLES.own, VEHICLES.locked],
    serverTime: '2026-03-02T08:00:00Z',
    ...overrides,
  };
}

type EventInput = Partial<DeviceShift['events'][number]> &
  Pick<DeviceShift['events'][number], 'workType' | 'start' | 'end'>;

/** A shift as the screens get it; `events` in time order, the last with end null while ongoing. */
export function fakeShift(
  events: EventInput[],
  overrides: Partial<Omit<ShiftView, 'content'>> & { content?: Partial<DeviceShift> } = {},
): ShiftView {
  const { content, ...view } = overrides;
  const fullEvents = events.map((event) => ({ answer: null, cutBefore: false, cutAfter: false, ...event }));
  const running = fullEvents.some((event) => event.end === null);
  return {
    clientKey: 'shift-1',
    id: '00000000-0000-4000-8000-000000000051',
    version: 3,
    status: running ? 'ongoing' : 'completed',
    approval: 'unapproved',
    hasDriverEdit: false,
    start: fullEvents[0]!.start,
    end: running ? null : fullEvents.at(-1)!.end,
    vehicles: [],
    pendingChanges: 0,
    endedByOffice: false,
    ...view,
    content: {
      clientKey: view.clientKey ?? 'shift-1',
      vehicleIds: [],
      routeId: null,
      plannedShiftId: null,
      events: fullEvents,
      startKm: null,
      endKm: null,
      consumptionLitres: null,
      bonuses: [],
      dailyAllowance: 0,
      ...content,
    },
  };
}

/** Screens' data with every action a spy that resolves, as the outbox does once stored. */
export function fakeDriverData(overrides: Partial<DriverData> = {}): DriverData {
  const current = overrides.current ?? null;
  return {
    ready: true,
    deviceId: 'PHONE12345',
    context: fakeContext(),
    current,
    shifts: current ? [current] : [],
    absences: [],
    sync: { state: 'saved', pending: 0, lastSyncedAt: '2026-03-02T07:55:00Z', problems: [] },
    autoSwitch: null,
    preTrip: null,
    tracking: 'off',
    routes: [],
    plannedShifts: [],
    transportTasks: [],
    stopEventsWaiting: [],
    startShift: vi.fn(() => Promise.resolve()),
    switchWorkType: vi.fn(() => Promise.resolve()),
    updateCurrentShift: vi.fn(() => Promise.resolve()),
    endShift: vi.fn(() => Promise.resolve()),
    undoAutoSwitch: vi.fn(() => Promise.resolve()),
    editShift: vi.fn(() => Promise.resolve()),
    createAbsence: vi.fn(() => Promise.resolve()),
    recordPreTripCheck: vi.fn(() => Promise.resolve()),
    recordStopEvent: vi.fn(() => Promise.resolve()),
    syncNow: vi.fn(() => Promise.resolve()),
    dismissProblem: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}
