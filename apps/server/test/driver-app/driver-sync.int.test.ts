import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { shiftsApi, type ShiftJson } from '../shifts/shift-fixtures';
import {
  daysFromNow,
  type DriverApi,
  events,
  groupDriver,
  minutesAgo,
  newKey,
  openDriverSuite,
  snapshot,
} from './driver-fixtures';

let t: TestApp;
let own: TestTenant;
let phone: DriverApi;
let office: ReturnType<typeof shiftsApi>;
let anna: { driverId: string; groupId: string; user: TestUser };

beforeAll(async () => {
  ({ t, own, phone } = await openDriverSuite());
  office = shiftsApi(t);
  anna = await groupDriver(t, own, 'Anna');
});
afterAll(() => t.close());

const shiftIn = (response: { shifts: ShiftJson[] }, id: string | null) =>
  response.shifts.find((shift) => shift.id === id);
const history = async (id: string) =>
  (
    (await office.call(own.users.admin, 'GET', `/api/shifts/${id}/history`)).body as unknown as {
      action: string;
      byName: string;
    }[]
  ).map((entry) => [entry.action, entry.byName]);

describe('live recording', () => {
  it('makes the shift from the first snapshot, replaces its content with newer ones, and answers it with the sync', async () => {
    const key = newKey();
    const first = await phone.syncOne(anna.user, snapshot(key, 1, events([120, null])));
    expect(first).toMatchObject({
      key: `${key}#1`,
      outcome: 'applied',
      status: 200,
      message: null,
      itemId: expect.any(String),
    });
    expect(shiftIn(first.response, first.itemId)).toMatchObject({
      clientKey: key,
      driverId: anna.driverId,
      status: 'ongoing',
      approval: 'unapproved',
      hasDriverEdit: false,
    });

    const later = await phone.sync(anna.user, [
      snapshot(key, 2, events([120, 60], [60, null, 2])),
      snapshot(key, 3, events([120, 60], [60, 30, 2]), { startKm: 1000, endKm: 1042 }),
    ]);
    expect(later.results.map((r) => [r.outcome, r.itemId])).toEqual([
      ['applied', first.itemId],
      ['applied', first.itemId],
    ]);
    const shift = shiftIn(later, first.itemId)!;
    expect(shift).toMatchObject({
      status: 'completed',
      start: minutesAgo(120),
      end: minutesAgo(30),
      distanceKm: 42,
      hasDriverEdit: false,
    });
    expect(shift.events.map((e) => [e.workType, e.end])).toEqual([
      [1, minutesAgo(60)],
      [2, minutesAgo(30)],
    ]);
    // One entry for the first upload, one for the end; the taps between are not the office's history.
    expect(await history(first.itemId!)).toEqual([
      ['end', 'Driver Person'],
      ['create', 'Driver Person'],
    ]);
  });

  it('ignores a late older snapshot as stale', async () => {
    const key = newKey();
    const [, second] = (
      await phone.sync(anna.user, [snapshot(key, 1, events([300, null])), snapshot(key, 2, events([300, 240]))])
    ).results;
    const late = await phone.syncOne(anna.user, snapshot(key, 1, events([300, null])));
    expect(late).toMatchObject({ outcome: 'duplicate', itemId: second!.itemId });
    const older = await phone.syncOne(anna.user, {
      ...snapshot(key, 1, events([300, null])),
      key: `${key}#1-resent-under-another-key`,
    });
    expect(older).toMatchObject({ outcome: 'stale', status: 200, itemId: second!.itemId });
    expect(shiftIn(older.response, second!.itemId)).toMatchObject({ status: 'completed', end: minutesAgo(240) });
  });

  it('answers a replayed batch with the stored results and adds nothing', async () => {
    const key = newKey();
    const batch = [
      snapshot(key, 1, events([500, null])),
      snapshot(key, 2, events([500, 450])),
      {
        key: newKey(),
        kind: 'createAbsence',
        absence: {
          clientKey: newKey(),
          workType: 18,
          kind: 'vacation',
          startDate: daysFromNow(30),
          endDate: daysFromNow(34),
        },
      },
    ];
    const first = await phone.sync(anna.user, batch);
    const again = await phone.sync(anna.user, batch);
    expect(first.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    expect(again.results).toEqual(first.results.map((r) => ({ ...r, outcome: 'duplicate' })));
    expect(again.shifts.filter((s) => s.clientKey === key)).toHaveLength(1);
    expect(again.shifts).toEqual(first.shifts);
    expect(again.absences.filter((a) => a.id === first.results[2]!.itemId)).toHaveLength(1);
  });

  it('answers an operation its rules refuse as invalid, and applies the rest of the batch', async () => {
    const key = newKey();
    const overlapping = snapshot(newKey(), 1, events([600, 540], [560, 500]));
    const response = await phone.sync(anna.user, [overlapping, snapshot(key, 1, events([600, 500]))], {
      language: 'fi',
    });
    expect(response.results[0]).toMatchObject({
      outcome: 'invalid',
      status: 400,
      message: expect.stringMatching(/^shifts:problems\./),
      itemId: null,
    });
    expect(response.results[0]!.params.field).toMatch(/^shift\.events\./);
    expect(response.results[1]).toMatchObject({ outcome: 'applied' });
    expect(t.context.translator.t(response.results[0]!.message!, { lng: 'fi' })).not.toBe(response.results[0]!.message);
  });
});

describe('what the office did meanwhile', () => {
  async function recording() {
    const key = newKey();
    const result = await phone.syncOne(anna.user, snapshot(key, 1, events([90, 60], [60, null, 2])));
    const shift = shiftIn(result.response, result.itemId)!;
    return { key, shift };
  }

  it('an office end shows at the next sync, and a later snapshot is told the office ended it', async () => {
    const { key, shift } = await recording();
    const ended = await office.call(own.users.user, 'POST', `/api/shifts/${shift.id}/end`, {
      at: minutesAgo(10),
      version: shift.version,
    });
    expect(ended.status).toBe(200);
    expect(shiftIn(await phone.sync(anna.user, []), shift.id)).toMatchObject({
      status: 'completed',
      end: minutesAgo(10),
    });
    const next = await phone.syncOne(anna.user, snapshot(key, 2, events([90, 60], [60, 5, 2], [5, null, 5])));
    expect(next).toMatchObject({
      outcome: 'conflict',
      status: 409,
      message: 'driver-sync:conflicts.endedByOffice',
      itemId: shift.id,
      params: { at: expect.stringMatching(/\d/) },
    });
    expect(t.context.translator.t(next.message!, { lng: 'en', ...next.params })).toBe(
      `The office ended this shift at ${next.params.at}. Start a new shift to go on recording.`,
    );
    expect(shiftIn(next.response, shift.id)).toMatchObject({ end: minutesAgo(10) });
  });

  it('an approval stops recording and editing, in words the driver understands', async () => {
    const { key, shift } = await recording();
    await office.call(own.users.admin, 'POST', `/api/shifts/${shift.id}/end`, {
      at: minutesAgo(20),
      version: shift.version,
    });
    const approved = await office.call(own.users.admin, 'POST', `/api/shifts/${shift.id}/approval`, {
      action: 'approve',
      version: shift.version + 1,
    });
    expect(approved.status).toBe(200);
    const next = await phone.syncOne(anna.user, snapshot(key, 2, events([90, 60], [60, 20, 2])));
    expect(next).toMatchObject({
      outcome: 'conflict',
      status: 409,
      message: 'driver-sync:conflicts.approved',
      itemId: shift.id,
    });
    expect(t.context.translator.t(next.message!, { lng: 'en' })).toBe(
      'The office approved this shift. Ask them to remove the approval to change it.',
    );
    const edit = await phone.syncOne(anna.user, {
      key: newKey(),
      kind: 'editShift',
      shiftId: shift.id,
      version: shift.version + 2,
      shift: { clientKey: key, events: events([90, 20]) },
    });
    expect(edit).toMatchObject({ outcome: 'conflict', status: 409, message: 'driver-sync:conflicts.approved' });
  });

  it('an office check does not stop the recording (the changed shift is to be checked again)', async () => {
    const { key, shift } = await recording();
    expect(
      (
        await office.call(own.users.user, 'POST', `/api/shifts/${shift.id}/approval`, {
          action: 'check',
          version: shift.version,
        })
      ).status,
    ).toBe(200);
    const next = await phone.syncOne(anna.user, snapshot(key, 2, events([90, 60], [60, 15, 2], [15, null, 5])));
    expect(next).toMatchObject({ outcome: 'applied', itemId: shift.id });
    expect(shiftIn(next.response, shift.id)).toMatchObject({ approval: 'unapproved', status: 'ongoing' });
    expect(shiftIn(next.response, shift.id)!.events).toHaveLength(3);
  });

  it("an office change of the content is not overwritten by the phone's next snapshot", async () => {
    const { key, shift } = await recording();
    const changed = await office.call(own.users.user, 'PUT', `/api/shifts/${shift.id}`, {
      driverId: anna.driverId,
      events: events([95, 60], [60, null, 2]),
      version: shift.version,
    });
    expect(changed.status).toBe(200);
    const next = await phone.syncOne(anna.user, snapshot(key, 2, events([90, 60], [60, 15, 2], [15, null, 5])));
    expect(next).toMatchObject({
      outcome: 'conflict',
      message: 'driver-sync:conflicts.changedByOffice',
      itemId: shift.id,
    });
    expect(shiftIn(next.response, shift.id)).toMatchObject({ start: minutesAgo(95) });
  });

  it('a phone takes over an ongoing shift the office changed (or another phone recorded) by naming the version it saw', async () => {
    const { key, shift } = await recording();
    const changed = await office.call(own.users.user, 'PUT', `/api/shifts/${shift.id}`, {
      driverId: anna.driverId,
      events: events([95, 60], [60, null, 2]),
      version: shift.version,
    });
    const seen = (changed.body as unknown as ShiftJson).version;
    const tooOld = await phone.syncOne(anna.user, {
      ...snapshot(key, 1, events([95, 60], [60, 10, 2], [10, null, 3])),
      key: `${key}#takeover-old`,
      basedOnVersion: shift.version,
    });
    expect(tooOld).toMatchObject({ outcome: 'stale', itemId: shift.id });
    const takeover = await phone.syncOne(anna.user, {
      ...snapshot(key, 1, events([95, 60], [60, 10, 2], [10, null, 3])),
      key: `${key}#takeover`,
      basedOnVersion: seen,
    });
    expect(takeover).toMatchObject({ outcome: 'applied', itemId: shift.id });
    const next = await phone.syncOne(
      anna.user,
      snapshot(key, 2, events([95, 60], [60, 10, 2], [10, 5, 3], [5, null, 1])),
    );
    expect(next).toMatchObject({ outcome: 'applied' });
    expect(shiftIn(next.response, shift.id)!.events.map((event) => event.workType)).toEqual([1, 2, 3, 1]);
  });

  it('a shift the office removed is not brought back by the phone', async () => {
    const { key, shift } = await recording();
    expect(
      (await office.call(own.users.admin, 'DELETE', `/api/shifts/${shift.id}?version=${shift.version}`)).status,
    ).toBe(204);
    const next = await phone.syncOne(anna.user, snapshot(key, 2, events([90, 60], [60, 15, 2])));
    expect(next).toMatchObject({ outcome: 'conflict', message: 'driver-sync:conflicts.removedByOffice', itemId: null });
    expect(next.response.shifts.filter((s) => s.clientKey === key)).toEqual([]);
  });
});

describe("the driver's own edits", () => {
  it('are flagged for the office, checked against the version, and hold the live recording until reviewed', async () => {
    const key = newKey();
    const created = await phone.syncOne(anna.user, snapshot(key, 1, events([700, 640])));
    const shift = shiftIn(created.response, created.itemId)!;
    const edit = (version: number, end: number) => ({
      key: newKey(),
      kind: 'editShift',
      shiftId: shift.id,
      version,
      shift: { clientKey: key, events: events([700, end]) },
    });
    const edited = await phone.syncOne(anna.user, edit(shift.version, 630));
    expect(edited).toMatchObject({ outcome: 'applied', itemId: shift.id });
    expect(shiftIn(edited.response, shift.id)).toMatchObject({ hasDriverEdit: true, end: minutesAgo(630) });

    const staleEdit = await phone.syncOne(anna.user, edit(shift.version, 620));
    expect(staleEdit).toMatchObject({
      outcome: 'conflict',
      status: 409,
      message: 'shifts:staleVersion',
      params: { by: 'Driver Person', at: expect.any(String) },
      itemId: shift.id,
    });

    const recorded = await phone.syncOne(anna.user, snapshot(key, 2, events([700, 600])));
    expect(recorded).toMatchObject({ outcome: 'conflict', message: 'driver-sync:conflicts.pendingDriverEdit' });
  });
});
