/**
 * TEMPORARY — replaced at merge by the data layer's file of the same path (issue 11, decision
 * 0012), which keeps everything in IndexedDB and syncs it. This one holds a made-up driver
 * context and the shifts in memory only, so the screens can be clicked through in this branch.
 * Nothing here is sent anywhere, and a reload forgets it all.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { DEFAULT_DRIVER_APP_PERMISSIONS, type DeviceShift, type DriverContext } from '@rahti/domain';
import { DriverDataContext } from './driver-data-context';
import type { DriverData, DriverDataSnapshot, ShiftView } from './driver-data.types';
import { useOnline } from '../lib/use-online';

const DEMO_CONTEXT: DriverContext = {
  driver: { id: '00000000-0000-4000-8000-0000000000d1', firstName: 'Demo', lastName: 'Driver', employeeNumber: '1', defaultVehicleId: '00000000-0000-4000-8000-0000000000a1' },
  group: {
    id: '00000000-0000-4000-8000-0000000000b1',
    name: 'Demo group',
    deviceLock: true,
    paidBreakType: 'paid',
    paidBreakLimitMinutes: null,
    customQuestions: [{ workType: 2, text: 'How many pallets did you load?', unit: 'pcs' }],
  },
  permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, createContractWork: true },
  organisation: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Demo Haulage Oy', timeZone: 'Europe/Helsinki' },
  vehicles: [
    { id: '00000000-0000-4000-8000-0000000000a1', registerNumber: 'ABC-123', name: 'Scania R 450', lockedToOtherDevice: false },
    { id: '00000000-0000-4000-8000-0000000000a2', registerNumber: 'XYZ-789', name: 'Volvo FH', lockedToOtherDevice: true },
    { id: '00000000-0000-4000-8000-0000000000a3', registerNumber: 'TRL-001', name: 'Trailer', lockedToOtherDevice: false },
  ],
  serverTime: new Date().toISOString(),
};

const newKey = () => crypto.randomUUID();

function viewOf(content: DeviceShift, previous?: ShiftView): ShiftView {
  const running = content.events.some((event) => event.end === null);
  return {
    clientKey: content.clientKey,
    // Pretends to have been uploaded at once, so the review screen's edit can be tried.
    id: previous?.id ?? crypto.randomUUID(),
    version: previous?.version ?? 1,
    status: running ? 'ongoing' : 'completed',
    approval: previous?.approval ?? 'unapproved',
    hasDriverEdit: previous?.hasDriverEdit ?? false,
    content,
    start: content.events[0]?.start ?? new Date().toISOString(),
    end: running ? null : (content.events.at(-1)?.end ?? null),
    vehicles: DEMO_CONTEXT.vehicles.filter((v) => content.vehicleIds.includes(v.id)).map(({ id, registerNumber, name }) => ({ id, registerNumber, name })),
    pendingChanges: 0,
    endedByOffice: false,
  };
}

const closeRunning = (events: DeviceShift['events'], at: string) => events.map((event) => (event.end === null ? { ...event, end: at } : event));

export function DriverDataProvider({ children }: { userManager: UserManager; children: ReactNode }) {
  const online = useOnline();
  const [deviceId] = useState(() => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join(''));
  const [shifts, setShifts] = useState<ShiftView[]>([]);
  const [absences, setAbsences] = useState<DriverDataSnapshot['absences']>([]);
  const [problems, setProblems] = useState<DriverDataSnapshot['sync']['problems']>([]);
  const current = shifts.find((shift) => shift.status === 'ongoing') ?? null;

  const changeCurrent = useCallback((change: (content: DeviceShift) => DeviceShift) => {
    setShifts((all) => all.map((shift) => (shift.status === 'ongoing' ? viewOf(change(shift.content), shift) : shift)));
    return Promise.resolve();
  }, []);

  const value = useMemo<DriverData>(
    () => ({
      ready: true,
      deviceId,
      context: DEMO_CONTEXT,
      current,
      shifts,
      absences,
      sync: { state: online ? 'saved' : 'offline', pending: 0, lastSyncedAt: new Date().toISOString(), problems },
      autoSwitch: null,
      tracking: current ? 'on' : 'off',
      startShift: (input) => {
        const now = new Date().toISOString();
        const content: DeviceShift = {
          clientKey: newKey(),
          vehicleIds: input.vehicleIds,
          routeId: null,
          events: [{ workType: input.workType, start: now, end: null, answer: input.answer ?? null, cutBefore: false, cutAfter: false }],
          startKm: input.startKm,
          endKm: null,
          consumptionLitres: null,
          bonuses: [],
          dailyAllowance: 0,
        };
        setShifts((all) => [viewOf(content), ...all]);
        return Promise.resolve();
      },
      switchWorkType: (workType, answer) => {
        const now = new Date().toISOString();
        return changeCurrent((content) => ({
          ...content,
          events: [...closeRunning(content.events, now), { workType, start: now, end: null, answer: answer ?? null, cutBefore: false, cutAfter: false }],
        }));
      },
      updateCurrentShift: (details) => changeCurrent((content) => ({ ...content, ...details })),
      endShift: (details) => changeCurrent((content) => ({ ...content, ...details, events: closeRunning(content.events, new Date().toISOString()) })),
      undoAutoSwitch: () => Promise.resolve(),
      editShift: (clientKey, content) => {
        setShifts((all) => all.map((shift) => (shift.clientKey === clientKey ? { ...viewOf(content, shift), hasDriverEdit: true } : shift)));
        return Promise.resolve();
      },
      createAbsence: (absence) => {
        const now = new Date().toISOString();
        setAbsences((all) => [
          { ...absence, id: newKey(), clientKey: newKey(), driverId: DEMO_CONTEXT.driver!.id, driverName: 'Demo Driver', approval: 'unapproved', hasDriverEdit: false, version: 1, createdAt: now, updatedAt: now, pending: true },
          ...all,
        ]);
        return Promise.resolve();
      },
      syncNow: () => Promise.resolve(),
      dismissProblem: (key) => {
        setProblems((all) => all.filter((problem) => problem.key !== key));
        return Promise.resolve();
      },
    }),
    [deviceId, current, shifts, absences, online, problems, changeCurrent],
  );
  return <DriverDataContext.Provider value={value}>{children}</DriverDataContext.Provider>;
}
