import type { Absence, DeviceShift, Shift, SyncOperation } from '@rahti/domain';
import { describe, expect, it } from 'vitest';
import type { LocalShift } from './driver-db';
import { absenceViewsOf, shiftViewsOf } from './shift-views';

const at = (time: string) => `2026-05-04T${time}:00.000Z`;
const truck = { id: 'v1', registerNumber: 'ABC-123', name: 'Volvo' };

function content(clientKey: string, events: [number, string, string | null][], extra: Partial<DeviceShift> = {}): DeviceShift {
  return {
    clientKey,
    vehicleIds: ['v1'],
    routeId: null,
    plannedShiftId: null,
    events: events.map(([workType, start, end]) => ({ workType, start, end, answer: null, cutBefore: false, cutAfter: false })),
    startKm: null,
    endKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
    ...extra,
  };
}

function serverShift(shift: DeviceShift, extra: Partial<Shift> = {}): Shift {
  const isRunning = shift.events.some((event) => event.end === null);
  return {
    id: `id-${shift.clientKey}`,
    clientKey: shift.clientKey,
    driverId: 'd1',
    driverName: 'Aino Ajaja',
    routeId: null,
    plannedShiftId: null,
    start: shift.events[0]!.start,
    end: isRunning ? null : shift.events.at(-1)!.end,
    status: isRunning ? 'ongoing' : 'completed',
    vehicles: [truck],
    events: shift.events.map((event, index) => ({ ...event, id: `e${index}` })),
    startKm: shift.startKm,
    endKm: shift.endKm,
    distanceKm: null,
    consumptionLitres: null,
    bonuses: [],
    dailyAllowance: 0,
    approval: 'unapproved',
    hasDriverEdit: false,
    version: 3,
    createdAt: '',
    updatedAt: '',
    ...extra,
  };
}

const local = (shift: DeviceShift, fields: Partial<LocalShift> = {}): LocalShift => ({
  clientKey: shift.clientKey,
  content: shift,
  seq: 2,
  confirmedSeq: 2,
  isOngoing: false,
  endedByOffice: false,
  ...fields,
});

describe('shift views', () => {
  it("shows the server's shift, the phone's newer copy, and a waiting change, newest first", () => {
    const yesterday = content('a', [[1, at('06:00'), at('14:00')]]);
    const todayOnServer = content('b', [[2, at('15:00'), null]]);
    const todayOnPhone = content('b', [[2, at('15:00'), at('15:30')], [1, at('15:30'), null]]);
    const waiting: SyncOperation = { key: 'k', kind: 'recordShift', seq: 4, shift: content('b', [[2, at('15:00'), at('15:30')], [1, at('15:30'), at('16:00')], [5, at('16:00'), null]]) };
    const views = shiftViewsOf({
      serverShifts: [serverShift(yesterday, { approval: 'approved' }), serverShift(todayOnServer)],
      localShifts: [local(todayOnPhone, { seq: 3, isOngoing: true })],
      outbox: [waiting],
      vehicles: [],
    });
    expect(views.map((view) => [view.clientKey, view.status, view.approval, view.pendingChanges, view.content.events.length, view.end])).toEqual([
      ['b', 'ongoing', 'unapproved', 1, 3, null],
      ['a', 'completed', 'approved', 0, 1, at('14:00')],
    ]);
    expect(views[0]).toMatchObject({ id: 'id-b', version: 3, start: at('15:00'), vehicles: [truck] });
  });

  it('shows a shift only the phone has, naming its vehicle from the context', () => {
    const [view] = shiftViewsOf({ serverShifts: [], localShifts: [local(content('c', [[4, at('08:00'), null]]), { isOngoing: true, confirmedSeq: 0 })], outbox: [], vehicles: [truck] });
    expect(view).toMatchObject({ id: null, version: null, status: 'ongoing', approval: 'unapproved', vehicles: [truck], endedByOffice: false });
  });

  it("shows the office's end of a shift it ended", () => {
    const onPhone = content('d', [[1, at('06:00'), at('09:00')], [2, at('09:00'), at('10:00')]]);
    const onServer = content('d', [[1, at('06:00'), at('09:00')]]);
    const [view] = shiftViewsOf({ serverShifts: [serverShift(onServer)], localShifts: [local(onPhone, { seq: 3, endedByOffice: true })], outbox: [], vehicles: [] });
    expect(view).toMatchObject({ status: 'completed', endedByOffice: true, end: at('09:00') });
  });

  it('lists absences waiting on the phone once, until the server has them', () => {
    const absence = { clientKey: 'x', workType: 18 as const, kind: 'vacation' as const, startDate: '2026-06-01', endDate: '2026-06-05', hours: null, note: '' };
    const outbox = [{ operation: { key: 'k', kind: 'createAbsence' as const, absence }, queuedAt: at('07:00') }];
    const waiting = absenceViewsOf({ serverAbsences: [], outbox, driver: { id: 'd1', name: 'Aino Ajaja' } });
    expect(waiting).toEqual([{ ...absence, id: 'x', driverId: 'd1', driverName: 'Aino Ajaja', approval: 'unapproved', hasDriverEdit: false, version: 0, createdAt: at('07:00'), updatedAt: at('07:00'), pending: true }]);
    const stored: Absence = { ...waiting[0]!, id: 'server-id', version: 1 };
    expect(absenceViewsOf({ serverAbsences: [stored], outbox, driver: null }).map((view) => [view.id, view.pending])).toEqual([['server-id', false]]);
  });
});
