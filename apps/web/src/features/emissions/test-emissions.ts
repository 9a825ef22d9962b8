import type { EmissionsAnswer } from '@rahti/domain';
import { testCustomer, testId } from '../tasks/test-tasks';

/** 20.11.2026 in Helsinki: the report starts with October 2026. */
export const NOW = new Date('2026-11-20T10:00:00.000Z');
export const PATH = '/report/emissions';
export const reportOf = (groupBy: string, from = '2026-11-01', to = '2026-11-30') =>
  `GET /api/emissions?from=${from}&to=${to}&groupBy=${groupBy}`;

type Row = EmissionsAnswer['rows'][number];

export const byVehicle: Row[] = [
  {
    key: '00000000-0000-4000-8000-000000000501',
    label: 'ABC-123',
    fuel: [{ fuelType: 0, amount: 1234.5, unit: 'l' }],
    tonneKm: 10_000,
    ttwKg: 3296.1,
    wttKg: 703.7,
    wtwKg: 3999.8,
    gPerTonneKm: 400,
    quality: 'measured',
  },
  {
    key: '00000000-0000-4000-8000-000000000502',
    label: 'EL-42',
    fuel: [
      { fuelType: 0, amount: 100, unit: 'l' },
      { fuelType: 1, amount: 500, unit: 'kWh' },
    ],
    tonneKm: 2500.5,
    ttwKg: 267,
    wttKg: 91,
    wtwKg: 358,
    gPerTonneKm: 143.2,
    quality: 'modelled',
  },
  {
    key: null,
    label: 'Not allocated',
    fuel: [{ fuelType: 0, amount: 50.5, unit: 'l' }],
    tonneKm: 0,
    ttwKg: 134.8,
    wttKg: 28.8,
    wtwKg: 163.6,
    gPerTonneKm: null,
    quality: 'measured',
  },
];

export const metsa = testCustomer({ id: testId(701), name: 'Metsä Oy' });
export const satama = testCustomer({ id: testId(702), name: 'Satama Oy' });

export const byCustomer: Row[] = [
  { ...byVehicle[0]!, key: metsa.id, label: 'Metsä Oy' },
  { ...byVehicle[2]!, label: 'Not allocated' },
];
