import { calculationTypeOf, isTrailer, type VehicleClass } from '../fleet/vehicle-classes';
import type { FuelTypeValue } from '../fleet/fuel-types';
import { ADBLUE_SHARE_OF_FUEL, type VehicleDefaults } from './defaults';
import type { CalculationKind } from './enumerations';
import { computeWageCosts, type WageInput } from './wage-costs';

/** What the cost model reads from a calculation document (the parsed input). */
export interface CostModelInput {
  kind: CalculationKind;
  vehicleClass: VehicleClass;
  vehicle: {
    purchasePrice?: number;
    currentValue?: number;
    redemptionPrice?: number;
    consumptionPer100Km: number;
    consumptionPerHour: number;
    tyreLifetimeKm?: number;
  };
  defaults: Omit<VehicleDefaults, 'countOfTyres' | 'flex'>;
  wages: WageInput;
  usage: { workingDaysPerYear: number; hoursPerDay: number; kmPerYear: number; plannedUseYears?: number };
  revenue: { revenueValue?: number; yearlyCost?: number };
}

export interface TimeBasedCosts {
  depreciationPerYear: number;
  interestPerYear: number;
  vehicleTaxPerYear: number;
  insurancePerYear: number;
  /** Driver wages with all side costs. */
  wagesPerYear: number;
  allowancesPerYear: number;
  administrationPerYear: number;
  /** Machines only: fuel and AdBlue by the operating hour. */
  machineFuelPerYear: number;
  totalPerYear: number;
  hoursPerYear: number;
  perHour: number;
}

export interface DistanceBasedCosts {
  fuelPerKm: number;
  adBluePerKm: number;
  tyresPerKm: number;
  maintenancePerKm: number;
  totalPerKm: number;
}

export interface YearlyCosts {
  timeBasedPerYear: number;
  distanceBasedPerYear: number;
  totalPerYear: number;
  revenuePerYear: number;
  profitPerYear: number;
  profitMarginPercent: number;
}

export interface ComputedCosts {
  timeBased: TimeBasedCosts;
  distanceBased: DistanceBasedCosts;
  yearly: YearlyCosts;
}

/** Diesel engines need AdBlue: diesel, fuel oil and renewable diesel. */
const USES_ADBLUE: readonly FuelTypeValue[] = [0, 2, 3];
const divide = (amount: number, by: number) => (by > 0 ? amount / by : 0);

/**
 * Capital at the start and end of the planned use: a new vehicle from its purchase price less
 * investment deductions down to the residual value (percent of the price); an existing vehicle
 * from its current value down to its redemption price.
 */
export function capitalOf(input: Pick<CostModelInput, 'kind' | 'vehicle' | 'defaults'>): {
  startValue: number;
  endValue: number;
} {
  if (input.kind === 'existingVehicle') {
    return { startValue: input.vehicle.currentValue ?? 0, endValue: input.vehicle.redemptionPrice ?? 0 };
  }
  const price = input.vehicle.purchasePrice ?? 0;
  return {
    startValue: Math.max(0, price - input.defaults.investmentDeductions),
    endValue: (price * input.defaults.residualValue) / 100,
  };
}

/**
 * The classic Nordic haulage cost model (interpretation.md). Time-based costs per year:
 * depreciation = (start − end value) / planned use years; interest = rate % × (start + end) / 2;
 * vehicle tax; insurances; wages with side costs; allowances; administration (the revenue
 * step's yearly cost); a machine's fuel by the hour. Cost per hour = total / (working days ×
 * hours per day). Distance-based costs per km: fuel = consumption per 100 km / 100 × fuel
 * price; AdBlue = 5 % of that volume × AdBlue price; tyres = set price / tyre lifetime km, or
 * the per-km tyreCost; maintenance = maintenanceCost. Trailers have no fuel and no driver.
 * Nothing is rounded; a division by 0 hours, km or years counts as 0.
 *
 * @computation
 */
export function computeCosts(input: CostModelInput): ComputedCosts {
  const { defaults, usage, vehicle } = input;
  const trailer = isTrailer(input.vehicleClass);
  const machine = calculationTypeOf(input.vehicleClass) === 'machine';
  const hoursPerYear = usage.workingDaysPerYear * usage.hoursPerDay;
  const { startValue, endValue } = capitalOf(input);
  const adBlueShare = USES_ADBLUE.includes(defaults.fuelType) ? ADBLUE_SHARE_OF_FUEL : 0;

  const wages = trailer ? undefined : computeWageCosts(input.wages, hoursPerYear);
  const machineFuelPerYear = machine
    ? vehicle.consumptionPerHour * hoursPerYear * (defaults.fuelCost + adBlueShare * defaults.adBluePrice)
    : 0;
  const parts = {
    depreciationPerYear: divide(Math.max(0, startValue - endValue), usage.plannedUseYears ?? 0),
    interestPerYear: (defaults.interestRate / 100) * ((startValue + endValue) / 2),
    vehicleTaxPerYear: defaults.vehicleTax,
    insurancePerYear: defaults.insuranceAllRisk + defaults.insuranceVehicle,
    wagesPerYear: wages?.wagesPerYear ?? 0,
    allowancesPerYear: wages?.allowancesPerYear ?? 0,
    administrationPerYear: input.revenue.yearlyCost ?? 0,
    machineFuelPerYear,
  };
  const totalPerYear = Object.values(parts).reduce((sum, value) => sum + value, 0);
  const timeBased: TimeBasedCosts = {
    ...parts,
    totalPerYear,
    hoursPerYear,
    perHour: divide(totalPerYear, hoursPerYear),
  };

  const litresPerKm = trailer || machine ? 0 : vehicle.consumptionPer100Km / 100;
  const distance = {
    fuelPerKm: litresPerKm * defaults.fuelCost,
    adBluePerKm: litresPerKm * adBlueShare * defaults.adBluePrice,
    tyresPerKm: vehicle.tyreLifetimeKm ? defaults.tyresCost / vehicle.tyreLifetimeKm : defaults.tyreCost,
    maintenancePerKm: defaults.maintenanceCost,
  };
  const distanceBased: DistanceBasedCosts = {
    ...distance,
    totalPerKm: Object.values(distance).reduce((a, b) => a + b, 0),
  };

  const distanceBasedPerYear = distanceBased.totalPerKm * usage.kmPerYear;
  const yearlyTotal = totalPerYear + distanceBasedPerYear;
  const revenuePerYear = input.revenue.revenueValue ?? 0;
  return {
    timeBased,
    distanceBased,
    yearly: {
      timeBasedPerYear: totalPerYear,
      distanceBasedPerYear,
      totalPerYear: yearlyTotal,
      revenuePerYear,
      profitPerYear: revenuePerYear - yearlyTotal,
      profitMarginPercent: revenuePerYear > 0 ? ((revenuePerYear - yearlyTotal) / revenuePerYear) * 100 : 0,
    },
  };
}
