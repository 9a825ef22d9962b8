import {
  FUEL_TYPES,
  allowanceDefaults,
  builtInFuelPrice,
  calculationInputSchema,
  type Calculation,
  vehicleDefaults,
  wageDefaults,
  type CalculationDefaults,
  type Currency,
  type VehicleClass,
} from '@rahti/domain';

/** What GET /api/calculations/defaults answers for an organisation without its own values. */
export function defaultsResponse(vehicleClass: VehicleClass, currency: Currency): CalculationDefaults {
  return {
    vehicleClass,
    currency,
    ...vehicleDefaults(vehicleClass, currency),
    wages: wageDefaults(),
    allowances: allowanceDefaults(),
    fuelPrices: FUEL_TYPES.map(({ value }) => ({ fuelType: value, price: builtInFuelPrice(value, currency) })),
    overridden: [],
  };
}

export const defaultsPath = (vehicleClass: VehicleClass, currency: Currency) =>
  `GET /api/calculations/defaults?vehicleClass=${vehicleClass}&currency=${currency}`;

/** Puts a draft in localStorage as the wizard keeps it between screens. */
export function seedDraft(values: Record<string, unknown>, id = 'new', isDirty = true): void {
  localStorage.setItem(`rahti.calculation.${id}`, JSON.stringify({ ...(id === 'new' ? {} : { id }), values, isDirty }));
  localStorage.setItem('rahti.calculation.current', id);
}

/** A job priced at 50 per hour and 1 per km: 2 h and 100 km cost 200. */
export const JOB_PRICING_DRAFT = {
  name: 'Helsinki–Tampere',
  kind: 'jobPricing',
  vehicleClass: 3,
  currency: 'EUR',
  pricing: { costPerHour: 50, costPerKm: 1, hours: 2, km: 100, targetMarginPercent: 0 },
};

/** A saved new-investment truck in EUR, as GET /api/calculations/:id answers it. */
export function savedTruck(id: string): Calculation {
  const input = calculationInputSchema.parse({
    name: 'Scania R450',
    kind: 'newInvestment',
    vehicleClass: 3,
    currency: 'EUR',
    vehicle: { purchasePrice: 150000, downPayment: 30000, consumptionPer100Km: 30 },
    defaults: vehicleDefaults(3, 'EUR'),
    wages: { hourlyWage: 18 },
    usage: { plannedUseYears: 6, kmPerYear: 100000 },
    revenue: { revenueValue: 200000, yearlyCost: 5000, targetProfitMarginPercent: 10 },
  });
  return {
    ...input,
    id,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    hasImage: false,
  };
}
