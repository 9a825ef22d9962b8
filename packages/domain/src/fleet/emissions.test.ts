import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { factorsByFuel } from './emission-factors';
import {
  computeEmissions,
  roundEmissionRow,
  type EmissionGrouping,
  type EmissionRefuel,
  type EmissionTask,
  type EmissionVehicle,
} from './emissions';
import { fuelTypeOf, type FuelTypeValue } from './fuel-types';

const factors = factorsByFuel([]); // diesel: TTW 2.67, WTW 3.24 kg/l
const unitOf = (fuelType: number) => fuelTypeOf(fuelType as FuelTypeValue).unit;
const vehicles: EmissionVehicle[] = [
  { id: 'A', label: 'ABC-111', fuelType: 0, consumptionPer100Km: 32 },
  { id: 'B', label: 'ABC-222', fuelType: 0, consumptionPer100Km: 30 },
];
const refuels: EmissionRefuel[] = [
  { vehicleId: 'A', month: '2027-03', fuelType: 0, amount: 300, unit: 'l' },
  { vehicleId: 'A', month: '2027-03', fuelType: 0, amount: 200, unit: 'l' },
  { vehicleId: 'A', month: '2027-03', fuelType: 4, amount: 25, unit: 'l' }, // AdBlue: not counted
  { vehicleId: 'A', month: '2027-04', fuelType: 0, amount: 100, unit: 'l' }, // no task in April
];
const task = (id: string, vehicleId: string, km: number, weightKg: number | null, customerId: string | null) => ({
  id,
  label: id,
  vehicleId,
  month: '2027-03',
  km,
  tonneKm: ((weightKg ?? 0) / 1000) * km,
  count: 1,
  customerId,
  customerLabel: customerId && `Customer ${customerId}`,
});
const tasks: EmissionTask[] = [
  task('T1', 'A', 200, 10_000, 'C1'), // 2 000 t·km
  task('T2', 'A', 400, 5_000, 'C1'), // 2 000 t·km
  task('T3', 'A', 100, null, null), // no weight: no share
  task('T4', 'B', 150, 8_000, 'C2'), // 1 200 t·km, modelled: 30 l/100 km × 150 km = 45 l
];
const report = (groupBy: EmissionGrouping) =>
  computeEmissions({ vehicles, refuels, tasks, factors, unitOf, groupBy, notAllocatedLabel: 'Not allocated' }).map(
    roundEmissionRow,
  );

describe('fuel-based emissions (hand-computed)', () => {
  it('sums each vehicle’s refuels, or models it from consumption × task km, × the factors', () => {
    expect(report('vehicle')).toEqual([
      // 600 l × 2.67 = 1 602 kg TTW; × 3.24 = 1 944 kg WTW; 1 944 000 g ÷ 4 000 t·km = 486 g.
      {
        key: 'A',
        label: 'ABC-111',
        fuel: [{ fuelType: 0, amount: 600, unit: 'l' }],
        tonneKm: 4000,
        ttwKg: 1602,
        wttKg: 342,
        wtwKg: 1944,
        gPerTonneKm: 486,
        quality: 'measured',
      },
      // 45 l × 2.67 = 120.15 → 120.2; × 3.24 = 145.8; 145 800 g ÷ 1 200 t·km = 121.5 g.
      {
        key: 'B',
        label: 'ABC-222',
        fuel: [{ fuelType: 0, amount: 45, unit: 'l' }],
        tonneKm: 1200,
        ttwKg: 120.2,
        wttKg: 25.7,
        wtwKg: 145.8,
        gPerTonneKm: 121.5,
        quality: 'modelled',
      },
    ]);
  });

  it('allocates a vehicle-month to its tasks by tonne-km, and a month without tasks is not allocated', () => {
    const byTask = report('task');
    // March's 500 l: T1 and T2 2 000 t·km each, half each (250 l: 667.5 / 810 kg); T3 carries none.
    expect(byTask.find((row) => row.key === 'T1')).toMatchObject({
      fuel: [{ fuelType: 0, amount: 250, unit: 'l' }],
      ttwKg: 667.5,
      wttKg: 142.5,
      wtwKg: 810,
      gPerTonneKm: 405,
    });
    expect(byTask.find((row) => row.key === 'T3')).toMatchObject({ wtwKg: 0, tonneKm: 0, gPerTonneKm: null });
    expect(byTask.find((row) => row.key === null)).toMatchObject({
      label: 'Not allocated',
      fuel: [{ fuelType: 0, amount: 100, unit: 'l' }],
      ttwKg: 267,
      wtwKg: 324,
      quality: 'measured',
    });
  });

  it('groups by customer, tasks without one under "Not allocated"; by month with the quality of its parts', () => {
    const byCustomer = report('customer');
    expect(byCustomer.map((row) => [row.key, row.wtwKg, row.tonneKm, row.quality])).toEqual([
      ['C1', 1620, 4000, 'measured'],
      [null, 324, 0, 'measured'],
      ['C2', 145.8, 1200, 'modelled'],
    ]);
    expect(report('month').map((row) => [row.key, row.fuel[0]?.amount, row.ttwKg, row.wtwKg, row.quality])).toEqual([
      ['2027-03', 545, 1455.2, 1765.8, 'modelled'],
      ['2027-04', 100, 267, 324, 'measured'],
    ]);
  });
});

describe('allocation', () => {
  const arbitraryTask = fc.record({
    km: fc.integer({ min: 0, max: 900 }),
    weightKg: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    customer: fc.constantFrom('C1', 'C2', null),
    day: fc.integer({ min: 1, max: 59 }),
  });
  it('hands out exactly each vehicle’s emissions, whatever the grouping', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryTask, { maxLength: 12 }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 800 }), day: fc.integer({ min: 1, max: 59 }) }), {
          maxLength: 5,
        }),
        (taskSpecs, refuelSpecs) => {
          const monthOf = (day: number) => new Date(Date.UTC(2027, 0, day)).toISOString().slice(0, 7);
          const input = {
            vehicles,
            refuels: refuelSpecs.map((r) => ({
              vehicleId: 'A',
              month: monthOf(r.day),
              fuelType: 0,
              amount: r.amount,
              unit: 'l' as const,
            })),
            tasks: taskSpecs.map((t, n) => ({
              id: `T${n}`,
              label: `T${n}`,
              vehicleId: n % 2 ? 'A' : 'B',
              month: monthOf(t.day),
              km: t.km,
              tonneKm: ((t.weightKg ?? 0) / 1000) * t.km,
              count: 1,
              customerId: t.customer,
              customerLabel: t.customer,
            })),
            factors,
            unitOf,
            notAllocatedLabel: 'Not allocated',
          };
          const total = (groupBy: EmissionGrouping) =>
            computeEmissions({ ...input, groupBy }).reduce((sum, row) => sum + row.wtwKg, 0);
          const byVehicle = total('vehicle');
          return ['task', 'customer', 'month'].every(
            (groupBy) => Math.abs(total(groupBy as EmissionGrouping) - byVehicle) < 1e-6 * Math.max(1, byVehicle),
          );
        },
      ),
    );
  });
});
