import type { CalculationSummary } from '@rahti/domain';
import { testId } from '../../../test/fixtures';

export { testId };

let next = 100;

/** A list row as GET /api/calculations answers it. */
export function summary(overrides: Partial<CalculationSummary> = {}): CalculationSummary {
  const id = overrides.id ?? testId(next++);
  return {
    name: 'Scania R 450',
    kind: 'newInvestment',
    vehicleClass: 3,
    calculationType: 'vehicle',
    currency: 'EUR',
    nickname: '',
    costPerHour: 50,
    costPerKm: 0.5,
    hasImage: false,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
    id,
  };
}
