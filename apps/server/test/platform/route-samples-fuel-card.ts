import type { RouteSample } from './route-sample';

/** Samples of the fuel-card import's routes (issue 25): a mapping and a row naming a vehicle no one has. */
const mapping = {
  columns: { date: 'Date', time: 'Time', registerNumber: 'Registration', fuel: 'Product', amount: 'Quantity' },
  priceIs: 'perUnit',
};
const rows = {
  fileName: 'card.csv',
  mapping,
  rows: [{ line: 2, values: { date: '29.11.2026', time: '14:05', registerNumber: 'NOT-404', amount: '312,47' } }],
};

export const FUEL_CARD_SAMPLES: Record<string, RouteSample> = {
  'GET /api/fuel-card-mapping': {},
  'PUT /api/fuel-card-mapping': { body: mapping },
  'POST /api/refuels/import/preview': {},
  'POST /api/refuels/import/check': { body: rows },
  'POST /api/refuels/import': { body: rows },
  'GET /api/refuels/import/sample': {},
};
