import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addDriver, eventTimes, openShiftsSuite, shiftBody, shiftsApi, type ShiftJson } from './shift-fixtures';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof shiftsApi>;
let driverId: string;

beforeAll(async () => {
  ({ t, own, api, driverId } = await openShiftsSuite());
});
afterAll(() => t.close());

const at = (hours: string, date = '2026-06-01') => `${date}T${hours}:00.000Z`;
const admin = () => own.users.admin;
const split = (shift: ShiftJson, time: string, version = shift.version, language = 'en') =>
  api.call(admin(), 'POST', `/api/shifts/${shift.id}/split`, { at: time, version }, language);
const merge = (first: ShiftJson, second: ShiftJson) =>
  api.call(admin(), 'POST', '/api/shifts/merge', {
    firstId: first.id,
    firstVersion: first.version,
    secondId: second.id,
    secondVersion: second.version,
  });

describe('splitting a shift', () => {
  it('cuts the event at the instant; the first part keeps its id, key, bonuses and start km, the second gets the end km', async () => {
    const shift = await api.create(
      admin(),
      shiftBody(
        driverId,
        [
          { start: at('06:00'), end: at('10:00') },
          { workType: 5, start: at('10:00'), end: at('10:30') },
        ],
        {
          clientKey: 'split-me',
          vehicleIds: [own.vehicleId],
          startKm: 1000,
          endKm: 1300,
          bonuses: [{ type: 'crane', hours: 2 }],
          dailyAllowance: 2,
        },
      ),
    );
    const response = await split(shift, at('08:00'));
    expect(response.status).toBe(200);
    const { before, after } = response.body as unknown as { before: ShiftJson; after: ShiftJson };
    expect(before).toMatchObject({
      id: shift.id,
      clientKey: 'split-me',
      start: at('06:00'),
      end: at('08:00'),
      startKm: 1000,
      endKm: null,
      bonuses: [{ type: 'crane', hours: 2 }],
      dailyAllowance: 2,
      version: 2,
    });
    expect(after).toMatchObject({
      start: at('08:00'),
      end: at('10:30'),
      startKm: null,
      endKm: 1300,
      bonuses: [],
      dailyAllowance: 0,
      vehicles: [{ id: own.vehicleId }],
    });
    expect(after.id).not.toBe(shift.id);
    expect(after.clientKey).not.toBe('split-me');
    expect(before.events).toMatchObject([{ start: at('06:00'), end: at('08:00'), cutAfter: true }]);
    expect(after.events).toMatchObject([{ start: at('08:00'), end: at('10:00'), cutBefore: true }, { workType: 5 }]);
    for (const id of [before.id, after.id]) {
      expect(
        ((await api.call(admin(), 'GET', `/api/shifts/${id}/history`)).body as unknown as { action: string }[])[0],
      ).toMatchObject({ action: 'split', before: { id: shift.id, end: at('10:30') } });
    }
  });

  it('refuses an instant outside the shift (400 on `at`, in the caller language), an old version and an approved shift', async () => {
    const shift = await api.create(admin(), shiftBody(driverId, [{ start: at('12:00'), end: at('14:00') }]));
    expect(await split(shift, at('15:00'))).toMatchObject({
      status: 400,
      body: {
        code: 'shifts:problems.splitOutsideShift',
        fields: [{ path: 'at', message: 'Choose a time inside the shift' }],
      },
    });
    expect((await split(shift, at('15:00'), 1, 'sv')).body.message).toBe(
      t.context.translator.t('shifts:problems.splitOutsideShift', { lng: 'sv' }),
    );
    expect((await split(shift, at('13:00'), 7)).status).toBe(409);
    await api.call(admin(), 'POST', `/api/shifts/${shift.id}/approval`, { action: 'approve', version: 1 });
    expect(await split(shift, at('13:00'), 2)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.itemApproved' },
    });
  });
});

describe('merging shifts', () => {
  it('joins two shifts of a driver into the earlier one and removes the later', async () => {
    const earlier = await api.create(
      admin(),
      shiftBody(driverId, [{ start: at('06:00', '2026-06-02'), end: at('08:00', '2026-06-02') }], {
        startKm: 10,
        endKm: 20,
        vehicleIds: [own.vehicleId],
      }),
    );
    const later = await api.create(
      admin(),
      shiftBody(driverId, [{ workType: 2, start: at('09:00', '2026-06-02'), end: at('10:00', '2026-06-02') }], {
        startKm: 20,
        endKm: 35,
      }),
    );
    // Named in either order, the earlier one is kept.
    const merged = await merge(later, earlier);
    expect(merged).toMatchObject({
      status: 200,
      body: {
        id: earlier.id,
        start: at('06:00', '2026-06-02'),
        end: at('10:00', '2026-06-02'),
        startKm: 10,
        endKm: 35,
        version: 2,
      },
    });
    expect(eventTimes(merged.body as unknown as ShiftJson).map((e) => e.workType)).toEqual([1, 2]);
    expect((await api.call(admin(), 'GET', `/api/shifts/${later.id}`)).status).toBe(404);
    expect(
      (
        (await api.call(admin(), 'GET', `/api/shifts/${earlier.id}/history`)).body as unknown as { action: string }[]
      )[0],
    ).toMatchObject({ action: 'merge', before: { end: at('08:00', '2026-06-02') } });
  });

  it("refuses another driver's shift, the same shift twice, an old version and overlapping shifts", async () => {
    const other = await addDriver(t.context, own, { firstName: 'Olli', lastName: 'Muu' });
    const mine = await api.create(
      admin(),
      shiftBody(driverId, [{ start: at('06:00', '2026-06-03'), end: at('08:00', '2026-06-03') }]),
    );
    const theirs = await api.create(
      admin(),
      shiftBody(other, [{ start: at('09:00', '2026-06-03'), end: at('10:00', '2026-06-03') }]),
    );
    const overlapping = await api.create(
      admin(),
      shiftBody(driverId, [{ start: at('07:00', '2026-06-03'), end: at('09:00', '2026-06-03') }]),
    );
    expect(await merge(mine, theirs)).toMatchObject({
      status: 409,
      body: { code: 'shifts:mergeOtherDriver', message: 'Only shifts of the same driver can be merged' },
    });
    expect(await merge(mine, mine)).toMatchObject({ status: 400, body: { code: 'shifts:mergeSameShift' } });
    expect(await merge(mine, { ...overlapping, version: 3 })).toMatchObject({
      status: 409,
      body: { code: 'shifts:staleVersion' },
    });
    expect(await merge(mine, overlapping)).toMatchObject({
      status: 400,
      body: { code: 'shifts:problems.mergeOverlapping' },
    });
  });

  it('gives back the shift’s events after a split and a merge, wherever it is split', async () => {
    const date = '2026-06-10';
    const events = [
      { workType: 1, start: at('05:00', date), end: at('07:15', date), answer: null },
      { workType: 3, start: at('07:15', date), end: at('08:00', date), answer: '12 pallets' },
      { workType: 5, start: at('08:30', date), end: at('09:00', date), answer: null },
      { workType: 1, start: at('09:00', date), end: at('12:00', date), answer: null },
    ];
    const start = Date.parse(events[0]!.start);
    const end = Date.parse(events.at(-1)!.end);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: (end - start) / 60_000 - 1 }), async (minutes) => {
        const shift = await api.create(admin(), shiftBody(driverId, events));
        const parts = (await split(shift, new Date(start + minutes * 60_000).toISOString())).body as unknown as {
          before: ShiftJson;
          after: ShiftJson;
        };
        const merged = (await merge(parts.before, parts.after)).body as unknown as ShiftJson;
        expect(eventTimes(merged)).toEqual(events);
        expect(merged.events.every((e) => !e.cutBefore && !e.cutAfter)).toBe(true);
        await api.call(admin(), 'DELETE', `/api/shifts/${shift.id}?version=${merged.version}`);
      }),
      { numRuns: 12 },
    );
  });
});

describe('ending an ongoing shift', () => {
  it('ends the running event and the shift at the instant', async () => {
    const shift = await api.create(
      admin(),
      shiftBody(driverId, [
        { start: at('06:00', '2026-06-04'), end: at('07:00', '2026-06-04') },
        { workType: 2, start: at('07:00', '2026-06-04'), end: null },
      ]),
    );
    const end = (body: { at: string; version: number }) =>
      api.call(own.users.user, 'POST', `/api/shifts/${shift.id}/end`, body);
    expect(await end({ at: at('06:30', '2026-06-04'), version: 1 })).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'at', message: 'Choose an end time after the last event started' }] },
    });
    const ended = await end({ at: at('09:00', '2026-06-04'), version: 1 });
    expect(ended).toMatchObject({
      status: 200,
      body: { status: 'completed', end: at('09:00', '2026-06-04'), version: 2 },
    });
    expect((ended.body as unknown as ShiftJson).events.at(-1)).toMatchObject({
      workType: 2,
      end: at('09:00', '2026-06-04'),
    });
    expect(await end({ at: at('10:00', '2026-06-04'), version: 2 })).toMatchObject({
      status: 409,
      body: { code: 'shifts:notOngoing', message: 'This shift has already ended' },
    });
  });
});
