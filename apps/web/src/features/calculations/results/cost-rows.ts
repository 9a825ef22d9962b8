import type { ComputedCosts } from '@rahti/domain';

export interface CostRow {
  /** Label key under web-calc-wizard:costItems. */
  key: string;
  amount: number;
}

/** Time-based costs per year, item by item, as the domain computed them. */
export function timeBasedRows(costs: ComputedCosts): CostRow[] {
  const c = costs.timeBased;
  return [
    { key: 'depreciation', amount: c.depreciationPerYear },
    { key: 'interest', amount: c.interestPerYear },
    { key: 'vehicleTax', amount: c.vehicleTaxPerYear },
    { key: 'insurance', amount: c.insurancePerYear },
    { key: 'wages', amount: c.wagesPerYear },
    { key: 'allowances', amount: c.allowancesPerYear },
    { key: 'administration', amount: c.administrationPerYear },
    { key: 'machineFuel', amount: c.machineFuelPerYear },
  ];
}

/** Distance-based costs per km, item by item. */
export function distanceBasedRows(costs: ComputedCosts): CostRow[] {
  const c = costs.distanceBased;
  return [
    { key: 'fuel', amount: c.fuelPerKm },
    { key: 'adBlue', amount: c.adBluePerKm },
    { key: 'tyres', amount: c.tyresPerKm },
    { key: 'maintenance', amount: c.maintenancePerKm },
  ];
}

/** Every cost of a year: the time-based items, and the distance-based ones times the km driven. */
export function yearlyRows(costs: ComputedCosts, kmPerYear: number): CostRow[] {
  const distance = distanceBasedRows(costs).map((row) => ({ key: row.key, amount: row.amount * kmPerYear }));
  return [...timeBasedRows(costs), ...distance].filter((row) => row.amount > 0);
}
