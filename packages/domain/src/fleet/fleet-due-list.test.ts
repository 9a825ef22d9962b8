import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetCalendarEvents, fleetItemEventUid, type FleetCalendarWords } from './fleet-calendar';
import { dueList, overdueItemsByVehicle } from './fleet-due-list';
import { FLEET_ITEM_STATES } from './fleet-item-rules';
import type { ExpiringDocument, FleetItemRow } from './fleet-item.schemas';

const VOLVO = '00000000-0000-4000-8000-000000000501';
const SCANIA = '00000000-0000-4000-8000-000000000502';
let next = 600;
const id = () => `00000000-0000-4000-8000-000000000${String(next++).padStart(3, '0')}`;

/** An occurrence as the fleet page answers it; the due list reads its id, vehicle, type, state and dates only. */
const row = (overrides: Partial<FleetItemRow>) =>
  ({
    id: id(),
    vehicleId: VOLVO,
    type: 'maintenance',
    state: 'pending',
    description: '',
    ...overrides,
  }) as FleetItemRow;
const km = (overrides: Partial<FleetItemRow>) => row({ dueType: 'distance', ...overrides });
const licence = (overrides: Partial<ExpiringDocument>): ExpiringDocument => ({
  driverId: '00000000-0000-4000-8000-000000000901',
  driverName: 'Aalto Anna',
  code: 'ADR',
  expiresOn: '2026-03-20',
  state: 'expiring',
  ...overrides,
});

// Monday 2 March 2026; the horizon's last day is 16 March.
const TODAY = '2026-03-02';
const lateService = row({ state: 'overdue', dueDate: '2026-02-27' });
const inspection = row({ vehicleId: SCANIA, type: 'inspection', state: 'dueSoon', dueDate: '2026-03-16' });
const afterHorizon = row({ state: 'dueSoon', dueDate: '2026-03-17' });
const doneLate = row({ state: 'done', dueDate: '2026-02-01', completedDate: '2026-02-02' });
// 120 000 km, now 121 500: overdue; the forecast dates when it fell due.
const oilChange = km({ state: 'overdue', dueKm: 120_000, currentKm: 121_500, forecastDate: '2026-02-25' });
// 150 000 km, now 148 800 at 300 km a day: ⌈1 200 ÷ 300⌉ = 4 days → 6 March.
const tyres = km({
  type: 'tyreChange',
  state: 'dueSoon',
  dueKm: 150_000,
  currentKm: 148_800,
  forecastDate: '2026-03-06',
});
// No rate, so no forecast: not on the upcoming list, whatever its km.
const noForecast = km({ vehicleId: SCANIA, state: 'dueSoon', dueKm: 60_000, currentKm: 59_000 });
const expired = licence({ code: 'C', expiresOn: '2026-03-01', state: 'expired' });
const expiring = licence({ expiresOn: '2026-03-16' });
const expiringLater = licence({ code: 'CE', expiresOn: '2026-04-20' });

describe('the due list of the next 14 days', () => {
  const list = dueList({
    today: TODAY,
    items: [afterHorizon, tyres, doneLate, inspection, noForecast, oilChange, lateService],
    documents: [expiringLater, expiring, expired],
  });
  const names = (entries: typeof list.overdue) =>
    entries.map((entry) => (entry.kind === 'item' ? entry.item.id : `${entry.document.code} ${entry.date}`));

  it('has the overdue items and expired documents, oldest first, and no done one', () => {
    expect(list.until).toBe('2026-03-16');
    expect(names(list.overdue)).toEqual([oilChange.id, lateService.id, 'C 2026-03-01']);
    expect(list.overdue[0]).toMatchObject({ kind: 'item', date: '2026-02-25' });
  });

  it('has what falls due through the 14th day, km items by their forecast date, documents by expiry', () => {
    expect(names(list.upcoming)).toEqual([tyres.id, inspection.id, 'ADR 2026-03-16']);
  });

  it('is empty when nothing is due', () => {
    const quiet = dueList({ today: TODAY, items: [afterHorizon, doneLate, noForecast], documents: [expiringLater] });
    expect([quiet.overdue, quiet.upcoming]).toEqual([[], []]);
  });

  it('puts every open item with a date in the horizon on exactly one list, by its state', () => {
    const dates = fc.integer({ min: -40, max: 40 }).map((days) => {
      const date = new Date(Date.UTC(2026, 2, 2 + days));
      return date.toISOString().slice(0, 10);
    });
    const items = fc.array(
      fc.record({ state: fc.constantFrom(...FLEET_ITEM_STATES), dueDate: dates }).map((fields) => row(fields)),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(items, (rows) => {
        const { overdue, upcoming } = dueList({ today: TODAY, items: rows, documents: [] });
        const listed = [...overdue, ...upcoming].map((entry) => (entry.kind === 'item' ? entry.item.id : ''));
        expect(new Set(listed).size).toBe(listed.length);
        for (const item of rows) {
          const expected = item.state === 'overdue' || (item.state !== 'done' && (item.dueDate ?? '') <= '2026-03-16');
          expect(listed.includes(item.id), `${item.state} ${item.dueDate}`).toBe(expected);
        }
        for (const list of [overdue, upcoming])
          expect(list.map((entry) => entry.date)).toEqual(list.map((entry) => entry.date).sort());
      }),
    );
  });
});

describe("each vehicle's overdue items", () => {
  it('groups the overdue ones by vehicle, soonest due first', () => {
    const scaniaLate = row({ vehicleId: SCANIA, state: 'overdue', dueDate: '2026-01-10' });
    const byVehicle = overdueItemsByVehicle([lateService, inspection, oilChange, scaniaLate, doneLate]);
    expect([...byVehicle.keys()].sort()).toEqual([VOLVO, SCANIA].sort());
    expect(byVehicle.get(VOLVO)?.map((item) => item.id)).toEqual([oilChange.id, lateService.id]);
    expect(byVehicle.get(SCANIA)?.map((item) => item.id)).toEqual([scaniaLate.id]);
  });
});

describe('the calendar feed’s events', () => {
  const words: FleetCalendarWords = {
    itemSummary: (item) => `${item.vehicleId === VOLVO ? 'ABC-123' : 'XYZ-789'} – ${item.type}`,
    itemDescription: (item) => `due ${item.dueDate ?? item.forecastDate}`,
    documentSummary: (document) => `${document.driverName} – ${document.code}`,
    documentDescription: (document) => `expires ${document.expiresOn}`,
    url: 'https://rahti.example/vehicle/fleet-management',
  };

  it('has one all-day event per open occurrence with a date and per listed document, by date', () => {
    const events = fleetCalendarEvents(
      { items: [inspection, doneLate, tyres, noForecast, lateService], documents: [expiring] },
      words,
    );
    expect(events.map((event) => [event.date, event.summary])).toEqual([
      ['2026-02-27', 'ABC-123 – maintenance'],
      ['2026-03-06', 'ABC-123 – tyreChange'],
      ['2026-03-16', 'XYZ-789 – inspection'],
      ['2026-03-16', 'Aalto Anna – ADR'],
    ]);
    expect(events[0]).toMatchObject({ uid: fleetItemEventUid(lateService.id), description: 'due 2026-02-27' });
    expect(events[3]?.uid).toBe('licence-00000000-0000-4000-8000-000000000901-ADR-2026-03-16@rahti');
  });

  it('keeps an occurrence’s id as its event’s id when its date moves (a km forecast)', () => {
    const [before] = fleetCalendarEvents({ items: [tyres], documents: [] }, words);
    const [after] = fleetCalendarEvents({ items: [{ ...tyres, forecastDate: '2026-03-09' }], documents: [] }, words);
    expect(after?.uid).toBe(before?.uid);
    expect(after?.date).toBe('2026-03-09');
  });
});
