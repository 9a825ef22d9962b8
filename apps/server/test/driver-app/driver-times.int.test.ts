import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant, TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { shiftBody, shiftsApi, shiftsTenant, signInDriver } from '../shifts/shift-fixtures';
import { driverApi, groupDriver, newKey, type DriverApi } from './driver-fixtures';

/** What a driver may record: times at most a day ahead of the app's clock and at most a year back (issue 21). */
const NOW = new Date('2026-06-10T12:00:00Z');
const SECOND = 1000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

let t: TestApp;
let own: TestTenant;
let phone: DriverApi;
let office: ReturnType<typeof shiftsApi>;
let anna: { driverId: string; groupId: string; user: TestUser };

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  own = await shiftsTenant(t);
  phone = driverApi(t);
  office = shiftsApi(t);
  anna = await groupDriver(t, own, 'Anna');
});
afterAll(() => t.close());

/** A shift of one driving event from `start` to `end` (ms), as the phone records it. */
const recorded = (start: number, end: number | null) => {
  const clientKey = newKey();
  return {
    key: `${clientKey}#1`,
    kind: 'recordShift',
    seq: 1,
    shift: { clientKey, events: [{ workType: 1, start: iso(start), end: end === null ? null : iso(end) }] },
  };
};
const absence = (startDate: string, endDate: string) => ({
  key: newKey(),
  kind: 'createAbsence',
  absence: { clientKey: newKey(), workType: 18, kind: 'vacation', startDate, endDate },
});
const say = (message: string | null, language: string) => t.context.translator.t(message ?? '', { lng: language });

describe('the driver app sync', () => {
  it('refuses a shift dated 2099 or 1900 as invalid, in words, and applies the rest of the batch', async () => {
    const future = recorded(Date.parse('2099-01-01T06:00:00Z'), Date.parse('2099-01-01T14:00:00Z'));
    const past = recorded(Date.parse('1900-01-01T06:00:00Z'), Date.parse('1900-01-01T14:00:00Z'));
    const today = recorded(NOW.getTime() - 3 * 3_600_000, NOW.getTime() - 3_600_000);
    const response = await phone.sync(anna.user, [future, past, today]);

    expect(response.results[0]).toMatchObject({
      key: future.key,
      outcome: 'invalid',
      status: 400,
      message: 'shifts:problems.timeTooFarAhead',
      params: { field: 'events.0.start' },
      itemId: null,
    });
    expect(response.results[1]).toMatchObject({
      key: past.key,
      outcome: 'invalid',
      status: 400,
      message: 'shifts:problems.timeTooFarBack',
      params: { field: 'events.0.start' },
      itemId: null,
    });
    expect(response.results[2]).toMatchObject({ outcome: 'applied' });
    expect(response.shifts.map((shift) => shift.clientKey)).toEqual([today.shift.clientKey]);

    expect(say(response.results[0]!.message, 'en')).toBe('A time can be at most a day ahead of now');
    expect(say(response.results[0]!.message, 'fi')).toBe('Aika voi olla enintään vuorokauden tulevaisuudessa');
    expect(say(response.results[1]!.message, 'sv')).toBe('En tid kan ligga högst ett år bakåt');
    // Sent again, the refused operation is answered the same and still stores nothing.
    expect((await phone.syncOne(anna.user, future)).status).toBe(400);
    expect(
      (await office.call(own.users.admin, 'GET', `/api/shifts?from=2099-01-01&to=2099-01-02&driverId=${anna.driverId}`))
        .body.items,
    ).toEqual([]);
  });

  it('takes a time up to a day ahead and up to a year back, and not a second more', async () => {
    const dayAhead = NOW.getTime() + DAY;
    const yearBack = Date.parse('2025-06-10T12:00:00Z');
    const outcome = async (start: number, end: number | null) =>
      (await phone.syncOne(anna.user, recorded(start, end))).outcome;
    expect(await outcome(dayAhead - 3_600_000, dayAhead)).toBe('applied');
    expect(await outcome(yearBack, yearBack + 3_600_000)).toBe('applied');
    expect(await outcome(NOW.getTime() - 3_600_000, dayAhead + SECOND)).toBe('invalid');
    expect(await outcome(yearBack - SECOND, yearBack + 3_600_000)).toBe('invalid');
    const ongoing = await phone.syncOne(anna.user, recorded(dayAhead + SECOND, null));
    expect(ongoing).toMatchObject({ outcome: 'invalid', params: { field: 'events.0.start' } });
  });

  it('refuses a review edit that moves a shift out of reach', async () => {
    const made = await phone.syncOne(anna.user, recorded(NOW.getTime() - 5 * 3_600_000, NOW.getTime() - 4 * 3_600_000));
    const shift = made.response.shifts.find((item) => item.id === made.itemId)!;
    const edit = await phone.syncOne(anna.user, {
      key: newKey(),
      kind: 'editShift',
      shiftId: shift.id,
      version: shift.version,
      shift: {
        clientKey: shift.clientKey,
        events: [{ workType: 1, start: '2099-06-10T06:00:00Z', end: '2099-06-10T07:00:00Z' }],
      },
    });
    expect(edit).toMatchObject({
      outcome: 'invalid',
      status: 400,
      message: 'shifts:problems.timeTooFarAhead',
      params: { field: 'events.0.start' },
    });
    expect(edit.response.shifts.find((item) => item.id === shift.id)).toMatchObject({
      version: shift.version,
      start: shift.start,
    });
  });

  it('takes an absence within a year back and a year ahead, and refuses one beyond, in words', async () => {
    const response = await phone.sync(anna.user, [
      absence('2026-12-21', '2027-01-08'),
      absence('2028-07-01', '2028-07-05'),
      absence('1900-01-01', '1900-01-02'),
      absence('2027-06-01', '2027-06-11'),
    ]);
    expect(response.results.map((result) => [result.outcome, result.message, result.params.field])).toEqual([
      ['applied', null, undefined],
      ['invalid', 'shifts:absenceTooFarAhead', 'endDate'],
      ['invalid', 'shifts:absenceTooFarBack', 'startDate'],
      ['invalid', 'shifts:absenceTooFarAhead', 'endDate'],
    ]);
    expect(say('shifts:absenceTooFarAhead', 'fi')).toBe('Poissaolo voi päättyä enintään vuoden päästä');
    expect(say('shifts:absenceTooFarBack', 'sv')).toBe('En frånvaro kan börja högst ett år bakåt');
    expect((await phone.syncOne(anna.user, absence('2025-06-10', '2025-06-11'))).outcome).toBe('applied');
    expect((await phone.syncOne(anna.user, absence('2027-06-09', '2027-06-10'))).outcome).toBe('applied');
  });
});

describe('the shifts and absences API', () => {
  it("refuses a driver's own shift or absence out of reach, as the sync does; the office enters any date", async () => {
    const bruno = await signInDriver(t.context, own, own.driverId!, 'fi');
    const far = shiftBody(own.driverId!, [{ start: '2099-01-01T06:00:00Z', end: '2099-01-01T14:00:00Z' }]);
    const refused = await office.call(bruno, 'POST', '/api/shifts', far, 'fi');
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'shifts:problems.timeTooFarAhead',
        fields: [{ path: 'events.0.start', message: 'Aika voi olla enintään vuorokauden tulevaisuudessa' }],
      },
    });
    expect(await office.call(own.users.admin, 'POST', '/api/shifts', far)).toMatchObject({ status: 201 });

    const recent = await office.call(
      bruno,
      'POST',
      '/api/shifts',
      shiftBody(own.driverId!, [{ start: '2026-06-09T06:00:00Z', end: '2026-06-09T14:00:00Z' }]),
    );
    expect(recent.status).toBe(201);
    const moved = await office.call(bruno, 'PUT', `/api/shifts/${String(recent.body.id)}`, {
      ...shiftBody(own.driverId!, [{ start: '1900-06-09T06:00:00Z', end: '1900-06-09T14:00:00Z' }]),
      version: 1,
    });
    expect(moved).toMatchObject({ status: 400, body: { code: 'shifts:problems.timeTooFarBack' } });

    const vacation = {
      driverId: own.driverId!,
      workType: 18,
      kind: 'vacation',
      startDate: '2030-07-01',
      endDate: '2030-07-05',
    };
    expect(await office.call(bruno, 'POST', '/api/absences', vacation)).toMatchObject({
      status: 400,
      body: { code: 'shifts:absenceTooFarAhead', fields: [{ path: 'endDate' }] },
    });
    expect(await office.call(own.users.admin, 'POST', '/api/absences', vacation)).toMatchObject({ status: 201 });
  });
});
