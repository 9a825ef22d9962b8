import type { FleetItemEntry, FleetItemRow, FleetPage, Vehicle } from '@rahti/domain';
import { testId } from '../../test/fixtures';

export { testId };

const vehicle = (id: string, registerNumber: string, name: string): Vehicle => ({
  id,
  name,
  registerNumber,
  baseId: null,
  vehicleClass: 3,
  vehicleCode: '',
  imei: '',
  fuelType: 0,
  emissionStandard: 6,
  externalId: '',
  deviceId: '',
  deviceLock: false,
  isActive: true,
  activatedAt: '2026-01-01T10:00:00.000Z',
  isShared: false,
  lastPositionAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
});

export const volvo = vehicle(testId(501), 'ABC-123', 'Volvo FH');
export const scania = vehicle(testId(502), 'XYZ-789', 'Scania R');

/** An occurrence as GET /api/fleet-management lists it: an open one-off date item unless told. */
export function fleetRow(overrides: Partial<FleetItemRow> = {}): FleetItemRow {
  return {
    id: testId(601),
    vehicleId: volvo.id,
    type: 'maintenance',
    state: 'pending',
    dueDate: '2027-01-15',
    seriesId: testId(701),
    sequence: 0,
    version: 1,
    dueType: 'time',
    repeatEvery: null,
    repeatUntil: null,
    firstKm: null,
    lastKm: null,
    intervalKm: null,
    cost: 0,
    description: '',
    kmPerDay: null,
    completedDate: null,
    completedKm: null,
    actualCost: null,
    undoable: false,
    ...overrides,
  };
}

/** Volvo's oil change every 30 000 km up to 240 000 km: the fourth, at 120 000 km, is overdue at 121 500 km. */
export const oilChange = fleetRow({
  id: testId(611),
  seriesId: testId(711),
  sequence: 3,
  state: 'overdue',
  dueDate: undefined,
  dueKm: 120_000,
  currentKm: 121_500,
  forecastDate: '2026-11-23',
  dueType: 'distance',
  firstKm: 30_000,
  lastKm: 240_000,
  intervalKm: 30_000,
  kmPerDay: 300,
  cost: 900,
  description: 'Oil and filters',
});

/** Scania's yearly inspection, months away. */
export const inspection = fleetRow({
  id: testId(612),
  seriesId: testId(712),
  vehicleId: scania.id,
  type: 'inspection',
  state: 'pending',
  dueDate: '2027-03-15',
  repeatEvery: { unit: 'month', count: 12 },
  repeatUntil: '2030-03-15',
  cost: 250,
  description: 'Annual inspection',
});

/** Volvo's winter tyres next week. */
export const tyres = fleetRow({
  id: testId(613),
  seriesId: testId(713),
  type: 'tyreChange',
  state: 'dueSoon',
  dueDate: '2026-12-05',
  cost: 400,
});

/** The oil change as done today, and the next one it added at 150 000 km. */
export const oilChangeDone: FleetItemRow = {
  ...oilChange,
  state: 'done',
  forecastDate: undefined,
  completedDate: '2026-11-28',
  completedKm: 121_500,
  actualCost: 900,
  undoable: true,
};
export const nextOilChange: FleetItemRow = {
  ...oilChange,
  id: testId(614),
  sequence: 4,
  state: 'pending',
  dueKm: 150_000,
  forecastDate: '2027-01-05',
};

export const fleetPage = (items: FleetItemRow[], documents: FleetPage['documents'] = []): FleetPage => ({
  today: '2026-11-28',
  settings: { dueSoonDays: 14, dueSoonKm: 1500, documentLeadDays: 60 },
  items,
  documents,
});

export const entryOf = (row: FleetItemRow): FleetItemEntry => ({
  id: row.id,
  vehicleId: row.vehicleId,
  type: row.type,
  state: row.state,
  ...(row.dueDate !== undefined ? { dueDate: row.dueDate } : { dueKm: row.dueKm }),
});

export const PAGE = 'GET /api/fleet-management';
/** The vehicles, and the calendar feed an Admin sees on the page (off). */
export const vehicleHandlers = {
  'GET /api/vehicles': [volvo, scania],
  'GET /api/fleet-calendar-feed': { enabled: false, createdAt: null, language: null, url: null },
};
