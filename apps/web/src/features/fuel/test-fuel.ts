import {
  DEFAULT_EMISSION_FACTORS,
  type EmissionFactorDto,
  type FuelPrice,
  type FuelPriceChange,
  type FuelConsumptionAnswer,
  type RefuelRow,
  type User,
  type Vehicle,
} from '@rahti/domain';
import { testAccount, testId } from '../../test/fixtures';

export { testId };

/** 20.11.2026 12:00 in Helsinki: the refuels start from November 2026. */
export const NOW = new Date('2026-11-20T10:00:00.000Z');
export const ORGANISATION_ID = testAccount().organisationId;
export const PATH = `/fuelmanagement/${ORGANISATION_ID}`;
export const REFUELS = 'GET /api/refuels?from=2026-11-01&to=2026-11-30';
/** This month and the five before, to today. */
export const CONSUMPTION = 'GET /api/fuel-consumption?from=2026-06-01&to=2026-11-20';

const vehicle = (id: string, registerNumber: string, name: string, fuelType: number): Vehicle => ({
  id,
  name,
  registerNumber,
  baseId: null,
  vehicleClass: 3,
  vehicleCode: '',
  imei: '',
  fuelType,
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

export const volvo = vehicle(testId(501), 'ABC-123', 'Volvo FH', 0);
export const etruck = vehicle(testId(502), 'EL-42', 'Volvo FH Electric', 1);

export const maija: User = {
  id: testAccount().id,
  organisationId: ORGANISATION_ID,
  username: 'maija@example.com',
  email: 'maija@example.com',
  displayName: 'Maija Virtanen',
  displayLanguage: 'en',
  role: 'Admin',
  isDriver: false,
  createdAt: '2025-03-01T08:00:00.000Z',
};

export const dieselPrice: FuelPrice = {
  id: testId(801),
  fuelType: 0,
  currency: 'EUR',
  price: 1.859,
  updatedAt: '2026-11-10T08:00:00.000Z',
};

/** Newest first, as GET Organisation/FuelHistory answers. */
export const history: FuelPriceChange[] = [
  { ...change(1.859, '2026-11-10T08:00:00.000Z'), changedBy: maija.id },
  change(1.799, '2026-10-01T06:00:00.000Z'),
];

function change(price: number, changedAt: string): FuelPriceChange {
  return { fuelPriceId: dieselPrice.id, fuelType: 0, currency: 'EUR', price, changedAt, changedBy: null };
}

export const refuels: RefuelRow[] = [
  {
    id: testId(901),
    vehicleId: volvo.id,
    at: '2026-11-03T05:30:00.000Z',
    fuelType: 0,
    amount: 312.5,
    unit: 'l',
    pricePerUnit: 1.79,
    source: 'manual',
    flags: [{ kind: 'overTank', capacity: 300 }],
  },
  {
    id: testId(902),
    vehicleId: etruck.id,
    at: '2026-11-12T16:05:00.000Z',
    fuelType: 1,
    amount: 250,
    unit: 'kWh',
    pricePerUnit: null,
    source: 'card',
    flags: [],
  },
];

export const consumption: FuelConsumptionAnswer = {
  rows: [
    { vehicleId: volvo.id, month: '2026-10', unit: 'l', amount: 400, km: null, per100Km: null },
    { vehicleId: volvo.id, month: '2026-11', unit: 'l', amount: 312.5, km: 1_000, per100Km: 31.25 },
  ],
  tanks: [{ vehicleId: volvo.id, capacity: 300 }],
};

export const builtInFactors: EmissionFactorDto[] = DEFAULT_EMISSION_FACTORS.map((factor) => ({
  ...factor,
  isDefault: true,
}));

export const fuelHandlers = {
  'GET /api/vehicles': [volvo, etruck],
  'GET /api/organisation/users': [maija],
  'GET /api/Organisation/FuelPrices': [dieselPrice],
  'GET /api/Organisation/FuelHistory': history,
  [REFUELS]: refuels,
  [CONSUMPTION]: consumption,
  'GET /api/emission-factors': builtInFactors,
};
