import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addDriver, addShift, addVehicle } from './timesheet-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

const NOW = new Date('2026-10-24T12:10:00Z');
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let driverId: string;
let vehicleId: string;
let shiftId: string;
let otherShiftId: string;

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => NOW } }));
  driverId = await addDriver(t, own, { firstName: 'Pekka', lastName: 'Äijälä', employeeNumber: 'E-7' });
  vehicleId = await addVehicle(t, own, 'ABC-123');
  const trailer = await addVehicle(t, own, 'XYZ-9');
  // Saturday 24 October in Helsinki (EEST, UTC+3): 06:00–08:30 drive, 08:30–09:00 load, then a type this version does not know.
  shiftId = await addShift(t, own, {
    driverId,
    vehicleIds: [vehicleId, trailer],
    approval: 'checked',
    events: [
      { workType: 1, start: '2026-10-24T03:00:00Z', end: '2026-10-24T05:30:00Z' },
      { workType: 2, start: '2026-10-24T05:30:00Z', end: '2026-10-24T06:00:00Z', answer: '=12 lavaa; kylmä' },
      { workType: 99, start: '2026-10-24T06:00:00Z', end: '2026-10-24T06:15:00Z' },
    ],
  });
  const second = await addDriver(t, own, { firstName: 'Sara', lastName: 'Berg' });
  // Still running at noon UTC: 40 minutes up to now.
  otherShiftId = await addShift(t, own, {
    driverId: second,
    events: [{ workType: 1, start: '2026-10-24T11:30:00Z', end: null }],
  });
  const theirDriver = await addDriver(t, other, { firstName: 'Olli', lastName: 'Muu' });
  await addShift(t, other, {
    driverId: theirDriver,
    events: [{ workType: 1, start: '2026-10-24T04:00:00Z', end: '2026-10-24T05:00:00Z' }],
  });
});
afterAll(() => t.close());

const day = 'from=2026-10-24&to=2026-10-24';

describe('the events list', () => {
  it("lists the period's events of every driver in time order, with the shift's vehicles and approval", async () => {
    const response = await api(own.users.user, 'GET', `/api/events?${day}`);
    expect(response.status).toBe(200);
    expect(response.body.nextCursor).toBeNull();
    expect(response.body.items).toEqual([
      expect.objectContaining({
        shiftId,
        driverId,
        driverName: 'Äijälä Pekka',
        employeeNumber: 'E-7',
        workType: 1,
        start: '2026-10-24T03:00:00.000Z',
        end: '2026-10-24T05:30:00.000Z',
        minutes: 150,
        registerNumbers: ['ABC-123', 'XYZ-9'],
        answer: null,
        approval: 'checked',
      }),
      expect.objectContaining({ workType: 2, minutes: 30, answer: '=12 lavaa; kylmä' }),
      expect.objectContaining({ workType: 99, minutes: 15 }),
      expect.objectContaining({
        shiftId: otherShiftId,
        driverName: 'Berg Sara',
        end: null,
        minutes: 40,
        registerNumbers: [],
        approval: 'unapproved',
      }),
    ]);
  });

  it('filters by work type, vehicle, approval and driver, and pages with a cursor', async () => {
    const types = async (query: string) =>
      ((await api(own.users.user, 'GET', `/api/events?${day}&${query}`)).body.items as { workType: number }[]).map(
        (row) => row.workType,
      );
    expect(await types('workType=2')).toEqual([2]);
    expect(await types(`vehicleId=${vehicleId}`)).toEqual([1, 2, 99]);
    expect(await types('approval=unapproved')).toEqual([1]);
    expect(await types('search=berg')).toEqual([1]);
    expect(await types(`driverId=${driverId}&limit=2`)).toEqual([1, 2]);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await api(own.users.user, 'GET', `/api/events?${day}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(page.body.items as { minutes: number }[]).map((row) => row.minutes));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual([150, 30, 15, 40]);
  });

  it('keeps to the local day: the day before and after have none of these events', async () => {
    for (const query of ['from=2026-10-23&to=2026-10-23', 'from=2026-10-25&to=2026-10-25']) {
      expect((await api(own.users.user, 'GET', `/api/events?${query}`)).body.items).toEqual([]);
    }
  });
});

describe('the events file', () => {
  it('has the Finnish headers, local times, work type names, minutes, vehicles, answers and approval states', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events.csv?${day}&driverId=${driverId}`,
      headers: { ...own.users.user.headers, 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe(
      '\uFEFFKuljettaja;Henkilönumero;Työlaji;Alku;Loppu;Minuutit;Ajoneuvot;Vastaus;Hyväksyntä\r\n' +
        'Äijälä Pekka;E-7;Ajo;24.10.2026 06:00;24.10.2026 08:30;150;ABC-123, XYZ-9;;Tarkastettu\r\n' +
        `Äijälä Pekka;E-7;Lastaus;24.10.2026 08:30;24.10.2026 09:00;30;ABC-123, XYZ-9;"'=12 lavaa; kylmä";Tarkastettu\r\n` +
        'Äijälä Pekka;E-7;Tuntematon;24.10.2026 09:00;24.10.2026 09:15;15;ABC-123, XYZ-9;;Tarkastettu\r\n',
    );
  });

  it('writes a running event with no end and its minutes up to now, and English headers for English', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events.csv?${day}&search=berg`,
      headers: { ...own.users.user.headers, 'accept-language': 'en' },
    });
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFDriver;Employee number;Work type;Start;End;Minutes;Vehicles;Answer;Approval',
      'Berg Sara;;Drive;24.10.2026 14:30;;40;;;Not approved',
      '',
    ]);
  });
});
