import {
  calculationInputSchema,
  costRatesOf,
  type Calculation,
  type CalculationInput,
  type CalculationSummary,
} from '@rahti/domain';
import type { CalculationRow } from './calculations.repository';

/** The stored document as the current schema reads it (defaults fill fields added since). */
export function documentOf(row: CalculationRow): CalculationInput {
  const parsed = calculationInputSchema.safeParse(row.document);
  if (parsed.success) return parsed.data;
  // A document saved under older rules still opens: the stored values as they are.
  return row.document as unknown as CalculationInput;
}

export function toCalculation(row: CalculationRow): Calculation {
  return {
    ...documentOf(row),
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    hasImage: row.has_image,
  };
}

export function toCalculationSummary(row: CalculationRow): CalculationSummary {
  const document = documentOf(row);
  let rates = { costPerHour: 0, costPerKm: 0 };
  try {
    rates = costRatesOf(document);
  } catch {
    // An unreadable old document lists with zero costs rather than breaking the list.
  }
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    vehicleClass: document.vehicleClass,
    calculationType: document.calculationType,
    currency: row.currency,
    nickname: document.nickname ?? '',
    costPerHour: rates.costPerHour,
    costPerKm: rates.costPerKm,
    hasImage: row.has_image,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
